import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { JobHandler, JobKindOptions, NewJob } from './job-queue.ts';
import type { CountNotification } from './channel-metrics.ts';
import { retryDelaySeconds } from './mail-delivery.ts';
import { endpointRefusal, INTERNAL_ADDRESS, pinnedAgent } from './push-endpoint.ts';
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

  const drop = async (db: Parameters<JobHandler>[0], endpoint: string) => {
    await queries.deletePushSubscription(db, endpoint);
    count('push', 'dropped');
  };

  const run: JobHandler = async (db, payload) => {
    const p = payload as PushPayload;
    // The endpoint's host again, now (DNS rebinding): one that has come to point inside the
    // network is dropped like a gone subscription; a name not found now is retried.
    const refused = await endpointRefusal(p.endpoint, config.push.allowedHosts);
    if (refused?.reason === 'internal') return drop(db, p.endpoint);
    if (refused) {
      count('push', 'failed');
      throw new Error(`push endpoint refused: ${refused.message}`);
    }
    try {
      await webpush.sendNotification({ endpoint: p.endpoint, keys: { p256dh: p.p256dh, auth: p.auth } }, JSON.stringify(p.message), {
        vapidDetails,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout,
        agent: pinnedAgent(p.endpoint, config.push.allowedHosts),
      });
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if ((err as { code?: string }).code === INTERNAL_ADDRESS) return drop(db, p.endpoint);
      if (status === 404 || status === 410) return drop(db, p.endpoint);
      count('push', 'failed');
      throw new Error(status ? `push service answered ${status}` : `push failed: ${(err as Error).message}`, { cause: err });
    }
    count('push', 'sent');
  };
  return { run, options: { inTransaction: false, maxAttempts: config.mail.maxAttempts, retryDelaySeconds } };
}
