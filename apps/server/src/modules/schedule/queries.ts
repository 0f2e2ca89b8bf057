import { CompiledQuery, sql } from 'kysely';
import { preparedAs, type Db as Executor } from '../../db/database.ts';

/** The business settings slot computation needs. */
export type BusinessRules = {
  id: number;
  naziv: string;
  objavljen: boolean;
  owner_user_id: number | null;
  vremenska_zona: string;
  korak_minuta: number;
  minimalna_najava_minuta: number;
  horizont_dana: number;
  automatska_potvrda: boolean;
};

export async function findBusinessRules(db: Executor, entitetId: number): Promise<BusinessRules | undefined> {
  return db
    .selectFrom('entitet')
    .select(['id', 'naziv', 'objavljen', 'owner_user_id', 'vremenska_zona', 'korak_minuta', 'minimalna_najava_minuta', 'horizont_dana', 'automatska_potvrda'])
    .where('id', '=', entitetId)
    .executeTakeFirst();
}

/** An employee with their business's owner and zone: enough for every object-level check. */
export async function findEmployee(db: Executor, zaposleniId: number) {
  return db
    .selectFrom('zaposleni as z')
    .innerJoin('entitet as e', 'e.id', 'z.entitet_id')
    .select(['z.id', 'z.entitet_id', 'z.user_id', 'z.ime', 'z.prezime', 'z.aktivan', 'e.owner_user_id', 'e.objavljen', 'e.vremenska_zona', 'e.naziv as entitet_naziv'])
    .where('z.id', '=', zaposleniId)
    .executeTakeFirst();
}
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

export async function findEmployeeByUser(db: Executor, userId: number) {
  return db
    .selectFrom('zaposleni as z')
    .innerJoin('entitet as e', 'e.id', 'z.entitet_id')
    .select(['z.id', 'z.entitet_id', 'z.ime', 'z.prezime', 'e.naziv as entitet_naziv', 'e.vremenska_zona'])
    .select((eb) =>
      eb
        .fn<number[]>('array', [eb.selectFrom('usluga_zaposleni as uz').innerJoin('usluga as u', 'u.id', 'uz.usluga_id').select('uz.usluga_id').whereRef('uz.zaposleni_id', '=', 'z.id').where('u.obrisana', '=', false).orderBy('uz.usluga_id')])
        .as('usluga_ids'),
    )
    .where('z.user_id', '=', userId)
    .executeTakeFirst();
}

/** Active employees of the business who perform the service (optionally only one of them). */
export async function performers(db: Executor, entitetId: number, uslugaId: number, zaposleniId?: number): Promise<number[]> {
  let q = db
    .selectFrom('zaposleni as z')
    .innerJoin('usluga_zaposleni as uz', 'uz.zaposleni_id', 'z.id')
    .select('z.id')
    .where('z.entitet_id', '=', entitetId)
    .where('z.aktivan', '=', true)
    .where('uz.usluga_id', '=', uslugaId)
    .orderBy('z.id');
  if (zaposleniId !== undefined) q = q.where('z.id', '=', zaposleniId);
  return (await q.execute()).map((r) => r.id);
}

// ---- the free-slot calls in one statement --------------------------------------------------------

/** What a free-slot call needs: its context (business, service, employee, performers) and the rows of availability.ts. */
export type FreeSlotRows = {
  business: BusinessRules | null;
  service: { id: number; entitet_id: number; trajanje_minuta: number; cekanje_minuta: number; pospremanje_minuta: number; obrisana: boolean } | null;
  /** the business of the asked-for employee; null when none was asked for or it does not exist */
  employee_entitet_id: number | null;
  /** active employees of the business who perform the service (only the asked-for one, if any), ascending */
  performers: number[];
  weeks: { zaposleni_id: number; dan: number; pocetak: string; kraj: string }[];
  breaks: { zaposleni_id: number; dan: number; pocetak: string; kraj: string }[];
  openSlots: { zaposleni_id: number; datum: string; vreme: string }[];
  daysOff: { zaposleni_id: number; od: string; do: string }[];
  closures: { od: string; do: string }[];
  /**
   * live bookings and blocked time (blokada) of the performers; a booking's id so a reschedule
   * can leave the moved booking out (null for a block); a booking ends after its cleanup
   */
  busy: { id: number | null; zaposleni_id: number; start: string; end: string; status: 'pending' | 'confirmed' | null }[];
};

/**
 * Everything GET slobodni-termini / slobodni-dani read, in one statement: planning ten small
 * statements cost PostgreSQL more than running them (bench/README.md). The statement is the
 * database function free_slot_rows (db/repeatable/free_slot_rows.sql), which a booking reads again
 * under its locks (booking/place.ts). The caller decides 404s from business, service and
 * employee_entitet_id; the performers and their rows are those of the asked-for ids, so they only count once those checks pass. Bookings are read from UTC
 * midnight two days before `from` to UTC midnight three days after `to`: a superset, whatever
 * the zone's offset, of the local midnight before `from` to two days after `to` (availability.ts).
 */
export async function freeSlotRows(db: Executor, q: FreeSlotQuery): Promise<FreeSlotRows> {
  // Written out once instead of built by Kysely per call (every free-slot request sends it): the
  // statement under its prepared name.
  const { rows } = await db.executeQuery<{ r: FreeSlotRows }>(CompiledQuery.raw(FREE_SLOT_ROWS, [q.entitetId, q.uslugaId, q.zaposleniId ?? null, q.from, q.to]));
  return rows[0]!.r;
}
const FREE_SLOT_ROWS = `${preparedAs('free-slot-rows')} SELECT free_slot_rows($1::bigint, $2::bigint, $3::bigint, $4::date, $5::date) AS r`;

/**
 * free_slot_rows of several free-slot calls in one statement, in the order given: what
 * free-slot-batches.ts sends for the requests that arrived together. Per call, PostgreSQL then
 * spends well under the CPU of one statement each (decision 056 has the measurement).
 */
export async function freeSlotRowsBatch(db: Executor, qs: readonly FreeSlotQuery[]): Promise<FreeSlotRows[]> {
  const values = [qs.map((q) => q.entitetId), qs.map((q) => q.uslugaId), qs.map((q) => q.zaposleniId ?? null), qs.map((q) => q.from), qs.map((q) => q.to)];
  const { rows } = await db.executeQuery<{ r: FreeSlotRows }>(CompiledQuery.raw(FREE_SLOT_ROWS_BATCH, values));
  return rows.map((row) => row.r);
}
const FREE_SLOT_ROWS_BATCH = `${preparedAs('free-slot-rows-batch')}
  SELECT free_slot_rows(p.entitet_id, p.usluga_id, p.zaposleni_id, p.od, p.do) AS r
    FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::date[], $5::date[]) WITH ORDINALITY AS p(entitet_id, usluga_id, zaposleni_id, od, "do", n)
   ORDER BY p.n`;

export type FreeSlotQuery = { entitetId: number; uslugaId: number; zaposleniId?: number | undefined; from: string; to: string };

/**
 * free_slot_rows of many (business, service) pairs for one day, in one statement and in the order
 * asked: the free-on-a-day lists compute the days their table lacks for a slice of businesses at
 * once instead of one round trip each (latestFreeStartsOfDay, businesses/free-day-cache.ts).
 */
export async function freeSlotRowsOfDay(db: Executor, pairs: Array<{ entitetId: number; uslugaId: number }>, day: string): Promise<FreeSlotRows[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ r: FreeSlotRows }>`${sql.raw(preparedAs('free-slot-rows-of-day'))}
    SELECT free_slot_rows(p.entitet_id, p.usluga_id, NULL, ${day}::date, ${day}::date) AS r
      FROM unnest(${pairs.map((p) => p.entitetId)}::bigint[], ${pairs.map((p) => p.uslugaId)}::bigint[]) WITH ORDINALITY AS p(entitet_id, usluga_id, n)
     ORDER BY p.n`.execute(db);
  return rows.map((row) => row.r);
}

// ---- row locks ----------------------------------------------------------------------------------

/*
 * THE LOCK ORDER. A transaction that waits for a lock while holding another can deadlock only if
 * some other transaction takes the same two the other way round. So every writer of the schedule
 * and bookings takes the rows below in this order, skipping what it does not need, and never takes
 * an earlier kind after a later one:
 *
 *   1. its own idempotency key (booking/queries.ts claimIdempotencyKey: a retry with the same key
 *      waits there, holding nothing else) and the owner-creation advisory lock (businesses);
 *   2. the business row (entitet):
 *        bookings                      FOR SHARE          (lockBusiness 'share')
 *        closures, working weeks,      FOR NO KEY UPDATE  (lockBusiness 'write'; a change of working
 *        open slots                                        weeks, employees or open slots updates the
 *                                                          business's hours of the week, migration 047)
 *        owner writes                  FOR NO KEY UPDATE  (businesses/owner-access.ts lockOwnedBusiness;
 *                                                          refreshPublication's UPDATE comes after it)
 *        account erasure               FOR NO KEY UPDATE  (lockSchedulesServedBy)
 *   3. employee rows (zaposleni), several in ascending id (lockEmployees, FOR NO KEY UPDATE):
 *        bookings (customer, desk), days off, blocked time, working weeks, account erasure; owner
 *        writes UPDATE them (staff);
 *   4. service rows (usluga): deleting a service FOR UPDATE (offerings); a booking's insert
 *      key-share-locks it through its foreign key;
 *   5. booking rows (zakazivanje), several in order of start, then id: transitions lock one FOR
 *      UPDATE (booking/transitions.ts), and so does a reschedule, after place.ts locked the
 *      business and both employees (booking/place.ts); days off, closures and blocks cancel theirs in that order
 *      (liveBookingsOnDays), and so does account erasure; a new booking's row is its own;
 *   6. rows whose holders wait for none of the above: status history, mail outbox, jobs, and user
 *      rows, which erasure updates last. (A booking key-share-locks its customer's user row from
 *      step 1 on, through foreign keys. Only that customer's own erasure conflicts with it, and
 *      that erasure holds no business or employee row, a customer serving none, nor any booking
 *      row a booking could wait for: a booking never waits for an existing booking's row.)
 *
 * Bookings of one employee wait for each other at step 3 (FOR NO KEY UPDATE conflicts with itself),
 * so only one of them at a time re-checks the free slots and inserts: the exclusion constraint,
 * which can deadlock two inserters that overlap (each waits for the other's uncommitted row), never
 * sees two. FOR NO KEY UPDATE rather than FOR UPDATE: it does not block the foreign-key checks
 * (FOR KEY SHARE) of rows inserted for the employee elsewhere, e.g. open slots.
 * Bookings share the business row, so bookings of different employees still run side by side;
 * a closure or an owner's change waits for the bookings in flight, and they for it.
 */

export type BusinessLock = 'share' | 'write';

/** Step 2 of the lock order: 'share' for bookings, 'write' for changes of the business's schedule. */
export async function lockBusiness(trx: Executor, entitetId: number, mode: BusinessLock): Promise<void> {
  if (mode === 'share') await sql`${sql.raw(preparedAs('lock-business-share'))} SELECT 1 FROM entitet WHERE id = ${entitetId} FOR SHARE`.execute(trx);
  else await sql`${sql.raw(preparedAs('lock-business-write'))} SELECT 1 FROM entitet WHERE id = ${entitetId} FOR NO KEY UPDATE`.execute(trx);
}

/**
 * Step 3 of the lock order: these employees' schedules, one statement, in ascending id (ORDER BY
 * is applied before the rows are locked), so two transactions locking the same employees in
 * whatever order they were given cannot hold one each and wait for the other.
 */
export async function lockEmployees(trx: Executor, zaposleniIds: number[]): Promise<void> {
  await sql`${sql.raw(preparedAs('lock-employees'))} SELECT 1 FROM zaposleni WHERE id = ANY(${zaposleniIds}::bigint[]) ORDER BY id FOR NO KEY UPDATE`.execute(trx);
}

/**
 * Step 3 for a visit (booking/place.ts): the pinned employees and, for its parts without one,
 * every employee of the business who performs that service (any of them may be chosen), in one
 * statement, in ascending id.
 */
export async function lockEmployeesOfVisit(trx: Executor, entitetId: number, zaposleniIds: number[], anyOfServices: number[]): Promise<void> {
  await sql`${sql.raw(preparedAs('lock-employees-of-visit'))}
    SELECT 1 FROM zaposleni
     WHERE id = ANY(${zaposleniIds}::bigint[])
        OR (entitet_id = ${entitetId}::bigint AND id IN (SELECT zaposleni_id FROM usluga_zaposleni WHERE usluga_id = ANY(${anyOfServices}::bigint[])))
     ORDER BY id FOR NO KEY UPDATE`.execute(trx);
}

/**
 * Account erasure takes steps 2 and 3 first, for everything the user serves: the businesses they
 * own or work at, then their own employee rows. It later cancels bookings (step 5) and only then
 * updates those rows (unpublishing, deactivating, refreshPublication), which would otherwise be
 * a late step 2 or 3 after step 5.
 */
export async function lockSchedulesServedBy(trx: Executor, userId: number): Promise<void> {
  await sql`SELECT 1 FROM entitet
             WHERE owner_user_id = ${userId} OR id IN (SELECT entitet_id FROM zaposleni WHERE user_id = ${userId})
             ORDER BY id FOR NO KEY UPDATE`.execute(trx);
  await sql`SELECT 1 FROM zaposleni WHERE user_id = ${userId} ORDER BY id FOR NO KEY UPDATE`.execute(trx);
}

// ---- working week -------------------------------------------------------------------------------

export async function workingWeeks(db: Executor, zaposleniIds: number[]) {
  if (!zaposleniIds.length) return [];
  return db.selectFrom('radno_vreme').select(['zaposleni_id', 'dan', 'pocetak', 'kraj']).where('zaposleni_id', 'in', zaposleniIds).orderBy('dan').execute();
}

export async function breaks(db: Executor, zaposleniIds: number[]) {
  if (!zaposleniIds.length) return [];
  return db.selectFrom('pauza').select(['zaposleni_id', 'dan', 'pocetak', 'kraj']).where('zaposleni_id', 'in', zaposleniIds).orderBy('dan').orderBy('pocetak').execute();
}

export type DayRange = { dan: number; pocetak: string; kraj: string };

/** Replaces an employee's week and breaks (in the caller's transaction). */
export async function replaceWorkingWeek(trx: Executor, zaposleniId: number, dani: DayRange[], pauze: DayRange[]): Promise<void> {
  await trx.deleteFrom('pauza').where('zaposleni_id', '=', zaposleniId).execute();
  await trx.deleteFrom('radno_vreme').where('zaposleni_id', '=', zaposleniId).execute();
  if (dani.length) await trx.insertInto('radno_vreme').values(dani.map((d) => ({ zaposleni_id: zaposleniId, ...d }))).execute();
  if (pauze.length) await trx.insertInto('pauza').values(pauze.map((p) => ({ zaposleni_id: zaposleniId, ...p }))).execute();
}

// ---- open slots, days off, closures -------------------------------------------------------------

export type NewOpenSlot = { entitet_id: number; zaposleni_id: number; usluga_id: number; datum: string; vreme: string };
/** Inserts open slots, ignoring ones that exist; returns how many are new. */
export async function insertOpenSlots(trx: Executor, slots: NewOpenSlot[]): Promise<number> {
  const rows = await trx
    .insertInto('oslobodjeni_termin')
    .values(slots)
    .onConflict((oc) => oc.columns(['zaposleni_id', 'usluga_id', 'datum', 'vreme']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Days off (odsustvo: one employee's) and closures (zatvaranje: one business's) are the same kind of
 * row, a period of days with a reason kept for one owner; one set of queries serves both.
 */
const PERIOD_OWNER = { odsustvo: 'zaposleni_id', zatvaranje: 'entitet_id' } as const;
export type PeriodRow = { id: number; od: string; do: string; razlog: string | null };
type PeriodValues = { od: string; do: string; razlog: string | null };

function periodQueries(table: keyof typeof PERIOD_OWNER) {
  const owner = PERIOD_OWNER[table];
  const columns = ['id', 'od', 'do', 'razlog'] as const;
  return {
    list: (db: Executor, ownerId: number): Promise<PeriodRow[]> =>
      db.selectFrom(table).select(columns).where(owner, '=', ownerId).orderBy('od').orderBy('id').execute(),
    insert: (trx: Executor, ownerId: number, p: PeriodValues): Promise<PeriodRow> =>
      trx.insertInto(table).values({ ...p, [owner]: ownerId }).returning(columns).executeTakeFirstOrThrow(),
    /** the deleted period, undefined when there was none */
    delete: (db: Executor, ownerId: number, id: number): Promise<PeriodRow | undefined> =>
      db.deleteFrom(table).where('id', '=', id).where(owner, '=', ownerId).returning(columns).executeTakeFirst(),
  };
}

export const daysOff = periodQueries('odsustvo');
export const closures = periodQueries('zatvaranje');

// ---- bookings as seen by the schedule -----------------------------------------------------------

/**
 * Live (pending or confirmed) bookings that start on local dates from..to of these employees
 * (all of the business's when zaposleniIds is null): what a new day off or closure would hit.
 * In order of start, then id: the order they are cancelled (locked) in (the lock order above).
 */
export async function liveBookingsOnDays(db: Executor, entitetId: number, zaposleniIds: number[] | null, from: string, to: string) {
  const { rows } = await sql<{ id: number; zaposleni_id: number; start: Date; status: 'pending' | 'confirmed' }>`
    SELECT z.id, z.zaposleni_id, lower(z.termin) AS start, z.status
      FROM zakazivanje z JOIN entitet e ON e.id = z.entitet_id
     WHERE z.entitet_id = ${entitetId}
       AND (${zaposleniIds === null} OR z.zaposleni_id = ANY(${zaposleniIds ?? []}::bigint[]))
       AND z.status IN ('pending','confirmed')
       AND lower(z.termin) >= now()
       AND (lower(z.termin) AT TIME ZONE e.vremenska_zona)::date BETWEEN ${from}::date AND ${to}::date
     ORDER BY lower(z.termin), z.id`.execute(db);
  return rows;
}

// ---- blocked time -------------------------------------------------------------------------------

export type BlockRow = { id: number; zaposleni_id: number; start: Date; end: Date; razlog: string | null };

/** Live (pending or confirmed) bookings of the employee that overlap [start, end), in lock order (start, id). */
export async function liveBookingsOverlapping(db: Executor, zaposleniId: number, start: Date, end: Date) {
  const { rows } = await sql<{ id: number; zaposleni_id: number; start: Date; status: 'pending' | 'confirmed' }>`
    SELECT z.id, z.zaposleni_id, lower(z.termin) AS start, z.status
      FROM zakazivanje z
     WHERE z.zaposleni_id = ${zaposleniId}
       AND z.status IN ('pending','confirmed')
       AND z.termin && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)
     ORDER BY lower(z.termin), z.id`.execute(db);
  return rows;
}

export async function insertBlock(trx: Executor, b: { zaposleniId: number; start: Date; end: Date; razlog: string | null; userId: number }): Promise<BlockRow> {
  const { rows } = await sql<BlockRow>`
    INSERT INTO blokada (zaposleni_id, termin, razlog, user_id)
    VALUES (${b.zaposleniId}::bigint, tstzrange(${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz), ${b.razlog}::text, ${b.userId}::bigint)
    RETURNING id, zaposleni_id, lower(termin) AS start, upper(termin) AS "end", razlog`.execute(trx);
  return rows[0]!;
}

export async function deleteBlock(db: Executor, zaposleniId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('blokada').where('id', '=', id).where('zaposleni_id', '=', zaposleniId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Blocks of these employees overlapping [from, to), by start. */
export async function blocksBetween(db: Executor, zaposleniIds: number[], from: Date, to: Date): Promise<BlockRow[]> {
  if (!zaposleniIds.length) return [];
  const { rows } = await sql<BlockRow>`
    SELECT id, zaposleni_id, lower(termin) AS start, upper(termin) AS "end", razlog FROM blokada
     WHERE zaposleni_id = ANY(${zaposleniIds}::bigint[])
       AND termin && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)
     ORDER BY lower(termin), id`.execute(db);
  return rows;
}

/** Days off of these employees and closures of the business that touch local dates from..to. */
export async function periodsBetween(db: Executor, entitetId: number, zaposleniIds: number[], from: string, to: string) {
  const [daysOff, closures] = await Promise.all([
    zaposleniIds.length
      ? db.selectFrom('odsustvo').select(['zaposleni_id', 'od', 'do']).where('zaposleni_id', 'in', zaposleniIds).where('od', '<=', to).where('do', '>=', from).execute()
      : Promise.resolve([]),
    db.selectFrom('zatvaranje').select(['od', 'do']).where('entitet_id', '=', entitetId).where('od', '<=', to).where('do', '>=', from).execute(),
  ]);
  return { daysOff, closures };
}

/** The employees of a business for the calendar's columns: active ones, and any asked for by id. */
export async function employeesOfBusiness(db: Executor, entitetId: number) {
  const { rows } = await sql<{ id: number; ime: string; prezime: string | null; aktivan: boolean; user_id: number | null; usluga_ids: number[] }>`
    SELECT z.id, z.ime, z.prezime, z.aktivan, z.user_id,
           coalesce(array(SELECT uz.usluga_id FROM usluga_zaposleni uz JOIN usluga u ON u.id = uz.usluga_id
                           WHERE uz.zaposleni_id = z.id AND NOT u.obrisana ORDER BY uz.usluga_id), '{}') AS usluga_ids
      FROM zaposleni z WHERE z.entitet_id = ${entitetId} ORDER BY z.id`.execute(db);
  return rows.map((r) => ({ ...r, usluga_ids: r.usluga_ids.map(Number) }));
}
