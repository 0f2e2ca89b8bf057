import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildApp } from '../app.ts';
import { createDb } from '../db/database.ts';
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
    assert.deepEqual(ready.json(), { status: 'ready' });
    assert.equal(ready.headers['cache-control'], 'no-store');
  });

  test('without the database: ready is 503 with an error body, health stays 200', async () => {
    // A port nothing listens on: the connection is refused at once.
    const { db } = createDb('postgres://nobody@127.0.0.1:9/none', 1);
    const app = await buildApp({ config: ctx.config, db }, { logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.json<{ error: string }>().error, 'unavailable');
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
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
