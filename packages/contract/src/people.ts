import { z } from 'zod';
import { EntitetSummary, UtisakPublic } from './catalogue.ts';
import { Currency, Id, RequestDate, UserRole } from './common.ts';
import { ODGOVOR_MAX_LENGTH } from './people-paths.ts';

export * from './people-paths.ts';

/**
 * Wire shapes of the people calls (CONTRACT.md "People" and "Statistics"): favorites, ratings,
 * page views, the owner's statistics and the super-admin's lists. Paths: people-paths.ts.
 */


const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSize = (defaultSize: number, max: number) => z.coerce.number().int().min(1).max(max).default(defaultSize);
/** An ISO calendar date in a response (YYYY-MM-DD). */
const IsoDate = z.string().describe('YYYY-MM-DD');

// ---- favorites ------------------------------------------------------------------------------

export const FavoritesQuery = z.object({ userId: Id });

export const FavoriteBody = z.object({ entitetId: Id, userId: Id }).meta({ id: 'FavoriteBody' });
export type FavoriteBody = z.input<typeof FavoriteBody>;

/** Favorites: published businesses only, most recently added first. */
export const FavoritesResponse = z.array(EntitetSummary).meta({ id: 'FavoritesResponse' });
export type FavoritesResponse = z.infer<typeof FavoritesResponse>;

/** The state after an add or a remove (both are idempotent). */
export const FavoriteState = z
  .object({ entitetId: z.number().int(), userId: z.number().int(), favorit: z.boolean() })
  .meta({ id: 'FavoriteState' });
export type FavoriteState = z.infer<typeof FavoriteState>;

// ---- ratings (utisak) -----------------------------------------------------------------------

export const KOMENTAR_MAX_LENGTH = 1000;

export const CreateRatingBody = z
  .object({
    entitetId: Id,
    zakazivanjeId: Id,
    ocena: z.number().int().min(1).max(5).describe('whole stars, 1..5'),
    komentar: z
      .string()
      .trim()
      .max(KOMENTAR_MAX_LENGTH)
      .nullish()
      .transform((v) => (v ? v : null))
      .describe(`optional, trimmed, at most ${KOMENTAR_MAX_LENGTH} characters; empty means none`),
  })
  .meta({ id: 'CreateRatingBody' });
export type CreateRatingBody = z.input<typeof CreateRatingBody>;

/** One of the caller's own ratings (GET /api/Profil/utisci, POST /api/Utisak/create). */
export const Utisak = z
  .object({
    id: z.number().int(),
    entitetId: z.number().int(),
    entitetNaziv: z.string(),
    zakazivanjeId: z.number().int(),
    ocena: z.number().int(),
    komentar: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'Utisak' });
export type Utisak = z.infer<typeof Utisak>;

export const MyRatingsQuery = z.object({ userId: Id });
export const MyRatingsResponse = z.array(Utisak).meta({ id: 'MyRatingsResponse' });

export const EntityRatingsQuery = z.object({ page: Page, pageSize: PageSize(10, 50) });
export type EntityRatingsQuery = z.input<typeof EntityRatingsQuery>;

/** A business's ratings, newest first; `ime` is the rater's first name and last initial ("Ana P."). */
export const EntityRatingsResponse = z
  .object({ utisci: z.array(UtisakPublic), total: z.number().int() })
  .meta({ id: 'EntityRatingsResponse' });
export type EntityRatingsResponse = z.infer<typeof EntityRatingsResponse>;

// ---- statistics -----------------------------------------------------------------------------

/** Both statistics calls: lokalId is the business, datum the day asked about (MM-DD-YYYY or ISO). */
export const StatisticsQuery = z.object({ lokalId: Id, datum: RequestDate });
export type StatisticsQuery = z.input<typeof StatisticsQuery>;

/** Revenue and number of bookings; prihod in the business's currency, 2 decimals. */
export const Prihod = z.object({ prihod: z.number(), broj: z.number().int() }).meta({ id: 'Prihod' });
export type Prihod = z.infer<typeof Prihod>;

export const PrihodPoUsluzi = Prihod.extend({ uslugaId: z.number().int(), naziv: z.string() }).meta({ id: 'PrihodPoUsluzi' });
export const PrihodPoZaposlenom = Prihod.extend({
  zaposleniId: z.number().int(),
  ime: z.string(),
  prezime: z.string().nullable(),
}).meta({ id: 'PrihodPoZaposlenom' });
export const PrihodPoDanu = Prihod.extend({ datum: IsoDate }).meta({ id: 'PrihodPoDanu' });

/** One period (the day, its ISO week or its month), pocetak..kraj inclusive. */
export const FinancePeriod = z
  .object({
    pocetak: IsoDate,
    kraj: IsoDate,
    /** completed and confirmed together */
    ukupno: Prihod,
    /** completed bookings only (revenue earned) */
    zavrseno: Prihod,
    /** confirmed bookings only (revenue expected) */
    potvrdjeno: Prihod,
    poUslugama: z.array(PrihodPoUsluzi).describe('services with at least one counted booking, highest revenue first'),
    poZaposlenima: z.array(PrihodPoZaposlenom).describe('employees with at least one counted booking, highest revenue first'),
    poDanima: z.array(PrihodPoDanu).describe('every day of the period in order, days without bookings as zeros'),
  })
  .meta({ id: 'FinancePeriod' });
export type FinancePeriod = z.infer<typeof FinancePeriod>;

export const FinanceResponse = z
  .object({
    entitetId: z.number().int(),
    datum: IsoDate,
    valuta: Currency.describe("the business's currency; bookings in other currencies are converted at the current rates"),
    vremenskaZona: z.string(),
    dan: FinancePeriod,
    nedelja: FinancePeriod.describe('the ISO week (Monday to Sunday) holding datum'),
    mesec: FinancePeriod.describe('the calendar month holding datum'),
  })
  .meta({ id: 'FinanceResponse' });
export type FinanceResponse = z.infer<typeof FinanceResponse>;

/** Bookings counted by status (Zakazivanje status values). */
export const BrojPoStatusu = z
  .object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    rejected: z.number().int(),
    cancelled: z.number().int(),
    completed: z.number().int(),
    noShow: z.number().int(),
    expired: z.number().int().describe('requests the business did not answer in time'),
  })
  .meta({ id: 'BrojPoStatusu' });
export type BrojPoStatusu = z.infer<typeof BrojPoStatusu>;

export const PosecenostDan = z
  .object({
    datum: IsoDate,
    poStatusu: BrojPoStatusu.describe("bookings starting that day (the business's time zone), by status"),
    zakazivanja: z.number().int().describe('all bookings starting that day'),
    pregledi: z.number().int().describe('page views of the business that day'),
  })
  .meta({ id: 'PosecenostDan' });
export type PosecenostDan = z.infer<typeof PosecenostDan>;

export const VisitsResponse = z
  .object({
    entitetId: z.number().int(),
    vremenskaZona: z.string(),
    pocetak: IsoDate.describe('first day: datum minus 29 days'),
    kraj: IsoDate.describe('last day: datum'),
    dani: z.array(PosecenostDan).describe('exactly 30 days, oldest first, days without activity as zeros'),
    ukupno: PosecenostDan.omit({ datum: true }).meta({ id: 'PosecenostUkupno' }),
  })
  .meta({ id: 'VisitsResponse' });
export type VisitsResponse = z.infer<typeof VisitsResponse>;

// ---- super-admin lists ----------------------------------------------------------------------

const SearchText = z.string().trim().max(100).optional().describe('matches name or email; ignores case and Serbian diacritics');

export const AdminUsersQuery = z.object({
  q: SearchText,
  role: UserRole.optional(),
  page: Page,
  pageSize: PageSize(20, 100),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z
  .object({
    id: z.number().int(),
    ime: z.string(),
    prezime: z.string().nullable(),
    email: z.string(),
    role: UserRole,
    enabled: z.boolean(),
    emailConfirmed: z.boolean(),
    createdAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

/** Erased accounts are not listed. Newest first. */
export const AdminUsersResponse = z.object({ users: z.array(AdminUser), total: z.number().int() }).meta({ id: 'AdminUsersResponse' });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const AdminBusinessesQuery = z.object({
  q: z.string().trim().max(100).optional().describe("matches the business's name, city or owner's email; ignores case and diacritics"),
  page: Page,
  pageSize: PageSize(20, 100),
});
export type AdminBusinessesQuery = z.input<typeof AdminBusinessesQuery>;

export const AdminBusiness = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    grad: z.string().nullable(),
    kategorijaId: z.number().int(),
    objavljen: z.boolean().describe('false: a draft, not yet complete'),
    ownerUserId: z.number().int().nullable(),
    ownerEmail: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusiness = z.infer<typeof AdminBusiness>;

/** Drafts included. Newest first. */
export const AdminBusinessesResponse = z
  .object({ entities: z.array(AdminBusiness), total: z.number().int() })
  .meta({ id: 'AdminBusinessesResponse' });
export type AdminBusinessesResponse = z.infer<typeof AdminBusinessesResponse>;

// ---- replies to ratings (CONTRACT.md "The business's front desk") ----------------------------

/** POST /api/Utisak/{id}/odgovor: the business's reply; a new one replaces the earlier. */
export const RatingReplyBody = z
  .object({ tekst: z.string().trim().min(1).max(ODGOVOR_MAX_LENGTH).describe(`the reply, trimmed, 1 to ${ODGOVOR_MAX_LENGTH} characters`) })
  .meta({ id: 'RatingReplyBody' });
export type RatingReplyBody = z.input<typeof RatingReplyBody>;
