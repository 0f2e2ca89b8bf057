import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildApp } from '../app.ts';
import { createDb } from '../db/database.ts';
import { bookingPaths, identityPaths } from '@zakazi/contract';
import { tokenFor } from '../../test/support/auth.ts';
import { useTestContext, getJson } from '../../test/support/test-app.ts';

describe('operations: GET /api/health and /api/ready', () => {
  const ctx = useTestContext();

  test('health is 200 and ready is 200 while the database answers; neither is cached', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    assert.equal(health.headers['cache-control'], 'no-store');
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 200);
    // The notifications waiting on each channel (issue 30): none on a fresh database.
    assert.deepEqual(ready.json(), { status: 'ready', backlog: { email: 0, push: 0, sms: 0 } });
    assert.equal(ready.headers['cache-control'], 'no-store');
  });

  test('without the database: ready and every request that needs it are 503 database-unavailable with no database detail, health stays 200', async () => {
    // A port nothing listens on: the connection is refused at once.
    const { db } = createDb('postgres://nobody@127.0.0.1:9/none', 1);
    const app = await buildApp({ config: ctx.config, db }, { logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.json<{ error: string }>().error, 'database-unavailable');
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
      const token = await tokenFor(ctx, { id: 1, role: 'RegularUser' });
      const needing = [
        { method: 'GET' as const, url: '/api/MainKategorija' },
        // the access hook's session check
        { method: 'GET' as const, url: `${identityPaths.profil}?userId=1`, headers: { authorization: `Bearer ${token}` } },
        // the rate-limit store, before the login itself
        { method: 'POST' as const, url: identityPaths.login, payload: { username: 'a@example.test', password: 'x' } },
        // a body that does not parse, on a route whose statement checks the session: the error handler checks it
        { method: 'POST' as const, url: bookingPaths.book, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{"entitetId":' },
      ];
      for (const request of needing) {
        const res = await app.inject(request);
        assert.equal(res.statusCode, 503, `${request.method} ${request.url}: ${res.body}`);
        assert.deepEqual(Object.keys(res.json()).sort(), ['error', 'message']);
        assert.equal(res.json<{ error: string }>().error, 'database-unavailable');
        assert.doesNotMatch(res.body, /ECONNREFUSED|127\.0\.0\.1|postgres|connect/i);
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  test('once shutdown begins, ready is 503 while the server still answers requests', async () => {
    const { db } = createDb(ctx.databaseUrl, 2);
    const app = await buildApp({ config: ctx.config, db }, { logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      assert.equal((await fetch(`${base}/api/ready`)).status, 200);
      app.beginShutdown();
      const ready = await fetch(`${base}/api/ready`);
      assert.equal(ready.status, 503);
      assert.equal(((await ready.json()) as { error: string }).error, 'unavailable');
      // still taking connections and answering: the load balancer drains it
      assert.equal((await fetch(`${base}/api/health`)).status, 200);
      assert.equal((await fetch(`${base}/api/MainKategorija`)).status, 200);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  test('probes need no token and ignore a bad one', async () => {
    const res = await getJson(ctx, '/api/ready', { authorization: 'Bearer not-a-token' });
    assert.equal(res.status, 200);
  });
});
