/**
 * Plain constants of the contract, free of zod, so the web client can import them at runtime
 * without bundling the schema library (home route budget). common.ts and catalogue.ts re-export them.
 */

/** The seven main categories with their fixed ids and slugs (SPEC.md 3). */
export const MAIN_CATEGORY_SLUGS = ['health', 'beauty', 'sports', 'nautics', 'cars', 'pets', 'alcohol'] as const;
export type MainCategorySlug = (typeof MAIN_CATEGORY_SLUGS)[number];

/** Main category ids are fixed: 1 health, 2 beauty, 3 sports, 4 nautics, 5 cars, 6 pets, 7 alcohol. */
export const MAIN_CATEGORY_IDS: Record<MainCategorySlug, number> = {
  health: 1, beauty: 2, sports: 3, nautics: 4, cars: 5, pets: 6, alcohol: 7,
};

/** Every category slug per main category (SPEC.md 3: 50 slugs). Images live at /images/categories/{main}/{slug}.webp. */
export const CATEGORY_SLUGS: Record<MainCategorySlug, readonly string[]> = {
  beauty: ['beauty-salon', 'body-care', 'eyelashes-eyebrows', 'hairdresser', 'make-up-studio', 'massage', 'nail-studio', 'wellness-spa'],
  cars: ['additional-equipment', 'car-wash', 'rent-a-car', 'service-maintenance', 'technical-inspection', 'tire-change', 'wheel-geometry'],
  health: [
    'aesthetic-surgery', 'cardiologist', 'dentist', 'dermathologist', 'ent', 'general-medicine', 'gynecologist',
    'health-laboratory', 'nutritionist', 'ophthalmologist', 'pediatrics', 'psychiatrist', 'psychologist',
    'rehabilitation', 'specialist', 'urologist',
  ],
  nautics: ['boat', 'jet-ski', 'raft', 'ship', 'yacht'],
  pets: ['grooming', 'vet-ambulance', 'vet-laboratory'],
  sports: ['balloon-halls', 'dance-school', 'group-training', 'personal-trainer', 'sports-centre', 'sports-fields', 'sports-halls', 'swimming-school'],
  alcohol: ['distilleries', 'wineries', 'restaurants'],
};

export const USER_ROLES = ['RegularUser', 'Administrator', 'SystemAdministrator', 'Employee'] as const;
export const CURRENCIES = ['RSD', 'EUR', 'BAM', 'MKD'] as const;
export const PAYMENT_METHODS = ['card', 'cache', 'phone'] as const;

/** Price bands in RSD, [min, max) — max null means open-ended. Indexed by PriceFilter value. */
export const PRICE_BANDS_RSD: Record<number, { min: number | null; max: number | null }> = {
  1: { min: null, max: null },
  2: { min: null, max: 2000 },
  3: { min: 2000, max: 5000 },
  4: { min: 5000, max: 10000 },
  5: { min: 10000, max: null },
};

/** Minimum average rating per RatingFilter value (CONTRACT.md: 1 = 4.95 and up). */
export const RATING_MINIMUMS: Record<number, number | null> = { 1: 4.95, 2: 4.5, 3: 3.5, 4: null };

/**
 * The audit log's actions (GET /api/Entitet/{id}/dnevnik, `radnja`): business-side changes of a
 * business and a super-admin's changes of accounts. The web client words each one in three languages.
 */
export const AUDIT_ACTIONS = [
  'podaci-izmenjeni', 'adresa-izmenjena',
  'usluga-dodata', 'usluga-izmenjena', 'usluga-obrisana',
  'zaposleni-dodat', 'zaposleni-izmenjen',
  'radna-nedelja-izmenjena', 'odsustvo-dodato', 'odsustvo-obrisano', 'zatvaranje-dodato', 'zatvaranje-obrisano',
  'termin-pomeren', 'termin-otkazan', 'termin-odbijen',
  'klijent-blokiran', 'klijent-odblokiran',
  'odgovor-na-utisak',
  'izvoz-preuzet',
  'nalog-ukljucen', 'nalog-iskljucen', 'nalog-obrisan',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long the audit log keeps an entry: 2 years (issue 32, item 4). */
export const AUDIT_RETENTION_DAYS = 730;
