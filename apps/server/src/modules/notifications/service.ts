import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import * as queries from './queries.ts';
import type { DevicePlatform, MailAttachment } from './tables.ts';
import type { MailContent } from './templates.ts';

/**
 * Puts a mail into the outbox. Call it with the transaction of the change that causes the mail,
 * so both happen or neither; then poke the worker after the commit.
 */
export async function enqueueMail(trx: Kysely<Database>, to: string, content: MailContent & { attachments?: MailAttachment[] }): Promise<void> {
  await queries.insertMail(trx, { to, ...content });
}

/** Registers the caller's push token; a token seen before moves to the caller. */
export async function registerDeviceToken(db: Db, userId: number, token: string, platform: DevicePlatform): Promise<void> {
  await queries.upsertDeviceToken(db, userId, token, platform);
}

/** Account erasure: the user's push tokens go. */
export async function forgetDevicesOf(trx: Kysely<Database>, userId: number): Promise<void> {
  await queries.deleteDeviceTokensOf(trx, userId);
}
