import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueJob, type NewJob } from './job-queue.ts';
import { MAIL_JOB, type QueuedMail } from './mail-delivery.ts';
import * as queries from './queries.ts';
import type { DevicePlatform, MailAttachment } from './tables.ts';
import type { MailContent } from './templates.ts';

/**
 * Puts a mail into the job queue, due at once. Call it with the transaction of the change that
 * causes the mail, so both happen or neither; then poke the worker after the commit. The
 * Message-ID is fixed here, so a delivery repeated after a crash carries the same one.
 */
export async function enqueueMail(trx: Kysely<Database>, to: string, content: MailContent & { attachments?: MailAttachment[] }): Promise<void> {
  await enqueueJob(trx, mailJob(to, content));
}

/** The job that sends a mail (enqueueMail's, for callers that insert their jobs themselves). */
export function mailJob(to: string, content: MailContent & { attachments?: MailAttachment[] }): NewJob {
  const mail: QueuedMail = { to, ...content, messageId: `<${randomUUID()}@zakazi>` };
  return { kind: MAIL_JOB, payload: mail };
}

/** Registers the caller's push token; a token seen before moves to the caller. */
export async function registerDeviceToken(db: Db, userId: number, token: string, platform: DevicePlatform): Promise<void> {
  await queries.upsertDeviceToken(db, userId, token, platform);
}

/** Account erasure: the user's push tokens go. */
export async function forgetDevicesOf(trx: Kysely<Database>, userId: number): Promise<void> {
  await queries.deleteDeviceTokensOf(trx, userId);
}
