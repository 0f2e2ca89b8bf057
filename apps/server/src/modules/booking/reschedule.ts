import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { BOOKING_ERRORS, type RescheduleBody } from '@zakazi/contract';
import type { Database } from '../../db/schema.ts';
import { requireUser, type AuthUser } from '../../http/access.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { instantToWall } from '../schedule/index.ts';
import { checkDeskSlot, checkSlot, claimSlot, retryingConflicts, type ClaimedSlot, type SlotRequest } from './claim.ts';
import { scheduleExpiry } from './expiry.ts';
import { mailBusiness, mailCustomer } from './mails.ts';
import * as queries from './queries.ts';
import type { BookingDeps } from './service.ts';
import { assertCustomerWindow, scheduleConfirmedJobs } from './transitions.ts';

type Body = z.output<typeof RescheduleBody>;
type Executor = Kysely<Database>;
type Mover = 'customer' | 'business';

const LIVE = new Set(['pending', 'confirmed']);

/** The booking user (a RegularUser), or the business side: its Administrator or the booked employee. */
function moverOf(user: AuthUser, row: queries.BookingRow): Mover | null {
  if (user.role === 'RegularUser' && row.user_id === user.id) return 'customer';
  if (user.role === 'Administrator' && row.owner_user_id !== null && row.owner_user_id === user.id) return 'business';
  if (user.role === 'Employee' && row.zaposleni_user_id !== null && row.zaposleni_user_id === user.id) return 'business';
  return null;
}

/** What may be moved, by whom, now: a live booking before its start; the customer only within the window. */
function assertMovable(row: queries.BookingRow, mover: Mover, now: Date): void {
  if (!LIVE.has(row.status)) throw new AppError(409, BOOKING_ERRORS.invalidTransition, `A ${row.status} booking cannot be moved`);
  if (now >= new Date(row.pocetak)) throw new AppError(409, BOOKING_ERRORS.invalidTransition, 'A booking cannot be moved once it has started');
  if (mover === 'customer') assertCustomerWindow(row, now);
}

/**
 * POST /api/termini/{id}/reschedule: the same booking at a new time (and maybe another employee
 * of the business), in one transaction on the booking path (claim.ts): the business shared, both
 * employees locked in ascending id, the new time checked against the free-slot rules with the
 * booking's own interval left out, then the booking row locked (step 5 of the lock order) and
 * checked again — status, start, window — before it moves. Any refusal throws before the
 * UPDATE, and the exclusion constraint still guards the move: a refused move changes nothing.
 * A customer's move of a confirmed booking makes it pending again unless the business confirms
 * automatically; a move by the business keeps the status. Both sides are mailed with the
 * updated calendar entry (same UID, SEQUENCE grown by the move).
 */
export async function reschedule(deps: BookingDeps, caller: AuthUser | null, id: number, body: Body, now = new Date()) {
  const user = requireUser(caller);
  const { db, config } = deps;
  const existing = await queries.findBooking(db, id);
  if (!existing) throw notFound('Booking');
  const mover = moverOf(user, existing);
  if (!mover) throw forbidden();
  assertMovable(existing, mover, now);

  const slot: SlotRequest = {
    entitetId: existing.entitet_id,
    uslugaId: existing.usluga_id,
    zaposleniId: body.zaposleniId ?? existing.zaposleni_id,
    datum: body.datum,
    vreme: body.vreme,
    moving: id,
  };
  // The business may move a booking where a desk booking may lie (vanRadnogVremena); everyone
  // else by the customer's free-slot rules.
  const check: (db: Executor, s: SlotRequest, now: Date) => Promise<ClaimedSlot> =
    mover === 'business' && body.vanRadnogVremena ? (db2, s, at) => checkDeskSlot(db2, { ...s, outsideHours: true }, at) : checkSlot;
  // Refusals that need no lock are answered at once (unknown employee, taken or off-grid time).
  await check(db, slot, now);

  const row = await retryingConflicts(() =>
    db.transaction().execute((trx) =>
      claimSlot(trx, { ...slot, alsoLock: [existing.zaposleni_id] }, async ({ business, start, end }) => {
        const current = await queries.findBooking(trx, id, true);
        if (!current) throw notFound('Booking');
        // The booking may have changed since it was read: its employee (then the locks held are
        // not its employee's: refuse rather than move it unlocked), status, start or owner.
        if (current.zaposleni_id !== existing.zaposleni_id) throw new AppError(409, BOOKING_ERRORS.slotTaken, 'The booking changed meanwhile; please try again');
        if (moverOf(user, current) !== mover) throw forbidden();
        assertMovable(current, mover, now);
        const status = mover === 'customer' && current.status === 'confirmed' && !business.automatska_potvrda ? 'pending' : current.status;
        await queries.moveBooking(trx, id, { zaposleniId: slot.zaposleniId, start, end, status }, { userId: user.id });
        const moved = (await queries.findBooking(trx, id))!;
        const ranije = instantToWall(new Date(current.pocetak), current.vremenska_zona);
        await mailCustomer(trx, config, moved, status === 'confirmed' ? 'rescheduled' : 'rescheduledPending', 'publish', ranije);
        await mailBusiness(trx, config, moved, 'rescheduled', ranije);
        // The reminder and the automatic completion follow the new time (dedup keys move them).
        if (status === 'confirmed') await scheduleConfirmedJobs(trx, moved, now);
        else await scheduleExpiry(trx, config, moved);
        return (await queries.findBooking(trx, id))!;
      }, now, check),
    ),
  );
  deps.jobs.poke();
  return { row, mover };
}
