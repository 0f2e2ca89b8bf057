import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Waits for the newest mail to `address` in the run's mail folder and returns its raw text. */
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
      if (to.toLowerCase().split(',').includes(address.toLowerCase())) return decodeQuotedPrintable(raw);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
