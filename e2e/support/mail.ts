import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Waits for the newest mail to `address` in the run's mail folder and returns it as its reader
 * sees it (mailparser reads the MIME): the decoded Subject, From and To, a blank line, then the
 * text, the HTML and any text attachment (a calendar entry), each after a blank line.
 */
export async function waitForMail(address: string, { after = 0, timeoutMs = 15_000 } = {}): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through `npm run test:e2e`');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml') && Number(f.split('-')[0]) >= after)
      .sort();
    for (const file of files.reverse()) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
      if (to.toLowerCase().split(',').includes(address.toLowerCase())) return readable(raw);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

async function readable(raw: string): Promise<string> {
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  const headers = `Subject: ${mail.subject ?? ''}\nFrom: ${mail.from?.text ?? ''}\nTo: ${to}`;
  const attachments = mail.attachments.filter((a) => a.contentType.startsWith('text/')).map((a) => a.content.toString('utf8'));
  return [headers, mail.text ?? '', typeof mail.html === 'string' ? mail.html : '', ...attachments].join('\n\n');
}

/** The 6-digit code of a confirmation mail (waitForMail's text): on a line of its own in the body. */
export function mailCode(mail: string): string {
  const body = mail.split(/\n\n/).slice(1).join('\n'); // not the headers
  const code = /^[ \t]*(\d{6})[ \t]*\r?$/m.exec(body)?.[1];
  assert.ok(code, `a 6-digit code in the mail:\n${body.slice(0, 1500)}`);
  return code;
}
