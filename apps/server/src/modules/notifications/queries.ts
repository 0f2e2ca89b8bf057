import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DevicePlatform, MailAttachment } from './tables.ts';

type Executor = Kysely<Database>;

export type OutgoingMail = { to: string; subject: string; text: string; html?: string | null; attachments?: MailAttachment[] };

export async function insertMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due mails for `leaseSeconds` (SKIP LOCKED: several workers or instances
 * never take the same row); a worker that dies mid-send leaves them due again after the lease.
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds: number) {
  const { rows } = await sql<{ id: number; to_address: string; subject: string; text_body: string; html_body: string | null; attachments: MailAttachment[] | null; attempts: number }>`
    UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     WHERE id IN (SELECT id FROM mail_outbox
                   WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                   ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, text_body, html_body, attachments, attempts`.execute(db);
  return rows;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: sql`now()`, last_error: null, attempts: sql`attempts + 1` }).where('id', '=', id).execute();
}

export async function markFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 1000),
      ...(retryInSeconds === null ? { failed_at: sql`now()` } : { next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where('id', '=', id)
    .execute();
}

export async function upsertDeviceToken(db: Db, userId: number, token: string, platform: DevicePlatform): Promise<void> {
  await db
    .insertInto('device_token')
    .values({ token, user_id: userId, platform })
    .onConflict((oc) => oc.column('token').doUpdateSet({ user_id: userId, platform, updated_at: sql`now()` }))
    .execute();
}

export async function deleteDeviceTokensOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('device_token').where('user_id', '=', userId).execute();
}
