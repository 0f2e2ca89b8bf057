import { sql, type RawBuilder } from 'kysely';
import { preparedAs, type Db as Executor } from '../../db/database.ts';
import type { ZakazivanjeStatus } from '../../db/schema.ts';

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
  /** whether the customer takes notices by mail at all (kanali.email; a walk-in: true) */
  korisnik_kanal_email: boolean;
  adresa: string | null;
  /** the customer's cancellation and reschedule window of the business, in hours */
  otkazivanje_sati: number;
  automatska_potvrda: boolean;
  minimalna_najava_minuta: number;
  /** when the booking last changed (status or time): a pending request waits from then */
  promenjeno: Date | null;
  /** when this pending request expires (null: not pending, or no expiry scheduled) */
  istice: Date | null;
  /** the calendar entry's SEQUENCE: grows with every change and every mailed entry (migration 023) */
  kalendar_sekvenca: number;
  /** the visit of several services this booking is a part of; null for a booking of one service (migration 025) */
  poseta_id: number | null;
  /** the service's cleanup when booked: the employee stays busy that long after the end */
  pospremanje_minuta: number;
};

/** A stored booking's history and rating: its last change (reason, time), whether it was rated. */
const HISTORY = sql`
         (SELECT p.razlog FROM zakazivanje_promena p WHERE p.zakazivanje_id = z.id ORDER BY p.id DESC LIMIT 1) AS razlog,
         EXISTS (SELECT 1 FROM utisak t WHERE t.zakazivanje_id = z.id) AS ocenjeno,
         (SELECT p.created_at FROM zakazivanje_promena p WHERE p.zakazivanje_id = z.id ORDER BY p.id DESC LIMIT 1) AS promenjeno`;
/** A booking's columns as BookingRow, from `source` (the table, or a booking just inserted: insertBooking) with `history`. */
const selectFrom = (source: RawBuilder<unknown>, history: RawBuilder<unknown> = HISTORY) => sql`
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
         coalesce(us.promene_statusa, true) AS korisnik_promene_statusa, coalesce(us.kanal_email, true) AS korisnik_kanal_email,
         (SELECT concat_ws(', ', concat_ws(' ', a.ulica, a.broj), concat_ws(' ', a.postanski_broj, a.grad)) FROM adresa a WHERE a.entitet_id = e.id) AS adresa,
         e.otkazivanje_sati, e.automatska_potvrda, e.minimalna_najava_minuta,
         CASE WHEN z.status = 'pending' THEN z.istice END AS istice, z.kalendar_sekvenca, z.poseta_id, z.pospremanje_minuta,
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

/** One booking (forUpdate: its row locked first, step 5 of the lock order). Prepared: every booking reads its new row through it. */
export async function findBooking(db: Executor, id: number, forUpdate = false): Promise<BookingRow | undefined> {
  if (forUpdate) await sql`SELECT 1 FROM zakazivanje WHERE id = ${id} FOR UPDATE`.execute(db);
  const { rows } = await sql<BookingRow>`${sql.raw(preparedAs('find-booking'))} ${SELECT} WHERE z.id = ${id}::bigint`.execute(db);
  return rows[0];
}

/** Every part of a visit, in order of start (then id). */
export async function bookingsOfVisit(db: Executor, posetaId: number): Promise<BookingRow[]> {
  return select(db, sql`z.poseta_id = ${posetaId}::bigint`, sql`ORDER BY lower(z.termin), z.id`);
}

/** Locks every part of a visit (step 5 of the lock order: in order of start, then id) and reads them, in that order. */
export async function lockVisit(db: Executor, posetaId: number): Promise<BookingRow[]> {
  await sql`SELECT 1 FROM zakazivanje WHERE poseta_id = ${posetaId}::bigint ORDER BY lower(termin), id FOR UPDATE`.execute(db);
  return bookingsOfVisit(db, posetaId);
}

export async function bookingsOfUser(db: Executor, userId: number): Promise<BookingRow[]> {
  return select(db, sql`z.user_id = ${userId}`, sql`ORDER BY lower(z.termin) DESC, z.id DESC LIMIT 500`);
}

/**
 * One page of the user's appointments ("Moji termini"): upcoming ones (pending or confirmed, not
 * started) soonest first, or the others newest first; with how many there are of that kind, as
 * bookings (a visit's parts each count) and as visits (a visit of several services counts once).
 * Paged by visit, so a visit's parts of that kind are on one page, next to each other: `limit`
 * visits (a single booking is a visit of its own), ordered by their first start (upcoming) or
 * their last (the rest, newest first), each with all its parts of that kind.
 */
export async function pageOfUserBookings(db: Executor, userId: number, upcoming: boolean, limit: number, offset: number): Promise<{ rows: BookingRow[]; total: number; visits: number }> {
  const kind = upcoming
    ? sql`z.status IN ('pending', 'confirmed') AND lower(z.termin) > now()`
    : sql`NOT (z.status IN ('pending', 'confirmed') AND lower(z.termin) > now())`;
  const withinVisit = upcoming ? sql`lower(z.termin), z.id` : sql`lower(z.termin) DESC, z.id DESC`;
  const visitOrder = upcoming ? sql`ORDER BY min(lower(z.termin)), min(z.id)` : sql`ORDER BY max(lower(z.termin)) DESC, max(z.id) DESC`;
  const { rows: page } = await sql<{ visit: string }>`
    SELECT ${VISIT} AS visit FROM zakazivanje z WHERE z.user_id = ${userId} AND ${kind}
     GROUP BY 1 ${visitOrder} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const visits = page.map((v) => v.visit);
  // The page's parts in its visits' order, and within a visit in the list's.
  const rows = visits.length === 0 ? [] : await select(
    db,
    sql`z.user_id = ${userId} AND ${kind} AND ${VISIT} = ANY(${visits}::bigint[])`,
    sql`ORDER BY array_position(${visits}::bigint[], ${VISIT}), ${withinVisit}`,
  );
  const { rows: counted } = await sql<{ n: number; visits: number }>`
    SELECT count(*)::int AS n, count(DISTINCT ${VISIT})::int AS visits
      FROM zakazivanje z WHERE z.user_id = ${userId} AND ${kind}`.execute(db);
  return { rows, total: counted[0]?.n ?? 0, visits: counted[0]?.visits ?? 0 };
}

/**
 * A booking's visit as pageOfUserBookings numbers it: its poseta_id, or, for a single booking (no
 * poseta_id), its own negated id, which keeps it apart from every visit's number.
 */
const VISIT = sql`coalesce(z.poseta_id, -z.id)`;

/** The phone and address of each of these businesses (an address may be missing). */
export async function placesOf(db: Executor, entitetIds: number[]) {
  if (!entitetIds.length) return [];
  const { rows } = await sql<{ id: number; telefon: string | null; ulica: string | null; broj: string | null; grad: string | null; latitude: number | null; longitude: number | null }>`
    SELECT e.id, e.telefon, a.ulica, a.broj, a.grad, a.latitude, a.longitude
      FROM entitet e LEFT JOIN adresa a ON a.entitet_id = e.id
     WHERE e.id = ANY(${entitetIds}::bigint[])
     ORDER BY e.id`.execute(db);
  return rows;
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
  /** when a pending request expires (expiry.ts expiresAt); null otherwise */
  istice?: Date | null;
  /** the customer's Idempotency-Key (claimed earlier in the transaction), to point at this booking */
  idempotencyKey?: string | null;
  /** a part of a visit: 'new' takes the next visit number (the first part), a number joins that visit; null for one service */
  poseta?: 'new' | number | null;
  /** the service's cleanup: the employee stays busy that long after the end */
  pospremanjeMinuta?: number;
};

/**
 * Inserts a booking of the service at its business, price and currency (read here: the caller
 * holds the business row, which the owner's price changes lock too), its first history row (made
 * by the booking user) and, with an Idempotency-Key, the key's booking; answers with the booking
 * as findBooking reads it (a new booking: no reason, no rating, changed when made) and the
 * business's mail recipients. One statement. Only through place.ts placeBooking, under the
 * employee's lock; the exclusion constraint (23P01) stays the last word should anything overlap.
 */
export async function insertBooking(trx: Executor, b: NewBooking): Promise<{ booking: BookingRow; recipients: Recipient[] }> {
  const { rows } = await sql<BookingRow & { recipients: RecipientAddresses | null }>`${sql.raw(preparedAs('insert-booking'))}
    WITH booking AS (
      INSERT INTO zakazivanje (entitet_id, usluga_id, zaposleni_id, user_id, termin, cena, valuta, status, napomena, istice, klijent_ime, klijent_telefon, klijent_email,
                               poseta_id, pospremanje_minuta)
      SELECT u.entitet_id, u.id, ${b.zaposleni_id}::bigint, ${b.user_id}::bigint,
             tstzrange(${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz), u.cena, u.valuta, ${b.status}::text, ${b.napomena}::text,
             ${b.istice?.toISOString() ?? null}::timestamptz, ${b.klijent?.ime ?? null}::text, ${b.klijent?.telefon ?? null}::text, ${b.klijent?.email ?? null}::text,
             CASE WHEN ${b.poseta === 'new'}::boolean THEN nextval('poseta_id_seq') ELSE ${typeof b.poseta === 'number' ? b.poseta : null}::bigint END,
             ${b.pospremanjeMinuta ?? 0}::int
        FROM usluga u WHERE u.id = ${b.usluga_id}::bigint
      RETURNING *
    ),
    keyed AS (
      UPDATE idempotency_key SET zakazivanje_id = booking.id FROM booking
       WHERE idempotency_key.user_id = ${b.user_id}::bigint AND idempotency_key.key = ${b.idempotencyKey ?? null}::text
    ),
    history AS (
      INSERT INTO zakazivanje_promena (zakazivanje_id, status, razlog, user_id)
      SELECT id, status, NULL, ${b.by_user_id ?? b.user_id}::bigint FROM booking
      RETURNING created_at
    )
    SELECT v.*, ${recipientsJson(sql`v.entitet_id`)} AS recipients
      FROM (${selectFrom(sql`booking`, sql`NULL::text AS razlog, false AS ocenjeno, (SELECT created_at FROM history) AS promenjeno`)}) v`.execute(trx);
  const { recipients, ...booking } = rows[0]!;
  return { booking, recipients: recipientsOf(recipients) };
}

/** Sets a booking's status (a new version of its calendar entry) and records who changed it and why. */
export async function setStatus(trx: Executor, id: number, status: ZakazivanjeStatus, by: { userId: number | null; razlog: string | null }): Promise<void> {
  await trx
    .updateTable('zakazivanje')
    .set((eb) => ({ status, kalendar_sekvenca: eb('kalendar_sekvenca', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await trx.insertInto('zakazivanje_promena').values({ zakazivanje_id: id, status, razlog: by.razlog, user_id: by.userId }).execute();
}

/**
 * Moves a booking (locked by the caller, under placeBooking's employee locks) to a new interval and
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
                               zaposleni_id = ${to.zaposleniId}::bigint, status = ${to.status}::text,
                               kalendar_sekvenca = z.kalendar_sekvenca + 1
        FROM old WHERE z.id = old.id
      RETURNING z.id
    )
    INSERT INTO zakazivanje_promena (zakazivanje_id, status, razlog, user_id, stari_termin, stari_zaposleni_id)
    SELECT old.id, ${to.status}::text, NULL, ${by.userId}::bigint, old.termin, old.zaposleni_id FROM old JOIN moved ON moved.id = old.id`.execute(trx);
}

/** When a pending booking expires (expiry.ts expiresAt), stored with it: the owner's inbox shows it and the job decides by it. */
export async function setExpiry(trx: Executor, id: number, istice: Date): Promise<void> {
  await trx.updateTable('zakazivanje').set({ istice }).where('id', '=', id).execute();
}

/**
 * A new version of the booking's calendar entry without a change of the booking (a reminder
 * mails the entry again): SEQUENCE must still grow past every version sent before.
 */
export async function nextCalendarVersion(trx: Executor, id: number): Promise<void> {
  await trx.updateTable('zakazivanje').set((eb) => ({ kalendar_sekvenca: eb('kalendar_sekvenca', '+', 1) })).where('id', '=', id).execute();
}

// ---- idempotency keys ---------------------------------------------------------------------------

/**
 * Claims (user, key) in the booking's transaction. Returns null when the claim is new; otherwise
 * the stored hash and booking of the earlier request (waiting, if that one is still running,
 * until it commits or rolls back: the primary key does the waiting).
 */
export async function claimIdempotencyKey(trx: Executor, userId: number, key: string, requestHash: string) {
  const { rows } = await sql`${sql.raw(preparedAs('claim-idempotency-key'))}
    INSERT INTO idempotency_key (user_id, key, request_hash) VALUES (${userId}::bigint, ${key}::text, ${requestHash}::text)
    ON CONFLICT (user_id, key) DO NOTHING RETURNING key`.execute(trx);
  if (rows.length) return null;
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

// ---- the daily summary (daily-summary.ts) ----------------------------------------------------------

/**
 * Whom a daily summary is for: the hour they chose and their business's time zone (a business they
 * own first, else the one they work at); undefined when they have no business or no account.
 */
export async function summaryTargetOf(db: Executor, userId: number): Promise<{ hour: number | null; zone: string } | undefined> {
  const { rows } = await sql<{ hour: number | null; zone: string }>`
    SELECT u.posao_dnevni_pregled AS hour, e.vremenska_zona AS zone
      FROM users u
      JOIN entitet e ON e.owner_user_id = u.id OR e.id IN (SELECT zp.entitet_id FROM zaposleni zp WHERE zp.user_id = u.id AND zp.aktivan)
     WHERE u.id = ${userId} AND u.deleted_at IS NULL
     ORDER BY (e.owner_user_id = u.id) DESC, e.id
     LIMIT 1`.execute(db);
  return rows[0];
}

/** The live bookings starting in [from, to) that the person serves or whose business they own, by start. */
export function summaryBookingsOf(db: Executor, userId: number, from: Date, to: Date): Promise<BookingRow[]> {
  return select(
    db,
    sql`z.status IN ('pending', 'confirmed') AND lower(z.termin) >= ${from} AND lower(z.termin) < ${to} AND (zp.user_id = ${userId} OR e.owner_user_id = ${userId})`,
    sql`ORDER BY lower(z.termin), z.id`,
  );
}

/** Forgets the person's waiting summary jobs (a new hour, or none, replaces them). */
export async function deleteWaitingSummaries(db: Executor, kind: string, userId: number): Promise<void> {
  await sql`DELETE FROM job WHERE kind = ${kind} AND done_at IS NULL AND failed_at IS NULL AND payload->>'userId' = ${String(userId)}`.execute(db);
}

// ---- clients' standing at a business (client-standing.ts, issue 28 item 5) ----------------------

/** A client's key in a business's clients list and blocks: 'u' || the account's id. */
const accountKey = (userId: number) => `u${userId}`;

/** Whether the business blocked the account, its rule for clients who did not show, their no-shows there and its phone. Prepared, as the booking path's other statements are. */
export async function standingAt(db: Executor, entitetId: number, userId: number) {
  const { rows } = await sql<{ blokiran: boolean; zahtev: boolean; nedolasci: number; telefon: string | null }>`${sql.raw(preparedAs('client-standing'))}
    SELECT EXISTS (SELECT 1 FROM klijent_blokada b WHERE b.entitet_id = e.id AND b.klijent = ${accountKey(userId)}::text) AS blokiran,
           coalesce((SELECT p.zahtev_posle_nedolazaka FROM klijent_pravila p WHERE p.entitet_id = e.id), false) AS zahtev,
           (SELECT count(*)::int FROM zakazivanje z WHERE z.user_id = ${userId}::bigint AND z.entitet_id = e.id AND z.status = 'noShow') AS nedolasci,
           e.telefon
      FROM entitet e WHERE e.id = ${entitetId}::bigint`.execute(db);
  return rows[0];
}

/** Whether the account ever booked at the business (only a client can be blocked). */
export async function hasBookedAt(db: Executor, entitetId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('zakazivanje').select('id').where('entitet_id', '=', entitetId).where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export function clientNameOf(db: Executor, userId: number) {
  return db.selectFrom('users').select(['ime', 'prezime']).where('id', '=', userId).executeTakeFirst();
}

export async function setClientBlock(trx: Executor, entitetId: number, klijent: string, blocked: boolean): Promise<void> {
  if (blocked) await trx.insertInto('klijent_blokada').values({ entitet_id: entitetId, klijent }).onConflict((oc) => oc.doNothing()).execute();
  else await trx.deleteFrom('klijent_blokada').where('entitet_id', '=', entitetId).where('klijent', '=', klijent).execute();
}

/** Each account's no-shows at the business and whether it blocked them. */
export async function clientBlocksAndNoShows(db: Executor, entitetId: number, userIds: number[]) {
  const { rows } = await sql<{ user_id: number; nedolasci: number; blokiran: boolean }>`
    SELECT u.id AS user_id,
           (SELECT count(*)::int FROM zakazivanje z WHERE z.user_id = u.id AND z.entitet_id = ${entitetId} AND z.status = 'noShow') AS nedolasci,
           EXISTS (SELECT 1 FROM klijent_blokada b WHERE b.entitet_id = ${entitetId} AND b.klijent = 'u' || u.id) AS blokiran
      FROM unnest(${userIds}::bigint[]) AS u(id)
     ORDER BY u.id`.execute(db);
  return rows;
}

/** The business's "as a request after no-shows" rule; undefined when it never set one. */
export async function clientRulesOf(db: Executor, entitetId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('klijent_pravila').select('zahtev_posle_nedolazaka').where('entitet_id', '=', entitetId).executeTakeFirst();
  return row?.zahtev_posle_nedolazaka;
}

export async function writeClientRules(db: Executor, entitetId: number, asRequest: boolean): Promise<void> {
  await db
    .insertInto('klijent_pravila')
    .values({ entitet_id: entitetId, zahtev_posle_nedolazaka: asRequest })
    .onConflict((oc) => oc.column('entitet_id').doUpdateSet({ zahtev_posle_nedolazaka: asRequest, updated_at: new Date() }))
    .execute();
}
