import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a random loopback port that keeps every message it receives, so
 * integration tests read the mail a user would get (codes, reset links) from the wire.
 * Messages are parsed with the small MIME reader below, which covers what nodemailer writes
 * (single part or multipart/alternative; quoted-printable, base64, 7/8bit; encoded-word subjects).
 */
export type ReceivedMail = { to: string[]; from: string; subject: string; messageId: string | null; text: string; html: string | null; raw: string };

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
};

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let inFlight = 0;
  let maxInFlight = 0;
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let waiters: { address: string; resolve: (m: ReceivedMail) => void }[] = [];

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
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMail(raw);
        deliver({
          ...parsed,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        });
        if (!options.acceptDelayMs) return callback();
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        setTimeout(() => {
          inFlight--;
          callback();
        }, options.acceptDelayMs);
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

// ---- a small MIME reader ---------------------------------------------------------------------

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const m = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return m?.[1];
}

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  if (!/^multipart\//i.test(type)) return [part];
  const boundary = param(type, 'boundary');
  if (!boundary) return [];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitHeaders(chunk.replace(/^\n/, ''))));
}

function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const root = splitHeaders(raw);
  const parts = leaves(root);
  const text = parts.find((p) => /^text\/plain/i.test(p.headers['content-type'] ?? 'text/plain'));
  const html = parts.find((p) => /^text\/html/i.test(p.headers['content-type'] ?? ''));
  return {
    from: decodeWords(root.headers.from ?? ''),
    subject: decodeWords(root.headers.subject ?? ''),
    messageId: root.headers['message-id'] ?? null,
    text: text ? decodeBody(text).replace(/\n$/, '') : '',
    html: html ? decodeBody(html) : null,
  };
}
