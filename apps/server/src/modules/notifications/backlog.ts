import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How far the mail outbox and the job queue are behind (for the operator's metrics). */
type QueueBacklog = {
  /** mails neither sent nor given up */
  mailUnsent: number;
  /** age of the oldest of them; 0 when none */
  mailOldestUnsentSeconds: number;
  /** jobs due now and not yet run */
  jobsDue: number;
  /** how late the most overdue of them is; 0 when none */
  jobLagSeconds: number;
  /** notifications neither sent nor given up, by channel (an SMS reminder held until 08:00 included) */
  byChannel: { email: number; push: number; sms: number };
};

/**
 * The one query that knows the queue table's names and columns outside this module's own code
 * (mails are jobs of kind 'mail' in `job`, decision 035): one statement over the partial index of
 * the unfinished rows (job_due_idx), so a scrape every few seconds costs well under a millisecond.
 * A job being run has its run_at moved to the end of its lease, so it is not counted as due.
 */
export async function queueBacklog(db: Db): Promise<QueueBacklog> {
  const { rows } = await sql<{ mail_unsent: number; mail_age: number | null; jobs_due: number; job_lag: number | null; push_unsent: number; sms_unsent: number }>`
    SELECT c.mail_unsent, c.push_unsent, c.sms_unsent,
           (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM job WHERE kind = 'mail' AND done_at IS NULL AND failed_at IS NULL) AS mail_age,
           (SELECT count(*) FROM job WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()) AS jobs_due,
           (SELECT extract(epoch FROM now() - min(run_at))::float8 FROM job WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()) AS job_lag
      FROM (SELECT count(*) FILTER (WHERE kind = 'mail') AS mail_unsent, count(*) FILTER (WHERE kind = 'push') AS push_unsent,
                   count(*) FILTER (WHERE kind = 'sms') AS sms_unsent
              FROM job WHERE done_at IS NULL AND failed_at IS NULL AND kind IN ('mail', 'push', 'sms')) c`.execute(db);
  const row = rows[0]!;
  return {
    mailUnsent: Number(row.mail_unsent),
    mailOldestUnsentSeconds: Math.max(0, Number(row.mail_age ?? 0)),
    jobsDue: Number(row.jobs_due),
    jobLagSeconds: Math.max(0, Number(row.job_lag ?? 0)),
    byChannel: { email: Number(row.mail_unsent), push: Number(row.push_unsent), sms: Number(row.sms_unsent) },
  };
}
