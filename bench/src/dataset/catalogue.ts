import type pg from 'pg';
import { CATEGORY_SLUGS, type MainCategorySlug } from '@zakazi/contract';
import { CONTENT, type CategoryContent } from '../../../apps/server/src/demo/catalogue-content.ts';
import { CITIES, COUNTRY_PHONE, cityByName, type City } from '../../../apps/server/src/demo/cities.ts';
import { roundPrice, scatter, scoresFor, type Currency, type RatingProfile, type Rng } from '../../../apps/server/src/demo/generate.ts';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from '../../../apps/server/src/demo/names.ts';

/**
 * A synthetic catalogue of published businesses, shared by the dataset generators
 * (generate-dataset.ts for search, generate-booking-dataset.ts for slots and booking).
 *
 * Businesses follow the demo world's distribution (categories weighted as in
 * apps/server/src/demo/catalogue-content.ts, cities as in cities.ts, with coordinates scattered
 * around each centre), names from each category's own name patterns, an address, 1–3 images,
 * 3–8 services priced across every band (businesses in Montenegro, and a few others, price in EUR;
 * Banja Luka in BAM; Skoplje in MKD), 1–3 employees who perform every service with the business's
 * working week (8 to 12 hours between 08:00 and 20:00, on 5 or 6 days), and optionally ratings, each
 * on its own completed booking.
 *
 * Rows go in as `INSERT … SELECT FROM unnest(arrays)` per chunk. The aggregate triggers on usluga,
 * utisak and adresa are disabled inside the load transaction (deferTriggers) and every new
 * business is afterwards passed once through refresh_entitet_cene / _ocene / _adresa — the very
 * functions those triggers call — so the aggregates are exactly what the triggers would produce.
 */

const GENERAL_CITIES: [string, number][] = CITIES.filter((c) => c.weight > 0).map((c) => [c.name, c.weight]);
const PROFILES: [RatingProfile, number][] = [['perfect', 12], ['high', 34], ['good', 30], ['low', 13], ['none', 11]];
/** About half the demo world's counts: some 5 ratings per business. */
export const RATING_COUNTS: Record<RatingProfile, [number, number]> = { perfect: [2, 5], high: [3, 13], good: [2, 10], low: [2, 5], none: [0, 0] };
const SUFFIXES = ['2', 'Plus', 'Centar', 'Premium', 'Studio', 'Novi', 'Lux', 'Pro'];
/** A business's working hours (minutes of the day), the same for all its employees. */
export type WorkingHours = { pocetak: number; kraj: number };
/**
 * The hours a business works, on Monday..Friday or Monday..Saturday, by share: salons and studios
 * that open late and work into the evening beside the 9-to-5 ones, so a window in the evening finds
 * some of them free, as it does in a real city.
 */
const WORKING_HOURS: [WorkingHours, number][] = [
  [{ pocetak: 8 * 60, kraj: 16 * 60 }, 15],
  [{ pocetak: 9 * 60, kraj: 17 * 60 }, 30],
  [{ pocetak: 10 * 60, kraj: 18 * 60 }, 20],
  [{ pocetak: 12 * 60, kraj: 20 * 60 }, 20],
  [{ pocetak: 8 * 60, kraj: 20 * 60 }, 15],
];

export type Category = { id: number; slug: string; main: MainCategorySlug; content: CategoryContent };

function categories(): Category[] {
  // Ids as 002_catalogue.sql numbers them: CATEGORY_SLUGS in key order, from 1.
  let id = 0;
  return (Object.keys(CATEGORY_SLUGS) as MainCategorySlug[]).flatMap((main) =>
    CATEGORY_SLUGS[main].map((slug) => {
      const content = CONTENT[slug];
      if (!content) throw new Error(`no content for ${slug}`);
      return { id: ++id, slug, main, content };
    }),
  );
}

/** Categories with the demo world's weights, for rng.weighted. */
export function weightedCategories(): (readonly [Category, number])[] {
  return categories().map((c) => [c, c.content.count] as const);
}

/** Column arrays for one chunk of businesses and their rows. */
export type Chunk = {
  e: { id: number[]; naziv: string[]; opis: string[]; kategorija: number[]; telefon: string[]; email: string[]; zona: string[]; valuta: string[] };
  a: { entitet: number[]; ulica: string[]; broj: string[]; grad: string[]; postcode: string[]; lat: number[]; lng: number[] };
  img: { entitet: number[]; path: string[] };
  u: { id: number[]; entitet: number[]; naziv: string[]; cena: number[]; valuta: string[]; minuta: number[] };
  z: { id: number[]; entitet: number[]; ime: string[]; prezime: string[]; dani: number[]; pocetak: number[]; kraj: number[] };
  r: { id: number[]; entitet: number[]; usluga: number[]; zaposleni: number[]; user: number[]; daysAgo: number[]; minuta: number[]; cena: number[]; valuta: string[]; ocena: number[] };
};

export function emptyChunk(): Chunk {
  return {
    e: { id: [], naziv: [], opis: [], kategorija: [], telefon: [], email: [], zona: [], valuta: [] },
    a: { entitet: [], ulica: [], broj: [], grad: [], postcode: [], lat: [], lng: [] },
    img: { entitet: [], path: [] },
    u: { id: [], entitet: [], naziv: [], cena: [], valuta: [], minuta: [] },
    z: { id: [], entitet: [], ime: [], prezime: [], dani: [], pocetak: [], kraj: [] },
    r: { id: [], entitet: [], usluga: [], zaposleni: [], user: [], daysAgo: [], minuta: [], cena: [], valuta: [], ocena: [] },
  };
}

/** The last id used in each table; generators take the next ones and advance these. */
export type Ids = { entitet: number; usluga: number; zaposleni: number; zakazivanje: number; user: number };

export async function lastIds(client: pg.PoolClient): Promise<Ids> {
  const max = async (table: string) => Number((await client.query(`SELECT coalesce(max(id), 0) AS m FROM ${table}`)).rows[0].m);
  return {
    entitet: await max('entitet'),
    usluga: await max('usluga'),
    zaposleni: await max('zaposleni'),
    zakazivanje: await max('zakazivanje'),
    user: await max('users'),
  };
}

/** What a generator needs to know of a business it has planned, to add bookings to it. */
export type BusinessPlan = {
  id: number;
  zona: string;
  valuta: Currency;
  profile: RatingProfile;
  services: { usluga: number; cena: number; minuta: number }[];
  /** dani: works Monday..Friday (5) or Monday..Saturday (6) */
  employees: { id: number; dani: number }[];
  hours: WorkingHours;
};

export type BusinessOptions = {
  /** Ratings on completed bookings by these users, as many as the business's profile asks; none when absent. */
  raters?: { first: number; count: number };
};

function makeName(rng: Rng, c: Category, city: City): string {
  const pattern = rng.pick(c.content.names);
  const roll = rng.next();
  const word =
    roll < 0.55 ? rng.pick(c.content.words)
    : roll < 0.8 ? rng.pick(c.main === 'cars' ? MALE_NAMES : rng.chance(0.6) ? FEMALE_NAMES : MALE_NAMES)
    : roll < 0.9 ? rng.pick(LAST_NAMES)
    : city.name;
  let naziv = pattern.replace('{w}', word);
  if (rng.chance(0.15)) naziv = `${naziv} ${rng.chance(0.5) ? city.name : rng.pick(SUFFIXES)}`;
  return naziv.slice(0, 200);
}

/** Plans one business into the chunk, taking ids from `ids`. */
export function addBusiness(rng: Rng, ch: Chunk, ids: Ids, c: Category, options: BusinessOptions = {}): BusinessPlan {
  const content = c.content;
  const city = cityByName(rng.weighted(content.cities ? Object.entries(content.cities) : GENERAL_CITIES));
  const id = ++ids.entitet;
  const naziv = makeName(rng, c, city);
  // Montenegro prices in EUR; so do a few businesses elsewhere (tourist-facing ones, mostly).
  const valuta: Currency = city.currency === 'RSD' && rng.chance(0.04) ? 'EUR' : city.currency;
  ch.e.id.push(id);
  ch.e.naziv.push(naziv);
  ch.e.opis.push(`${naziv} ${city.locative}. ${rng.pick(content.about)}`);
  ch.e.kategorija.push(c.id);
  ch.e.telefon.push(`${COUNTRY_PHONE[city.country]} ${city.areaCode} ${rng.int(200, 799)} ${rng.int(1000, 9999)}`);
  ch.e.email.push(`info${id}@bench.zakazi.test`);
  ch.e.zona.push(city.timeZone);
  ch.e.valuta.push(valuta);

  const water = content.waterfront ? city.waterfront : undefined;
  let ulica: string;
  let point: { latitude: number; longitude: number };
  if (water && water.length > 0) {
    const spot = rng.pick(water);
    ulica = spot.street.replace(/ bb$/, '');
    point = scatter(rng, spot.lat, spot.lng, 0.25);
  } else {
    ulica = rng.pick(city.streets);
    point = scatter(rng, city.lat, city.lng, city.spreadKm * 1.5);
  }
  ch.a.entitet.push(id);
  ch.a.ulica.push(ulica);
  ch.a.broj.push(String(rng.int(1, 120)));
  ch.a.grad.push(city.name);
  ch.a.postcode.push(city.postcode);
  ch.a.lat.push(point.latitude);
  ch.a.lng.push(point.longitude);

  for (let k = 0, n = rng.int(1, 3); k < n; k++) {
    ch.img.entitet.push(id);
    ch.img.path.push(`/images/demo/${c.slug}-${((id + k) % 3) + 1}.webp`);
  }

  // 3..8 services: the category's first two, the rest by chance, at one price level per business
  // with some spread, so a business usually spans two or three bands.
  const pool = content.services;
  const core = Math.min(content.core ?? 2, pool.length);
  const total = rng.int(Math.min(3, pool.length), Math.min(8, pool.length));
  const extras = rng.shuffle(pool.slice(core).map((_, i) => i + core)).slice(0, Math.max(0, total - core));
  const priceLevel = rng.next();
  const services = [...Array.from({ length: core }, (_, i) => i), ...extras].map((si) => {
    const [name, min, max, minuta] = pool[si]!;
    const level = Math.min(1, Math.max(0, priceLevel * 0.7 + rng.next() * 0.3));
    const usluga = ++ids.usluga;
    const cena = roundPrice(min + (max - min) * level, valuta);
    ch.u.id.push(usluga);
    ch.u.entitet.push(id);
    ch.u.naziv.push(name);
    ch.u.cena.push(cena);
    ch.u.valuta.push(valuta);
    ch.u.minuta.push(minuta);
    return { usluga, cena, minuta };
  });

  const employees: BusinessPlan['employees'] = [];
  const dani = rng.chance(0.5) ? 5 : 6;
  const hours = rng.weighted(WORKING_HOURS);
  for (let k = 0, n = rng.weighted([[1, 3], [2, 4], [3, 3]] as const); k < n; k++) {
    const z = ++ids.zaposleni;
    employees.push({ id: z, dani });
    const female = rng.chance(c.main === 'beauty' ? 0.85 : c.main === 'cars' ? 0.15 : 0.55);
    ch.z.id.push(z);
    ch.z.entitet.push(id);
    ch.z.ime.push(rng.pick(female ? FEMALE_NAMES : MALE_NAMES));
    ch.z.prezime.push(rng.pick(LAST_NAMES));
    ch.z.dani.push(dani);
    ch.z.pocetak.push(hours.pocetak);
    ch.z.kraj.push(hours.kraj);
  }

  const profile = rng.weighted(PROFILES);
  if (options.raters) {
    const [lo, hi] = RATING_COUNTS[profile];
    for (const ocena of scoresFor(rng, profile, rng.int(lo, hi))) {
      const s = rng.pick(services);
      ch.r.id.push(++ids.zakazivanje);
      ch.r.entitet.push(id);
      ch.r.usluga.push(s.usluga);
      ch.r.zaposleni.push(rng.pick(employees).id);
      ch.r.user.push(options.raters.first + rng.int(0, options.raters.count - 1));
      ch.r.daysAgo.push(rng.int(2, 720));
      ch.r.minuta.push(s.minuta);
      ch.r.cena.push(s.cena);
      ch.r.valuta.push(valuta);
      ch.r.ocena.push(ocena);
    }
  }
  return { id, zona: city.timeZone, valuta, profile, services, employees, hours };
}

/** Writes a planned chunk: businesses firstEntitet..lastEntitet and everything they have. */
export async function writeChunk(client: pg.PoolClient, ch: Chunk, firstEntitet: number, lastEntitet: number): Promise<void> {
  const q = (text: string, values: unknown[]) => client.query(text, values);
  await q(
    `INSERT INTO entitet (id, naziv, opis, kategorija_id, telefon, email, vremenska_zona, valuta, objavljen, nacini_placanja)
     OVERRIDING SYSTEM VALUE
     SELECT id, naziv, opis, kat, tel, mail, zona, val, true, '{card,cache}'
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[])
            AS t(id, naziv, opis, kat, tel, mail, zona, val)`,
    [ch.e.id, ch.e.naziv, ch.e.opis, ch.e.kategorija, ch.e.telefon, ch.e.email, ch.e.zona, ch.e.valuta],
  );
  await q(
    `INSERT INTO adresa (entitet_id, ulica, broj, grad, postanski_broj, latitude, longitude)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[])`,
    [ch.a.entitet, ch.a.ulica, ch.a.broj, ch.a.grad, ch.a.postcode, ch.a.lat, ch.a.lng],
  );
  await q(`INSERT INTO entitet_slika (entitet_id, file_path) SELECT * FROM unnest($1::bigint[], $2::text[])`, [ch.img.entitet, ch.img.path]);
  await q(
    `INSERT INTO usluga (id, entitet_id, naziv, cena, valuta, trajanje_minuta) OVERRIDING SYSTEM VALUE
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::numeric[], $5::text[], $6::int[])`,
    [ch.u.id, ch.u.entitet, ch.u.naziv, ch.u.cena, ch.u.valuta, ch.u.minuta],
  );
  await q(
    `INSERT INTO zaposleni (id, entitet_id, ime, prezime) OVERRIDING SYSTEM VALUE
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[])`,
    [ch.z.id, ch.z.entitet, ch.z.ime, ch.z.prezime],
  );
  // Every employee performs every service of the business and works the business's hours on 5 or 6 days.
  await q(
    `INSERT INTO usluga_zaposleni (usluga_id, zaposleni_id)
     SELECT u.id, z.id FROM zaposleni z JOIN usluga u ON u.entitet_id = z.entitet_id
      WHERE z.entitet_id BETWEEN $1 AND $2`,
    [firstEntitet, lastEntitet],
  );
  await q(
    `INSERT INTO radno_vreme (zaposleni_id, dan, pocetak, kraj)
     SELECT t.id, d, make_time(t.pocetak / 60, t.pocetak % 60, 0), make_time(t.kraj / 60, t.kraj % 60, 0)
       FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[]) AS t(id, dani, pocetak, kraj), generate_series(1, t.dani) AS d`,
    [ch.z.id, ch.z.dani, ch.z.pocetak, ch.z.kraj],
  );
  if (ch.r.id.length === 0) return;
  // Each rating sits on its own completed booking in the past (completed bookings are outside the
  // no-overlap constraint, which covers pending and confirmed ones only).
  await q(
    `INSERT INTO zakazivanje (id, entitet_id, usluga_id, zaposleni_id, user_id, termin, cena, valuta, status, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, ent, usl, zap, usr,
            tstzrange(date_trunc('day', now()) - make_interval(days => ago) + interval '10 hours',
                      date_trunc('day', now()) - make_interval(days => ago) + interval '10 hours' + make_interval(mins => minuta)),
            cena, val, 'completed', date_trunc('day', now()) - make_interval(days => ago + 3)
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::int[], $7::int[], $8::numeric[], $9::text[])
            AS t(id, ent, usl, zap, usr, ago, minuta, cena, val)`,
    [ch.r.id, ch.r.entitet, ch.r.usluga, ch.r.zaposleni, ch.r.user, ch.r.daysAgo, ch.r.minuta, ch.r.cena, ch.r.valuta],
  );
  await q(
    `INSERT INTO utisak (entitet_id, zakazivanje_id, user_id, ocena, created_at)
     SELECT ent, zak, usr, ocena, date_trunc('day', now()) - make_interval(days => ago) + interval '14 hours'
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::smallint[], $5::int[]) AS t(ent, zak, usr, ocena, ago)`,
    [ch.r.entitet, ch.r.id, ch.r.user, ch.r.ocena, ch.r.daysAgo],
  );
}

/**
 * `count` confirmed RegularUser accounts after ids.user, without passwords (benchmarks sign their
 * tokens or set a password on the few they log in with); advances ids.user.
 */
export async function insertUsers(client: pg.PoolClient, ids: Ids, count: number): Promise<{ first: number; count: number }> {
  await client.query(
    `INSERT INTO users (id, email, ime, prezime, role, email_confirmed) OVERRIDING SYSTEM VALUE
     SELECT $1::bigint + g, 'bench-' || ($1::bigint + g) || '@bench.zakazi.test',
            ($2::text[])[1 + g % array_length($2::text[], 1)], ($3::text[])[1 + g % array_length($3::text[], 1)], 'RegularUser', true
       FROM generate_series(1, $4::int) g`,
    [ids.user, [...FEMALE_NAMES, ...MALE_NAMES], LAST_NAMES, count],
  );
  const first = ids.user + 1;
  ids.user += count;
  return { first, count };
}

/** Tables the generators write; their user triggers are off during a load. */
const LOADED_TABLES = ['users', 'entitet', 'adresa', 'entitet_slika', 'usluga', 'zaposleni', 'usluga_zaposleni', 'radno_vreme', 'zakazivanje', 'utisak'];
/**
 * Every user trigger a load may meet, and why skipping it is safe. A trigger not listed here
 * stops the load: whoever added it decides whether the generators must replay what it does.
 */
const KNOWN_TRIGGERS: Record<string, string> = {
  usluga_aggregates: 'recomputed by refresh_entitet_cene',
  utisak_aggregates: 'recomputed by refresh_entitet_ocene',
  adresa_aggregates: 'recomputed by refresh_entitet_adresa',
  radno_vreme_slots: 'only notifies live-slot listeners (005_booking)',
  zakazivanje_slots_insert: 'only notifies live-slot listeners (005_booking)',
  zakazivanje_slots_update: 'only notifies live-slot listeners (005_booking)',
  zakazivanje_slots: 'only notifies live-slot listeners (005_booking as first committed)',
  entitet_grad_count: 'recomputed by refresh_entitet_grad (016_search_cities)',
  entitet_grad_count_update: 'recomputed by refresh_entitet_grad (016_search_cities)',
  entitet_grad_truncate: 'recomputed by refresh_entitet_grad (016_search_cities)',
  entitet_main_kategorija: 'recomputed by refresh_entitet_main_kategorija (017_search_main_category)',
  // 018_free_day_cache: each deletes the slobodni_dan rows of the businesses its rows belong to;
  // a load adds businesses that have none yet (and every generator loads into a database no list
  // has been asked of, or with --force beside businesses it does not touch).
  ...Object.fromEntries(
    ['zakazivanje', 'usluga', 'zaposleni', 'usluga_zaposleni', 'radno_vreme'].flatMap((t) =>
      ['insert', 'update', 'delete'].map((op) => [`${t}_free_days_${op}`, 'deletes the free-day rows of its businesses (018): new businesses have none']),
    ),
  ),
  entitet_free_days_update: 'deletes the free-day rows of a business whose zone or step changes (018): new businesses have none',
  ...Object.fromEntries(
    ['radno_vreme_sati_insert', 'radno_vreme_sati_update', 'radno_vreme_sati_delete', 'zaposleni_sati_update', 'zaposleni_sati_delete'].map((name) => [
      name,
      'recomputed by refresh_entitet_sati (047_free_start_hours)',
    ]),
  ),
  entitet_rec_insert: 'recomputed by refresh_entitet_rec (020_search_city_words)',
  entitet_rec_update: 'recomputed by refresh_entitet_rec (020_search_city_words)',
  entitet_grad_u_nazivu_insert: 'recomputed by refresh_entitet_grad (021_search_city_named_elsewhere)',
  entitet_grad_u_nazivu_update: 'recomputed by refresh_entitet_grad (021_search_city_named_elsewhere)',
  entitet_grad_u_nazivu_delete: 'recomputed by refresh_entitet_grad (021_search_city_named_elsewhere)',
};

/**
 * Runs `load` (inside the caller's transaction) with the user triggers of the loaded tables off —
 * per row they would recompute a business's aggregates or send a NOTIFY — then moves the id
 * sequences past the new rows, recomputes the aggregates of every business from `firstNew` on
 * with the trigger functions themselves, turns the triggers back on and recomputes the cities'
 * counts (entitet_grad, with the names after each city elsewhere), the businesses' main categories, the new businesses' city word
 * postings (entitet_rec) and their hours of the week (entitet.sati_pocetaka).
 */
export async function deferTriggers(client: pg.PoolClient, firstNew: number, load: () => Promise<void>, step: (msg: string) => void): Promise<void> {
  const triggers = (
    await client.query<{ table: string; name: string }>(
      `SELECT tgrelid::regclass::text AS table, tgname AS name FROM pg_trigger
        WHERE NOT tgisinternal AND tgenabled <> 'D' AND tgrelid::regclass::text = ANY($1)`,
      [LOADED_TABLES],
    )
  ).rows;
  const unknown = triggers.filter((t) => !(t.name in KNOWN_TRIGGERS));
  if (unknown.length) {
    throw new Error(`unknown triggers ${unknown.map((t) => `${t.table}.${t.name}`).join(', ')}: add them to KNOWN_TRIGGERS in bench/src/dataset/catalogue.ts once the load replays what they do`);
  }
  for (const t of triggers) await client.query(`ALTER TABLE ${t.table} DISABLE TRIGGER ${t.name}`);
  await load();
  for (const table of ['entitet', 'usluga', 'zaposleni', 'zakazivanje', 'users']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  const adresa = triggers.some((t) => t.name === 'adresa_aggregates'); // since 004_search_performance
  const refresh = ['refresh_entitet_cene', 'refresh_entitet_ocene', ...(adresa ? ['refresh_entitet_adresa'] : [])];
  step(`aggregates: ${refresh.join(', ')} for every new business`);
  await client.query(`SELECT count(*) FROM (SELECT ${refresh.map((f) => `${f}(id)`).join(', ')} FROM entitet WHERE id >= $1) x`, [firstNew]);
  // Still off during that pass: entitet_grad's triggers would update one row per city 100,000
  // times in one transaction (every version kept until commit); the table is recomputed instead.
  for (const t of triggers) await client.query(`ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
  if (triggers.some((t) => t.name === 'entitet_grad_count')) await client.query('SELECT refresh_entitet_grad()');
  if (triggers.some((t) => t.name === 'entitet_main_kategorija')) await client.query('SELECT refresh_entitet_main_kategorija()');
  if (triggers.some((t) => t.name === 'radno_vreme_sati_insert')) {
    step('hours of the week: refresh_entitet_sati for every new business');
    await client.query('SELECT refresh_entitet_sati(array_agg(id)) FROM entitet WHERE id >= $1', [firstNew]);
  }
  if (triggers.some((t) => t.name === 'entitet_rec_insert')) {
    step('city word postings: refresh_entitet_rec for every new business');
    await client.query('SELECT refresh_entitet_rec($1, 9223372036854775807)', [firstNew]);
  }
}

/** After the load commits: the aggregate pass left a dead version of every business row. */
export async function compact(client: pg.PoolClient): Promise<void> {
  await client.query('VACUUM FULL entitet');
  await client.query('VACUUM ANALYZE');
}

/** A step logger with the seconds since `started`. */
export function stepper(started = Date.now()): (msg: string) => void {
  return (msg) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${msg}`);
}
