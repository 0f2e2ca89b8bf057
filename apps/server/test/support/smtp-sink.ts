import { simpleParser, type StructuredHeader } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a random loopback port that keeps every message it receives, so
 * integration tests read the mail a user would get (codes, reset links) from the wire.
 * Messages are read with mailparser, as a mail client would read them; `raw` keeps the bytes.
 */
export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  /** attached files as mailparser reads them (a booking mail's calendar entry), decoded to text */
  attachments: { filename: string | null; contentType: string; method: string | null; content: string }[];
  raw: string;
};

export type SmtpSink = {
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `address` not yet returned by nextMail; waits up to timeoutMs. */
  nextMail: (address: string, timeoutMs?: number) => Promise<ReceivedMail>;
  /** All mails received so far for an address. */
  mailsTo: (address: string) => ReceivedMail[];
  /** The most messages that were between their end of DATA and the sink's answer at one time. */
  maxInFlight: () => number;
  stop: () => Promise<void>;
};

export type SmtpSinkOptions = {
  /**
   * Keep each message this long between receiving it (it is in `mails` at once) and answering
   * 250, as a slow mail server would: a sender killed meanwhile never learns it was accepted.
   */
  acceptDelayMs?: number;
  /**
   * false: keep each message's envelope and raw bytes only, unread (subject, text and the rest
   * empty). For a load test's sink, where reading hundreds of mails a second with mailparser
   * would take a good part of a core from the servers being measured.
   */
  read?: boolean;
};

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let inFlight = 0;
  let maxInFlight = 0;
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let waiters: { address: string; resolve: (m: ReceivedMail) => void }[] = [];
  let parsing = Promise.resolve();

  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    for (const w of waiters) {
      if (!taken.has(mail) && mail.to.includes(w.address)) {
        taken.add(mail);
        w.resolve(mail);
        waiters = waiters.filter((x) => x !== w);
        return;
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        // Parsing is asynchronous: the chain keeps the mails in the order they arrived.
        parsing = parsing.then(async () => {
          try {
            const read = options.read === false ? UNREAD : await parseMail(raw);
            deliver({ ...read, to, raw: raw.toString('utf8') });
          } catch (err) {
            return callback(err as Error); // the sender sees the refusal: a test can't miss it
          }
          if (!options.acceptDelayMs) return callback();
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          setTimeout(() => {
            inFlight--;
            callback();
          }, options.acceptDelayMs);
        }).catch(() => {}); // an answer to a sender that is gone must not stop the chain for the next ones
      });
    },
  });
  // A client that dies mid-session (a server process killed with SIGKILL by a crash or cluster
  // test) resets its connection; smtp-server reports that as an 'error' event, which without a
  // listener would end the test process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    maxInFlight: () => maxInFlight,
    mailsTo: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    nextMail: (address, timeoutMs = 10_000) => {
      const wanted = address.toLowerCase();
      const ready = mails.find((m) => !taken.has(m) && m.to.includes(wanted));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          address: wanted,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms (received: ${mails.map((m) => m.to.join(',')).join('; ') || 'none'})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const UNREAD: Omit<ReceivedMail, 'to' | 'raw'> = { from: '', subject: '', messageId: null, text: '', html: null, attachments: [] };

/** The message as a mail client reads it: mailparser decodes the MIME (parts, encodings, encoded words). */
async function parseMail(raw: Buffer): Promise<Omit<ReceivedMail, 'to' | 'raw'>> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  return {
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? null,
    text: (mail.text ?? '').replace(/\n$/, ''),
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? null,
      contentType: a.contentType,
      // the Content-Type's method parameter (RFC 6047: PUBLISH, CANCEL …)
      method: (a.headers.get('content-type') as StructuredHeader | undefined)?.params.method ?? null,
      content: a.content.toString('utf8'),
    })),
  };
}
