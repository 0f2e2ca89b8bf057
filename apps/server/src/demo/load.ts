import { hashPassword } from '../modules/identity/index.ts';
import { sql, type Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_PASSWORD, generateWorld, type DemoWorld } from './generate.ts';

/** Any constant: two servers starting on one empty database load the demo world once. */
const DEMO_LOCK = 727_002;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for our widest table. */
const CHUNK = 1000;

export type DemoLoadResult = { loaded: boolean; counts?: Record<string, number>; ms?: number };

/**
 * Loads the demo world (generate.ts) when there is no business yet; otherwise does nothing.
 * One transaction: either the whole world is there or none of it.
 */
export async function loadDemoDataIfEmpty(db: Db, _config: Config, log: (m: string) => void, now = new Date()): Promise<DemoLoadResult> {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const world = generateWorld({ now });
  const result = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('entitet').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    return writeWorld(trx, world, passwordHash);
  });
  if (!result) {
    log('demo data: businesses already exist, nothing loaded');
    return { loaded: false };
  }
  // Fresh statistics, so the first searches are planned on the real table sizes.
  await sql`ANALYZE`.execute(db);
  const ms = Date.now() - started;
  log(`demo data: loaded ${Object.entries(result).map(([k, v]) => `${v} ${k}`).join(', ')} in ${ms} ms`);
  return { loaded: true, counts: result, ms };
}

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts `rows` a chunk at a time, `insert` returning each chunk's new ids in row order: all the ids, in order. */
async function insertReturningIds<T>(rows: T[], insert: (part: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows)) ids.push(...(await insert(part)).map((r) => r.id));
  return ids;
}

async function categoryIds(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('kategorija as k')
    .innerJoin('main_kategorija as m', 'm.id', 'k.main_kategorija_id')
    .select(['k.id', 'k.slug', 'm.slug as main'])
    .execute();
  return new Map(rows.map((r) => [`${r.main}/${r.slug}`, r.id]));
}

async function writeWorld(trx: Transaction<Database>, world: DemoWorld, passwordHash: string): Promise<Record<string, number>> {
  const categories = await categoryIds(trx);
  const missing = [...new Set(world.businesses.map((b) => `${b.main}/${b.category}`))].filter((k) => !categories.has(k));
  if (missing.length > 0) throw new Error(`demo data: categories missing from the database: ${missing.join(', ')}`);

  // Users. An address already registered keeps its account (and password); the demo world just uses it.
  const userIds = await insertReturningIds(world.users, (part) =>
    trx
      .insertInto('users')
      .values(part.map((u) => ({
        email: u.email, password_hash: passwordHash, ime: u.ime, prezime: u.prezime, broj_telefona: u.brojTelefona,
        role: u.role, email_confirmed: true,
      })))
      .onConflict((oc) => oc.column('email').doUpdateSet({ email: sql`excluded.email` }))
      .returning('id')
      .execute(),
  );

  const businessIds = await insertReturningIds(world.businesses, (part) =>
    trx
      .insertInto('entitet')
      .values(part.map((b) => ({
        naziv: b.naziv, opis: b.opis, kategorija_id: categories.get(`${b.main}/${b.category}`)!,
        owner_user_id: b.owner === null ? null : userIds[b.owner]!, telefon: b.telefon, email: b.email, website: b.website,
        vremenska_zona: b.vremenskaZona, nacini_placanja: b.naciniPlacanja, valuta: b.valuta, korak_minuta: b.korakMinuta,
        automatska_potvrda: b.automatskaPotvrda, objavljen: true,
      })))
      .returning('id')
      .execute(),
  );

  await trx
    .insertInto('adresa')
    .values(world.businesses.map(({ adresa: a }, i) => ({
      entitet_id: businessIds[i]!, ulica: a.ulica, broj: a.broj, grad: a.grad, postanski_broj: a.postanskiBroj, latitude: a.latitude, longitude: a.longitude,
    })))
    .execute();

  await trx
    .insertInto('entitet_slika')
    .values(world.businesses.flatMap((b, i) => b.images.map((file_path) => ({ entitet_id: businessIds[i]!, file_path }))))
    .execute();

  // Services and employees, in world order, so ids map back by position.
  const services = world.businesses.flatMap((b, i) => b.services.map((s) => ({ business: i, s })));
  const serviceIds = await insertReturningIds(services, (part) =>
    trx
      .insertInto('usluga')
      .values(part.map(({ business, s }) => ({
        entitet_id: businessIds[business]!, naziv: s.naziv, cena: s.cena, valuta: s.valuta, trajanje_minuta: s.trajanjeMinuta,
        cekanje_minuta: s.cekanjeMinuta ?? 0, pospremanje_minuta: s.pospremanjeMinuta ?? 0,
      })))
      .returning('id')
      .execute(),
  );
  const firstService: number[] = [];
  world.businesses.reduce((at, b, i) => ((firstService[i] = at), at + b.services.length), 0);

  const employees = world.businesses.flatMap((b, i) => b.employees.map((e) => ({ business: i, e })));
  const employeeIds = await insertReturningIds(employees, (part) =>
    trx
      .insertInto('zaposleni')
      .values(part.map(({ business, e }) => ({
        entitet_id: businessIds[business]!, ime: e.ime, prezime: e.prezime, user_id: e.user === null ? null : userIds[e.user]!,
      })))
      .returning('id')
      .execute(),
  );
  const firstEmployee: number[] = [];
  world.businesses.reduce((at, b, i) => ((firstEmployee[i] = at), at + b.employees.length), 0);
  const employeeId = (business: number, e: number) => employeeIds[firstEmployee[business]! + e]!;
  const serviceId = (business: number, s: number) => serviceIds[firstService[business]! + s]!;

  const links = world.businesses.flatMap((b, i) =>
    b.employees.flatMap((e, ei) => e.services.map((si) => ({ usluga_id: serviceId(i, si), zaposleni_id: employeeId(i, ei) }))),
  );
  for (const part of chunks(links)) await trx.insertInto('usluga_zaposleni').values(part).execute();

  const weeks = world.businesses.flatMap((b, i) => b.employees.flatMap((e, ei) => e.week.map((d) => ({ zaposleni_id: employeeId(i, ei), ...d }))));
  for (const part of chunks(weeks)) await trx.insertInto('radno_vreme').values(part).execute();
  const pauses = world.businesses.flatMap((b, i) => b.employees.flatMap((e, ei) => e.pauze.map((d) => ({ zaposleni_id: employeeId(i, ei), ...d }))));
  for (const part of chunks(pauses)) await trx.insertInto('pauza').values(part).execute();

  // The parts of a visit share one visit number, from the sequence the booking path uses.
  const visitKeys = [...new Set(world.bookings.flatMap((bk) => (bk.poseta ? [bk.poseta] : [])))];
  const visitNumbers = new Map<string, number>();
  for (const key of visitKeys) {
    const { rows } = await sql<{ id: string }>`SELECT nextval('poseta_id_seq') AS id`.execute(trx);
    visitNumbers.set(key, Number(rows[0]!.id));
  }
  const bookingIds = await insertReturningIds(world.bookings, (part) =>
    trx
      .insertInto('zakazivanje')
      .values(part.map((bk) => ({
        entitet_id: businessIds[bk.business]!, usluga_id: serviceId(bk.business, bk.service), zaposleni_id: employeeId(bk.business, bk.employee),
        user_id: userIds[bk.user]!, termin: `[${bk.start},${bk.end})`, cena: bk.cena, valuta: bk.valuta, status: bk.status,
        napomena: bk.napomena, created_at: bk.createdAt, poseta_id: bk.poseta ? visitNumbers.get(bk.poseta)! : null,
        pospremanje_minuta: world.businesses[bk.business]!.services[bk.service]!.pospremanjeMinuta ?? 0,
      })))
      .returning('id')
      .execute(),
  );

  const ratings = world.bookings.flatMap((bk, i) =>
    bk.rating
      ? [{ entitet_id: businessIds[bk.business]!, zakazivanje_id: bookingIds[i]!, user_id: userIds[bk.user]!, ocena: bk.rating.ocena, komentar: bk.rating.komentar, created_at: bk.rating.createdAt }]
      : [],
  );
  for (const part of chunks(ratings)) await trx.insertInto('utisak').values(part).execute();

  const views = world.pageViews.map((v) => ({ entitet_id: businessIds[v.business]!, dan: v.dan, broj: v.broj }));
  for (const part of chunks(views, 5000)) await trx.insertInto('pregled_entiteta').values(part).execute();

  await trx
    .insertInto('favorit')
    .values(world.favorites.map((f) => ({ user_id: userIds[f.user]!, entitet_id: businessIds[f.business]! })))
    .onConflict((oc) => oc.doNothing())
    .execute();

  return {
    users: userIds.length, businesses: businessIds.length, services: serviceIds.length, employees: employeeIds.length,
    bookings: bookingIds.length, ratings: ratings.length, pageViewDays: views.length,
  };
}
