import { z } from 'zod';
import { Slika } from './catalogue.ts';
import { AUDIT_ACTIONS, CategoryId, Currency, Id, PaymentMethod, PhoneText, UserRole } from './common.ts';

export * from './management-paths.ts';

/**
 * Running a business (CONTRACT.md "Catalogue and businesses", issue 5): the calls an owner
 * (Administrator) makes from /entity/edit. Reads of the public page stay in catalogue.ts.
 *
 * Text fields are trimmed; an optional text sent as "" is stored as null (a cleared form field).
 * Unknown fields are stripped, never stored.
 */

// ---- building blocks ----------------------------------------------------------------------

/** '' → null, so a cleared optional form field clears the stored value. */
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable());

/** Time zones the runtime knows (Intl.supportedValuesOf), plus UTC; computed once, lazily. */
let knownZones: Set<string> | null | undefined;
function isKnownTimeZone(zone: string): boolean {
  if (knownZones === undefined) {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
    // An old browser without supportedValuesOf leaves the check to the server.
    knownZones = intl.supportedValuesOf ? new Set([...intl.supportedValuesOf('timeZone'), 'UTC']) : null;
  }
  return knownZones === null || knownZones.has(zone);
}

export const TimeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, 'must be an IANA time zone, e.g. Europe/Belgrade')
  .describe('IANA time zone of the business; slot times are wall-clock times there');

/** An optional text field of a form: blank ('' or only spaces) is no value (null), anything else must pass the rule. */
const blankAsNull = <T extends z.ZodType>(rule: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), rule.nullable());

const EmailOrNull = blankAsNull(z.string().trim().toLowerCase().max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'));

const WebsiteOrNull = blankAsNull(z.string().trim().max(500).regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'must be a web address starting with http:// or https://'));

const TelefonOrNull = blankAsNull(PhoneText);

// ---- business details (POST /api/Entitet, PUT /api/Entitet/{id}) ------------------------------

/** Every editable field of a business with its rule; the bodies below pick required/optional. */
const entitetFields = {
  naziv: z.string().trim().min(1).max(200),
  opis: optionalText(5000),
  kategorijaId: CategoryId.describe('a category id (GET /api/Kategorija); 400 when unknown'),
  telefon: TelefonOrNull,
  email: EmailOrNull,
  website: WebsiteOrNull,
  vremenskaZona: TimeZone,
  naciniPlacanja: z
    .array(PaymentMethod)
    .min(1)
    .max(3)
    .refine((list) => new Set(list).size === list.length, 'each payment method at most once')
    .describe("accepted payment methods: card, cache (SPEC.md's spelling of cash), phone"),
  valuta: Currency.describe("the business's currency: the default of new services and of its statistics"),
  korakMinuta: z.number().int().min(5).max(240).describe('slot step in minutes (start times lie on this grid)'),
  minimalnaNajavaMinuta: z.number().int().min(0).max(10080).describe('minimum notice in minutes before a booking may start'),
  horizontDana: z.number().int().min(1).max(365).describe('how many days ahead bookings are taken'),
  automatskaPotvrda: z.boolean().describe('true: new bookings are confirmed at once; false: they wait as pending'),
  otkazivanjeSati: z.number().int().min(0).max(168).describe('the customer may cancel or reschedule until this many hours before the start (0: until the start)'),
};

/** POST /api/Entitet: naziv and kategorijaId required; every other field has the default shown. */
export const CreateEntitetBody = z
  .object({
    naziv: entitetFields.naziv,
    kategorijaId: entitetFields.kategorijaId,
    opis: entitetFields.opis.optional(),
    telefon: entitetFields.telefon.optional(),
    email: entitetFields.email.optional(),
    website: entitetFields.website.optional(),
    vremenskaZona: entitetFields.vremenskaZona.optional().describe('default Europe/Belgrade'),
    naciniPlacanja: entitetFields.naciniPlacanja.optional().describe('default [card, cache]'),
    valuta: entitetFields.valuta.optional().describe('default RSD'),
    korakMinuta: entitetFields.korakMinuta.optional().describe('default 15'),
    minimalnaNajavaMinuta: entitetFields.minimalnaNajavaMinuta.optional().describe('default 60'),
    horizontDana: entitetFields.horizontDana.optional().describe('default 60'),
    automatskaPotvrda: entitetFields.automatskaPotvrda.optional().describe('default false'),
    otkazivanjeSati: entitetFields.otkazivanjeSati.optional().describe('default 24'),
  })
  .meta({ id: 'CreateEntitetBody' });
export type CreateEntitetBody = z.input<typeof CreateEntitetBody>;

/** PUT /api/Entitet/{id}: any subset of the fields; those left out keep their value. */
export const UpdateEntitetBody = z
  .object(Object.fromEntries(Object.entries(entitetFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof entitetFields]: z.ZodOptional<(typeof entitetFields)[K]>;
  })
  .meta({ id: 'UpdateEntitetBody' });
export type UpdateEntitetBody = z.input<typeof UpdateEntitetBody>;

/** The owner's view of the business's details (the answer of POST and PUT). */
export const Entitet = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    opis: z.string().nullable(),
    kategorijaId: z.number().int(),
    telefon: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    vremenskaZona: z.string(),
    naciniPlacanja: z.array(PaymentMethod),
    valuta: Currency,
    korakMinuta: z.number().int(),
    minimalnaNajavaMinuta: z.number().int(),
    horizontDana: z.number().int(),
    automatskaPotvrda: z.boolean(),
    otkazivanjeSati: z.number().int(),
    objavljen: z.boolean().describe('public: true exactly when proveri-popunjenost says popunjeno'),
  })
  .meta({ id: 'Entitet' });
export type Entitet = z.infer<typeof Entitet>;

// ---- completeness (GET /api/Entitet/{id}/proveri-popunjenost) --------------------------------

/** What a business can lack before it is public, in the order an owner fills them. */
export const COMPLETENESS_PARTS = ['adresa', 'usluge', 'zaposleni', 'slike', 'radnaNedelja'] as const;
export const CompletenessPart = z.enum(COMPLETENESS_PARTS);
export type CompletenessPart = z.infer<typeof CompletenessPart>;

export const Popunjenost = z
  .object({
    popunjeno: z.boolean().describe('complete: the business is public'),
    nedostaje: z
      .array(CompletenessPart)
      .describe(
        'what is missing: adresa (an address), usluge (a service), zaposleni (an active employee), slike (an image), radnaNedelja (an active employee with a working week)',
      ),
  })
  .meta({ id: 'Popunjenost' });
export type Popunjenost = z.infer<typeof Popunjenost>;

// ---- address (POST /api/Adresa, PUT /api/Adresa/{id}) ----------------------------------------

const adresaFields = {
  ulica: z.string().trim().min(1).max(200),
  broj: z.string().trim().min(1).max(20),
  grad: z.string().trim().min(1).max(100),
  postanskiBroj: z.string().trim().min(1).max(20),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
};

export const CreateAdresaBody = z.object({ entitetId: Id, ...adresaFields }).meta({ id: 'CreateAdresaBody' });
export type CreateAdresaBody = z.input<typeof CreateAdresaBody>;
export const AdresaIdResponse = z.object({ adresaId: z.number().int() }).meta({ id: 'AdresaIdResponse' });

/** PUT /api/Adresa/{id}: the whole address (entitetId, when sent, is ignored: an address stays with its business). */
export const UpdateAdresaBody = z.object(adresaFields).meta({ id: 'UpdateAdresaBody' });
export type UpdateAdresaBody = z.input<typeof UpdateAdresaBody>;

// ---- images (POST …/upload, DELETE …/image/{imageId}, POST …/image/{imageId}/naslovna) -------

/** Multipart field name of the upload. */
export const IMAGE_FIELD = 'imageFile';
/** At most this many bytes per uploaded image (413 beyond). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted by content, not by name or declared type (415 otherwise). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** At most this many images per business (409 image-limit beyond). */
export const IMAGE_MAX_COUNT = 30;

/** Path parameters of …/image/{imageId}: id is the business (entitetId). */
export const EntityImageParams = z.object({ id: Id, imageId: Id });

/** The upload's answer: the stored image (always WebP). */
export const UploadedImage = Slika;
/** The business's images after a delete or a cover change, in display order (the first is the cover). */
export const SlikeResponse = z.array(Slika).meta({ id: 'SlikeResponse' });
export type SlikeResponse = z.infer<typeof SlikeResponse>;

// ---- services (POST /api/Usluga, PUT /api/Usluga/{id}, DELETE /api/Usluga/{id}) -------------

const uslugaFields = {
  naziv: z.string().trim().min(1).max(200),
  opis: optionalText(2000),
  cena: z.number().min(0).max(10_000_000).multipleOf(0.01).describe('price in valuta, at most 2 decimals'),
  valuta: Currency.describe("default: the business's currency"),
  trajanjeMinuta: z.number().int().min(5).max(1440).describe('duration in minutes'),
  cekanjeMinuta: z.number().int().min(0).max(480).describe('processing gap after the service in minutes (the client stays, the employee is free); default 0'),
  pospremanjeMinuta: z.number().int().min(0).max(240).describe('cleanup after the service in minutes (the employee is busy, the client has left); default 0'),
  zaposleniIds: z
    .array(Id)
    .max(200)
    .describe("employees of this business who perform the service (400 for anyone else's); replaces the list"),
};

export const CreateUslugaBody = z
  .object({
    entitetId: Id,
    naziv: uslugaFields.naziv,
    opis: uslugaFields.opis.optional(),
    cena: uslugaFields.cena,
    valuta: uslugaFields.valuta.optional(),
    trajanjeMinuta: uslugaFields.trajanjeMinuta,
    cekanjeMinuta: uslugaFields.cekanjeMinuta.optional(),
    pospremanjeMinuta: uslugaFields.pospremanjeMinuta.optional(),
    zaposleniIds: uslugaFields.zaposleniIds.optional().describe('default: none'),
  })
  .meta({ id: 'CreateUslugaBody' });
export type CreateUslugaBody = z.input<typeof CreateUslugaBody>;

/** PUT /api/Usluga/{id}: any subset; left-out fields keep their value. Bookings made earlier keep their price and length. */
export const UpdateUslugaBody = z
  .object({
    naziv: uslugaFields.naziv.optional(),
    opis: uslugaFields.opis.optional(),
    cena: uslugaFields.cena.optional(),
    valuta: uslugaFields.valuta.optional(),
    trajanjeMinuta: uslugaFields.trajanjeMinuta.optional(),
    cekanjeMinuta: uslugaFields.cekanjeMinuta.optional(),
    pospremanjeMinuta: uslugaFields.pospremanjeMinuta.optional(),
    zaposleniIds: uslugaFields.zaposleniIds.optional(),
  })
  .meta({ id: 'UpdateUslugaBody' });
export type UpdateUslugaBody = z.input<typeof UpdateUslugaBody>;

/** DELETE /api/Usluga/{id}: the service is withdrawn (past bookings keep it). */
export const DeletedUsluga = z.object({ id: z.number().int(), obrisana: z.literal(true) }).meta({ id: 'DeletedUsluga' });

// ---- employees (GET /api/Entitet/{id}/zaposleni, PUT /api/Zaposleni/{id}) -------------------

/** The owner's view of an employee: inactive ones too, with their login. */
export const ZaposleniAdmin = z
  .object({
    id: z.number().int().describe('zaposleniId'),
    ime: z.string(),
    prezime: z.string().nullable(),
    uslugaIds: z.array(z.number().int()).describe('live services this employee performs'),
    aktivan: z.boolean().describe('false: not bookable and not shown on the business page'),
    userId: z.number().int().nullable().describe('the login account, null for an employee without one'),
    email: z.string().nullable().describe("the login email; null without an account or once it was erased"),
    imaRadnuNedelju: z.boolean().describe('a working week is set'),
    buduciTermini: z.number().int().describe('pending and confirmed bookings from now on'),
  })
  .meta({ id: 'ZaposleniAdmin' });
export type ZaposleniAdmin = z.infer<typeof ZaposleniAdmin>;
export const ZaposleniAdminList = z.array(ZaposleniAdmin).meta({ id: 'ZaposleniAdminList' });

export const UpdateZaposleniBody = z
  .object({
    ime: z.string().trim().min(1).max(100),
    prezime: optionalText(100).optional(),
    uslugaIds: z.array(Id).max(200).describe('live services of this business (400 otherwise); replaces the list'),
    aktivan: z.boolean(),
  })
  .meta({ id: 'UpdateZaposleniBody' });
export type UpdateZaposleniBody = z.input<typeof UpdateZaposleniBody>;

/** Error codes of the management calls a client can act on. */
export const MANAGEMENT_ERRORS = {
  /** POST /api/Entitet: the caller owns a business already (one per owner account) */
  businessExists: 'business-exists',
  /** POST /api/Adresa: the business has an address already (change it with PUT) */
  addressExists: 'address-exists',
  /** DELETE /api/Usluga/{id}: future pending or confirmed bookings exist (details[0].brojZakazivanja) */
  serviceHasBookings: 'service-has-bookings',
  /** upload: more than IMAGE_MAX_COUNT images */
  imageLimit: 'image-limit',
  /** upload: bigger than IMAGE_MAX_BYTES */
  payloadTooLarge: 'payload-too-large',
  /** upload: not a JPEG, PNG or WebP image (by content), or not multipart */
  unsupportedMediaType: 'unsupported-media-type',
  /** PUT /api/Zaposleni/{id} aktivan: true for an employee whose account was erased */
  employeeAccountErased: 'employee-account-erased',
} as const;

/** GET /api/Entitet/{id}/dnevnik: a page of the business's audit log, newest first. */
export const AuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const DnevnikStavka = z
  .object({
    id: z.number().int(),
    vreme: z.string().describe('ISO 8601: when it was done'),
    radnja: z.enum(AUDIT_ACTIONS).describe('what was done (the web client words it)'),
    predmet: z.string().nullable().describe('what it was done to, as it was named then: a service, an employee, a booking, a client, …'),
    akter: z
      .object({
        id: z.number().int().nullable().describe('null once the account is gone'),
        ime: z.string().describe('the actor\'s name (first and last)'),
        uloga: UserRole.describe('the actor\'s role when they did it'),
      })
      .describe('who did it'),
  })
  .meta({ id: 'DnevnikStavka' });
export type DnevnikStavka = z.infer<typeof DnevnikStavka>;

export const Dnevnik = z
  .object({ stavke: z.array(DnevnikStavka), total: z.number().int().describe('every entry the log keeps for the business') })
  .meta({ id: 'Dnevnik' });
export type Dnevnik = z.infer<typeof Dnevnik>;
