import { execFileSync } from 'node:child_process';
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A push service stand-in speaking the real protocols: an HTTPS server (a self-signed certificate
 * made by openssl for 127.0.0.1) that takes Web Push requests as a browser vendor's push service
 * does, checks the VAPID authorization (RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, the JWT's
 * signature, audience, expiry and subject), and decrypts the RFC 8291 `aes128gcm` body with the
 * browser's private key and auth secret, as the browser would. Validated against RFC 8291's
 * example (push-receiver.test.ts).
 */
export type ReceivedPush = {
  /** the subscription's id (the endpoint's last path segment) */
  id: string;
  /** the decrypted payload */
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** the VAPID JWT's claims and the key it was verified with */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
};

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushReceiver = {
  /** https://127.0.0.1:port (its certificate: `ca`) */
  origin: string;
  /** the certificate to trust (PEM) */
  ca: string;
  /** A new browser's subscription: its keys are made here and kept to decrypt what comes. */
  subscribe: () => BrowserSubscription;
  /** What the service answers for that subscription from now on (404/410: gone); 201 by default. */
  answer: (endpoint: string, status: number) => void;
  /** Hold each push this long before answering (it is in `received` at once). */
  delay: (ms: number) => void;
  received: ReceivedPush[];
  /** requests refused: a bad VAPID header, a body that does not decrypt */
  refused: { id: string; reason: string }[];
  /** The next push for the endpoint not yet returned; waits up to timeoutMs. */
  nextPush: (endpoint: string, timeoutMs?: number) => Promise<ReceivedPush>;
  stop: () => Promise<void>;
};

const b64u = (b: Buffer) => b.toString('base64url');
const fromB64u = (s: string) => Buffer.from(s, 'base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm body of one record, decrypted with the
 * user agent's private key, public key and auth secret.
 */
export function decryptAes128gcm(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, not an uncompressed P-256 point`);
  if (record.length > rs) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(ua.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * RFC 8292: checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by that key, for
 * this push service's origin, expiring within 24 hours, with a mailto: or https: subject.
 */
export function verifyVapid(header: string | undefined, origin: string, now = Date.now()): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid authorization: ${header}`);
  const [jwt, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const h = JSON.parse(fromB64u(head).toString()) as { alg?: string; typ?: string };
  if (h.alg !== 'ES256') throw new Error(`JWT alg ${h.alg}`);
  const point = fromB64u(k);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, fromB64u(signature))) throw new Error('bad JWT signature');
  const c = JSON.parse(fromB64u(claims).toString()) as { aud: string; exp: number; sub: string };
  if (c.aud !== origin) throw new Error(`aud ${c.aud}, not ${origin}`);
  if (!(c.exp * 1000 > now && c.exp * 1000 <= now + 24 * 3600_000 + 60_000)) throw new Error(`exp ${c.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(c.sub)) throw new Error(`sub ${c.sub}`);
  return { aud: c.aud, exp: c.exp, sub: c.sub, publicKey: k };
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'push-receiver-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: PushReceiver['refused'] = [];
  const returned = new Set<ReceivedPush>();
  let delayMs = 0;
  let origin = '';

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const ua = browsers.get(id);
      const status = answers.get(id) ?? 201;
      if (req.method !== 'POST' || !ua) return void res.writeHead(404).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (req.headers.ttl === undefined) throw new Error('no TTL');
        const vapid = verifyVapid(req.headers.authorization, origin);
        const text = decryptAes128gcm(Buffer.concat(chunks), ua).toString('utf8');
        if (status === 201) received.push({ id, text, ttl: req.headers.ttl as string, urgency: req.headers.urgency as string | undefined, vapid });
      } catch (err) {
        refused.push({ id, reason: (err as Error).message });
        return void res.writeHead(400).end();
      }
      setTimeout(() => res.writeHead(status, status === 201 ? { location: `${origin}/message/${randomBytes(6).toString('hex')}` } : {}).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idOf = (endpoint: string) => endpoint.split('/').pop()!;
  return {
    origin,
    ca: cert,
    received,
    refused,
    subscribe: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const ua = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16) };
      browsers.set(id, ua);
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ua.publicKey), auth: b64u(ua.authSecret) } };
    },
    answer: (endpoint, status) => void answers.set(idOf(endpoint), status),
    delay: (ms) => void (delayMs = ms),
    nextPush: async (endpoint, timeoutMs = 10_000) => {
      const id = idOf(endpoint);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const push = received.find((p) => p.id === id && !returned.has(p));
        if (push) {
          returned.add(push);
          return push;
        }
        if (Date.now() > deadline) throw new Error(`no push for ${endpoint} within ${timeoutMs} ms (refused: ${JSON.stringify(refused)})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
