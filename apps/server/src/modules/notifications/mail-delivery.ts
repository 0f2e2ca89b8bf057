import type { Config } from '../../config.ts';
import type { CountNotification } from './channel-metrics.ts';
import type { JobHandler, JobKindOptions } from './job-queue.ts';
import { mimeMessage } from './mime-message.ts';
import { SmtpConnections } from './smtp-connections.ts';
import type { QueuedMail } from '../../db/tables/notifications.ts';

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** The kind of the job that delivers one mail; its payload is a QueuedMail. */
export const MAIL_JOB = 'mail';

/** Seconds before the next try after `attempts` failed ones: 10 s, 20 s, 40 s, 80 s, … at most 1 h (mail, push and SMS alike). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The handler of mail jobs. With SMTP_URL it composes the mail (mime-message.ts) and hands it to
 * SMTP over a pool of MAIL_CONCURRENCY connections (the worker runs that many deliveries at once); the job queue
 * marks the job done as soon as the server accepted it. Without SMTP_URL it writes the mail to
 * the log, so a local user can still read their confirmation code.
 */
export function mailDelivery(config: Config, log: Log, count: CountNotification): { run: JobHandler; options: JobKindOptions; close: () => void } {
  let connections: SmtpConnections | undefined;
  if (!config.smtpUrl) {
    const msg = 'SMTP_URL is not set: mail is written to the log instead of being sent';
    log.warn({}, config.env === 'production' ? `${msg} (set SMTP_URL in production)` : msg);
  }
  // A send must end well inside the job's lease, or a second worker could take the job meanwhile.
  const timeoutMs = Math.min(60_000, (config.jobs.leaseSeconds * 1000) / 2);
  const messageIdDomain = new URL(config.publicUrl).hostname;

  const run: JobHandler = async (_db, payload) => {
    const mail = payload as QueuedMail;
    if (!config.smtpUrl) {
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments?.map((a) => a.filename) } }, 'mail (not sent: no SMTP_URL)');
      count('email', 'sent');
      return;
    }
    connections ??= new SmtpConnections(config.smtpUrl, { size: config.jobs.concurrency, timeoutMs });
    // Composed here as one buffer (mime-message.ts), sent over a pool of nodemailer's SMTP
    // connections (smtp-connections.ts); both kept on decision 060's measurement.
    const { envelope, raw } = mimeMessage(config.mailFrom, mail, messageIdDomain);
    try {
      await connections.send(envelope, raw);
    } catch (err) {
      count('email', 'failed');
      throw err;
    }
    count('email', 'sent');
  };

  return {
    run,
    options: { inTransaction: false, maxAttempts: config.mail.maxAttempts, retryDelaySeconds },
    close: () => {
      connections?.close();
      connections = undefined;
    },
  };
}
