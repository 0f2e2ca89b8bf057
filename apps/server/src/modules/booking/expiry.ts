import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueJob, type NewJob } from '../notifications/index.ts';
import { mailCustomer } from './mails.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/**
 * Pending requests expire (CONTRACT.md "Booking lifecycle"): a request the business has not
 * answered becomes `expired` — a status that holds no slot — PENDING_EXPIRY_HOURS after it
 * became pending (made, or moved), or once its start is nearer than the business's minimum
 * notice (nobody could book that time any more either), whichever comes first; the customer is
 * mailed. The moment is stored with the booking (zakazivanje.istice), so the owner's inbox
 * shows it (BusinessZakazivanje.istice) and the job decides by the same value.
 *
 * This feature's only use of the job queue is the enqueueJob call in scheduleExpiry and the
 * handler registered in routes.ts: when the queues are merged, these are the places to adapt.
 */
export const EXPIRE_JOB = 'booking-expire';

/** A job may run a little before the application's clock reaches its time (clocks of two machines). */
const EARLY_TOLERANCE_MS = 60_000;

/** When a pending booking expires; null for any other status. */
export function expiresAt(row: queries.BookingRow, config: Config): Date | null {
  if (row.status !== 'pending') return null;
  const since = new Date(row.promenjeno ?? row.created_at).getTime();
  const unanswered = since + config.pendingExpiryHours * 3600_000;
  const tooNear = new Date(row.pocetak).getTime() - row.minimalna_najava_minuta * 60_000;
  return new Date(Math.min(unanswered, tooNear));
}

/** Stores and schedules (or moves, after a reschedule) the expiry of a pending booking, in the caller's transaction. */
export async function scheduleExpiry(trx: Executor, config: Config, row: queries.BookingRow): Promise<void> {
  const at = expiresAt(row, config);
  if (!at) return;
  await trx.updateTable('zakazivanje').set({ istice: at }).where('id', '=', row.id).execute();
  await enqueueJob(trx, expiryJobOf(row.id, at));
}

/** The job that expires the booking at `at`. */
export function expiryJobOf(id: number, at: Date): NewJob {
  return { kind: EXPIRE_JOB, payload: { id }, runAt: at, dedupKey: `expire:${id}` };
}

/**
 * Job: expires the booking if it is still pending and due by `clock`. A job that finds it not
 * due does nothing: the booking was moved since (and the move scheduled its own run).
 */
export function expiryJob(config: Config, clock: () => Date) {
  return async (trx: Executor, payload: Record<string, unknown>) => {
    const row = await queries.findBooking(trx, Number(payload.id), true);
    if (!row || row.status !== 'pending' || !row.istice) return;
    if (clock().getTime() + EARLY_TOLERANCE_MS < new Date(row.istice).getTime()) return;
    await queries.setStatus(trx, row.id, 'expired', { userId: null, razlog: null });
    await mailCustomer(trx, config, { ...row, status: 'expired' }, 'expired');
  };
}
