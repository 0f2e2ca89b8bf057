import type { Kysely } from 'kysely';
import { BOOKING_ERRORS, type ZakazivanjeStatus } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueJob, type NewJob } from '../notifications/index.ts';
import { mailBusiness, mailCustomer } from './mails.ts';
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
 * The customer's cancellation must also fall inside the business's window (assertCustomerWindow);
 * reschedule.ts moves a live booking without changing this machine.
 * Every change is recorded in zakazivanje_promena and mails the customer.
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

const invalid = (message: string) => new AppError(409, BOOKING_ERRORS.invalidTransition, message);

/**
 * The customer's window (CONTRACT.md "Booking lifecycle"): a customer may cancel or reschedule
 * until the business's otkazivanjeSati before the start (0: until the start); the business any
 * time before the start. Checked under the booking's row lock, at the moment of the change.
 */
export function assertCustomerWindow(row: queries.BookingRow, now: Date): void {
  const deadline = new Date(row.pocetak).getTime() - row.otkazivanje_sati * 3600_000;
  if (now.getTime() >= deadline) {
    throw new AppError(409, BOOKING_ERRORS.tooLate, `Changes by the customer are possible until ${row.otkazivanje_sati} h before the start; please contact the business`);
  }
}

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
  const row = await queries.findBooking(trx, id, true);
  if (!row) throw notFound('Booking');
  const rule = RULES[transition];
  if (!rule.from.includes(row.status)) throw invalid(`A ${row.status} booking cannot be changed with ${transition}`);
  if (!rule.when(row, now)) throw invalid(`${transition} is possible only ${rule.whenText}`);
  if (actor.kind === 'customer') assertCustomerWindow(row, now);
  const wasConfirmed = row.status === 'confirmed';
  await queries.setStatus(trx, id, rule.to, { userId: actor.kind === 'system' ? null : actor.userId, razlog });
  const updated = (await queries.findBooking(trx, id))!;

  switch (rule.to) {
    case 'confirmed':
      await mailCustomer(trx, config, updated, 'confirmed', 'publish');
      await scheduleConfirmedJobs(trx, updated, now);
      break;
    case 'rejected':
      await mailCustomer(trx, config, updated, 'rejected');
      break;
    case 'cancelled':
      if (actor.kind === 'customer') {
        await mailCustomer(trx, config, updated, 'cancelledByCustomer', wasConfirmed ? 'cancel' : 'none');
        await mailBusiness(trx, config, updated, 'cancelledByCustomer');
      } else {
        await mailCustomer(trx, config, updated, 'cancelledByBusiness', wasConfirmed ? 'cancel' : 'none');
      }
      break;
    case 'completed':
      await mailCustomer(trx, config, updated, 'completed');
      break;
    case 'noShow':
      await mailCustomer(trx, config, updated, 'noShow');
      break;
  }
  return updated;
}

/** A confirmed booking gets its reminder at the customer's podsetnikSati before the start (if that is still ahead) and its automatic completion. */
export async function scheduleConfirmedJobs(trx: Executor, row: queries.BookingRow, now = new Date()): Promise<void> {
  for (const job of confirmedJobs(row, now)) await enqueueJob(trx, job);
}

/** scheduleConfirmedJobs's jobs. */
export function confirmedJobs(row: queries.BookingRow, now = new Date()): NewJob[] {
  const jobs: NewJob[] = [];
  const remindAt = new Date(new Date(row.pocetak).getTime() - row.korisnik_podsetnik_sati * 3600_000);
  if (remindAt > now) jobs.push({ kind: 'booking-reminder', payload: { id: row.id }, runAt: remindAt, dedupKey: `reminder:${row.id}` });
  const completeAt = new Date(new Date(row.kraj).getTime() + AUTO_COMPLETE_HOURS * 3600_000);
  jobs.push({ kind: 'booking-complete', payload: { id: row.id }, runAt: completeAt, dedupKey: `complete:${row.id}` });
  return jobs;
}

/** Job: the reminder mail, only if the booking is still confirmed and has not started. */
export function reminderJob(config: Config) {
  return async (trx: Executor, payload: Record<string, unknown>) => {
    const row = await queries.findBooking(trx, Number(payload.id), true);
    if (!row || row.status !== 'confirmed' || new Date(row.pocetak) <= new Date() || !row.korisnik_podsetnik) return;
    await mailCustomer(trx, config, row, 'reminder', 'publish');
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
  for (const id of ids) await applyTransition(trx, config, id, 'cancel', { kind: 'business', userId: actorUserId }, razlog);
}
