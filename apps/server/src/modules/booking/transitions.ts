import type { Kysely } from 'kysely';
import { BOOKING_ERRORS, type ZakazivanjeStatus } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { assertCustomerWindow } from './customer-window.ts';
import { enqueueJob, enqueueJobs, type NewJob } from '../notifications/index.ts';
import { mailBusiness, mailCustomer } from './mails.ts';
import { customerChannelJobs, noticeJob } from './notices.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/**
 * The booking state machine (docs/decisions/030-slots-and-booking.md):
 *   pending   → confirmed | rejected        the business (its Administrator or the booked employee)
 *   pending   → cancelled                   the customer or the business, before the start
 *   confirmed → cancelled                   the customer or the business, before the start
 *   confirmed → completed                   the business once it has ended; a job does it
 *                                           AUTO_COMPLETE_HOURS after the end otherwise
 *   confirmed → noShow                      the business, once it has started
 * The customer's cancellation of a confirmed booking must also fall inside the business's window
 * (customer-window.ts); a pending request the customer may withdraw until its start (CONTRACT.md
 * "Third release", Bookings: booking late must not lock the customer into a request).
 * reschedule.ts moves a live booking without changing this machine.
 * Every change is recorded in zakazivanje_promena and mails the customer (mails.ts says who else).
 */
export type Transition = 'confirm' | 'reject' | 'cancel' | 'complete' | 'noShow';
export type Actor = { kind: 'customer' | 'business'; userId: number } | { kind: 'system' };

/** Hours after a confirmed booking's end when it completes by itself (so the customer can rate it). */
export const AUTO_COMPLETE_HOURS = 6;
/** The reminder goes this long before a confirmed booking starts, unless the customer chose 2 h (users.podsetnik_sati). */
export const REMINDER_HOURS = 24;

const RULES: Record<Transition, { from: ZakazivanjeStatus[]; to: ZakazivanjeStatus; when: (row: queries.BookingRow, now: Date) => boolean; whenText: string }> = {
  confirm: { from: ['pending'], to: 'confirmed', when: () => true, whenText: '' },
  reject: { from: ['pending'], to: 'rejected', when: () => true, whenText: '' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', when: (r, now) => now < new Date(r.pocetak), whenText: 'before it starts' },
  complete: { from: ['confirmed'], to: 'completed', when: (r, now) => now >= new Date(r.kraj), whenText: 'once it has ended' },
  noShow: { from: ['confirmed'], to: 'noShow', when: (r, now) => now >= new Date(r.pocetak), whenText: 'once it has started' },
};

/** The changes a visit makes as one (CONTRACT.md "Third release", Bookings). */
const VISIT_WIDE = new Set<Transition>(['confirm', 'reject', 'cancel']);

const invalid = (message: string) => new AppError(409, BOOKING_ERRORS.invalidTransition, message);

/**
 * Applies a transition to a locked booking row (the caller checked who may make it) and does its
 * side effects in the same transaction. Returns the booking as it is now.
 */
export async function applyTransition(
  trx: Executor,
  config: Config,
  id: number,
  transition: Transition,
  actor: Actor,
  razlog: string | null,
  now = new Date(),
): Promise<queries.BookingRow> {
  // A part of a visit is confirmed, rejected or cancelled with the whole visit (completion and a
  // no-show are each part's own): its rows are locked in order of start (step 5 of the lock
  // order), so the visit's number is read before any lock.
  const peek = await queries.findBooking(trx, id);
  if (!peek) throw notFound('Booking');
  const posetaId = VISIT_WIDE.has(transition) ? peek.poseta_id : null;
  const before = posetaId === null ? [await queries.findBooking(trx, id, true)] : await queries.lockVisit(trx, posetaId);
  if (!before[0]) throw notFound('Booking');
  const rule = RULES[transition];
  for (const row of before as queries.BookingRow[]) {
    if (!rule.from.includes(row.status)) throw invalid(`A ${row.status} booking cannot be changed with ${transition}`);
    if (!rule.when(row, now)) throw invalid(`${transition} is possible only ${rule.whenText}`);
    if (actor.kind === 'customer' && !(transition === 'cancel' && row.status === 'pending')) assertCustomerWindow(row, now);
  }
  for (const row of before as queries.BookingRow[]) {
    await queries.setStatus(trx, row.id, rule.to, { userId: actor.kind === 'system' ? null : actor.userId, razlog });
  }
  const parts = posetaId === null ? [(await queries.findBooking(trx, id))!] : await queries.bookingsOfVisit(trx, posetaId);
  const actorId = actor.kind === 'system' ? null : actor.userId;

  // Each mail carries the entries as they stand now: CONFIRMED, or CANCEL for a rejected or
  // cancelled one; a visit is one mail naming every part.
  switch (rule.to) {
    case 'confirmed':
      await mailCustomer(trx, config, parts, 'confirmed');
      for (const [i, part] of parts.entries()) await scheduleConfirmedJobs(trx, part, now, i === 0);
      // The short channels (push, SMS) tell the customer once per visit.
      await enqueueJob(trx, noticeJob({ id, customer: 'confirmed', actor: actorId }));
      break;
    case 'rejected':
      await mailCustomer(trx, config, parts, 'rejected');
      await enqueueJob(trx, noticeJob({ id, customer: 'rejected', actor: actorId }));
      break;
    case 'cancelled':
      if (actor.kind === 'customer') {
        await mailCustomer(trx, config, parts, 'cancelledByCustomer');
        await mailBusiness(trx, config, parts, 'cancelledByCustomer');
        for (const part of parts) await enqueueJob(trx, noticeJob({ id: part.id, staff: 'staffCancelled', actor: actorId, businessMailed: true }));
      } else {
        // the business's own cancellation: the customer is told (once per visit), and each part's employee unless it was theirs
        await mailCustomer(trx, config, parts, 'cancelledByBusiness');
        for (const [i, part] of parts.entries()) {
          await enqueueJob(trx, noticeJob(i === 0 ? { id: part.id, customer: 'cancelledByBusiness', staff: 'staffCancelled', actor: actorId } : { id: part.id, staff: 'staffCancelled', actor: actorId }));
        }
      }
      break;
    case 'completed':
      await mailCustomer(trx, config, parts, 'completed');
      break;
    case 'noShow':
      await mailCustomer(trx, config, parts, 'noShow');
      break;
  }
  return parts.find((p) => p.id === id)!;
}

/** A confirmed booking gets its reminder at the customer's podsetnikSati before the start (if that is still ahead) and its automatic completion. */
async function scheduleConfirmedJobs(trx: Executor, row: queries.BookingRow, now = new Date(), reminder = true): Promise<void> {
  for (const job of confirmedJobs(row, now, { reminder })) await enqueueJob(trx, job);
}

/** scheduleConfirmedJobs's jobs. `reminder` false: no reminder of its own (a later part of a visit: the first part's reminder names every part). */
export function confirmedJobs(row: queries.BookingRow, now = new Date(), { reminder = true } = {}): NewJob[] {
  const jobs: NewJob[] = [];
  const remindAt = new Date(new Date(row.pocetak).getTime() - row.korisnik_podsetnik_sati * 3600_000);
  if (reminder && remindAt > now) jobs.push({ kind: 'booking-reminder', payload: { id: row.id }, runAt: remindAt, dedupKey: `reminder:${row.id}` });
  const completeAt = new Date(new Date(row.kraj).getTime() + AUTO_COMPLETE_HOURS * 3600_000);
  jobs.push({ kind: 'booking-complete', payload: { id: row.id }, runAt: completeAt, dedupKey: `complete:${row.id}` });
  return jobs;
}

/** Job: the reminder mail, only if the booking is still confirmed and has not started. */
export function reminderJob(config: Config, clock: () => Date = () => new Date()) {
  return async (trx: Executor, payload: Record<string, unknown>) => {
    const row = await queries.findBooking(trx, Number(payload.id), true);
    if (!row || row.status !== 'confirmed' || new Date(row.pocetak) <= clock() || !row.korisnik_podsetnik) return;
    // The reminder mails the entries again (a visit: every part, in one mail): a new version, so
    // each SEQUENCE is above the last one sent.
    const parts = row.poseta_id === null ? [row] : await queries.bookingsOfVisit(trx, row.poseta_id);
    for (const part of parts) await queries.nextCalendarVersion(trx, part.id);
    const reminded = row.poseta_id === null ? [(await queries.findBooking(trx, row.id))!] : await queries.bookingsOfVisit(trx, row.poseta_id);
    await mailCustomer(trx, config, reminded, 'reminder');
    // Its push, and its SMS (held past the quiet hours), as the customer chose.
    await enqueueJobs(trx, await customerChannelJobs(trx, config, reminded[0]!, 'reminder', clock()));
  };
}

/** Job: completes a booking nobody completed, if it is still confirmed. */
export function autoCompleteJob(config: Config) {
  return async (trx: Executor, payload: Record<string, unknown>) => {
    const row = await queries.findBooking(trx, Number(payload.id), true);
    if (!row || row.status !== 'confirmed' || new Date(row.kraj) > new Date()) return;
    await applyTransition(trx, config, row.id, 'complete', { kind: 'system' }, null);
  };
}

/**
 * A new day off or closure that the business asked to clear: cancels these live bookings as
 * the business, with the reason, mailing each customer.
 */
export async function cancelForSchedule(trx: Executor, config: Config, ids: number[], actorUserId: number, razlog: string | null): Promise<void> {
  const cancelled = new Set<number>();
  for (const id of ids) {
    if (cancelled.has(id)) continue; // a part of a visit cancelled with an earlier part
    const row = await applyTransition(trx, config, id, 'cancel', { kind: 'business', userId: actorUserId }, razlog);
    if (row.poseta_id !== null) for (const part of await queries.bookingsOfVisit(trx, row.poseta_id)) cancelled.add(part.id);
  }
}
