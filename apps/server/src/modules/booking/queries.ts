import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { preparedAs, type Db as Executor } from '../../db/database.ts';
import type { ZakazivanjeStatus } from '../../db/schema.ts';
import type { SessionRow, SessionStatement } from '../../http/access.ts';
import type { NewJob } from '../notifications/index.ts';
import { freeSlotRowsCall, type FreeSlotRows } from '../schedule/index.ts';

/** One booking with everything its views, access checks and mails need. */
export type BookingRow = {
  id: number;
  entitet_id: number;
  entitet_naziv: string;
  entitet_email: string | null;
  vremenska_zona: string;
  owner_user_id: number | null;
  usluga_id: number;
  usluga_naziv: string;
  zaposleni_id: number;
  zaposleni_ime: string;
  zaposleni_user_id: number | null;
  user_id: number | null;
  pocetak: Date;
  kraj: Date;
  cena: number;
  valuta: string;
  status: ZakazivanjeStatus;
  napomena: string | null;
  created_at: Date;
  razlog: string | null;
  ocenjeno: boolean;
  /** the customer: the account's, or a desk booking's walk-in (klijent_*) */
  korisnik_ime: string | null;
  korisnik_telefon: string | null;
  korisnik_email: string | null;
  korisnik_jezik: 'sr' | 'en';
  /** a desk booking's customer without an account; null for account bookings */
  klijent_ime: string | null;
  klijent_telefon: string | null;
  klijent_email: string | null;
  /** the customer's mail preferences (GET/PUT /api/Profil/obavestenja) */
  korisnik_podsetnik: boolean;
  korisnik_podsetnik_sati: number;
  korisnik_promene_statusa: boolean;
  adresa: string | null;
  /** the customer's cancellation and reschedule window of the business, in hours */
  otkazivanje_sati: number;
  automatska_potvrda: boolean;
  minimalna_najava_minuta: number;
  /** when the booking last changed (status or time): a pending request waits from then */
  promenjeno: Date | null;
  /** when this pending request expires (null: not pending, or no expiry scheduled) */
  istice: Date | null;
  /** how many times the booking was moved: the calendar entry's SEQUENCE grows with it */
  pomeranja: number;
};

/** A stored booking's history and rating: its last change (reason, time), whether it was rated, how often it moved. */
const HISTORY = sql`
         (SELECT p.razlog FROM zakazivanje_promena p WHERE p.zakazivanje_id = z.id ORDER BY p.id DESC LIMIT 1) AS razlog,
         EXISTS (SELECT 1 FROM utisak t WHERE t.zakazivanje_id = z.id) AS ocenjeno,
         (SELECT p.created_at FROM zakazivanje_promena p WHERE p.zakazivanje_id = z.id ORDER BY p.id DESC LIMIT 1) AS promenjeno,
         (SELECT count(*)::int FROM zakazivanje_promena p WHERE p.zakazivanje_id = z.id AND p.stari_termin IS NOT NULL) AS pomeranja`;
/** The same columns for a booking not inserted yet (bookingPrecheck): no history, no rating; four lookups fewer. */
const NO_HISTORY = sql`NULL::text AS razlog, false AS ocenjeno, NULL::timestamptz AS promenjeno, 0 AS pomeranja`;

/** A booking's columns as BookingRow, from `source` (the table, or the booking about to be made: bookingPrecheck). */
const selectFrom = (source: RawBuilder<unknown>, history = HISTORY) => sql`
  SELECT z.id, z.entitet_id, e.naziv AS entitet_naziv, e.email AS entitet_email, e.vremenska_zona, e.owner_user_id,
         z.usluga_id, u.naziv AS usluga_naziv,
         z.zaposleni_id, concat_ws(' ', zp.ime, zp.prezime) AS zaposleni_ime, zp.user_id AS zaposleni_user_id,
         z.user_id, lower(z.termin) AS pocetak, upper(z.termin) AS kraj, z.cena, z.valuta, z.status, z.napomena, z.created_at,
         CASE WHEN z.user_id IS NULL THEN z.klijent_ime WHEN us.deleted_at IS NULL THEN concat_ws(' ', us.ime, us.prezime) END AS korisnik_ime,
         CASE WHEN z.user_id IS NULL THEN z.klijent_telefon WHEN us.deleted_at IS NULL THEN us.broj_telefona END AS korisnik_telefon,
         CASE WHEN z.user_id IS NULL THEN z.klijent_email WHEN us.deleted_at IS NULL AND us.enabled THEN us.email::text END AS korisnik_email,
         z.klijent_ime, z.klijent_telefon, z.klijent_email,
         coalesce(us.jezik, 'sr') AS korisnik_jezik,
         coalesce(us.podsetnik, true) AS korisnik_podsetnik, coalesce(us.podsetnik_sati, 24) AS korisnik_podsetnik_sati,
         coalesce(us.promene_statusa, true) AS korisnik_promene_statusa,
         (SELECT concat_ws(', ', concat_ws(' ', a.ulica, a.broj), concat_ws(' ', a.postanski_broj, a.grad)) FROM adresa a WHERE a.entitet_id = e.id) AS adresa,
         e.otkazivanje_sati, e.automatska_potvrda, e.minimalna_najava_minuta,
         CASE WHEN z.status = 'pending' THEN z.istice END AS istice,
         ${history}
    FROM ${source} z
    JOIN entitet e ON e.id = z.entitet_id
    JOIN usluga u ON u.id = z.usluga_id
    JOIN zaposleni zp ON zp.id = z.zaposleni_id
    LEFT JOIN users us ON us.id = z.user_id`;
const SELECT = selectFrom(sql`zakazivanje`);

async function select(db: Executor, where: RawBuilder<unknown>, tail: RawBuilder<unknown> = sql``): Promise<BookingRow[]> {
  const { rows } = await sql<BookingRow>`${SELECT} WHERE ${where} ${tail}`.execute(db);
  return rows;
}

export async function findBooking(db: Executor, id: number, forUpdate = false): Promise<BookingRow | undefined> {
  if (forUpdate) await sql`SELECT 1 FROM zakazivanje WHERE id = ${id} FOR UPDATE`.execute(db);
  return (await select(db, sql`z.id = ${id}`))[0];
}

export async function bookingsOfUser(db: Executor, userId: number): Promise<BookingRow[]> {
  return select(db, sql`z.user_id = ${userId}`, sql`ORDER BY lower(z.termin) DESC, z.id DESC LIMIT 500`);
}

/** An employee's bookings starting between two instants (one local day). */
export async function bookingsOfEmployee(db: Executor, zaposleniId: number, from: Date, to: Date): Promise<BookingRow[]> {
  return select(
    db,
    sql`z.zaposleni_id = ${zaposleniId} AND lower(z.termin) >= ${from.toISOString()}::timestamptz AND lower(z.termin) < ${to.toISOString()}::timestamptz`,
    sql`ORDER BY lower(z.termin), z.id`,
  );
}

export async function bookingsOfBusiness(
  db: Executor,
  f: { entitetId: number; from: Date; to: Date; status?: ZakazivanjeStatus; zaposleniId?: number },
): Promise<BookingRow[]> {
  return select(
    db,
    sql`z.entitet_id = ${f.entitetId}
        AND lower(z.termin) >= ${f.from.toISOString()}::timestamptz AND lower(z.termin) < ${f.to.toISOString()}::timestamptz
        AND (${f.status ?? null}::text IS NULL OR z.status = ${f.status ?? null})
        AND (${f.zaposleniId ?? null}::bigint IS NULL OR z.zaposleni_id = ${f.zaposleniId ?? null})`,
    sql`ORDER BY lower(z.termin), z.id LIMIT 2000`,
  );
}

/**
 * The key of a booking's customer at a business (the clients list groups by it): 'u' + user id
 * for an account; a desk customer without an account by email, else phone digits, else name.
 */
export const CLIENT_KEY = sql<string>`CASE WHEN z.user_id IS NOT NULL THEN 'u' || z.user_id
                            WHEN z.klijent_email IS NOT NULL THEN 'e:' || lower(z.klijent_email)
                            WHEN z.klijent_telefon IS NOT NULL THEN 't:' || regexp_replace(z.klijent_telefon, '[^0-9+]', '', 'g')
                            ELSE 'n:' || lower(z.klijent_ime) END`;

/** One client's bookings at a business (every status), newest first. */
export async function bookingsOfClient(db: Executor, entitetId: number, klijentId: string): Promise<BookingRow[]> {
  return select(db, sql`z.entitet_id = ${entitetId} AND ${CLIENT_KEY} = ${klijentId}`, sql`ORDER BY lower(z.termin) DESC, z.id DESC LIMIT 200`);
}

export type NewBooking = {
  usluga_id: number;
  zaposleni_id: number;
  /** the customer's account; null for a desk booking (klijent) */
  user_id: number | null;
  /** a desk booking's customer without an account */
  klijent?: { ime: string; telefon: string | null; email: string | null };
  /** who made it, for the history; default the customer */
  by_user_id?: number;
  start: Date;
  end: Date;
  status: 'pending' | 'confirmed';
  napomena: string | null;
};

/**
 * Inserts a booking of the service at its business, price and currency (read here: the caller
 * holds the business row, which the owner's price changes lock too) and its first history row
 * (made by the booking user), in one statement. Only through claim.ts claimSlot, under the
 * employee's lock; the exclusion constraint (23P01) stays the last word should anything else
 * overlap.
 */
export async function insertBooking(trx: Executor, b: NewBooking): Promise<number> {
  const { rows } = await sql<{ id: number }>`${sql.raw(preparedAs('insert-booking'))}
    WITH booking AS (
      INSERT INTO zakazivanje (entitet_id, usluga_id, zaposleni_id, user_id, termin, cena, valuta, status, napomena, klijent_ime, klijent_telefon, klijent_email)
      SELECT u.entitet_id, u.id, ${b.zaposleni_id}::bigint, ${b.user_id}::bigint,
             tstzrange(${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz), u.cena, u.valuta, ${b.status}::text, ${b.napomena}::text,
             ${b.klijent?.ime ?? null}::text, ${b.klijent?.telefon ?? null}::text, ${b.klijent?.email ?? null}::text
        FROM usluga u WHERE u.id = ${b.usluga_id}::bigint
      RETURNING id, status
    )
    INSERT INTO zakazivanje_promena (zakazivanje_id, status, razlog, user_id)
    SELECT id, status, NULL, ${b.by_user_id ?? b.user_id}::bigint FROM booking
    RETURNING zakazivanje_id AS id`.execute(trx);
  return rows[0]!.id;
}

/** Sets a booking's status and records who changed it and why. */
export async function setStatus(trx: Executor, id: number, status: ZakazivanjeStatus, by: { userId: number | null; razlog: string | null }): Promise<void> {
  await trx.updateTable('zakazivanje').set({ status }).where('id', '=', id).execute();
  await trx.insertInto('zakazivanje_promena').values({ zakazivanje_id: id, status, razlog: by.razlog, user_id: by.userId }).execute();
}

/**
 * Moves a booking (locked by the caller, under claimSlot's employee locks) to a new interval and
 * employee, with its status after the move, and records the move in its history with the
 * interval and employee it had before: every old time stays on record.
 */
export async function moveBooking(
  trx: Executor,
  id: number,
  to: { zaposleniId: number; start: Date; end: Date; status: ZakazivanjeStatus },
  by: { userId: number },
): Promise<void> {
  await sql`
    WITH old AS (SELECT id, termin, zaposleni_id FROM zakazivanje WHERE id = ${id}),
    moved AS (
      UPDATE zakazivanje z SET termin = tstzrange(${to.start.toISOString()}::timestamptz, ${to.end.toISOString()}::timestamptz),
                               zaposleni_id = ${to.zaposleniId}::bigint, status = ${to.status}::text
        FROM old WHERE z.id = old.id
      RETURNING z.id
    )
    INSERT INTO zakazivanje_promena (zakazivanje_id, status, razlog, user_id, stari_termin, stari_zaposleni_id)
    SELECT old.id, ${to.status}::text, NULL, ${by.userId}::bigint, old.termin, old.zaposleni_id FROM old JOIN moved ON moved.id = old.id`.execute(trx);
}

// ---- idempotency keys ---------------------------------------------------------------------------

/**
 * Claims (user, key) in the booking's transaction. Returns null when the claim is new; otherwise
 * the stored hash and booking of the earlier request (waiting, if that one is still running,
 * until it commits or rolls back: the primary key does the waiting).
 */
export async function claimIdempotencyKey(trx: Executor, userId: number, key: string, requestHash: string) {
  const inserted = await trx
    .insertInto('idempotency_key')
    .values({ user_id: userId, key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return null;
  return trx.selectFrom('idempotency_key').select(['request_hash', 'zakazivanje_id']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
}

export async function forgetOldIdempotencyKeys(db: Executor, olderThanHours: number): Promise<number> {
  const r = await db.deleteFrom('idempotency_key').where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ---- mail recipients ----------------------------------------------------------------------------

export type Recipient = { email: string; jezik: 'sr' | 'en' };

/** The business's address, its owner's (enabled, not erased) and the owner's language, as one json object. */
const recipientsJson = (entitetId: RawBuilder<unknown>) => sql<RecipientAddresses | null>`
  (SELECT json_build_object('entitet_email', e.email, 'owner_email', u.email, 'jezik', u.jezik)
     FROM entitet e LEFT JOIN users u ON u.id = e.owner_user_id AND u.deleted_at IS NULL AND u.enabled
    WHERE e.id = ${entitetId})`;
type RecipientAddresses = { entitet_email: string | null; owner_email: string | null; jezik: 'sr' | 'en' | null };

/** Where mail for the business goes: its owner's address and the business's own, without duplicates. */
export async function businessRecipients(db: Executor, entitetId: number): Promise<Recipient[]> {
  const { rows } = await sql<{ r: RecipientAddresses | null }>`SELECT ${recipientsJson(sql`${entitetId}::bigint`)} AS r`.execute(db);
  return recipientsOf(rows[0]?.r ?? null);
}

function recipientsOf(row: RecipientAddresses | null): Recipient[] {
  if (!row) return [];
  const jezik = row.jezik ?? 'sr';
  const emails = [row.owner_email, row.entitet_email].filter((e): e is string => !!e).map((e) => e.toLowerCase());
  return [...new Set(emails)].map((email) => ({ email, jezik }));
}

// ---- a customer's booking in two statements (claim.ts bookAtOnce) -------------------------------

export type Precheck = {
  /** free_slot_rows for the employee's day, and its md5 (book_slot compares it under the locks) */
  rows: FreeSlotRows;
  rows_hash: string;
  /**
   * The booking as it will be stored, for its mails and the answer: a new id (from the table's
   * sequence), the names, the customer, price, now() as created_at; termin and status are the
   * caller's to fill in. Null when the service does not exist or is not of an existing employee's business.
   */
  booking: BookingRow | null;
  recipients: Recipient[];
  /** whether this user's Idempotency-Key is stored already (a retry of a booking that went through) */
  key_used: boolean;
};

/**
 * Everything a customer's booking decides by and writes with, in one statement: the free-slot
 * rows (schedule/queries.ts freeSlotRows), the booking's view (the same columns as findBooking,
 * over a row not yet inserted: no history, no rating), the business's mail recipients, and
 * whether the Idempotency-Key is stored. It starts with the caller's session check and the hit of
 * the route's per-user limit (identity's sessionCtes through http/access.ts; decision 052), and reads the rest only for
 * a caller the check admits: `pre` is null for anyone else, whom the access rules then refuse.
 */
export async function bookingPrecheck(
  db: Executor,
  b: { entitetId: number; uslugaId: number; zaposleniId: number; datum: string; napomena: string | null; key: string | null },
  session: { userId: number; statement: SessionStatement },
): Promise<{ session: Omit<SessionRow, 'role'> & { role: SessionRow['role'] | null }; pre: Precheck | null }> {
  const { userId, statement } = session;
  const next = sql`
    (SELECT nextval(pg_get_serial_sequence('zakazivanje', 'id')) AS id, u.entitet_id, u.id AS usluga_id, ${b.zaposleniId}::bigint AS zaposleni_id,
            ${userId}::bigint AS user_id, NULL::tstzrange AS termin, u.cena, u.valuta, 'pending'::text AS status, ${b.napomena}::text AS napomena,
            now() AS created_at, NULL::text AS klijent_ime, NULL::text AS klijent_telefon, NULL::text AS klijent_email, NULL::timestamptz AS istice
       FROM usluga u WHERE u.id = ${b.uslugaId}::bigint)`;
  const { rows } = await sql<
    Omit<SessionRow, 'role'> & { role: SessionRow['role'] | null } & Omit<Precheck, 'recipients' | 'rows' | 'rows_hash'> & { rows: string | null; recipients: RecipientAddresses | null }
  >`${sql.raw(preparedAs('booking-precheck'))}
    WITH ${statement.ctes},
    f AS (SELECT ${freeSlotRowsCall({ entitetId: b.entitetId, uslugaId: b.uslugaId, zaposleniId: b.zaposleniId, from: b.datum, to: b.datum })} AS r
            FROM s_row WHERE ${statement.admitted})
    SELECT s_row.role, s_row.enabled, s_row.deleted_at, s_row.token_revoked, s_row.hits, s_row.reset_in_ms,
           p.rows, p.booking, p.recipients, p.key_used
      FROM s_row LEFT JOIN (
        SELECT f.r::text AS rows,
               (SELECT row_to_json(v) FROM (${selectFrom(next, NO_HISTORY)}) v) AS booking,
               ${recipientsJson(sql`${b.entitetId}::bigint`)} AS recipients,
               ${b.key}::text IS NOT NULL AND EXISTS (SELECT 1 FROM idempotency_key WHERE user_id = ${userId}::bigint AND key = ${b.key}::text) AS key_used
          FROM f) p ON true`.execute(db);
  const row = rows[0]!;
  const sessionRow = { role: row.role, enabled: row.enabled, deleted_at: row.deleted_at, token_revoked: row.token_revoked, hits: row.hits, reset_in_ms: row.reset_in_ms };
  if (row.rows === null) return { session: sessionRow, pre: null };
  const read = hashedRows(row.rows);
  return { session: sessionRow, pre: { rows: read.rows, rows_hash: read.hash, booking: row.booking, recipients: recipientsOf(row.recipients), key_used: row.key_used } };
}

export type BookSlot = {
  id: number;
  entitetId: number;
  uslugaId: number;
  zaposleniId: number;
  datum: string;
  userId: number;
  key: string | null;
  requestHash: string;
  /** null: decided against (a retry whose key should be stored); book_slot then only looks at the key */
  rowsHash: string | null;
  validUntil: Date;
  start: Date;
  end: Date;
  status: 'pending' | 'confirmed';
  napomena: string | null;
  istice: Date | null;
  jobs: NewJob[];
};

export type BookSlotResult =
  /** due_jobs: the ids of the jobs enqueued with it that are due at once (its mails), for the worker to claim by id (migration 022) */
  | { outcome: 'created'; created_at: string; cena: number; valuta: string; due_jobs: number[] }
  | { outcome: 'replay'; id: number }
  | { outcome: 'key-reused' };

/** free_slot_rows of one employee's day with its md5, as book_slot compares it (read under claimSlot's locks). */
export async function freeSlotRowsHashed(db: Executor, s: { entitetId: number; uslugaId: number; zaposleniId: number; datum: string }): Promise<{ rows: FreeSlotRows; hash: string }> {
  const { rows } = await sql<{ rows: string }>`${sql.raw(preparedAs('free-slot-rows-hashed'))}
    SELECT ${freeSlotRowsCall({ entitetId: s.entitetId, uslugaId: s.uslugaId, zaposleniId: s.zaposleniId, from: s.datum, to: s.datum })}::text AS rows`.execute(db);
  return hashedRows(rows[0]!.rows);
}

/**
 * free_slot_rows as PostgreSQL's text, parsed, with the md5 book_slot computes of the same text
 * (md5(v_rows::text)). Hashed here rather than in SQL: a statement that names its free_slot_rows
 * column twice (the rows and their md5) had PostgreSQL run the function twice, once for each
 * (the subquery is pulled up into both expressions), 0.13 ms of PostgreSQL's time per booking.
 */
function hashedRows(text: string): { rows: FreeSlotRows; hash: string } {
  return { rows: JSON.parse(text) as FreeSlotRows, hash: createHash('md5').update(text, 'utf8').digest('hex') };
}

/** SQLSTATE of book_slot when the rows under its locks are not those the server decided on. */
export const SCHEDULE_CHANGED = 'ZK001';

/** The database function book_slot (migrations 015, 022): key, locks, check, booking, history, jobs in one statement. */
export async function bookSlot(db: Executor, b: BookSlot): Promise<BookSlotResult> {
  const jobs = JSON.stringify(b.jobs.map((j) => ({ kind: j.kind, payload: j.payload, run_at: j.runAt?.toISOString() ?? null, dedup_key: j.dedupKey ?? null })));
  const { rows } = await sql<{ r: BookSlotResult }>`${sql.raw(preparedAs('book-slot'))}
    SELECT book_slot(${b.id}::bigint, ${b.entitetId}::bigint, ${b.uslugaId}::bigint, ${b.zaposleniId}::bigint, ${b.datum}::date, ${b.userId}::bigint,
                     ${b.key}::text, ${b.requestHash}::text, ${b.rowsHash}::text, ${b.validUntil.toISOString()}::timestamptz,
                     ${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz, ${b.status}::text, ${b.napomena}::text,
                     ${b.istice?.toISOString() ?? null}::timestamptz, ${jobs}::json) AS r`.execute(db);
  return rows[0]!.r;
}
