import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import * as queries from './queries.ts';

/**
 * Per-account limits kept in PostgreSQL (every instance sees them; per-IP limits are in memory,
 * see routes.ts). Subjects are user ids or normalised emails, whether or not an account exists,
 * so a 429 reveals nothing about which emails are registered.
 */
export const BUCKETS = {
  loginFailure: 'login-failure',
  confirm: 'confirm-email',
  forgot: 'forgot-password',
  resend: 'resend-confirmation',
} as const;

export const rateLimited = (message: string) => new AppError(429, 'rate-limited', message);

/** Counts one more event; 429 when `limit` events already happened within the window. */
export async function spend(db: Db, bucket: string, subject: string, limit: number, windowMinutes: number, message: string): Promise<void> {
  if ((await queries.countRecentEvents(db, bucket, subject, windowMinutes)) >= limit) throw rateLimited(message);
  await queries.addEvent(db, bucket, subject);
}
