import { z } from 'zod';
import { Currency, DottedDate, Id, PhoneText, RequestDate, Time } from './common.ts';
import { BOOKING_STATUSES, VISIT_MAX_SERVICES } from './booking-paths.ts';
import { Email } from './identity.ts';

export * from './booking-paths.ts';

/**
 * Schedules and booking (CONTRACT.md Booking; docs/decisions/030-slots-and-booking.md).
 * Request dates are MM-DD-YYYY or YYYY-MM-DD (normalised to ISO), open-slot dates DD.MM.YYYY,
 * response dates ISO YYYY-MM-DD, times HH:mm in the business's time zone, instants ISO UTC.
 */

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD');
const Reason = z.string().trim().min(1).max(500);

export const ZakazivanjeStatus = z.enum(BOOKING_STATUSES).meta({ id: 'ZakazivanjeStatus' });
export type ZakazivanjeStatus = z.infer<typeof ZakazivanjeStatus>;

// ---- free slots -------------------------------------------------------------------------------


/** `uslugaIds=A,B[,…]`: 2 to 5 service ids, comma-separated, in the order of the visit. */
const UslugaIds = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const ids = text.split(',').map((part) => Id.safeParse(part.trim()));
    if (ids.some((id) => !id.success) || ids.length < 2 || ids.length > VISIT_MAX_SERVICES) {
      ctx.addIssue({ code: 'custom', message: `2 to ${VISIT_MAX_SERVICES} service ids, comma-separated` });
      return z.NEVER;
    }
    return ids.map((id) => id.data as number);
  })
  .describe(`a visit: 2 to ${VISIT_MAX_SERVICES} service ids of one business, comma-separated, in order (replaces uslugaId)`);

export const FreeSlotsQuery = z
  .object({
    entitetId: Id,
    uslugaId: Id.optional().describe('one service (or uslugaIds for a visit of several)'),
    uslugaIds: UslugaIds.optional(),
    datum: RequestDate.describe('the day, MM-DD-YYYY or YYYY-MM-DD, in the business\'s time zone'),
    zaposleniId: Id.optional().describe('one employee (for a visit: every part); without it, the union over the employees who perform the service (for a visit: any employee per part)'),
    zaposleniIdsPoDelu: z
      .string()
      .max(200)
      .regex(/^\d{1,15}(,\d{1,15}){1,4}$/, 'one employee id per service of uslugaIds, 0 for any, comma-separated')
      .transform((text) => text.split(',').map(Number))
      .optional()
      .describe('a visit with an employee chosen per part: one id per service of uslugaIds, in the same order, 0 for any (instead of zaposleniId)'),
  })
  .refine((q) => (q.uslugaId === undefined) !== (q.uslugaIds === undefined), { message: 'give uslugaId or uslugaIds (not both)', path: ['uslugaId'] })
  .refine((q) => q.zaposleniIdsPoDelu === undefined || (q.uslugaIds?.length === q.zaposleniIdsPoDelu.length && q.zaposleniId === undefined), {
    message: 'zaposleniIdsPoDelu needs uslugaIds with as many services, and no zaposleniId',
    path: ['zaposleniIdsPoDelu'],
  });
export type FreeSlotsQuery = z.input<typeof FreeSlotsQuery>;
export const FreeSlots = z.array(Time).meta({ id: 'FreeSlots', description: 'free start times HH:mm, ascending, no duplicates' });
export type FreeSlots = z.infer<typeof FreeSlots>;

export const FreeDaysQuery = z.object({
  entitetId: Id,
  uslugaId: Id,
  zaposleniId: Id.optional(),
  od: RequestDate.describe('first day (inclusive)'),
  do: RequestDate.describe('last day (inclusive); at most 62 days after od'),
});
export type FreeDaysQuery = z.input<typeof FreeDaysQuery>;
export const FreeDays = z.array(IsoDate).meta({ id: 'FreeDays', description: 'days (YYYY-MM-DD) with at least one free start, ascending' });
export type FreeDays = z.infer<typeof FreeDays>;

// ---- booking ----------------------------------------------------------------------------------

/** One part of a visit as asked for: a service, and the employee who should do it (optional: any). */
export const VisitPartBody = z
  .object({
    uslugaId: Id,
    zaposleniId: Id.optional().describe('without it the server picks one: one employee for the whole visit if it can, then the fewest changes of employee'),
  })
  .meta({ id: 'VisitPartBody' });
export type VisitPartBody = z.input<typeof VisitPartBody>;

export const BookBody = z
  .object({
    entitetId: Id,
    uslugaId: Id.optional().describe('a booking of one service (with zaposleniId); or usluge for a visit'),
    zaposleniId: Id.optional(),
    usluge: z
      .array(VisitPartBody)
      .min(2)
      .max(VISIT_MAX_SERVICES)
      .optional()
      .describe(`a visit of 2 to ${VISIT_MAX_SERVICES} services back to back, in order, instead of uslugaId and zaposleniId`),
    datum: RequestDate,
    vreme: Time.describe('start (of the first part), HH:mm in the business\'s time zone'),
    napomena: z.string().trim().max(500).optional().describe('note for the business'),
  })
  .refine((b) => (b.usluge ? b.uslugaId === undefined && b.zaposleniId === undefined : b.uslugaId !== undefined && b.zaposleniId !== undefined), {
    message: 'give uslugaId and zaposleniId, or usluge (not both)',
    path: ['uslugaId'],
  })
  .meta({ id: 'BookBody' });
export type BookBody = z.input<typeof BookBody>;

/** Optional header of zakazi-termin: the same key by the same user returns the first answer. */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(200)
    .optional()
    .describe('any unique string per intended booking (e.g. a UUID); a retry with the same key never books twice'),
});

export const Zakazivanje = z
  .object({
    id: z.number().int(),
    entitetId: z.number().int(),
    entitetNaziv: z.string(),
    uslugaId: z.number().int(),
    uslugaNaziv: z.string(),
    zaposleniId: z.number().int(),
    zaposleniIme: z.string(),
    userId: z.number().int().nullable().describe('null once the customer\'s account is erased'),
    datum: IsoDate.describe('local date in the business\'s time zone'),
    vreme: Time.describe('local start time in the business\'s time zone'),
    trajanjeMinuta: z.number().int(),
    cena: z.number(),
    valuta: Currency,
    status: ZakazivanjeStatus,
    napomena: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 UTC'),
    pocetak: z.string().describe('start instant, ISO 8601 UTC'),
    kraj: z.string().describe('end instant, ISO 8601 UTC'),
    vremenskaZona: z.string().describe('IANA zone of the business'),
    razlog: z.string().nullable().describe('reason given with a reject or a cancellation, if any'),
    otkazivanjeDo: z
      .string()
      .describe(
        "ISO 8601 UTC: until when the customer may cancel or move it (the business's otkazivanjeSati before the start). " +
          'A pending request may still be withdrawn (cancel) after it, until the start; a confirmed booking may not (409 too-late).',
      ),
    ocenjeno: z.boolean().describe('the customer has rated this booking'),
    klijentIme: z
      .string()
      .nullable()
      .optional()
      .describe('a desk booking (phone or walk-in, userId null): the customer\'s name; null for a booking made with an account. Always sent.'),
    posetaId: z
      .number()
      .int()
      .nullable()
      .describe('a part of a visit of several services: the same number on every part; null for a booking of one service'),
  })
  .meta({ id: 'Zakazivanje' });
export type Zakazivanje = z.infer<typeof Zakazivanje>;

/** The answer to a visit's booking: the first part, with every part (itself included) in order. */
export const ZakazivanjePosete = Zakazivanje.extend({
  delovi: z.array(Zakazivanje).describe('every part of the visit, in order (the first is this one)'),
}).meta({ id: 'ZakazivanjePosete' });
export type ZakazivanjePosete = z.infer<typeof ZakazivanjePosete>;

/** Where an appointment is: its business's phone and address (null until it has one). */
export const TerminLokal = z
  .object({
    entitetId: z.number().int(),
    telefon: z.string().nullable(),
    adresa: z
      .object({ ulica: z.string(), broj: z.string(), grad: z.string(), latitude: z.number(), longitude: z.number() })
      .nullable(),
  })
  .meta({ id: 'TerminLokal' });
export type TerminLokal = z.infer<typeof TerminLokal>;

/** GET /api/Profil/termini: one page of the user's appointments, how many there are of that kind, and their businesses. */
export const MojiTermini = z
  .object({
    zakazivanja: z.array(Zakazivanje),
    total: z.number().int().describe('appointments of this kind (each part of a visit counts)'),
    posete: z
      .number()
      .int()
      .describe('visits of this kind: a visit of several services counts once (the menu shows the upcoming ones). The paging is by these: a page holds pageSize visits, each with all its parts of this kind, next to each other'),
    lokali: z.array(TerminLokal).describe('the business of each appointment on the page, once each'),
  })
  .meta({ id: 'MojiTermini' });
export type MojiTermini = z.infer<typeof MojiTermini>;

/** A booking as the business sees it: with the customer's name and phone. */
export const BusinessZakazivanje = Zakazivanje.extend({
  korisnikIme: z.string().nullable().describe('customer\'s first and last name; null once erased'),
  korisnikTelefon: z.string().nullable(),
  istice: z
    .string()
    .nullable()
    .describe('a pending request: the instant (ISO 8601 UTC) it expires unless the business confirms or rejects it; null for every other status'),
  klijentTelefon: z.string().nullable().optional().describe('a desk booking: the customer\'s phone, if given. Always sent.'),
  klijentEmail: z.string().nullable().optional().describe('a desk booking: the customer\'s email, if given. Always sent.'),
}).meta({ id: 'BusinessZakazivanje' });
export type BusinessZakazivanje = z.infer<typeof BusinessZakazivanje>;

/** A desk booking of a visit: the first part as the business sees it, with every part in order. */
export const BusinessZakazivanjePosete = BusinessZakazivanje.extend({
  delovi: z.array(BusinessZakazivanje).describe('every part of the visit, in order (the first is this one)'),
}).meta({ id: 'BusinessZakazivanjePosete' });

export const BookingIdParams = z.object({ id: Id });

/** Optional body of the transitions (no body at all is fine): a reason mailed to the customer on reject and on a business's cancel. */
export const TransitionBody = z
  .object({ razlog: Reason.optional() })
  .nullish()
  .meta({ id: 'TransitionBody' });
export type TransitionBody = z.input<typeof TransitionBody>;

/** POST /api/termini/{id}/reschedule: the new local start, and optionally another employee of the same business. */
export const RescheduleBody = z
  .object({
    datum: RequestDate,
    vreme: Time.describe('new start, HH:mm in the business\'s time zone'),
    zaposleniId: Id.optional().describe('another employee of the same business who performs the service; default: the booked one'),
    vanRadnogVremena: z
      .boolean()
      .optional()
      .describe('the business side only (ignored for the customer): true moves it by the desk booking rules, outside working hours, off the grid and without minimum notice, never over a live booking or blocked time'),
  })
  .meta({ id: 'RescheduleBody' });
export type RescheduleBody = z.input<typeof RescheduleBody>;

// ---- lists ------------------------------------------------------------------------------------

export const ProfileBookingsQuery = z.object({ userId: Id });

/** Which of the customer's appointments: upcoming (pending or confirmed, not started) or the rest. */
export const MY_APPOINTMENT_KINDS = ['predstojeci', 'prosli'] as const;
/** GET /api/Profil/termini: the user's appointments of one kind, a page at a time. */
export const MyAppointmentsQuery = z.object({
  userId: Id,
  vrsta: z.enum(MY_APPOINTMENT_KINDS).default('predstojeci').describe('predstojeci: pending or confirmed, not started, soonest first; prosli: every other, newest first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('visits per page (a single booking is a visit of its own)'),
});
export type MyAppointmentsQuery = z.input<typeof MyAppointmentsQuery>;
export const EmployeeDayQuery = z.object({
  employeeId: Id.describe('the zaposleni id'),
  date: RequestDate,
});
export const BusinessBookingsParams = z.object({ entitetId: Id });
export const BusinessBookingsQuery = z.object({
  od: RequestDate.optional().describe('first day (inclusive); default today in the business\'s zone'),
  do: RequestDate.optional().describe('last day (inclusive); default od + 62 days; at most 366 days after od'),
  status: ZakazivanjeStatus.optional(),
  zaposleniId: Id.optional(),
});
export type BusinessBookingsQuery = z.input<typeof BusinessBookingsQuery>;
export const ZakazivanjeList = z.array(Zakazivanje).meta({ id: 'ZakazivanjeList' });
export const BusinessZakazivanjeList = z.array(BusinessZakazivanje).meta({ id: 'BusinessZakazivanjeList' });

// ---- working week -----------------------------------------------------------------------------

const Dan = z.number().int().min(1).max(7).describe('1 = Monday .. 7 = Sunday');
export const RadniDan = z.object({ dan: Dan, pocetak: Time, kraj: Time }).meta({ id: 'RadniDan' });
export const Pauza = z.object({ dan: Dan, pocetak: Time, kraj: Time }).meta({ id: 'Pauza' });

export const ZaposleniIdParams = z.object({ zaposleniId: Id });
export const RadnaNedelja = z
  .object({ dani: z.array(RadniDan), pauze: z.array(Pauza) })
  .meta({ id: 'RadnaNedelja' });
export type RadnaNedelja = z.infer<typeof RadnaNedelja>;
/** Replaces the week. kraj > pocetak, dan unique, breaks inside their day and not overlapping. */
export const SetRadnaNedeljaBody = z
  .object({ dani: z.array(RadniDan).max(7), pauze: z.array(Pauza).max(70).optional() })
  .meta({ id: 'SetRadnaNedeljaBody' });
export type SetRadnaNedeljaBody = z.input<typeof SetRadnaNedeljaBody>;

// ---- days off and closures --------------------------------------------------------------------

/** Body of a new day off or closure. Covered live bookings: see otkaziZakazivanja. */
export const PeriodBody = z
  .object({
    od: RequestDate.describe('first day (inclusive)'),
    do: RequestDate.describe('last day (inclusive); at most 366 days after od'),
    razlog: Reason.optional(),
    otkaziZakazivanja: z
      .boolean()
      .optional()
      .describe('when live bookings fall in the period: false/absent → 409 bookings-conflict listing them; true → they are cancelled with razlog and the customers mailed'),
  })
  .meta({ id: 'PeriodBody' });
export type PeriodBody = z.input<typeof PeriodBody>;

export const Odsustvo = z
  .object({ id: z.number().int(), zaposleniId: z.number().int(), od: IsoDate, do: IsoDate, razlog: z.string().nullable() })
  .meta({ id: 'Odsustvo' });
export type Odsustvo = z.infer<typeof Odsustvo>;
export const OdsustvoList = z.array(Odsustvo).meta({ id: 'OdsustvoList' });
export const DayOffParams = z.object({ zaposleniId: Id, id: Id });

export const Zatvaranje = z
  .object({ id: z.number().int(), entitetId: z.number().int(), od: IsoDate, do: IsoDate, razlog: z.string().nullable() })
  .meta({ id: 'Zatvaranje' });
export type Zatvaranje = z.infer<typeof Zatvaranje>;
export const ZatvaranjeList = z.array(Zatvaranje).meta({ id: 'ZatvaranjeList' });
export const EntitetIdParams = z.object({ entitetId: Id });
export const ClosureParams = z.object({ entitetId: Id, id: Id });

/** details[] of 409 bookings-conflict: the live bookings the new period covers. */
export const ConflictingBooking = z
  .object({ id: z.number().int(), zaposleniId: z.number().int(), datum: IsoDate, vreme: Time, status: ZakazivanjeStatus })
  .meta({ id: 'ConflictingBooking' });

// ---- open slots -------------------------------------------------------------------------------

export const OpenSlot = z
  .object({ entitetId: Id, zaposleniId: Id, uslugaId: Id, datum: DottedDate.describe('DD.MM.YYYY'), vreme: Time })
  .meta({ id: 'OpenSlot' });
export const OpenSlotsBody = z.object({ slots: z.array(OpenSlot).min(1).max(500) }).meta({ id: 'OpenSlotsBody' });
export type OpenSlotsBody = z.input<typeof OpenSlotsBody>;
export const OpenSlotsResponse = z
  .object({ inserted: z.number().int().describe('new open slots; duplicates of existing ones are not counted') })
  .meta({ id: 'OpenSlotsResponse' });

// ---- the calling employee ---------------------------------------------------------------------

export const MyEmployee = z
  .object({
    zaposleniId: z.number().int(),
    entitetId: z.number().int(),
    entitetNaziv: z.string(),
    ime: z.string(),
    prezime: z.string().nullable(),
    uslugaIds: z.array(z.number().int()),
    vremenskaZona: z.string(),
  })
  .meta({ id: 'MyEmployee' });
export type MyEmployee = z.infer<typeof MyEmployee>;

// ---- live slots (server-sent events) ----------------------------------------------------------

export const LiveSlotsQuery = z.object({ entitetId: Id, datum: RequestDate });
/**
 * data of each `event: slots` message: refetch the free slots. zaposleniId null: any employee
 * (a closure); datum null: every day (a working week, break or day off changed) or a resync
 * after the server lost its database notifications for a moment.
 */
export const LiveSlotsEvent = z
  .object({ entitetId: z.number().int(), zaposleniId: z.number().int().nullable(), datum: IsoDate.nullable() })
  .meta({ id: 'LiveSlotsEvent' });
export type LiveSlotsEvent = z.infer<typeof LiveSlotsEvent>;

// ---- the business's front desk (CONTRACT.md "The business's front desk") ----------------------

const ClientName = z.string().trim().min(1).max(200);

/** POST /api/Entitet/{id}/zakazivanja: a booking the business enters for a customer without an account. */
export const DeskBookingBody = z
  .object({
    uslugaId: Id.optional().describe('a booking of one service (with zaposleniId); or usluge for a visit'),
    zaposleniId: Id.optional(),
    usluge: z
      .array(z.object({ uslugaId: Id, zaposleniId: Id }))
      .min(2)
      .max(VISIT_MAX_SERVICES)
      .optional()
      .describe(`a visit of 2 to ${VISIT_MAX_SERVICES} services back to back, each with its employee, instead of uslugaId and zaposleniId`),
    datum: RequestDate,
    vreme: Time.describe('start, HH:mm in the business\'s time zone'),
    klijentIme: ClientName.describe('the customer\'s name'),
    klijentTelefon: PhoneText.optional(),
    klijentEmail: Email.optional().describe('when given, the customer is mailed the confirmation with its calendar entry'),
    napomena: z.string().trim().max(500).optional(),
    vanRadnogVremena: z.boolean().optional().describe('true: the time may lie outside the working hours, breaks, days off and closures (never over a live booking or blocked time)'),
  })
  .refine((b) => (b.usluge ? b.uslugaId === undefined && b.zaposleniId === undefined : b.uslugaId !== undefined && b.zaposleniId !== undefined), {
    message: 'give uslugaId and zaposleniId, or usluge (not both)',
    path: ['uslugaId'],
  })
  .meta({ id: 'DeskBookingBody' });
export type DeskBookingBody = z.input<typeof DeskBookingBody>;

/** A blocked interval of one employee on one local day. */
export const Blokada = z
  .object({
    id: z.number().int(),
    zaposleniId: z.number().int(),
    datum: IsoDate.describe('local date in the business\'s time zone'),
    od: Time.describe('local start'),
    do: Time.describe('local end (exclusive)'),
    razlog: z.string().nullable(),
    pocetak: z.string().describe('start instant, ISO 8601 UTC'),
    kraj: z.string().describe('end instant, ISO 8601 UTC'),
  })
  .meta({ id: 'Blokada' });
export type Blokada = z.infer<typeof Blokada>;

/** POST /api/Zaposleni/{id}/blokade. */
export const BlokadaBody = z
  .object({
    datum: RequestDate,
    od: Time.describe('local start'),
    do: Time.describe('local end (exclusive), after od; 24:00 is not accepted, use 23:59'),
    razlog: Reason.optional(),
    otkaziZakazivanja: z
      .boolean()
      .optional()
      .describe('when live bookings overlap the interval: false/absent → 409 bookings-conflict listing them; true → they are cancelled with razlog and the customers mailed'),
  })
  .meta({ id: 'BlokadaBody' });
export type BlokadaBody = z.input<typeof BlokadaBody>;
export const BlokadaParams = z.object({ zaposleniId: Id, id: Id });
export const BlokadaDeleteQuery = z.object({ id: Id.optional().describe('the blokada id (or in the body)') });
export const BlokadaDeleteBody = z.object({ id: Id.describe('the blokada id') }).nullish().meta({ id: 'BlokadaDeleteBody' });

export const CalendarQuery = z.object({
  od: RequestDate.optional().describe('first day (inclusive); default today in the business\'s zone'),
  do: RequestDate.optional().describe('last day (inclusive); default od; at most 31 days from od to do'),
  zaposleniId: Id.optional().describe('only this employee\'s column'),
});
export type CalendarQuery = z.input<typeof CalendarQuery>;

/** GET /api/Entitet/{id}/kalendar: everything a day or week calendar grid needs. */
export const Kalendar = z
  .object({
    od: IsoDate,
    do: IsoDate,
    vremenskaZona: z.string(),
    zaposleni: z.array(z.object({ id: z.number().int(), ime: z.string(), prezime: z.string().nullable(), aktivan: z.boolean(), uslugaIds: z.array(z.number().int()) })),
    zakazivanja: z.array(BusinessZakazivanje).describe('bookings starting on od..do (local days), every status, by start'),
    blokade: z.array(Blokada),
    radnoVreme: z
      .array(z.object({ zaposleniId: z.number().int(), datum: IsoDate, pocetak: Time, kraj: Time }))
      .describe('working hours per employee and day, less breaks (a day with a break has two entries), without days off and closures'),
    klijenti: z
      .array(z.object({ userId: z.number().int(), nedolasci: z.number().int(), blokiran: z.boolean(), kaoZahtev: z.boolean() }))
      .describe('the standing at the business of each account with a booking here (the booking dialog shows it): no-shows, blocked, booking as requests'),
  })
  .meta({ id: 'Kalendar' });
export type Kalendar = z.infer<typeof Kalendar>;

export const ClientsQuery = z.object({
  q: z.string().trim().max(100).optional().describe('part of the name, phone or email; any case'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ClientsQuery = z.input<typeof ClientsQuery>;

/** One client of the business: an account that booked there, or a walk-in named at the desk. */
export const Klijent = z
  .object({
    id: z.string().describe('the client\'s key for the private note: u{userId} for an account, else the walk-in\'s email, phone or name'),
    userId: z.number().int().nullable(),
    ime: z.string(),
    brojTelefona: z.string().nullable(),
    email: z.string().nullable(),
    posete: z.number().int().describe('completed visits'),
    nedolasci: z.number().int().describe('no-shows'),
    poslednjaPoseta: IsoDate.nullable().describe('local date of the last completed visit'),
    sledeciTermin: IsoDate.nullable().describe('local date of the next live booking'),
    brojZakazivanja: z.number().int().describe('bookings of every status'),
    napomena: z.string().nullable().describe('the business\'s private note'),
    blokiran: z.boolean().describe('the business blocked this client: their online bookings are refused (403 client-blocked)'),
    kaoZahtev: z.boolean().describe('their online bookings are requests (pending): the business\'s rule is on and they have at least 2 no-shows here'),
  })
  .meta({ id: 'Klijent' });
export type Klijent = z.infer<typeof Klijent>;

/** GET and PUT /api/Entitet/{id}/klijenti/pravila: the business's rules for its clients. */
export const KlijentPravila = z
  .object({
    zahtevPosleNedolazaka: z.boolean().describe('clients with 2 or more no-shows here book as requests (pending), even when the business confirms at once'),
  })
  .meta({ id: 'KlijentPravila' });
export type KlijentPravila = z.infer<typeof KlijentPravila>;

export const KlijentList = z
  .object({ klijenti: z.array(Klijent), total: z.number().int(), pravila: KlijentPravila.describe('the business\'s rules for its clients') })
  .meta({ id: 'KlijentList' });
export type KlijentList = z.infer<typeof KlijentList>;

/** GET /api/Entitet/{id}/klijenti/zakazivanja: one client's history (BusinessZakazivanjeList). */
export const ClientBookingsQuery = z.object({
  klijentId: z.string().min(1).max(300).describe('the client\'s id from the clients list'),
});
export type ClientBookingsQuery = z.input<typeof ClientBookingsQuery>;

/** PUT /api/Entitet/{id}/klijenti/napomena: the private note (empty text removes it). */
export const KlijentNapomenaBody = z
  .object({ klijentId: z.string().min(1).max(300), napomena: z.string().trim().max(2000) })
  .meta({ id: 'KlijentNapomenaBody' });
export const KlijentNapomena = z.object({ klijentId: z.string(), napomena: z.string().nullable() }).meta({ id: 'KlijentNapomena' });

/** PUT /api/Entitet/{id}/klijenti/blokada: block (or unblock) a client's online bookings at the business. */
export const KlijentBlokadaBody = z
  .object({ klijentId: z.string().min(1).max(300).describe('an account\'s id from the clients list (u{userId}); walk-ins do not book online'), blokiran: z.boolean() })
  .meta({ id: 'KlijentBlokadaBody' });
export const KlijentBlokada = z.object({ klijentId: z.string(), blokiran: z.boolean() }).meta({ id: 'KlijentBlokada' });
export type KlijentBlokada = z.infer<typeof KlijentBlokada>;
