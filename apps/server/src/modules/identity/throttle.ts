import { hitCounter } from '../../shared/rate-limit-counters.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/errors.ts';

/**
 * Per-subject limits of the identity services, counted in PostgreSQL's shared counters
 * (shared/rate-limit-counters.ts), so they hold for every server process. Subjects are user ids or
 * normalised emails, whether or not an account exists, so a 429 reveals nothing about which
 * emails are registered. (Per-address limits are on the routes, routes.ts.)
 */
export const BUCKETS = {
  confirm: 'confirm-email',
  forgot: 'forgot-password',
  resend: 'resend-confirmation',
} as const;

export const rateLimited = (message: string) => new AppError(429, 'rate-limited', message);

/** Counts one more event; 429 when `limit` events already happened within the window. */
export async function spend(db: Db, bucket: string, subject: string, limit: number, windowMinutes: number, message: string): Promise<void> {
  const { hits } = await hitCounter(db, `${bucket}:${subject}`, windowMinutes * 60_000);
  if (hits > limit) throw rateLimited(message);
}
