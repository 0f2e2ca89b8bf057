import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Zakazivanje } from '@zakazi/contract';
import { sql } from 'kysely';
import { buildApp } from '../../app.ts';
import { poolOf } from '../../db/database.ts';
import { book, bookBody, bookingWorld, nextWeekday, recordStatements, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * The booking path (place.ts; decision 059) as the database sees it: the session check with the
 * rate limit (the access hook), the customer's standing at the business (decision 064), then one transaction — the Idempotency-Key, the business and the
 * employee locked in the lock order, the free-slot rows read under the locks, the booking with its
 * history answering with its view and the business's recipients, its mails and jobs — and nothing else. Counted on
 * an app of its own whose pool reports every statement it sends (no job worker runs, so nothing
 * else talks to the database meanwhile).
 */
describe('booking: statements per request', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let counted: Awaited<ReturnType<typeof secondApp>>;
  let w: BookingWorld;
  const sent: string[] = [];
  const wednesday = nextWeekday(3);

  before(async () => {
    ctx = await createTestContext();
    w = await bookingWorld(ctx);
    counted = await secondApp(ctx, 4);
    recordStatements(counted.db, sent);
  });
  after(async () => {
    await counted?.close();
    await ctx?.close();
  });

  /** Each statement by what it does, in the order sent. */
  const LABELS: [RegExp, string][] = [
    [/prepared: session-user-counting/, 'session and rate limit'],
    [/prepared: client-standing/, 'client standing'],
    [/^begin/i, 'begin'],
    [/^commit/i, 'commit'],
    [/^rollback/i, 'rollback'],
    [/prepared: claim-idempotency-key/, 'claim key'],
    [/select "request_hash", "zakazivanje_id" from "idempotency_key"/, 'read key'],
    [/prepared: lock-business-share/, 'lock business'],
    [/prepared: lock-employees/, 'lock employees'],
    [/prepared: free-slot-rows/, 'free-slot rows'],
    [/prepared: insert-booking/, 'insert booking'],
    [/prepared: find-booking/, 'read booking'],
    [/'entitet_email'/, 'recipients'],
    [/prepared: insert-jobs/, 'enqueue jobs'],
  ];
  const label = (statement: string) => LABELS.find(([pattern]) => pattern.test(statement.trim()))?.[1] ?? statement;

  const statementsOf = async (run: () => Promise<unknown>) => {
    sent.length = 0;
    await run();
    return sent.map(label);
  };

  test('a booking with an Idempotency-Key: the session check, then one transaction in the lock order', async () => {
    let status = 0;
    const statements = await statementsOf(async () => {
      const res = await book(counted, w.customer.token, bookBody(w, wednesday, '10:00'), 'statements-key-0001');
      status = res.statusCode;
      assert.equal((res.json() as Zakazivanje).vreme, '10:00');
    });
    assert.equal(status, 201);
    assert.deepEqual(statements, [
      'session and rate limit',
      'client standing',
      'begin',
      'claim key',
      'lock business',
      'lock employees',
      'free-slot rows',
      'insert booking',
      'enqueue jobs',
      'commit',
    ]);
  });

  test('a request for a taken time is refused under the locks and rolled back', async () => {
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await book(counted, w.otherCustomer.token, bookBody(w, wednesday, '10:00'))).statusCode;
    });
    assert.equal(status, 409);
    assert.deepEqual(statements, ['session and rate limit', 'client standing', 'begin', 'lock business', 'lock employees', 'free-slot rows', 'rollback']);
  });

  test('the replay of a booking: its key answers with the first booking, before any lock', async () => {
    let replayed = '';
    const statements = await statementsOf(async () => {
      const res = await book(counted, w.customer.token, bookBody(w, wednesday, '10:00'), 'statements-key-0001');
      assert.equal(res.statusCode, 201);
      replayed = String(res.headers['idempotent-replayed']);
    });
    assert.equal(replayed, 'true');
    assert.deepEqual(statements, ['session and rate limit', 'client standing', 'begin', 'claim key', 'read key', 'read booking', 'commit']);
  });

  test('a booking runs free_slot_rows once, under the locks', async () => {
    // Counted by PostgreSQL itself: track_functions on this app's connections only, read after
    // they close (a backend's function statistics reach pg_stat_user_functions when it exits).
    const tracked = await secondApp(ctx, 2);
    poolOf(tracked.db)!.on('connect', (client) => void client.query("SET track_functions = 'all'"));
    const times = ['13:00', '14:00', '15:00'];
    try {
      for (const vreme of times) assert.equal((await book(tracked, w.customer.token, bookBody(w, wednesday, vreme))).statusCode, 201);
    } finally {
      await tracked.close();
    }
    const calls = async () =>
      (await sql<{ n: number }>`SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_user_functions WHERE funcname = 'free_slot_rows'`.execute(ctx.db)).rows[0]!.n;
    const deadline = Date.now() + 5_000;
    while ((await calls()) < times.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await calls(), times.length);
  });

  test("the booking's mails are claimed by their ids and so are the jobs its notice job enqueues, by the job worker of the process that booked, without a scan (decision 055)", async () => {
    // The same pool, with a job worker that does not poll within the test: only pokes claim.
    const app = await buildApp({ config: { ...ctx.config, jobs: { ...ctx.config.jobs, pollMs: 3_600_000 } }, db: counted.db }, { logger: false });
    await app.ready();
    app.jobWorker.start();
    try {
      await app.jobWorker.tick(); // returns after the start's scan too: the earlier tests' mails are sent
      const mailsWaiting = async () =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM job WHERE kind = 'mail' AND done_at IS NULL AND failed_at IS NULL`.execute(ctx.db)).rows[0]!.n;
      assert.equal(await mailsWaiting(), 0);
      const statements = await statementsOf(async () => {
        assert.equal((await book({ app }, w.customer.token, bookBody(w, wednesday, '12:00'))).statusCode, 201);
        const deadline = Date.now() + 10_000;
        while ((await mailsWaiting()) > 0) {
          if (Date.now() > deadline) throw new Error('the booking\'s mails were never sent');
          await new Promise((r) => setTimeout(r, 20));
        }
      });
      // The booking's mails and notice job, then the jobs the notice job enqueued: each batch by id.
      const claims = statements.filter((s) => /^\s*UPDATE job SET run_at = now\(\) \+ make_interval/.test(s));
      assert.ok(claims.length >= 1, statements.join('\n---\n'));
      for (const claim of claims) {
        assert.match(claim, /WHERE id = ANY\(/, `claimed by id:\n${statements.join('\n---\n')}`);
        assert.doesNotMatch(claim, /ORDER BY run_at/, 'not the scan');
      }
    } finally {
      await app.close();
    }
  });
});
