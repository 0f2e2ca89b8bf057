import { BOOKING_ERRORS } from '@zakazi/contract';
import { instantToWall, minutesOf, wallToInstant } from '@zakazi/contract/calendar';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../../shared/caller.ts';
import { AppError, forbidden, notFound } from '../../shared/errors.ts';
import { enqueueJobs, type NewJob } from '../notifications/index.ts';
import { findBusinessRules, findEmployee, freeSlotRows, freeSlotRowsBatch, lockBusiness, lockEmployees, lockEmployeesOfVisit } from '../schedule/index.ts';
import { expiresAt, expiryJobOf } from './expiry.ts';
import { businessMails, customerMail } from './mails.ts';
import { noticeJob } from './notices.ts';
import * as queries from './queries.ts';
import { assertMovable, moverOf, type Mover } from './moves.ts';
import { clientStanding } from './client-standing.ts';
import { decidePart, decideVisit, type Decided, type RequestedVisit, type Rules } from './slot-rules.ts';
import { bookingSubject, recordAudit } from '../audit/index.ts';
import type { BookingDeps } from './deps.ts';
import { confirmedJobs } from './transitions.ts';

/**
 * THE BOOKING PATH. Every way a time is taken on an employee's calendar — a customer's booking
 * (POST /api/ZakaziTermine), a desk booking by the business, a reschedule — goes through
 * placeBooking, in these steps:
 *   1. check the caller: may this user book (or move) this, before anything is locked (a
 *      customer: their standing at the business, client-standing.ts);
 *   2. in one transaction: an Idempotency-Key seen before answers with its first booking;
 *   3. check the slot: the business (shared) and the employees (exclusive) locked in the lock
 *      order of schedule/queries.ts, then the free-slot rows read and decided on (slot-rules.ts)
 *      while the locks are held — bookings of one employee pass here one at a time, and each
 *      sees every booking committed before it;
 *   4. write the booking (or move it) with its history;
 *   5. notify: its mails and timed jobs enqueued in the same transaction, and after the commit
 *      the job worker told their ids.
 * The exclusion constraint on an employee's live bookings stays the last word (23P01: 409).
 * A visit is a list of parts, one per service with its employee (or any, for a customer's): one
 * booking row per part, all or nothing, under the locks of every employee who may take a part.
 */

/** What is asked. The caller is the one the access hook admitted for the route. */
export type BookingRequest =
  | { kind: 'customer'; caller: AuthUser; entitetId: number; visit: RequestedVisit; napomena: string | null; idempotencyKey: IdempotencyKey | null }
  | { kind: 'desk'; caller: AuthUser; entitetId: number; visit: RequestedVisit; napomena: string | null; klijent: Klijent; outsideHours: boolean }
  | { kind: 'move'; caller: AuthUser; bookingId: number; to: { zaposleniId?: number | undefined; datum: string; vreme: string }; outsideHours: boolean };

/** A desk booking's customer without an account. */
export type Klijent = { ime: string; telefon: string | null; email: string | null };
/** An Idempotency-Key with the hash of the request it came with (a reuse with another body is refused). */
export type IdempotencyKey = { key: string; requestHash: string };

/** The stored bookings (one per part, in order; for a move, the moved ones with the addressed one first); replay: a retry answered with its first booking. */
export type Placed = { bookings: queries.BookingRow[]; replay: boolean; mover: Mover | null };

export async function placeBooking(deps: BookingDeps, request: BookingRequest, now = new Date()): Promise<Placed> {
  const caller = await checkCaller(deps.db, request, now);
  const { placed, dueJobs } = await retryingConflicts(() =>
    deps.db.transaction().execute(async (trx) => {
      const replay = await replayOf(trx, request);
      if (replay) return { placed: replay, dueJobs: [] };
      const slot = await checkSlot(trx, caller, now);
      const written = await write(trx, deps.config, request, caller, slot, now);
      // Only the business's moves go to its audit log: a customer's booking or move pays nothing here.
      if (request.kind === 'move' && caller.mover === 'business') await recordAudit(trx, request.caller, { entitetId: caller.entitetId, radnja: 'termin-pomeren', predmet: moveSubject(written) });
      const dueJobs = await enqueueJobs(trx, jobsOf(deps.config, written, now));
      // A move answers with the addressed part first; a new booking or visit with its parts in order.
      const bookings = written.addressed === undefined ? written.bookings : [...written.bookings].sort((a, b) => Number(b.id === written.addressed) - Number(a.id === written.addressed));
      return { placed: { bookings, replay: false, mover: caller.mover }, dueJobs };
    }),
  );
  deps.jobs.poke(dueJobs);
  return placed;
}

/** A move as the audit log names it: the addressed booking, its earlier and its new local start. */
function moveSubject(w: Written): string {
  const now = w.bookings.find((b) => b.id === w.addressed) ?? w.bookings[0]!;
  const earlier = w.before?.find((b) => b.id === now.id);
  const to = instantToWall(new Date(now.pocetak), now.vremenska_zona);
  return earlier ? `${bookingSubject(now.id, earlier.pocetak, earlier.vremenska_zona)} → ${to.datum} ${to.vreme}` : bookingSubject(now.id, now.pocetak, now.vremenska_zona);
}

// ---- 1. the caller ------------------------------------------------------------------------------

/**
 * What the caller check settled: where, which visit, by whose rules; for a move, who moves it and
 * the bookings it moves (every part of a visit, in order; their current employees are locked too);
 * asRequest: a customer the business takes bookings from only as requests (client-standing.ts).
 */
type Checked = { entitetId: number; visit: RequestedVisit; rules: Rules; mover: Mover | null; moved: queries.BookingRow[] | null; asRequest?: boolean };

/**
 * A customer: the access hook admitted a RegularUser; the business may have blocked them (403
 * client-blocked) or take their bookings only as requests (client-standing.ts). A desk booking: the
 * business's Administrator for any of its employees, or one of its employees for themself (403;
 * 404 for an unknown business). A move: the booking's customer or its business side, a live booking
 * before its start, the customer within the window (moves.ts), and the new employee defaults to
 * the booked one; the business may move it by the desk rules (vanRadnogVremena).
 */
async function checkCaller(db: Db, request: BookingRequest, now: Date): Promise<Checked> {
  const { caller } = request;
  switch (request.kind) {
    case 'customer': {
      const { asRequest } = await clientStanding(db, request.entitetId, caller.id);
      return { entitetId: request.entitetId, visit: request.visit, rules: { kind: 'customer' }, mover: null, moved: null, asRequest };
    }
    case 'desk': {
      const business = await findBusinessRules(db, request.entitetId);
      if (!business) throw notFound('Business');
      const owner = caller.role === 'Administrator' && business.owner_user_id === caller.id;
      const self = async () => {
        const [first, ...rest] = request.visit.parts;
        if (caller.role !== 'Employee' || first!.zaposleniId === null || rest.some((p) => p.zaposleniId !== first!.zaposleniId)) return false;
        const employee = await findEmployee(db, first!.zaposleniId);
        return !!employee && employee.entitet_id === request.entitetId && employee.user_id === caller.id;
      };
      if (!owner && !(await self())) throw forbidden();
      return { entitetId: request.entitetId, visit: request.visit, rules: { kind: 'desk', outsideHours: request.outsideHours }, mover: null, moved: null };
    }
    case 'move': {
      const existing = await queries.findBooking(db, request.bookingId);
      if (!existing) throw notFound('Booking');
      const mover = moverOf(caller, existing);
      if (!mover) throw forbidden();
      // A visit moves whole: every part by the same offset, each with its employee (the addressed
      // part with the new one, if given).
      const moved = existing.poseta_id === null ? [existing] : await queries.bookingsOfVisit(db, existing.poseta_id);
      for (const part of moved) assertMovable(part, mover, now);
      const rules: Rules = mover === 'business' && request.outsideHours ? { kind: 'desk', outsideHours: true } : { kind: 'customer' };
      return { entitetId: existing.entitet_id, visit: visitMovedTo(moved, existing, request.to), rules, mover, moved };
    }
  }
}

/** A moved visit as a request: its first part's new local start, its parts at their offsets, the addressed one's new employee. */
function visitMovedTo(parts: queries.BookingRow[], addressed: queries.BookingRow, to: Extract<BookingRequest, { kind: 'move' }>['to']): RequestedVisit {
  const zone = addressed.vremenska_zona;
  const addressedAt = wallToInstant(to.datum, minutesOf(to.vreme), zone);
  const first = new Date(parts[0]!.pocetak).getTime();
  // A time the clocks skip: left to the rules to refuse, as a booking of one service is.
  const start = addressedAt ? instantToWall(new Date(first + addressedAt.getTime() - new Date(addressed.pocetak).getTime()), zone) : to;
  return {
    datum: start.datum,
    vreme: start.vreme,
    parts: parts.map((p) => ({ uslugaId: p.usluga_id, zaposleniId: p.id === addressed.id ? (to.zaposleniId ?? p.zaposleni_id) : p.zaposleni_id })),
    offsets: parts.map((p) => Math.round((new Date(p.pocetak).getTime() - first) / 60_000)),
  };
}

// ---- 2. the Idempotency-Key ---------------------------------------------------------------------

const keyReused = () => new AppError(409, BOOKING_ERRORS.idempotencyKeyReused, 'This Idempotency-Key was used for a different booking request');
const slotTaken = () => new AppError(409, BOOKING_ERRORS.slotTaken, 'This time is not free (any more); choose another one');

/**
 * Claims the customer's Idempotency-Key first in the transaction (step 1 of the lock order: a
 * concurrent retry with the same key waits here, holding nothing). A key stored already answers:
 * with another body 409 idempotency-key-reused, else the first booking (a replay). A refused
 * booking rolls its key back with it, so a retry after a 409 is decided anew.
 */
async function replayOf(trx: Db, request: BookingRequest): Promise<Placed | null> {
  if (request.kind !== 'customer' || !request.idempotencyKey) return null;
  const { key, requestHash } = request.idempotencyKey;
  const earlier = await queries.claimIdempotencyKey(trx, request.caller.id, key, requestHash);
  if (!earlier) return null;
  if (earlier.request_hash !== requestHash) throw keyReused();
  const first = earlier.zakazivanje_id ? await queries.findBooking(trx, earlier.zakazivanje_id) : undefined;
  if (!first) throw slotTaken(); // the first booking is gone since (its account erased)
  return { bookings: first.poseta_id === null ? [first] : await queries.bookingsOfVisit(trx, first.poseta_id), replay: true, mover: null };
}

// ---- 3. the slot --------------------------------------------------------------------------------

/**
 * Steps 2 and 3 of the lock order (the business shared, every employee of the parts and a moved
 * booking's current one exclusive, in ascending id), then each part decided on the free-slot rows
 * read now: a statement after the locks sees every booking committed before them, and nothing of
 * these employees changes until the commit.
 */
async function checkSlot(trx: Db, checked: Checked, now: Date): Promise<Decided[]> {
  const { entitetId, visit } = checked;
  const movedIds = checked.moved?.map((b) => b.id) ?? [];
  const movedEmployees = checked.moved?.map((b) => b.zaposleni_id) ?? [];
  await lockBusiness(trx, entitetId, 'share');
  const [only] = visit.parts;
  if (visit.parts.length === 1 && only!.zaposleniId !== null) {
    // One service with its employee: that employee (and a moved booking's current one).
    const part = { uslugaId: only!.uslugaId, zaposleniId: only!.zaposleniId, datum: visit.datum, vreme: visit.vreme };
    await lockEmployees(trx, [part.zaposleniId, ...movedEmployees]);
    const rows = await freeSlotRows(trx, { entitetId, uslugaId: part.uslugaId, zaposleniId: part.zaposleniId, from: visit.datum, to: visit.datum });
    return [decidePart(rows, part, checked.rules, now, movedIds[0])];
  }
  // A visit: every employee who may take a part, then the rows of all parts in one statement.
  const pinned = visit.parts.flatMap((p) => (p.zaposleniId === null ? [] : [p.zaposleniId]));
  const anyOf = visit.parts.flatMap((p) => (p.zaposleniId === null ? [p.uslugaId] : []));
  await lockEmployeesOfVisit(trx, entitetId, [...pinned, ...movedEmployees], anyOf);
  const rows = await freeSlotRowsBatch(
    trx,
    visit.parts.map((p) => ({ entitetId, uslugaId: p.uslugaId, zaposleniId: p.zaposleniId ?? undefined, from: visit.datum, to: visit.datum })),
  );
  return decideVisit(rows, visit, checked.rules, now, movedIds);
}

// ---- 4. the write -------------------------------------------------------------------------------

/**
 * What was written: the bookings as they are now, in order; for a move, the addressed booking's id,
 * the bookings as they were and who moved them; the business's mail recipients.
 */
type Written = { request: BookingRequest; bookings: queries.BookingRow[]; addressed?: number; before: queries.BookingRow[] | null; mover: Mover | null; recipients: queries.Recipient[] };

async function write(trx: Db, config: Config, request: BookingRequest, checked: Checked, decided: Decided[], now: Date): Promise<Written> {
  if (request.kind === 'move') return move(trx, config, request, checked, decided, now);
  const bookings: queries.BookingRow[] = [];
  let recipients: queries.Recipient[] = [];
  const visit = decided.length > 1;
  const first = decided[0]!;
  const status = request.kind === 'desk' || (first.business.automatska_potvrda && !checked.asRequest) ? 'confirmed' : 'pending';
  // A pending request expires counted from now (a few milliseconds before its created_at), a
  // visit as one: by its first part's start.
  const istice = expiresAt({ status, promenjeno: null, created_at: now, pocetak: first.part.start, minimalna_najava_minuta: first.business.minimalna_najava_minuta }, config);
  for (const { part } of decided) {
    const inserted = await queries.insertBooking(trx, {
      usluga_id: part.uslugaId,
      zaposleni_id: part.zaposleniId,
      user_id: request.kind === 'customer' ? request.caller.id : null,
      ...(request.kind === 'desk' ? { klijent: request.klijent, by_user_id: request.caller.id } : {}),
      start: part.start,
      end: part.end,
      status,
      napomena: request.napomena,
      istice,
      // the key's booking: the first part's
      idempotencyKey: request.kind === 'customer' && request.idempotencyKey && !bookings.length ? request.idempotencyKey.key : null,
      poseta: visit ? (bookings[0]?.poseta_id ?? 'new') : null,
      pospremanjeMinuta: part.pospremanjeMinuta,
    });
    bookings.push(inserted.booking);
    // The business hears of a customer's booking; its own people know what they entered at the desk.
    if (request.kind === 'customer') recipients = inserted.recipients;
  }
  return { request, bookings, before: null, mover: null, recipients };
}

/**
 * A move: the booking rows locked now (step 5 of the lock order, after the employees: every part
 * of a visit, in order of start) and checked again — they may have changed since the caller
 * check: an employee (then the locks held are not that employee's: refuse rather than move it
 * unlocked), status, start or owner. A customer's move of a confirmed booking makes it pending
 * again unless the business confirms automatically; a move by the business keeps the status. A
 * pending booking's expiry follows the new time (a visit's, its first part's).
 */
async function move(trx: Db, config: Config, request: Extract<BookingRequest, { kind: 'move' }>, checked: Checked, decided: Decided[], now: Date): Promise<Written> {
  const mover = checked.mover!;
  const moved = checked.moved!;
  const posetaId = moved[0]!.poseta_id;
  const current = posetaId === null ? [await queries.findBooking(trx, request.bookingId, true)] : await queries.lockVisit(trx, posetaId);
  const changed = () => new AppError(409, BOOKING_ERRORS.slotTaken, 'The booking changed meanwhile; please try again');
  if (current.length !== moved.length) throw changed();
  for (const [i, row] of current.entries()) {
    if (!row) throw notFound('Booking');
    if (row.id !== moved[i]!.id || row.zaposleni_id !== moved[i]!.zaposleni_id) throw changed();
    // Who may move it is decided by the addressed part (an owner's or its employee's calendar moves the whole visit).
    if (row.id === request.bookingId && moverOf(request.caller, row) !== mover) throw forbidden();
    assertMovable(row, mover, now);
  }
  const before = current as queries.BookingRow[];
  const { business } = decided[0]!;
  const after: queries.BookingRow[] = [];
  let istice: Date | null = null;
  for (const [i, row] of before.entries()) {
    const { part } = decided[i]!;
    const status = mover === 'customer' && row.status === 'confirmed' && !business.automatska_potvrda ? 'pending' : row.status;
    await queries.moveBooking(trx, row.id, { zaposleniId: part.zaposleniId, start: part.start, end: part.end, status }, { userId: request.caller.id });
    let movedRow = (await queries.findBooking(trx, row.id))!;
    istice ??= expiresAt(movedRow, config);
    if (istice && movedRow.status === 'pending') {
      await queries.setExpiry(trx, row.id, istice);
      movedRow = { ...movedRow, istice };
    }
    after.push(movedRow);
  }
  // The business hears of a customer's move; its own people know what they moved.
  const recipients = mover === 'customer' ? await queries.businessRecipients(trx, after[0]!.entitet_id) : [];
  // The addressed part first (the route answers with it); the mails take the parts in order.
  return { request, bookings: after, addressed: request.bookingId, before, mover, recipients };
}

// ---- 5. notify ----------------------------------------------------------------------------------

/**
 * Who hears of it (mails.ts says why): the customer always (if they have an address and want
 * mails of changes); the business of a customer's booking or move; a visit in one mail naming
 * every part. A confirmed booking gets its reminder (a visit's with its first part) and automatic
 * completion, a pending one its expiry (a visit's with its first part, expiring every part); a
 * move moves them (dedup keys).
 */
function jobsOf(config: Config, w: Written, now: Date): NewJob[] {
  const jobs: NewJob[] = [];
  const first = w.bookings[0]!;
  const confirmed = first.status === 'confirmed';
  const earlier = w.before?.[0];
  const ranije = earlier ? instantToWall(new Date(earlier.pocetak), earlier.vremenska_zona) : undefined;
  const customerEvent = w.before ? (confirmed ? 'rescheduled' : 'rescheduledPending') : confirmed ? 'confirmed' : 'pending';
  const toCustomer = customerMail(config, w.bookings, customerEvent, ranije);
  if (toCustomer) jobs.push(toCustomer);
  const businessEvent = w.before ? 'rescheduled' : confirmed ? 'newConfirmed' : 'newPending';
  jobs.push(...businessMails(config, w.bookings, businessEvent, w.recipients, ranije));
  for (const [i, row] of w.bookings.entries()) {
    if (row.status === 'confirmed') jobs.push(...confirmedJobs(row, now, { reminder: i === 0 }));
    else if (row.istice && i === 0) jobs.push(expiryJobOf(row.id, new Date(row.istice)));
    // Each part's employee hears of it; the customer once for the visit.
    jobs.push(noticeJob(noticeOf(w, row, w.before?.[i], ranije, i === 0)));
  }
  return jobs;
}

/**
 * The pushes, SMS and the employee's notice of a booking or move (notices.ts): the customer hears
 * on the short channels only of a move by the business (their own booking or move they know of,
 * and its mail confirms it); the employee of anything someone else did.
 */
function noticeOf(w: Written, row: queries.BookingRow, previous: queries.BookingRow | undefined, ranije: { datum: string; vreme: string } | undefined, tellCustomer: boolean) {
  const actor = w.request.caller.id;
  if (!w.before) return { id: row.id, staff: 'staffNew' as const, actor, businessMailed: w.recipients.length > 0 };
  return {
    id: row.id,
    ...(w.mover === 'business' && tellCustomer ? { customer: 'movedByBusiness' as const } : {}),
    staff: 'staffMoved' as const,
    actor,
    businessMailed: w.recipients.length > 0,
    ...(ranije ? { ranije } : {}),
    // Moved to another employee: the one who had it hears too (notices.ts).
    ...(previous && previous.zaposleni_id !== row.zaposleni_id ? { ranijiZaposleni: previous.zaposleni_user_id } : {}),
  };
}

// ---- the database's answers ---------------------------------------------------------------------

/**
 * Errors after which the whole transaction may run again: deadlock_detected (40P01) and
 * serialization_failure (40001). The booking path takes its locks in the global order, so it
 * should meet neither; a writer elsewhere that breaks the order, or a database configured for
 * serializable transactions, must still not turn a booking into a 500.
 */
const RETRYABLE = new Set(['40P01', '40001']);
/** exclusion_violation: the constraint refused an overlapping live booking. */
const OVERLAP = '23P01';
export const CLAIM_ATTEMPTS = 3;

const sqlState = (err: unknown) => (err as { code?: unknown } | null)?.code;

/**
 * Runs a booking transaction (`run` begins and commits it, so each attempt is a fresh one) and
 * answers for the database: an overlap refused by the exclusion constraint is 409 slot-taken at
 * once; a deadlock or serialisation failure runs it again, up to `attempts` times in all, and
 * then is 409 slot-taken too (the time was fought over; the customer picks again). Every other
 * error passes through.
 */
export async function retryingConflicts<T>(run: () => Promise<T>, attempts = CLAIM_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = sqlState(err);
      if (code === OVERLAP) throw slotTaken();
      if (typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
      if (attempt >= attempts) throw slotTaken();
    }
  }
}
