import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { before, describe, test } from 'node:test';
import { identityPaths, managementPaths } from '@zakazi/contract';
import { bearer, tokenFor } from '../../test/support/auth.ts';
import { createBusiness, createUser } from '../../test/support/factories.ts';
import { listen } from '../../test/support/booking.ts';
import { useTestContext } from '../../test/support/test-app.ts';

/** One raw HTTP/1.1 exchange over a socket of its own: the bytes as sent, the answer's status, headers and body. */
function exchange(port: number, request: string | Buffer): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server closes the connection after a refused request; an early reset still leaves what was read.
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('end', done);
    socket.on('error', done);
    socket.write(request);
  });
}

/** A request with `Connection: close`, so the answer ends with the connection. */
const raw = (lines: string[], body: string | Buffer = '') =>
  Buffer.concat([Buffer.from([...lines, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`, '', ''].join('\r\n')), Buffer.from(body)]);

/**
 * Issue 26, item 4 (the server's part): every error the framework raises, not only the ones our
 * routes throw, answers the contract's body `{error, message}` (CONTRACT.md, Third release,
 * Running): those of Node's HTTP server before or beside a request (431 for headers over the
 * limit, 400 for bytes that are not HTTP or a missing Host, 417 for an unknown Expect), and
 * Fastify's (413, 415, bad JSON, 404), sent over a real socket as a client sends them.
 */
describe('framework errors answer the contract\'s error body', () => {
  const ctx = useTestContext();
  let port: number;

  before(async () => {
    port = Number(new URL(await listen(ctx.app)).port);
  });

  /** The body is exactly the contract's error body with this code, served as JSON. */
  const assertErrorBody = (res: { status: number; headers: Record<string, string>; body: string }, status: number, error: string) => {
    assert.equal(res.status, status, res.body);
    assert.match(res.headers['content-type'] ?? '', /^application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).filter((k) => k !== 'details').sort(), ['error', 'message'], res.body);
    assert.equal(body.error, error, res.body);
    assert.equal(typeof body.message, 'string');
  };

  test('431: request headers over the limit, from Node\'s HTTP parser', async () => {
    const res = await exchange(port, raw(['GET /api/MainKategorija HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}`]));
    assertErrorBody(res, 431, 'headers-too-large');
    // a request line over the limit is the same
    assertErrorBody(await exchange(port, raw([`GET /api/MainKategorija?q=${'a'.repeat(20_000)} HTTP/1.1`])), 431, 'headers-too-large');
  });

  test('400: bytes that are not HTTP, from Node\'s HTTP parser', async () => {
    assertErrorBody(await exchange(port, raw(['GET /api/MainKategorija HTTP/1.1', 'Bad Header Line'])), 400, 'bad-request');
    assertErrorBody(await exchange(port, Buffer.from('GET /api/MainKategorija HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n')), 400, 'bad-request');
    assertErrorBody(await exchange(port, Buffer.from('NOT-HTTP\r\n\r\n')), 400, 'bad-request');
  });

  test('400 for an HTTP/1.1 request without Host and 417 for an Expect other than 100-continue, which Node answers with an empty body', async () => {
    assertErrorBody(await exchange(port, Buffer.from('GET /api/MainKategorija HTTP/1.1\r\nConnection: close\r\n\r\n')), 400, 'bad-request');
    // HTTP/1.0 needs no Host
    assert.equal((await exchange(port, Buffer.from('GET /api/MainKategorija HTTP/1.0\r\n\r\n'))).status, 200);
    assertErrorBody(await exchange(port, raw([`POST ${identityPaths.login} HTTP/1.1`, 'Expect: something-else', 'Content-Type: application/json'], '{}')), 417, 'expectation-failed');
  });

  test('413: a JSON body over the limit, announced or streamed', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'x' });
    assertErrorBody(await exchange(port, raw([`POST ${identityPaths.login} HTTP/1.1`, 'Content-Type: application/json'], big)), 413, 'payload-too-large');
    const chunked = Buffer.from(
      [`POST ${identityPaths.login} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', 'Content-Type: application/json', 'Transfer-Encoding: chunked', '', `${big.length.toString(16)}`, big, '0', '', ''].join('\r\n'),
    );
    assertErrorBody(await exchange(port, chunked), 413, 'payload-too-large');
  });

  test('413: an image upload over its limit', async () => {
    const owner = await createUser(ctx.db, { role: 'Administrator' });
    const token = await tokenFor(ctx, { id: owner.id, role: 'Administrator' });
    const business = await createBusiness(ctx.db, { ownerUserId: owner.id });
    const boundary = 'b0undary';
    const file = Buffer.alloc(11 * 1024 * 1024, 0x61);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await exchange(
      port,
      raw([`POST ${managementPaths.uploadImage(business.id)} HTTP/1.1`, `Authorization: ${bearer(token).authorization}`, `Content-Type: multipart/form-data; boundary=${boundary}`], body),
    );
    assertErrorBody(res, 413, 'payload-too-large');
  });

  test('415, bad JSON and 404', async () => {
    assertErrorBody(await exchange(port, raw([`POST ${identityPaths.login} HTTP/1.1`, 'Content-Type: application/xml'], '<a/>')), 415, 'unsupported-media-type');
    assertErrorBody(await exchange(port, raw([`POST ${identityPaths.login} HTTP/1.1`, 'Content-Type: application/json'], '{"username":')), 400, 'bad-request');
    assertErrorBody(await exchange(port, raw(['GET /api/NoSuchThing HTTP/1.1'])), 404, 'not-found');
    assertErrorBody(await exchange(port, raw(['PROPFIND /api/MainKategorija HTTP/1.1'])), 404, 'not-found');
  });
});
