import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Zakazivanje } from '@zakazi/contract';
import { sql } from 'kysely';
import { buildApp } from '../../app.ts';
import { poolOf } from '../../db/database.ts';
import { book, bookBody, bookingWorld, nextWeekday, recordStatements, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * Decision 046: a customer's booking is two statements besides authentication and the rate limit
 * (bookingPrecheck, then book_slot), where it was seventeen; a request for a taken time is the
 * precheck alone. Decision 050: authentication and the rate limit are one statement; decision 052:
 * that statement is the precheck's first part, so a booking is two in all. Counted on an app of its
 * own whose pool reports every statement it sends (no job worker runs, so nothing else talks to the
 * database meanwhile).
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

  const statementsOf = async (run: () => Promise<unknown>) => {
    sent.length = 0;
    await run();
    return [...sent];
  };

  test('a booking with an Idempotency-Key: the precheck with authentication and the rate limit, book_slot', async () => {
    let status = 0;
    const statements = await statementsOf(async () => {
      const res = await book(counted, w.customer.token, bookBody(w, wednesday, '10:00'), 'statements-key-0001');
      status = res.statusCode;
      assert.equal((res.json() as Zakazivanje).vreme, '10:00');
    });
    assert.equal(status, 201);
    assert.equal(statements.length, 2, statements.join('\n---\n'));
    assert.match(statements[0]!, /prepared: booking-precheck/);
    assert.match(statements[0]!, /FROM revoked_access_token/);
    assert.match(statements[0]!, /INSERT INTO rate_limit_counter/);
    assert.match(statements[1]!, /book_slot\(/);
  });

  test('a request for a taken time is answered after the precheck', async () => {
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await book(counted, w.otherCustomer.token, bookBody(w, wednesday, '10:00'))).statusCode;
    });
    assert.equal(status, 409);
    assert.equal(statements.length, 1, statements.join('\n---\n'));
  });

  test('the replay of a booking: its key decides in book_slot, then the booking is read', async () => {
    let replayed = '';
    const statements = await statementsOf(async () => {
      const res = await book(counted, w.customer.token, bookBody(w, wednesday, '10:00'), 'statements-key-0001');
      assert.equal(res.statusCode, 201);
      replayed = String(res.headers['idempotent-replayed']);
    });
    assert.equal(replayed, 'true');
    assert.equal(statements.length, 3, statements.join('\n---\n'));
  });

  test('a booking runs free_slot_rows twice: once in the precheck, once in book_slot under the locks', async () => {
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
    while ((await calls()) < 2 * times.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await calls(), 2 * times.length);
  });

  test("the booking's mails are claimed by their ids by the job worker of the process that booked, without a scan (decision 055)", async () => {
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
      const claims = statements.filter((s) => /^\s*UPDATE job SET run_at = now\(\) \+ make_interval/.test(s));
      assert.equal(claims.length, 1, statements.join('\n---\n'));
      assert.match(claims[0]!, /WHERE id = ANY\(/, 'claimed by id');
      assert.doesNotMatch(claims[0]!, /ORDER BY run_at/, 'not the scan');
    } finally {
      await app.close();
    }
  });
});
