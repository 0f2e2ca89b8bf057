// Kept in-house: nodemailer's pooled transport cost more than a tenth of a booking's CPU with its mails (decision 060; bench/README.md, "Libraries where libraries do the job").
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** Who a message goes from and to in the SMTP transaction (MAIL FROM, RCPT TO). */
export type Envelope = { from: string; to: string[] };

export type SmtpConnectionsOptions = {
  /** Connections open at most (MAIL_CONCURRENCY: the job worker sends that many at once). */
  size: number;
  /** Connect, greeting and inactivity timeout of each connection. */
  timeoutMs: number;
  /** A connection is closed after this many messages and a new one opened (nodemailer's pool: 100). */
  messagesPerConnection?: number;
};

/** An open connection: messages sent on it, whether the server or the network closed it, whether its place was freed. */
type Open = { connection: SMTPConnection; sent: number; lost: boolean; freed: boolean };

/**
 * A pool of SMTP connections that sends messages already composed (mime-message.ts), with
 * nodemailer's SMTPConnection (its documented low-level client: STARTTLS, AUTH, PIPELINING,
 * dot-stuffing, timeouts) doing the protocol. Decisions 058 and 060: nodemailer's own pool puts every
 * message through its Mail layer first (plugins, a MimeNode with random boundaries around the raw
 * bytes, a stream pipeline), which cost as much as the SMTP exchange itself.
 *
 * SMTP_URL is read as nodemailer reads it (smtp:// or smtps://, user and password, query options
 * such as `?tls.rejectUnauthorized=false`). A connection the server closed while idle leaves the
 * pool; a message whose reused connection turns out to be closed is sent once more on a new one,
 * as nodemailer's pool does.
 */
export class SmtpConnections {
  private readonly idle: Open[] = [];
  private readonly waiting: { resolve: (open: Open) => void; reject: (err: unknown) => void }[] = [];
  private opened = 0;
  private closed = false;
  private readonly connectionOptions: ConstructorParameters<typeof SMTPConnection>[0];
  private readonly auth: { user: string; pass: string } | undefined;

  constructor(
    url: string,
    private readonly options: SmtpConnectionsOptions,
  ) {
    const { auth, ...rest } = parseConnectionUrl(url);
    this.auth = auth?.user || auth?.pass ? auth : undefined;
    this.connectionOptions = {
      ...rest,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    };
  }

  /** Sends one message; resolves when the server accepted it (250 after DATA). */
  async send(envelope: Envelope, raw: Buffer): Promise<void> {
    const open = await this.acquire();
    try {
      await this.sendOn(open, envelope, raw);
    } catch (err) {
      // A reused connection the server dropped since its last message (idle timeout): nothing
      // was accepted on it, so one more try on a fresh connection.
      if (open.sent === 0 || (err as { code?: string }).code !== 'ECONNECTION' || this.closed) throw err;
      await this.sendOn(await this.acquire(true), envelope, raw);
    }
  }

  /** One try on `open`: back to the pool after it, or closed if it failed. */
  private async sendOn(open: Open, envelope: Envelope, raw: Buffer): Promise<void> {
    try {
      await transmit(open.connection, envelope, raw);
    } catch (err) {
      this.discard(open);
      throw err;
    }
    this.release(open);
  }

  /** Closes every connection; sends waiting for one fail. */
  close(): void {
    this.closed = true;
    for (const open of this.idle.splice(0)) this.discard(open);
    for (const w of this.waiting.splice(0)) w.reject(new Error('SMTP pool closed'));
  }

  private acquire(fresh = false): Promise<Open> {
    if (this.closed) return Promise.reject(new Error('SMTP pool closed'));
    if (!fresh) {
      const open = this.idle.pop();
      if (open) return Promise.resolve(open);
    }
    if (this.opened < this.options.size) return this.connect();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(open: Open): void {
    open.sent++;
    if (this.closed || open.lost || open.sent >= (this.options.messagesPerConnection ?? 100)) {
      this.discard(open);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(open);
    else this.idle.push(open);
  }

  /** Closes a connection and frees its place, for a send waiting for one. */
  private discard(open: Open): void {
    const i = this.idle.indexOf(open);
    if (i >= 0) this.idle.splice(i, 1);
    if (open.freed) return;
    open.freed = true;
    this.opened--;
    open.connection.close();
    this.serveWaiting();
  }

  /** A place was freed: a send waiting for a connection gets a new one (or that connection's error). */
  private serveWaiting(): void {
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) this.connect().then(next.resolve, next.reject);
  }

  private async connect(): Promise<Open> {
    this.opened++;
    try {
      const connection = await connectAndLogin(this.connectionOptions, this.auth);
      const open: Open = { connection, sent: 0, lost: false, freed: false };
      // Closed by the server or the network while idle: it leaves the pool. Errors during a send
      // reach that send's callback too, which discards the connection.
      const lost = () => {
        open.lost = true;
        if (this.idle.includes(open)) this.discard(open);
      };
      connection.on('error', lost);
      connection.once('end', lost);
      return open;
    } catch (err) {
      // A send that queued for this place meanwhile must not wait for ever.
      this.opened--;
      this.serveWaiting();
      throw err;
    }
  }
}

function connectAndLogin(options: ConstructorParameters<typeof SMTPConnection>[0], auth: { user: string; pass: string } | undefined): Promise<SMTPConnection> {
  return new Promise((resolve, reject) => {
    const connection = new SMTPConnection(options);
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      connection.close();
      reject(err);
    };
    // The listeners stay, doing nothing once settled: an 'error' event without a listener would
    // end the process, and the pool adds its own only after this promise resolves.
    const succeed = () => {
      if (settled) return;
      settled = true;
      resolve(connection);
    };
    const closedEarly = () => fail(Object.assign(new Error('SMTP connection closed before it was ready'), { code: 'ECONNECTION' }));
    connection.on('error', fail);
    connection.once('end', closedEarly);
    connection.connect((err?: unknown) => {
      if (err) return fail(err);
      // Credentials are used when the server offers AUTH, as nodemailer's transports do.
      if (!auth || !connection.allowsAuth) return succeed();
      connection.login(auth, (err) => (err ? fail(err) : succeed()));
    });
  });
}

function transmit(connection: SMTPConnection, envelope: Envelope, raw: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    connection.send(envelope, raw, (err) => (err ? reject(err) : resolve()));
  });
}
