import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { BOOKING_ERRORS, type BookBody } from '@zakazi/contract';
import type { AuthUser, PendingSession } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewJob } from '../notifications/index.ts';
import type { FreeSlotRows } from '../schedule/index.ts';
import { claimSlot, decideSlot, retryingConflicts, type ClaimedSlot, type SlotRequest } from './claim.ts';
import { expiresAt, expiryJobOf } from './expiry.ts';
import { businessMails, customerMail } from './mails.ts';
import * as queries from './queries.ts';
import type { BookingDeps } from './service.ts';
import { confirmedJobs } from './transitions.ts';

type Body = z.output<typeof BookBody>;
type Executor = Kysely<Database>;

const slotTaken = () => new AppError(409, BOOKING_ERRORS.slotTaken, 'This time is not free (any more); choose another one');
const keyReused = () => new AppError(409, BOOKING_ERRORS.idempotencyKeyReused, 'This Idempotency-Key was used for a different booking request');

/**
 * A customer's booking in two statements, its session check and rate limit included
 * (docs/decisions/046-booking-in-one-statement.md, 052):
 *   1. queries.bookingPrecheck checks the caller's session and counts the per-user limit (the
 *      access hook verified only the token: http/access.ts sessionInStatement), then reads the free-slot rows with everything the booking writes and
 *      answers with (names, customer, recipients, a new id), without locks;
 *   2. the server decides on those rows by the rules of slobodni-termini (claim.ts decideSlot:
 *      404, 400 not-bookable, 409 slot-taken), renders the mails and jobs, and sends them with
 *      the booking to the database function book_slot: the Idempotency-Key, the business row
 *      (shared) and the employee row (exclusive) in the lock order of schedule/queries.ts, the
 *      same rows read again under the locks and compared by md5, then the inserts — what
 *      claimSlot does in five statements and a transaction.
 * When the rows under the locks differ (another booking of the employee committed meanwhile, a
 * day off, the minimum notice passed), book_slot rolls back and returns them (SQLSTATE ZK001):
 * the server decides again on them. A refusal is the answer (the loser of a fight for one time
 * gets its 409 here); a time still free — the employee's day changed elsewhere — is booked by
 * claimSlot in a transaction (inTurn), where the decision is made while the lock is held, so
 * bookings of one employee that all pass the first check take turns without starving.
 * A request for a taken time is answered after statement 1, unless its Idempotency-Key is stored:
 * then book_slot decides by the key (replay or idempotency-key-reused).
 */
export async function bookAtOnce(deps: BookingDeps, caller: PendingSession, body: Body, idempotencyKey?: string): Promise<{ booking: queries.BookingRow; replay: boolean }> {
  const { booking, replay, dueJobs } = await decideAndStore(deps, caller, body, idempotencyKey);
  // The booking's mails by id: a primary-key claim, not a scan of the due index (decision 055).
  if (!replay) deps.jobs.poke(dueJobs);
  return { booking, replay };
}

/** A stored booking, or the first one of a replayed key; dueJobs: the ids of the jobs due at once that it enqueued. */
type Stored = { booking: queries.BookingRow; replay: boolean; dueJobs: number[] };

async function decideAndStore(deps: BookingDeps, caller: PendingSession, body: Body, idempotencyKey?: string): Promise<Stored> {
  const key = idempotencyKey ?? null;
  const napomena = body.napomena?.length ? body.napomena : null;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([body.entitetId, body.uslugaId, body.zaposleniId, body.datum, body.vreme, body.napomena ?? null]))
    .digest('hex');
  const slot: SlotRequest = { entitetId: body.entitetId, uslugaId: body.uslugaId, zaposleniId: body.zaposleniId, datum: body.datum, vreme: body.vreme };
  const checked = await queries.bookingPrecheck(deps.db, { ...slot, napomena, key }, caller);
  // 401, 403 or 429 exactly as the access hook answers them; the precheck read nothing else for those.
  const { role, ...state } = checked.session;
  const user = caller.admit(role === null ? undefined : { ...state, role });
  const pre = checked.pre;
  if (!pre) throw new Error('booking precheck: an admitted caller without the precheck');
  const request: BookRequest = { deps, slot, user, key, requestHash, napomena, pre };

  let claimed: ClaimedSlot | null = null;
  try {
    claimed = decideSlot(pre.rows, slot, new Date());
  } catch (err) {
    // A retry of a booking that went through finds its own booking in the way: the key decides.
    const mayBeReplay = pre.key_used && err instanceof AppError && err.code === BOOKING_ERRORS.slotTaken;
    if (!mayBeReplay) throw err;
  }
  try {
    return await retryingConflicts(() => store(deps.db, request, claimed, claimed ? pre.rows_hash : null));
  } catch (err) {
    if (sqlState(err) !== queries.SCHEDULE_CHANGED) throw err;
    decideSlot(JSON.parse((err as { detail: string }).detail) as FreeSlotRows, slot, new Date());
    return inTurn(request);
  }
}

type BookRequest = {
  deps: BookingDeps;
  slot: SlotRequest;
  user: AuthUser;
  key: string | null;
  requestHash: string;
  napomena: string | null;
  pre: queries.Precheck;
};

const sqlState = (err: unknown) => (err as { code?: unknown } | null)?.code;

/**
 * The booking through claimSlot: the key, then the locks, then the rows read and decided on
 * while they are held, then book_slot in the same transaction (its key and locks are this
 * transaction's already; its rows are those just decided on).
 */
function inTurn(r: BookRequest): Promise<Stored> {
  return retryingConflicts(() =>
    r.deps.db.transaction().execute(async (trx) => {
      if (r.key) {
        const earlier = await queries.claimIdempotencyKey(trx, r.user.id, r.key, r.requestHash);
        if (earlier && earlier.request_hash !== r.requestHash) throw keyReused();
        const first = earlier?.zakazivanje_id ? await queries.findBooking(trx, earlier.zakazivanje_id) : undefined;
        if (first) return { booking: first, replay: true, dueJobs: [] };
      }
      let rowsHash = '';
      const check = async (db: Executor, slot: SlotRequest, now: Date) => {
        const read = await queries.freeSlotRowsHashed(db, slot);
        rowsHash = read.hash;
        return decideSlot(read.rows, slot, now);
      };
      try {
        return await claimSlot(trx, r.slot, (claimed) => store(trx, r, claimed, rowsHash), new Date(), check);
      } catch (err) {
        // Only the minimum notice can pass between the check and book_slot's: the time is gone.
        if (sqlState(err) === queries.SCHEDULE_CHANGED) throw slotTaken();
        throw err;
      }
    }),
  );
}

/** book_slot with the decided slot (null: only the stored key can answer) and its outcome. */
async function store(db: Executor, r: BookRequest, claimed: ClaimedSlot | null, rowsHash: string | null): Promise<Stored> {
  const { deps, pre } = r;
  const booking = claimed && pre.booking ? newBooking(deps.config, pre.booking, claimed) : null;
  const result = await queries.bookSlot(db, {
    id: pre.booking?.id ?? 0,
    ...r.slot,
    userId: r.user.id,
    key: r.key,
    requestHash: r.requestHash,
    rowsHash: booking ? rowsHash : null,
    validUntil: claimed ? new Date(claimed.start.getTime() - claimed.business.minimalna_najava_minuta * 60_000) : new Date(0),
    start: claimed?.start ?? new Date(0),
    end: claimed?.end ?? new Date(0),
    status: booking?.status === 'confirmed' ? 'confirmed' : 'pending',
    napomena: r.napomena,
    istice: booking?.istice ? new Date(booking.istice) : null,
    jobs: booking ? jobsOf(deps, booking, pre.recipients) : [],
  });
  if (result.outcome === 'key-reused') throw keyReused();
  if (result.outcome === 'replay') {
    const first = await queries.findBooking(db, result.id);
    if (!first) throw slotTaken(); // the first booking is gone since (its key with it)
    return { booking: first, replay: true, dueJobs: [] };
  }
  const stored = { ...booking!, created_at: new Date(result.created_at), cena: Number(result.cena), valuta: result.valuta };
  return { booking: stored, replay: false, dueJobs: result.due_jobs };
}

/** The booking about to be stored: the precheck's view of it with the decided time and status. */
function newBooking(config: BookingDeps['config'], view: queries.BookingRow, claimed: ClaimedSlot): queries.BookingRow {
  const row: queries.BookingRow = { ...view, pocetak: claimed.start, kraj: claimed.end, status: claimed.business.automatska_potvrda ? 'confirmed' : 'pending' };
  // A pending request expires counted from now() of the precheck: a few milliseconds before its created_at.
  return { ...row, istice: expiresAt(row, config) };
}

/** The jobs a new booking enqueues with it: the customer's and the business's mails, then reminder and completion, or expiry. */
function jobsOf(deps: BookingDeps, row: queries.BookingRow, recipients: queries.Recipient[]): NewJob[] {
  const confirmed = row.status === 'confirmed';
  const jobs: NewJob[] = [];
  const toCustomer = customerMail(deps.config, row, confirmed ? 'confirmed' : 'pending', confirmed ? 'publish' : 'none');
  if (toCustomer) jobs.push(toCustomer);
  jobs.push(...businessMails(deps.config, row, confirmed ? 'newConfirmed' : 'newPending', recipients));
  if (confirmed) jobs.push(...confirmedJobs(row));
  else if (row.istice) jobs.push(expiryJobOf(row.id, new Date(row.istice)));
  return jobs;
}
