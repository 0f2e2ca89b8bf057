import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { JobHandler, JobKindOptions, NewJob } from './job-queue.ts';
import type { CountNotification } from './channel-metrics.ts';
import { retryDelaySeconds } from './mail-delivery.ts';
import * as queries from './queries.ts';

/** The kind of the job that sends one Web Push message to one subscription. */
export const PUSH_JOB = 'push';

/** What a push shows (CONTRACT.md: the payload is JSON {title, body, url}). */
export type PushMessage = { title: string; body: string; url: string };
type PushPayload = { endpoint: string; p256dh: string; auth: string; message: PushMessage };

/** How long a push service keeps an undelivered message (the phone offline): half a day, then it is stale. */
const TTL_SECONDS = 12 * 3600;

/** One push job per subscription of the user (the caller checked that the user wants pushes). */
export function pushJobs(subscriptions: readonly { endpoint: string; p256dh: string; auth: string }[], message: PushMessage): NewJob[] {
  return subscriptions.map((s) => ({ kind: PUSH_JOB, payload: { endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, message } satisfies PushPayload }));
}

/**
 * The handler of push jobs: web-push encrypts the payload as RFC 8291 aes128gcm and signs the
 * request with the server's VAPID key (RFC 8292). Like mail it runs outside a transaction and is
 * marked done the moment the push service accepted it (201), so a crash repeats at most the
 * pushes in flight. A push service answering 404 or 410 says the subscription is gone: it is
 * dropped, and the job is done. Other failures retry with the mail's backoff.
 */
export function pushDelivery(config: Config, count: CountNotification): { run: JobHandler; options: JobKindOptions } {
  const vapidDetails = { subject: config.push.subject, publicKey: config.push.publicKey, privateKey: config.push.privateKey };
  // Within half the lease, like every SMTP timeout: a slow push service never outlives it.
  const timeout = Math.min(30_000, (config.jobs.leaseSeconds * 1000) / 2);

  const run: JobHandler = async (db, payload) => {
    const p = payload as PushPayload;
    try {
      await webpush.sendNotification({ endpoint: p.endpoint, keys: { p256dh: p.p256dh, auth: p.auth } }, JSON.stringify(p.message), {
        vapidDetails,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout,
      });
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await queries.deletePushSubscription(db, p.endpoint);
        count('push', 'dropped');
        return;
      }
      count('push', 'failed');
      throw new Error(status ? `push service answered ${status}` : `push failed: ${(err as Error).message}`, { cause: err });
    }
    count('push', 'sent');
  };
  return { run, options: { inTransaction: false, maxAttempts: config.mail.maxAttempts, retryDelaySeconds } };
}
