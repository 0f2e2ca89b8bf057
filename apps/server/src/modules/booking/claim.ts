import type { Kysely } from 'kysely';
import { BOOKING_ERRORS } from '@zakazi/contract';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { availabilityFrom, insideWorkingDay, isWithinHorizon } from '../schedule/index.ts';
import { instantToWall, minutesOf, wallToInstant } from '@zakazi/contract/calendar';
// The schedule module's reads and row locks that a booking needs, from its public face.
import * as scheduleQueries from '../schedule/index.ts';

type Executor = Kysely<Database>;

const slotTaken = () => new AppError(409, BOOKING_ERRORS.slotTaken, 'This time is not free (any more); choose another one');
const notBookable = (message: string) => new AppError(400, BOOKING_ERRORS.notBookable, message);

/**
 * One employee, one service, one local start: what a booking asks for. `moving`: the id of a
 * booking being rescheduled, whose own current interval does not count as busy.
 */
export type SlotRequest = { entitetId: number; uslugaId: number; zaposleniId: number; datum: string; vreme: string; moving?: number };

/** The slot as checkSlot found it: the business's rules and the instants to store. */
export type ClaimedSlot = {
  business: scheduleQueries.BusinessRules;
  service: { id: number; trajanje_minuta: number };
  start: Date;
  end: Date;
};

/**
 * The one path by which a live booking takes its place on an employee's calendar, inside the
 * caller's transaction (a customer's booking runs the same steps as one statement, the database
 * function book_slot, and comes here when the schedule changed under it: book.ts):
 *   1. lock the business (shared) and the employee (exclusive), in the lock order of
 *      schedule/queries.ts: bookings of one employee pass here one at a time;
 *   2. check the request against the free-slot rules (checkSlot), now under the locks: a new
 *      snapshot, with every booking committed by those that passed before, and nothing can
 *      change until commit;
 *   3. `write`: the caller's insert, with what it must store (ClaimedSlot).
 * Before the transaction the caller runs checkSlot once without locks: unknown ids, a withdrawn
 * service or a taken time are answered at once, without a transaction or a wait for the lock —
 * after a hot time is won, the many requests still coming for it cost one statement each.
 * The caller runs the transaction through retryingConflicts; anything the caller locks before
 * claimSlot must come earlier in the lock order (an idempotency key), anything in `write` later
 * (the booking's own rows, mails, jobs).
 *
 * The next two ways of booking plug in here, so they cannot deadlock with this one either:
 * - desk bookings by the business (POST /api/Entitet/{id}/zakazivanja): claimSlot with a `write`
 *   that inserts the booking for the walk-in customer, after the owner check and before any
 *   other lock;
 * - rescheduling (POST /api/termini/{id}/reschedule), possibly to another employee: claimSlot for
 *   the new slot with `alsoLock: [the booking's current employee]` (lockEmployees takes both in
 *   ascending id, whichever is asked for first), then in `write` lock the booking row (step 5 of
 *   the lock order, after the employees) and move it (reschedule.ts). `moving` leaves the moved
 *   booking's own interval out of the busy rows, so a move within one employee may overlap it.
 */
export async function claimSlot<T, S extends SlotRequest = SlotRequest>(
  trx: Executor,
  slot: S & { alsoLock?: number[] },
  write: (claimed: ClaimedSlot) => Promise<T>,
  now = new Date(),
  check: (db: Executor, slot: S, now: Date) => Promise<ClaimedSlot> = checkSlot,
): Promise<T> {
  await scheduleQueries.lockBusiness(trx, slot.entitetId, 'share');
  await scheduleQueries.lockEmployees(trx, [slot.zaposleniId, ...(slot.alsoLock ?? [])]);
  return write(await check(trx, slot, now));
}

/**
 * The free-slot rules for one request, read in one statement (the one slobodni-termini runs):
 * 404 for an unknown or unpublished business, a service not of it or withdrawn, an employee not
 * of it; 400 not-bookable for an inactive employee or one who does not perform the service;
 * 409 slot-taken unless the time is a free start of that employee now. Otherwise the slot to store.
 */
export async function checkSlot(db: Executor, slot: SlotRequest, now = new Date()): Promise<ClaimedSlot> {
  const rows = await scheduleQueries.freeSlotRows(db, { entitetId: slot.entitetId, uslugaId: slot.uslugaId, zaposleniId: slot.zaposleniId, from: slot.datum, to: slot.datum });
  return decideSlot(rows, slot, now);
}

/** checkSlot's decision on rows read already (a customer's booking reads them with more: queries.bookingPrecheck). */
export function decideSlot(rows: scheduleQueries.FreeSlotRows, slot: SlotRequest, now: Date): ClaimedSlot {
  const { business, service } = rows;
  if (slot.moving !== undefined) rows.busy = rows.busy.filter((b) => b.id !== slot.moving);
  if (!business?.objavljen) throw notFound('Business');
  if (!service || service.entitet_id !== business.id || service.obrisana) throw notFound('Service');
  if (rows.employee_entitet_id !== business.id) throw notFound('Employee');
  if (!rows.performers.includes(slot.zaposleniId)) throw notBookable('This employee is not available for this service');

  const input = { business, uslugaId: service.id, durationMinutes: service.trajanje_minuta, zaposleniIds: rows.performers, from: slot.datum, to: slot.datum };
  if (!availabilityFrom(input, rows).freeStarts(slot.zaposleniId, slot.datum, now).includes(slot.vreme)) throw slotTaken();
  const start = wallToInstant(slot.datum, minutesOf(slot.vreme), business.vremenska_zona);
  if (!start) throw slotTaken(); // a time the clocks skip that day (never a free start either)
  return { business, service, start, end: new Date(start.getTime() + service.trajanje_minuta * 60_000) };
}

/** A desk booking's request: outsideHours (vanRadnogVremena) lets it lie outside the working day. */
export type DeskSlotRequest = SlotRequest & { outsideHours: boolean };

/**
 * The desk booking's rules (CONTRACT.md "The business's front desk"), read from the same rows as
 * checkSlot: 404 for a service or employee not of the business (a draft business is fine: its
 * owner may take bookings by phone before publishing); 400 not-bookable for an inactive employee
 * or one who does not perform the service; 400 for a day before today or past the horizon, or a
 * time the clocks skip; 409 slot-taken when it overlaps a live booking or blocked time of the
 * employee (details name the bookings), or lies outside the working day without outsideHours.
 * No minimum notice and no grid: the business enters the time the customer asked for.
 */
export async function checkDeskSlot(db: Executor, slot: DeskSlotRequest, now = new Date()): Promise<ClaimedSlot> {
  const rows = await scheduleQueries.freeSlotRows(db, { entitetId: slot.entitetId, uslugaId: slot.uslugaId, zaposleniId: slot.zaposleniId, from: slot.datum, to: slot.datum });
  const { business, service } = rows;
  if (!business) throw notFound('Business');
  if (!service || service.entitet_id !== business.id || service.obrisana) throw notFound('Service');
  if (rows.employee_entitet_id !== business.id) throw notFound('Employee');
  if (!rows.performers.includes(slot.zaposleniId)) throw notBookable('This employee is not available for this service');
  const zone = business.vremenska_zona;
  if (!isWithinHorizon(slot.datum, now, { horizonDays: business.horizont_dana, zone })) {
    throw badRequest(`datum must lie between today and ${business.horizont_dana} days ahead`, [{ field: 'body.datum', message: 'outside the booking horizon' }]);
  }
  const start = wallToInstant(slot.datum, minutesOf(slot.vreme), zone);
  if (!start) throw badRequest('This time does not exist on that day (clock change)', [{ field: 'body.vreme', message: 'skipped by the clock change' }]);
  const end = new Date(start.getTime() + service.trajanje_minuta * 60_000);
  // A move (reschedule by the business) never goes into the past; a new desk booking may start
  // earlier today (a walk-in entered after they sat down).
  if (slot.moving !== undefined && start < now) throw slotTaken();

  const overlapping = rows.busy.filter((b) => b.zaposleni_id === slot.zaposleniId && b.id !== slot.moving && new Date(b.start) < end && new Date(b.end) > start);
  if (overlapping.length) {
    const bookings = overlapping.filter((b) => b.id !== null);
    throw new AppError(
      409,
      BOOKING_ERRORS.slotTaken,
      bookings.length ? 'This time overlaps another live booking of the employee' : 'This time overlaps blocked time of the employee',
      overlapping.map((b) => ({ ...(b.id === null ? { blokada: true } : { id: b.id }), zaposleniId: b.zaposleni_id, ...instantToWall(new Date(b.start), zone), status: b.status })),
    );
  }
  if (!slot.outsideHours) {
    const input = { business, uslugaId: service.id, durationMinutes: service.trajanje_minuta, zaposleniIds: rows.performers, from: slot.datum, to: slot.datum };
    const day = availabilityFrom(input, rows).dayOf(slot.zaposleniId, slot.datum);
    if (!insideWorkingDay(day, slot.datum, slot.vreme, service.trajanje_minuta, zone)) {
      throw new AppError(409, BOOKING_ERRORS.slotTaken, 'This time lies outside the working hours of the employee (vanRadnogVremena: true books it anyway)');
    }
  }
  return { business, service, start, end };
}

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
 * Runs a booking-path transaction (`run` begins and commits it, so each attempt is a fresh one)
 * and answers for the database: an overlap refused by the exclusion constraint is 409
 * slot-taken at once; a deadlock or serialisation failure runs it again, up to `attempts` times
 * in all, and then is 409 slot-taken too (the time was fought over; the customer picks again).
 * Every other error passes through.
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
