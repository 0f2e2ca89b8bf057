// Kept in-house: nodemailer's composing cost more than a tenth of a booking's CPU with its mails (decision 060; bench/README.md, "Libraries where libraries do the job").
import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import type { QueuedMail } from '../../db/tables/notifications.ts';

/**
 * A queued mail as the bytes of one MIME message (RFC 5322, 2045–2047, 2231), sent as it is by
 * mail-delivery.ts: nodemailer composing the same mail builds a tree of streams per message, which
 * cost about as much CPU as the SMTP exchange itself, and a booking sends two.
 *
 * Only the shapes our mails have: a text body, optionally an HTML alternative, optionally
 * attachments (calendar entries). Every body is base64 (UTF-8, any line length, no escaping
 * rules to get wrong) in lines of 76; non-ASCII or long header text is RFC 2047 encoded words of
 * whole characters, folded. Boundaries derive from the Message-ID, so a repeated delivery of a
 * queued mail is the same message but for its Date.
 */
export type MimeMessage = { envelope: { from: string; to: string[] }; raw: Buffer };

const CRLF = '\r\n';

/** `domain`: the right side of the Message-ID, the service's own host (PUBLIC_URL's). */
export function mimeMessage(from: string, mail: QueuedMail, domain: string, date = new Date()): MimeMessage {
  const sender = parseMailbox(from);
  const to = asciiAddress(mail.to);
  const boundary = (level: string) => `zk-${level}-${createHash('sha1').update(mail.messageId).digest('hex').slice(0, 24)}`;

  const text = leaf('text/plain; charset=utf-8', Buffer.from(mail.text, 'utf8'));
  const body = mail.html ? multipart('alternative', boundary('alt'), [text, leaf('text/html; charset=utf-8', Buffer.from(mail.html, 'utf8'))]) : text;
  const attachments = (mail.attachments ?? []).map((a) =>
    leaf(`${a.contentType}; name=${quotedParameter(a.filename)}`, Buffer.from(a.content, 'utf8'), `attachment; ${filenameParameter(a.filename)}`),
  );
  const content = attachments.length ? multipart('mixed', boundary('mix'), [body, ...attachments]) : body;

  const headers = [
    `From: ${sender.name ? `${displayName(sender.name)} <${sender.address}>` : sender.address}`,
    `To: ${to}`,
    `Subject: ${headerText(mail.subject, 'Subject: '.length)}`,
    `Message-ID: ${messageIdOf(mail.messageId, domain)}`,
    `Date: ${date.toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
    // RFC 8058 one-click unsubscribe of a mail that is not required (an ASCII URL, well under the 998 characters of a header line).
    ...(mail.unsubscribeUrl ? [`List-Unsubscribe: <${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : []),
  ];
  const message = headers.join(CRLF) + CRLF + content + (content.endsWith(CRLF) ? '' : CRLF);
  return { envelope: { from: sender.address, to: [to] }, raw: Buffer.from(message, 'utf8') };
}

/** `<unique@domain>`; a whole id (`<…>`, queued before the domain came from PUBLIC_URL) as it is. */
function messageIdOf(unique: string, domain: string): string {
  return unique.startsWith('<') ? unique : `<${unique}@${domain}>`;
}

/** A part's headers and body; `content` starts with the part's own headers. */
function leaf(contentType: string, bytes: Buffer, disposition?: string): string {
  const lines = [folded(`Content-Type: ${contentType}`), 'Content-Transfer-Encoding: base64'];
  if (disposition) lines.push(folded(`Content-Disposition: ${disposition}`));
  return lines.join(CRLF) + CRLF + CRLF + base64Lines(bytes);
}

function multipart(subtype: 'alternative' | 'mixed', boundary: string, parts: string[]): string {
  return `${folded(`Content-Type: multipart/${subtype}; boundary="${boundary}"`)}${CRLF}${CRLF}` + parts.map((p) => `--${boundary}${CRLF}${p}${CRLF}`).join('') + `--${boundary}--${CRLF}`;
}

/** A header of parameters with each parameter on its own line once it is longer than 78 characters. */
function folded(header: string): string {
  return header.length <= 78 ? header : header.replace(/; /g, `;${CRLF} `);
}

function base64Lines(bytes: Buffer): string {
  const encoded = bytes.toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
  return lines.join(CRLF);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Header text as is when it is printable ASCII and short, else as encoded words (`=?UTF-8?B?…?=`,
 * at most 75 characters each, never splitting a character's bytes), one per folded line.
 * `offset`: the characters before the text on its first line.
 */
export function headerText(value: string, offset = 0): string {
  if (PRINTABLE_ASCII.test(value) && offset + value.length <= 78) return value;
  const words: string[] = [];
  let chunk = '';
  for (const ch of value) {
    // 42 bytes are 56 base64 characters: with `=?UTF-8?B?` and `?=` a word of 68, which fits
    // a line after `Subject: ` or a folding space within 78.
    if (Buffer.byteLength(chunk + ch, 'utf8') > 42) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

/** A display name: an atom phrase as is, with specials quoted, non-ASCII as encoded words. */
function displayName(name: string): string {
  if (!PRINTABLE_ASCII.test(name)) return headerText(name, 78);
  if (/^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(name)) return name;
  return `"${name.replace(/(["\\])/g, '\\$1')}"`;
}

/** `Name <address>`, `"Name" <address>` or a bare address (MAIL_FROM). */
export function parseMailbox(value: string): { name: string; address: string } {
  const angle = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!angle) return { name: '', address: asciiAddress(value.trim()) };
  const name = angle[1]!.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  return { name, address: asciiAddress(angle[2]!) };
}

/** The bare address of a mailbox such as MAIL_FROM ("Zakaži <no-reply@zakazi.rs>" → no-reply@zakazi.rs). */
export function senderAddress(from: string): string {
  return parseMailbox(from).address;
}

/**
 * An address with its domain in ASCII (IDNA), as SMTP without SMTPUTF8 needs it. One with white
 * space, control characters or brackets is refused: it would end up in a header line as is.
 */
function asciiAddress(address: string): string {
  if (/[\s\p{Cc}<>(),;]/u.test(address)) throw new Error(`not a mail address: ${JSON.stringify(address)}`);
  const at = address.lastIndexOf('@');
  if (at === -1 || PRINTABLE_ASCII.test(address)) return address;
  return `${address.slice(0, at)}@${domainToASCII(address.slice(at + 1)) || address.slice(at + 1)}`;
}

function quotedParameter(value: string): string {
  return PRINTABLE_ASCII.test(value) ? `"${value.replace(/(["\\])/g, '\\$1')}"` : `"${headerText(value, 78).replace(/\r\n /g, ' ')}"`;
}

/** filename="…", or RFC 2231's filename*=UTF-8''… for a non-ASCII name. */
function filenameParameter(name: string): string {
  if (PRINTABLE_ASCII.test(name)) return `filename=${quotedParameter(name)}`;
  return `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
