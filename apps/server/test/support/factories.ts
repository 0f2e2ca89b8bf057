import { randomBytes } from 'node:crypto';
import { CATEGORY_SLUGS, type Currency, type PaymentMethod, type UserRole } from '@zakazi/contract';
import type { Db } from '../../src/db/database.ts';

/**
 * Test worlds built with plain inserts (the write APIs arrive in later issues). Every function
 * takes the test's Db and returns the ids it made, so tests can assert on them.
 * Defaults give a complete, published business; override only what a test is about.
 */

/** `value` unless it is undefined (an explicit null stays null), else the default. */
const or = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/** Category ids as 002_catalogue.sql numbers them: CATEGORY_SLUGS in key order, from 1. */
const CATEGORY_IDS: Record<string, number> = Object.fromEntries(
  Object.values(CATEGORY_SLUGS)
    .flat()
    .map((slug, i) => [slug, i + 1]),
);

export function categoryId(slug: string): number {
  const id = CATEGORY_IDS[slug];
  if (!id) throw new Error(`unknown category slug ${slug}`);
  return id;
}

const unique = () => randomBytes(4).toString('hex');

export type UserInput = {
  email?: string;
  ime?: string;
  prezime?: string | null;
  brojTelefona?: string | null;
  role?: UserRole;
  emailConfirmed?: boolean;
  enabled?: boolean;
  /** a ready-made password hash; none by default (the account cannot log in) */
  passwordHash?: string | null;
  /** marks the account erased: email removed, deleted_at set */
  erased?: boolean;
};

export async function createUser(db: Db, input: UserInput = {}): Promise<{ id: number; email: string | null; ime: string }> {
  const erased = input.erased ?? false;
  const row = await db
    .insertInto('users')
    .values({
      email: erased ? null : (input.email ?? `user-${unique()}@example.test`),
      password_hash: input.passwordHash ?? null,
      ime: input.ime ?? 'Marko',
      prezime: or(input.prezime, 'Marković'),
      broj_telefona: input.brojTelefona ?? null,
      role: input.role ?? 'RegularUser',
      email_confirmed: input.emailConfirmed ?? true,
      enabled: input.enabled ?? true,
      deleted_at: erased ? new Date() : null,
    })
    .returning(['id', 'email', 'ime'])
    .executeTakeFirstOrThrow();
  return row;
}

export type AdresaInput = {
  ulica?: string;
  broj?: string;
  grad?: string;
  postanskiBroj?: string;
  latitude?: number;
  longitude?: number;
};

export type ServiceInput = {
  naziv?: string;
  opis?: string | null;
  cena?: number;
  valuta?: Currency;
  trajanjeMinuta?: number;
  /** processing gap after it (the client stays, the employee is free); default 0 */
  cekanjeMinuta?: number;
  /** cleanup after it (the employee is busy); default 0 */
  pospremanjeMinuta?: number;
  obrisana?: boolean;
};

export type WorkingDay = { dan: number; pocetak: string; kraj: string };

export type EmployeeInput = {
  ime?: string;
  prezime?: string | null;
  aktivan?: boolean;
  userId?: number | null;
  /** indexes into `services` this employee performs; default: all of them */
  services?: number[];
  /** default: Monday–Friday 09:00–17:00 */
  radnaNedelja?: WorkingDay[];
  pauze?: WorkingDay[];
};

export type RatingInput =
  | number
  | { ocena: number; komentar?: string | null; ime?: string; userId?: number | null; erasedUser?: boolean; createdAt?: Date };

export type BusinessInput = {
  naziv?: string;
  opis?: string | null;
  /** by slug (e.g. 'hairdresser') or by id; default hairdresser */
  kategorijaSlug?: string;
  kategorijaId?: number;
  objavljen?: boolean;
  /** an existing user as owner; with `owner: true` and no id, an Administrator is created */
  ownerUserId?: number | null;
  owner?: boolean;
  telefon?: string | null;
  email?: string | null;
  website?: string | null;
  vremenskaZona?: string;
  naciniPlacanja?: PaymentMethod[];
  valuta?: Currency;
  korakMinuta?: number;
  minimalnaNajavaMinuta?: number;
  horizontDana?: number;
  automatskaPotvrda?: boolean;
  /** shorthands for adresa */
  grad?: string;
  lat?: number;
  lng?: number;
  /** null: no address */
  adresa?: AdresaInput | null;
  /** default: one service, 'Usluga', 1500 RSD, 30 minutes */
  services?: ServiceInput[];
  /** default: one employee doing every service, Monday–Friday 09:00–17:00 */
  employees?: EmployeeInput[];
  /** file paths; default one image */
  images?: string[];
  /** each rating comes with its own completed booking by its own user, in the past */
  ratings?: RatingInput[];
};

export type Business = {
  id: number;
  kategorijaId: number;
  ownerUserId: number | null;
  adresaId: number | null;
  serviceIds: number[];
  employeeIds: number[];
  imageIds: number[];
  ratingIds: number[];
  bookingIds: number[];
};

const WEEKDAYS: WorkingDay[] = [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak: '09:00', kraj: '17:00' }));

export async function createBusiness(db: Db, input: BusinessInput = {}): Promise<Business> {
  const kategorijaId = input.kategorijaId ?? categoryId(input.kategorijaSlug ?? 'hairdresser');
  let ownerUserId = input.ownerUserId ?? null;
  if (ownerUserId === null && input.owner) {
    ownerUserId = (await createUser(db, { role: 'Administrator', ime: 'Vlasnik' })).id;
  }
  const entity = await db
    .insertInto('entitet')
    .values({
      naziv: input.naziv ?? `Salon ${unique()}`,
      opis: input.opis ?? null,
      kategorija_id: kategorijaId,
      owner_user_id: ownerUserId,
      telefon: or(input.telefon, '+381 11 123 4567'),
      email: input.email ?? null,
      website: input.website ?? null,
      vremenska_zona: input.vremenskaZona ?? 'Europe/Belgrade',
      nacini_placanja: input.naciniPlacanja ?? ['card', 'cache'],
      valuta: input.valuta ?? 'RSD',
      korak_minuta: input.korakMinuta ?? 15,
      minimalna_najava_minuta: input.minimalnaNajavaMinuta ?? 60,
      horizont_dana: input.horizontDana ?? 60,
      automatska_potvrda: input.automatskaPotvrda ?? false,
      objavljen: input.objavljen ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = entity.id;

  let adresaId: number | null = null;
  if (input.adresa !== null) {
    const a = input.adresa ?? {};
    const row = await db
      .insertInto('adresa')
      .values({
        entitet_id: id,
        ulica: a.ulica ?? 'Knez Mihailova',
        broj: a.broj ?? '1',
        grad: a.grad ?? input.grad ?? 'Beograd',
        postanski_broj: a.postanskiBroj ?? '11000',
        latitude: a.latitude ?? input.lat ?? 44.8176,
        longitude: a.longitude ?? input.lng ?? 20.4569,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    adresaId = row.id;
  }

  const serviceIds = await addServices(db, id, input.services ?? [{}]);

  const employeeIds: number[] = [];
  for (const e of input.employees ?? [{}]) {
    employeeIds.push(await addEmployee(db, id, { ...e, services: (e.services ?? serviceIds.map((_, i) => i)).map((i) => serviceIds[i]!) }));
  }

  const imageIds: number[] = [];
  for (const filePath of input.images ?? [`/uploads/${unique()}.webp`]) {
    const row = await db.insertInto('entitet_slika').values({ entitet_id: id, file_path: filePath }).returning('id').executeTakeFirstOrThrow();
    imageIds.push(row.id);
  }

  const ratingIds: number[] = [];
  const bookingIds: number[] = [];
  let minutesAgo = 60 * 24 * 30;
  for (const r of input.ratings ?? []) {
    const rating = typeof r === 'number' ? { ocena: r } : r;
    const made = await addRating(db, {
      entitetId: id,
      uslugaId: serviceIds[0]!,
      zaposleniId: employeeIds[0]!,
      ...rating,
      // Default creation times increase with list order: the last rating given is the newest.
      createdAt: rating.createdAt ?? new Date(Date.now() - minutesAgo * 60_000),
    });
    minutesAgo -= 60;
    ratingIds.push(made.utisakId);
    bookingIds.push(made.zakazivanjeId);
  }

  return { id, kategorijaId, ownerUserId, adresaId, serviceIds, employeeIds, imageIds, ratingIds, bookingIds };
}

async function addServices(db: Db, entitetId: number, services: ServiceInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, s] of services.entries()) {
    const row = await db
      .insertInto('usluga')
      .values({
        entitet_id: entitetId,
        naziv: s.naziv ?? `Usluga ${i + 1}`,
        opis: s.opis ?? null,
        cena: s.cena ?? 1500,
        valuta: s.valuta ?? 'RSD',
        trajanje_minuta: s.trajanjeMinuta ?? 30,
        cekanje_minuta: s.cekanjeMinuta ?? 0,
        pospremanje_minuta: s.pospremanjeMinuta ?? 0,
        obrisana: s.obrisana ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** An employee of the business; `services` here are service ids. Returns the zaposleni id. */
export async function addEmployee(db: Db, entitetId: number, e: Omit<EmployeeInput, 'services'> & { services?: number[] }): Promise<number> {
  const row = await db
    .insertInto('zaposleni')
    .values({ entitet_id: entitetId, ime: e.ime ?? 'Jelena', prezime: or(e.prezime, 'Jovanović'), aktivan: e.aktivan ?? true, user_id: e.userId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const services = e.services ?? [];
  if (services.length) {
    await db.insertInto('usluga_zaposleni').values(services.map((usluga_id) => ({ usluga_id, zaposleni_id: row.id }))).execute();
  }
  const week = e.radnaNedelja ?? WEEKDAYS;
  if (week.length) {
    await db.insertInto('radno_vreme').values(week.map((d) => ({ zaposleni_id: row.id, ...d }))).execute();
  }
  if (e.pauze?.length) {
    await db.insertInto('pauza').values(e.pauze.map((d) => ({ zaposleni_id: row.id, ...d }))).execute();
  }
  return row.id;
}

export type BookingInput = {
  entitetId: number;
  uslugaId: number;
  zaposleniId: number;
  userId?: number | null;
  start: Date;
  trajanjeMinuta?: number;
  cena?: number;
  valuta?: Currency;
  status?: 'pending' | 'confirmed' | 'rejected' | 'cancelled' | 'completed' | 'noShow' | 'expired';
  napomena?: string | null;
};

/** A booking row as the booking module would store it. Returns the zakazivanje id. */
export async function addBooking(db: Db, b: BookingInput): Promise<number> {
  const end = new Date(b.start.getTime() + (b.trajanjeMinuta ?? 30) * 60_000);
  const row = await db
    .insertInto('zakazivanje')
    .values({
      entitet_id: b.entitetId,
      usluga_id: b.uslugaId,
      zaposleni_id: b.zaposleniId,
      user_id: b.userId ?? null,
      termin: `[${b.start.toISOString()},${end.toISOString()})`,
      cena: b.cena ?? 1500,
      valuta: b.valuta ?? 'RSD',
      status: b.status ?? 'pending',
      napomena: b.napomena ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A rating the way the product allows one: a completed booking in the past by the rating user
 * (a fresh RegularUser unless userId is given), then the utisak. The entitet aggregates follow
 * by trigger.
 */
export async function addRating(
  db: Db,
  r: {
    entitetId: number;
    uslugaId: number;
    zaposleniId: number;
    ocena: number;
    komentar?: string | null;
    ime?: string;
    userId?: number | null;
    erasedUser?: boolean;
    createdAt?: Date;
  },
): Promise<{ utisakId: number; zakazivanjeId: number; userId: number }> {
  const userId = r.userId ?? (await createUser(db, { ime: r.ime ?? 'Ana', erased: r.erasedUser })).id;
  const createdAt = r.createdAt ?? new Date();
  const zakazivanjeId = await addBooking(db, {
    entitetId: r.entitetId,
    uslugaId: r.uslugaId,
    zaposleniId: r.zaposleniId,
    userId,
    start: new Date(createdAt.getTime() - 24 * 3600_000),
    status: 'completed',
  });
  const row = await db
    .insertInto('utisak')
    .values({
      entitet_id: r.entitetId,
      zakazivanje_id: zakazivanjeId,
      user_id: userId,
      ocena: r.ocena,
      komentar: r.komentar ?? null,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { utisakId: row.id, zakazivanjeId, userId };
}
