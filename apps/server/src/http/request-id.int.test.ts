import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createDb, type Db } from '../db/database.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';

type LogLine = { reqId?: string; msg?: string };

describe('request id: X-Request-Id kept or made, echoed, on every log line of the request', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let brokenDb: Db;
  const lines: LogLine[] = [];

  before(async () => {
    ctx = await createTestContext();
    // The readiness probe on a database that refuses connections logs a warning from inside its
    // handler: a line written by route code, not only by the framework.
    brokenDb = createDb('postgres://nobody@127.0.0.1:9/none', 1).db;
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    app = await buildApp({ config: ctx.config, db: brokenDb }, { logger: { level: 'info', stream } });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await brokenDb?.destroy();
    await ctx?.close();
  });

  test('an incoming id is kept: echoed, and on every log line of that request', async () => {
    lines.length = 0;
    const id = 'lb-7f3a.0001:abc_DEF';
    const res = await app.inject({ method: 'GET', url: '/api/ready', headers: { 'x-request-id': id } });
    assert.equal(res.statusCode, 503);
    assert.equal(res.headers['x-request-id'], id);
    const messages = lines.map((l) => l.msg);
    assert.ok(messages.includes('readiness: database not answering'), `handler's line missing: ${JSON.stringify(messages)}`);
    assert.ok(messages.includes('request completed'), `the request's own line missing: ${JSON.stringify(messages)}`);
    const completed = lines.find((l) => l.msg === 'request completed') as LogLine & { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };
    assert.equal(completed.req?.method, 'GET', 'one line per request: method and URL with the status and time');
    assert.equal(completed.req?.url, '/api/ready');
    assert.equal(completed.res?.statusCode, 503);
    assert.equal(typeof completed.responseTime, 'number');
    assert.ok(lines.length >= 2, 'handler and completed lines');
    for (const line of lines) assert.equal(line.reqId, id, `line without the id: ${JSON.stringify(line)}`);
  });

  test('without one, a UUID is made and echoed; two requests get two ids', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    assert.match(String(a.headers['x-request-id']), uuid);
    assert.match(String(b.headers['x-request-id']), uuid);
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
  });

  test('an unsafe or over-long id is replaced, not echoed or logged', async () => {
    for (const bad of ['a'.repeat(65), 'x y', 'a"b', '<script>', 'id\u00e9']) {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      assert.equal(res.statusCode, 200);
      const echoed = String(res.headers['x-request-id']);
      assert.notEqual(echoed, bad);
      assert.match(echoed, /^[0-9a-f-]{36}$/);
      for (const line of lines) assert.equal(line.reqId, echoed);
    }
  });

  test('errors echo the id too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Entitet/424242', headers: { 'x-request-id': 'err-1' } });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers['x-request-id'], 'err-1');
  });
});
