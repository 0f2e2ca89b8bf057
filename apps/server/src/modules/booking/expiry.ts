import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueJob, type NewJob } from '../notifications/index.ts';
import { mailBusiness, mailCustomer } from './mails.ts';
import { noticeJob } from './notices.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/**
 * Pending requests expire (CONTRACT.md "Booking lifecycle"): a request the business has not
 * answered becomes `expired` — a status that holds no slot — PENDING_EXPIRY_HOURS after it
 * became pending (made, or moved), or once its start is nearer than the business's minimum
 * notice (nobody could book that time any more either), whichever comes first; the customer and
 * the business are mailed. The moment is stored with the booking (zakazivanje.istice), so the owner's inbox
 * shows it (BusinessZakazivanje.istice) and the job decides by the same value.
 *
 * The booking path (place.ts) stores the moment and enqueues expiryJobOf with the booking or its
 * move; routes.ts registers the job's handler.
 */
export const EXPIRE_JOB = 'booking-expire';

/** A job may run a little before the application's clock reaches its time (clocks of two machines). */
const EARLY_TOLERANCE_MS = 60_000;

/** When a pending booking expires; null for any other status. */
export function expiresAt(
  row: Pick<queries.BookingRow, 'status' | 'promenjeno' | 'created_at' | 'pocetak' | 'minimalna_najava_minuta'>,
  config: Config,
): Date | null {
  if (row.status !== 'pending') return null;
  const since = new Date(row.promenjeno ?? row.created_at).getTime();
  const unanswered = since + config.pendingExpiryHours * 3600_000;
  const tooNear = new Date(row.pocetak).getTime() - row.minimalna_najava_minuta * 60_000;
  return new Date(Math.min(unanswered, tooNear));
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
    // A visit expires whole (its job is its first part's): every part still pending.
    const parts = row.poseta_id === null ? [row] : await queries.lockVisit(trx, row.poseta_id);
    for (const part of parts) if (part.status === 'pending') await queries.setStatus(trx, part.id, 'expired', { userId: null, razlog: null });
    // Both had the request in their calendars (TENTATIVE): both get the entries that remove it.
    const expired = row.poseta_id === null ? (await queries.findBooking(trx, row.id))! : await queries.bookingsOfVisit(trx, row.poseta_id);
    await mailCustomer(trx, config, expired, 'expired');
    await mailBusiness(trx, config, expired, 'expired');
    await enqueueJob(trx, noticeJob({ id: row.id, customer: 'expired', actor: null }));
  };
}
