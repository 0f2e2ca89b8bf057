import { z } from 'zod';
import { CategoryId, Currency, Id, PaymentMethod, PriceFilter, RatingFilter, RequestDate, Time } from './common.ts';
import { CATEGORY_SLUGS, MAIN_CATEGORY_IDS, MAIN_CATEGORY_SLUGS, type MainCategorySlug } from './constants.ts';

export { CATEGORY_SLUGS, MAIN_CATEGORY_IDS, MAIN_CATEGORY_SLUGS, type MainCategorySlug };

export const MainKategorija = z
  .object({ id: z.number().int(), slug: z.string(), naziv: z.string(), nazivEn: z.string() })
  .meta({ id: 'MainKategorija' });
export type MainKategorija = z.infer<typeof MainKategorija>;

export const Kategorija = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    naziv: z.string(),
    nazivEn: z.string(),
    mainKategorijaId: z.number().int(),
  })
  .meta({ id: 'Kategorija' });
export type Kategorija = z.infer<typeof Kategorija>;

/** One business in a list (CONTRACT.md EntitetSummary). */
export const EntitetSummary = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    kategorijaId: z.number().int(),
    grad: z.string().nullable(),
    prosecnaOcena: z.number().nullable().describe('average rating 1..5, null when unrated'),
    brojOcena: z.number().int(),
    minCena: z.number().nullable().describe('lowest service price, in valuta'),
    valuta: Currency,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    image: z.string().nullable().describe("first uploaded image's filePath"),
  })
  .meta({ id: 'EntitetSummary' });
export type EntitetSummary = z.infer<typeof EntitetSummary>;

/** A free start of a listed business on slobodnoDatum, with a service to book it with. */
export const ListFreeStart = z
  .object({
    pocetak: z.string().describe('the instant, ISO UTC'),
    vreme: Time.describe('HH:mm in the business\'s time zone'),
    uslugaId: z.number().int().describe('a service free at that start'),
  })
  .meta({ id: 'ListFreeStart' });
export type ListFreeStart = z.infer<typeof ListFreeStart>;
const FirstFreeStarts = z
  .array(ListFreeStart)
  .max(2)
  .optional()
  .describe('with slobodnoDatum: the first two free starts that day (within slobodnoOd–slobodnoDo when given)');

export const EntitetSummaryWithDistance = EntitetSummary.extend({
  udaljenostKm: z.number(),
  slobodniPocetci: FirstFreeStarts,
}).meta({ id: 'EntitetSummaryWithDistance' });
export type EntitetSummaryWithDistance = z.infer<typeof EntitetSummaryWithDistance>;

export const Usluga = z
  .object({
    id: z.number().int(),
    entitetId: z.number().int(),
    naziv: z.string(),
    opis: z.string().nullable(),
    cena: z.number(),
    valuta: Currency,
    trajanjeMinuta: z.number().int(),
    cekanjeMinuta: z.number().int().describe('processing gap after the service: the client stays, the employee is free for someone else (the next part of a visit starts after it); 0 by default'),
    pospremanjeMinuta: z.number().int().describe('cleanup after the service: the employee is busy, the client has left; 0 by default'),
    zaposleniIds: z.array(z.number().int()),
  })
  .meta({ id: 'Usluga' });
export type Usluga = z.infer<typeof Usluga>;

export const Adresa = z
  .object({
    adresaId: z.number().int(),
    ulica: z.string(),
    broj: z.string(),
    grad: z.string(),
    postanskiBroj: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'Adresa' });
export type Adresa = z.infer<typeof Adresa>;

export const Slika = z.object({ id: z.number().int(), filePath: z.string() }).meta({ id: 'Slika' });
export type Slika = z.infer<typeof Slika>;

export const ZaposleniPublic = z
  .object({ id: z.number().int(), ime: z.string(), prezime: z.string().nullable(), uslugaIds: z.array(z.number().int()) })
  .meta({ id: 'ZaposleniPublic' });

/** Opening hours of the business for one weekday (1 = Monday .. 7 = Sunday), HH:mm. */
export const RadnoVreme = z
  .object({ dan: z.number().int().min(1).max(7), pocetak: z.string(), kraj: z.string() })
  .meta({ id: 'RadnoVreme' });

export const UtisakPublic = z
  .object({
    id: z.number().int(),
    ocena: z.number().int(),
    komentar: z.string().nullable(),
    ime: z.string(),
    createdAt: z.string(),
    uslugaNaziv: z.string().optional().describe('the rated visit\'s service (always sent)'),
    zaposleniIme: z.string().optional().describe('the rated visit\'s employee (always sent)'),
    odgovor: z.string().nullable().optional().describe('the business\'s reply, shown under the rating (always sent; null without one)'),
    odgovorAt: z.string().nullable().optional().describe('when the reply was given, ISO 8601 UTC'),
  })
  .meta({ id: 'UtisakPublic' });
export type UtisakPublic = z.infer<typeof UtisakPublic>;

export const EntitetDetail = EntitetSummary.extend({
  opis: z.string().nullable(),
  telefon: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  vremenskaZona: z.string(),
  naciniPlacanja: z.array(PaymentMethod),
  korakMinuta: z.number().int().describe('slot step in minutes'),
  minimalnaNajavaMinuta: z.number().int().describe('minimum notice in minutes before a booking may start'),
  horizontDana: z.number().int().describe('how many days ahead bookings are taken'),
  automatskaPotvrda: z.boolean().describe('new bookings are confirmed at once'),
  otkazivanjeSati: z.number().int().describe('the customer may cancel or reschedule until this many hours before the start (0: until the start)'),
  objavljen: z.boolean().describe('public; false only on a draft, which only its owner and a SystemAdministrator see'),
  adresa: Adresa.nullable(),
  usluge: z.array(Usluga),
  zaposleni: z.array(ZaposleniPublic),
  slike: z.array(Slika),
  radnoVreme: z.array(RadnoVreme),
  /** count of ratings per score 1..5, index 0 = score 1 */
  raspodelaOcena: z.array(z.number().int()).length(5),
  utisci: z.array(UtisakPublic).describe('most recent ratings, newest first'),
}).meta({ id: 'EntitetDetail' });
export type EntitetDetail = z.infer<typeof EntitetDetail>;

/** One business in a list, with udaljenostKm when the request named a point (latitude, longitude). */
export const EntitetListItem = EntitetSummary.extend({
  udaljenostKm: z.number().optional().describe('km from latitude/longitude, rounded to 0.1; present when the request named a point'),
  slobodniPocetci: FirstFreeStarts,
}).meta({ id: 'EntitetListItem' });
export type EntitetListItem = z.infer<typeof EntitetListItem>;

const Total = z.number().int().describe('matches, counted up to 1000 or the end of the requested page, whichever is further');
const TotalIsCapped = z.boolean().optional().describe('present and true when there are more matches than total');

/** Every list of businesses: one page and the number of matches (CONTRACT.md "Lists and search"). */
export const EntitiesResponse = z
  .object({ entities: z.array(EntitetListItem), total: Total, totalIsCapped: TotalIsCapped })
  .meta({ id: 'EntitiesResponse' });
export type EntitiesResponse = z.infer<typeof EntitiesResponse>;

/** How the search read q: what its words name, and q without them (the search page's fields show it). */
export const QueryReading = z
  .object({
    grad: z.string().nullable().describe('the one city q names ("frizer u beogradu" → "Beograd"); null when it names none or several'),
    bezGrada: z.string().describe('q without the words naming that city, and a little word just before them ("frizer u beogradu" → "frizer"); all of q when grad is null'),
    kategorijaId: z.number().int().nullable().describe('the one category q\'s words mean ("zubar" → the dentists); null when they mean none or several'),
    bezKategorije: z.string().describe('q without the words meaning that category; all of q when kategorijaId is null'),
  })
  .meta({ id: 'QueryReading' });
export type QueryReading = z.infer<typeof QueryReading>;

export const FilteredResponse = z
  .object({
    entities: z.array(EntitetListItem),
    total: Total,
    totalIsCapped: TotalIsCapped,
    upit: QueryReading.optional().describe('present when the request had q: how q was read'),
    ispravljeno: z
      .string()
      .optional()
      .describe('present when a word of q matched nothing as typed: q as it was read, each such word replaced by the nearest known word ("frizr beograd" → "frizer beograd")'),
  })
  .meta({ id: 'FilteredResponse' });
export type FilteredResponse = z.infer<typeof FilteredResponse>;

export const GeoResponse = z
  .object({ entities: z.array(EntitetSummaryWithDistance), total: Total, totalIsCapped: TotalIsCapped })
  .meta({ id: 'GeoResponse' });
export type GeoResponse = z.infer<typeof GeoResponse>;

/** Optional on every list: the currency minCena is returned in (default: each business's own). */
const CurrencyParam = Currency.optional().describe('currency of minCena in the answer; default: the business\'s own');

const OptionalText = z.string().trim().max(100).optional();
/** A number from the query string; an empty value is missing, not 0 (as z.coerce would read it). */
const QueryNumber = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number());
const Latitude = QueryNumber.pipe(z.number().min(-90).max(90));
const Longitude = QueryNumber.pipe(z.number().min(-180).max(180));

/** The orders of a list: relevance (default with q), rating (default without), distance (needs a point), price (lowest minCena in RSD first). */
export const LIST_SORTS = ['relevance', 'rating', 'distance', 'price'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** page and pageSize of every list of businesses (CONTRACT.md "Lists and search"). */
export const ListPaging = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based'),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** Order and point, shared by the lists that can sort. */
const ListOrder = z.object({
  sort: z.enum(LIST_SORTS).optional().describe('relevance (default with q), rating (default without), distance (needs latitude and longitude), price'),
  latitude: Latitude.optional().describe('with longitude: every entity gets udaljenostKm; needed by sort=distance'),
  longitude: Longitude.optional(),
  slobodnoDatum: RequestDate.optional().describe('only businesses with at least one free start that day'),
  slobodnoOd: Time.optional().describe('with slobodnoDatum: only businesses with a free start at or after this time (HH:mm, the business\'s time zone)'),
  slobodnoDo: Time.optional().describe('with slobodnoDatum: only businesses with a free start before this time (HH:mm, the business\'s time zone)'),
});

export const FilteredQuery = z.object({
  q: OptionalText.describe('free text, one or more words, Latin or Cyrillic: each word matches the name, the category (name or everyday words), a service or the city (with its usual forms)'),
  tacno: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: q is read exactly as typed, a word that matches nothing is not corrected (the search page\'s "search for what I typed")'),
  grad: OptionalText.describe('city, or part of it; ignores case and diacritics'),
  kategorijaId: CategoryId.optional(),
  mainKategorijaId: CategoryId.optional(),
  cenaFilter: PriceFilter.optional(),
  ocenaFilter: RatingFilter.optional(),
  currency: CurrencyParam,
  ...ListOrder.shape,
  ...ListPaging.shape,
});
export type FilteredQuery = z.input<typeof FilteredQuery>;

// The older lists order and filter by day as Filtered and a category's list do.
export const PriceQuery = z.object({ cenaFilter: PriceFilter, currency: CurrencyParam, ...ListOrder.shape, ...ListPaging.shape });
export const RatingQuery = z.object({ ocenaFilter: RatingFilter, currency: CurrencyParam, ...ListOrder.shape, ...ListPaging.shape });
export const CityQuery = z.object({ city: z.string().trim().min(1).max(100), currency: CurrencyParam, ...ListOrder.shape, ...ListPaging.shape });

export const GeoQuery = z.object({
  latitude: Latitude,
  longitude: Longitude,
  kategorijaId: CategoryId.optional(),
  radiusKm: z.coerce.number().positive().max(500).default(25),
  slobodnoDatum: ListOrder.shape.slobodnoDatum,
  slobodnoOd: ListOrder.shape.slobodnoOd,
  slobodnoDo: ListOrder.shape.slobodnoDo,
  currency: CurrencyParam,
  ...ListPaging.shape,
});
export const UslugaQuery = z.object({ entitetId: Id.optional() });
/** GET /api/GetEntitiesByCategoryQuery/{categoryId} */
export const CategoryIdParams = z.object({ categoryId: CategoryId });
export const CategoryEntitiesQuery = z.object({
  grad: OptionalText.describe('only businesses in this city (or part of its name); ignores case and diacritics'),
  currency: CurrencyParam,
  ...ListOrder.shape,
  ...ListPaging.shape,
});

/** GET /api/Pretraga/predlozi: what the search box suggests as the user types. */
export const SuggestionsQuery = z.object({
  q: z.string().trim().min(2).max(100).describe('at least 2 characters; Latin or Cyrillic, any case, with or without diacritics'),
});
export const SuggestionsResponse = z
  .object({
    kategorije: z.array(z.object({ id: z.number().int(), slug: z.string(), naziv: z.string() })),
    gradovi: z.array(z.object({ naziv: z.string(), broj: z.number().int().describe('published businesses in the city') })),
    entiteti: z.array(EntitetSummary).max(5),
    ispravljeno: z.string().optional().describe('present when a word of q matched nothing as typed: q as the suggestions read it (as in FilteredResponse)'),
  })
  .meta({ id: 'SuggestionsResponse' });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;
/** GET /api/Entitet/{id}: currency applies to minCena only; services keep their own price and currency. */
export const EntityQuery = z.object({ currency: CurrencyParam });

export { cataloguePaths } from './paths.ts';
