import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as queries from './queries.ts';

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const BATCH = 20;
const LEASE_SECONDS = 120;

/** Seconds before the next try after `attempts` failed ones: 10 s, 20 s, 40 s, 80 s, … at most 1 h. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the mail outbox. Polls every MAIL_POLL_MS and right after `poke()` (called when a
 * transaction that enqueued mail has committed). With SMTP_URL it sends over SMTP with retries
 * (MAIL_MAX_ATTEMPTS, exponential backoff); without it, it writes each mail to the log, so a
 * local user can still read their confirmation code. Safe with several instances (SKIP LOCKED).
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private current: Promise<void> | undefined;
  private again = false;
  private transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: Log,
  ) {}

  get started(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (!this.config.smtpUrl) {
      const msg = 'SMTP_URL is not set: mail is written to the log instead of being sent';
      this.log.warn({}, this.config.env === 'production' ? `${msg} (set SMTP_URL in production)` : msg);
    }
    this.schedule(0);
  }

  /** Look at the outbox now (after a commit that enqueued mail). */
  poke(): void {
    if (!this.running) return;
    if (this.current) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.current?.catch(() => {});
    this.transport?.close();
    this.transport = undefined;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.current = this.tick().finally(() => {
        this.current = undefined;
        const more = this.again;
        this.again = false;
        this.schedule(more ? 0 : this.config.mail.pollMs);
      });
    }, ms);
    this.timer.unref?.();
  }

  /** One pass: sends what is due, batch after batch. Exposed for tests. */
  async tick(): Promise<void> {
    try {
      for (;;) {
        if (!this.running) return;
        const batch = await queries.claimDueMails(this.db, BATCH, LEASE_SECONDS);
        for (const mail of batch) await this.deliver(mail);
        if (batch.length < BATCH) return;
      }
    } catch (err) {
      if (this.running) this.log.error({ err }, 'mail worker: outbox pass failed');
    }
  }

  private async deliver(mail: Awaited<ReturnType<typeof queries.claimDueMails>>[number]): Promise<void> {
    try {
      if (this.config.smtpUrl) {
        this.transport ??= nodemailer.createTransport(this.config.smtpUrl);
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.html_body ? { html: mail.html_body } : {}),
          ...(mail.attachments?.length
            ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
            : {}),
        });
      } else {
        this.log.info(
          { mail: { to: mail.to_address, subject: mail.subject, text: mail.text_body, attachments: mail.attachments?.map((a) => a.filename) } },
          'mail (not sent: no SMTP_URL)',
        );
      }
      await queries.markSent(this.db, mail.id);
    } catch (err) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= this.config.mail.maxAttempts;
      this.log.warn({ mailId: mail.id, attempts, giveUp, err: String(err) }, 'mail not sent');
      await queries.markFailed(this.db, mail.id, String((err as Error)?.message ?? err), giveUp ? null : retryDelaySeconds(attempts)).catch(() => {});
    }
  }
}
