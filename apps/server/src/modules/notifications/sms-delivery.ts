import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { CountNotification } from './channel-metrics.ts';
import type { JobHandler, JobKindOptions, NewJob } from './job-queue.ts';
import { retryDelaySeconds } from './mail-delivery.ts';

/** The kind of the job that sends one SMS. */
export const SMS_JOB = 'sms';

/** `to`: international form without '+' (381641234567); `entitetId`, `timeZone`: whose monthly cap it counts against. */
type SmsPayload = { to: string; text: string; entitetId: number; timeZone: string };

export function smsJob(payload: SmsPayload, runAt?: Date): NewJob {
  return { kind: SMS_JOB, payload, ...(runAt ? { runAt } : {}) };
}

/**
 * Takes one SMS off the business's allowance for this month (in its time zone); false when the
 * month's SMS_MONTHLY_CAP is spent. One statement: concurrent senders never pass the cap together.
 */
async function takeFromCap(db: Kysely<Database>, entitetId: number, timeZone: string, cap: number): Promise<boolean> {
  if (cap <= 0) return false;
  const { rows } = await sql<{ sent: number }>`
    INSERT INTO sms_month (entitet_id, month, sent)
    VALUES (${entitetId}, date_trunc('month', now() AT TIME ZONE ${timeZone})::date, 1)
    ON CONFLICT (entitet_id, month) DO UPDATE SET sent = sms_month.sent + 1 WHERE sms_month.sent < ${cap}
    RETURNING sent`.execute(db);
  return rows.length > 0;
}

/** A send that failed gives its place back, so a retried SMS counts once. */
async function giveBack(db: Kysely<Database>, entitetId: number, timeZone: string): Promise<void> {
  await sql`UPDATE sms_month SET sent = sent - 1
             WHERE entitet_id = ${entitetId} AND month = date_trunc('month', now() AT TIME ZONE ${timeZone})::date AND sent > 0`.execute(db);
}

/**
 * The handler of SMS jobs: one POST to an Infobip-style gateway (CONTRACT.md "Third release",
 * Notifications: `{SMS_URL}/sms/2/text/advanced`, `Authorization: App {SMS_API_KEY}`). Outside a
 * transaction and marked done the moment the gateway accepted it, like mail. An SMS past the
 * business's monthly cap is dropped (decision 068); a failure retries with the mail's backoff.
 */
export function smsDelivery(config: Config, count: CountNotification, log: { warn: (obj: object, msg: string) => void }): { run: JobHandler; options: JobKindOptions } {
  const timeoutMs = Math.min(30_000, (config.jobs.leaseSeconds * 1000) / 2);
  const run: JobHandler = async (db, payload) => {
    const p = payload as SmsPayload;
    const url = config.sms.url;
    if (!url) {
      // Queued while a gateway was set, the setting gone since: nothing can send it.
      log.warn({ to: p.to }, 'SMS dropped: SMS_URL is not set');
      count('sms', 'dropped');
      return;
    }
    if (!(await takeFromCap(db, p.entitetId, p.timeZone, config.sms.monthlyCap))) {
      log.warn({ entitetId: p.entitetId }, 'SMS dropped: the business reached its monthly SMS cap');
      count('sms', 'dropped');
      return;
    }
    try {
      const res = await fetch(`${url}/sms/2/text/advanced`, {
        method: 'POST',
        headers: { authorization: `App ${config.sms.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ messages: [{ destinations: [{ to: p.to }], from: config.sms.from, text: p.text }] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    } catch (err) {
      count('sms', 'failed');
      await giveBack(db, p.entitetId, p.timeZone);
      throw err;
    }
    count('sms', 'sent');
  };
  return { run, options: { inTransaction: false, maxAttempts: config.mail.maxAttempts, retryDelaySeconds } };
}
