import { randomUUID } from 'node:crypto';
import type { PushSubscriptionBody } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueJob, type NewJob } from './job-queue.ts';
import { MAIL_JOB } from './mail-delivery.ts';
import { assertPushEndpoint } from './push-endpoint.ts';
import * as queries from './queries.ts';
import type { DevicePlatform, MailAttachment, QueuedMail } from '../../db/tables/notifications.ts';
import type { MailContent } from './templates.ts';

/**
 * Puts a mail into the job queue, due at once. Call it with the transaction of the change that
 * causes the mail, so both happen or neither; then poke the worker after the commit. The
 * Message-ID's unique part is fixed here, so a delivery repeated after a crash carries the same
 * Message-ID (its domain, PUBLIC_URL's host, is added when the mail is composed: mime-message.ts).
 */
export async function enqueueMail(trx: Kysely<Database>, to: string, content: MailContent & { attachments?: MailAttachment[]; unsubscribeUrl?: string }): Promise<void> {
  await enqueueJob(trx, mailJob(to, content));
}

/** The job that sends a mail (enqueueMail's, for callers that insert their jobs themselves). */
export function mailJob(to: string, content: MailContent & { attachments?: MailAttachment[]; unsubscribeUrl?: string }): NewJob {
  const mail: QueuedMail = { to, ...content, messageId: randomUUID() };
  return { kind: MAIL_JOB, payload: mail };
}

/** Registers the caller's push token; a token seen before moves to the caller. */
export async function registerDeviceToken(db: Db, userId: number, token: string, platform: DevicePlatform): Promise<void> {
  await queries.upsertDeviceToken(db, userId, token, platform);
}

/** Account erasure: the user's push tokens and Web Push subscriptions go. */
export async function forgetDevicesOf(trx: Kysely<Database>, userId: number): Promise<void> {
  await queries.deleteDeviceTokensOf(trx, userId);
  await queries.deletePushSubscriptionsOf(trx, userId);
}

/** POST /api/Profil/push: a browser's subscription, once its endpoint is one the server may call (push-endpoint.ts). */
export async function subscribePush(db: Db, config: Config, userId: number, body: PushSubscriptionBody): Promise<void> {
  await assertPushEndpoint(body.endpoint, config.push.allowedHosts);
  await queries.upsertPushSubscription(db, userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
}

/** DELETE /api/Profil/push: the caller's subscription of that endpoint goes (none: nothing to do). */
export async function unsubscribePush(db: Db, userId: number, endpoint: string): Promise<void> {
  await queries.deleteOwnPushSubscription(db, userId, endpoint);
}
