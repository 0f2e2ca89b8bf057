import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An SMS gateway stand-in speaking Infobip's "send SMS" API as the server uses it: POST
 * /sms/2/text/advanced with `Authorization: App <key>` and `{messages: [{destinations: [{to}], from,
 * text}]}`, answered as Infobip answers (200 with a bulkId and each message's id and PENDING
 * status), 401 for another key, 400 for a body of another shape.
 */
export type ReceivedSms = { to: string; from: string; text: string; at: Date };

export type SmsGateway = {
  /** SMS_URL */
  url: string;
  /** SMS_API_KEY the gateway accepts */
  apiKey: string;
  received: ReceivedSms[];
  /** requests refused, with why */
  refused: string[];
  /** Answer this status to every request from now on (500: the gateway failing); 200 by default. */
  failWith: (status: number | null) => void;
  /** The next SMS to `to` not yet returned; waits up to timeoutMs. */
  nextSms: (to: string, timeoutMs?: number) => Promise<ReceivedSms>;
  stop: () => Promise<void>;
};

type Body = { messages?: { destinations?: { to?: unknown }[]; from?: unknown; text?: unknown }[] };

export async function startSmsGateway(apiKey = randomBytes(12).toString('hex')): Promise<SmsGateway> {
  const received: ReceivedSms[] = [];
  const refused: string[] = [];
  const returned = new Set<ReceivedSms>();
  let failing: number | null = null;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/sms/2/text/advanced') return answer(404, { requestError: { serviceException: { messageId: 'NOT_FOUND' } } });
      if (req.headers.authorization !== `App ${apiKey}`) {
        refused.push(`authorization ${req.headers.authorization}`);
        return answer(401, { requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } } });
      }
      if (failing) return answer(failing, { requestError: { serviceException: { messageId: 'GENERAL_ERROR' } } });
      let body: Body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
      } catch {
        refused.push('not JSON');
        return answer(400, { requestError: { serviceException: { messageId: 'BAD_REQUEST' } } });
      }
      const messages = body.messages ?? [];
      const shapeOk =
        messages.length > 0 &&
        messages.every((m) => typeof m.from === 'string' && typeof m.text === 'string' && (m.destinations ?? []).length > 0 && m.destinations!.every((d) => typeof d.to === 'string' && /^\d{8,15}$/.test(d.to)));
      if (!shapeOk) {
        refused.push(`shape ${JSON.stringify(body)}`);
        return answer(400, { requestError: { serviceException: { messageId: 'BAD_REQUEST' } } });
      }
      const sent = [];
      for (const m of messages) {
        for (const d of m.destinations!) {
          received.push({ to: d.to as string, from: m.from as string, text: m.text as string, at: new Date() });
          sent.push({ to: d.to, messageId: randomBytes(8).toString('hex'), status: { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED' } });
        }
      }
      answer(200, { bulkId: randomBytes(8).toString('hex'), messages: sent });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    received,
    refused,
    failWith: (status) => void (failing = status),
    nextSms: async (to, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const sms = received.find((s) => s.to === to && !returned.has(s));
        if (sms) {
          returned.add(sms);
          return sms;
        }
        if (Date.now() > deadline) throw new Error(`no SMS to ${to} within ${timeoutMs} ms (refused: ${JSON.stringify(refused)})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
