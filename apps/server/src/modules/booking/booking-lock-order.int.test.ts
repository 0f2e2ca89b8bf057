import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { bookingPaths, identityPaths } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, nextWeekday, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createUser } from '../../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { lockEmployees } from '../schedule/index.ts';

/**
 * Bookings of one employee are serialised by construction (claim.ts, lock order in
 * schedule/queries.ts), shown deterministically: a separate connection holds the bookings
 * table in SHARE mode, a barrier right at the insert (INSERT needs ROW EXCLUSIVE; reads pass).
 * Every booking transaction runs until it blocks, and the test looks at where each one waits.
 * With bookings sharing the employee's lock (the old FOR SHARE), all of them reach the insert
 * together, and released together they deadlock in the exclusion constraint (each waits for the
 * other's uncommitted row). Serialised, exactly one is at the insert and the others wait for the
 * employee's lock. The same kind of barrier shows that the other writers of an employee's
 * schedule take its rows in the lock order (schedule/queries.ts), so none can close a cycle
 * with a booking.
 */
describe('booking: one employee, one booking transaction at a time', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let booker: Awaited<ReturnType<typeof secondApp>>;
  let w: BookingWorld;
  let tokens: string[];
  const CONTENDERS = 4;

  before(async () => {
    ctx = await createTestContext();
    // The deadlock test needs the booking's own deadlock check to come after the other writer has
    // started waiting. PostgreSQL checks once per wait, deadlock_timeout after it began, so the
    // booker's connections get a longer timeout than 1 s to bridge that gap on a loaded machine.
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(ctx.db);
    await sql`ALTER DATABASE ${sql.id(rows[0]!.name)} SET deadlock_timeout = '3s'`.execute(ctx.db);
    booker = await secondApp(ctx, CONTENDERS + 4); // a connection for every contender's transaction, and spare
    // A 60-minute service on two employees: 09:45, 10:00 and 10:15 all overlap one another.
    w = await bookingWorld(ctx, { services: [{ trajanjeMinuta: 60 }], employees: [{}, {}] });
    tokens = await Promise.all(
      Array.from({ length: CONTENDERS }, async () => {
        const u = await createUser(ctx.db, { role: 'RegularUser' });
        return tokenFor(ctx, { id: u.id, role: 'RegularUser' });
      }),
    );
  });
  after(async () => {
    await booker?.close();
    await ctx?.close();
  });

  /** A connection of its own, outside the app's pools: the test's hand on the locks. */
  async function connection(): Promise<pg.Client & { pid: number }> {
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return Object.assign(client, { pid: rows[0]!.pid });
  }

  /** A connection of its own in a transaction holding `table` in SHARE mode: a barrier at the first write to it. */
  async function barrierAt(table: string) {
    const client = await connection();
    try {
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${table} IN SHARE MODE`);
      return client;
    } catch (err) {
      await client.end();
      throw err;
    }
  }

  /** Backends of this database (but `except`) waiting for a lock: all, and those waiting to write zakazivanje. */
  async function waiting(except: number[]) {
    const { rows } = await sql<{ waiting: number; at_insert: number }>`
      SELECT count(*)::int AS waiting,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM pg_locks l
                                             WHERE l.pid = a.pid AND NOT l.granted AND l.locktype = 'relation'
                                               AND l.relation = 'zakazivanje'::regclass))::int AS at_insert
        FROM pg_stat_activity a
       WHERE a.datname = current_database() AND a.wait_event_type = 'Lock' AND NOT a.pid = ANY(${except}::int[])`.execute(ctx.db);
    return rows[0]!;
  }

  /** Polls until `count` backends wait for a lock (the barrier is reached), or fails after 15 s. */
  async function untilWaiting(count: number, except: number[]) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const now = await waiting(except);
      if (now.waiting >= count) return now;
      if (Date.now() > deadline) assert.fail(`only ${now.waiting} of ${count} transactions reached a lock`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const liveBookings = async (zaposleniId: number) =>
    ctx.db.selectFrom('zakazivanje').select('id').where('zaposleni_id', '=', zaposleniId).where('status', 'in', ['pending', 'confirmed']).execute();

  test('competing bookings reach the insert one at a time: no deadlock, one 201, the others 409 slot-taken', async () => {
    const day = nextWeekday(2, 3);
    const barrier = await barrierAt('zakazivanje');
    try {
      const times = ['10:00', '10:00', '09:45', '10:15'];
      const answers = tokens.map((token, i) => book(booker, token, bookBody(w, day, times[i]!)));

      const at = await untilWaiting(CONTENDERS, [barrier.pid]);
      assert.equal(at.waiting, CONTENDERS);
      assert.equal(at.at_insert, 1, `${at.at_insert} booking transactions of one employee at the insert together`);

      await barrier.query('COMMIT');
      const done = await Promise.all(answers);
      const statuses = done.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [201, 409, 409, 409], done.map((r) => r.body).join('\n'));
      for (const r of done.filter((r) => r.statusCode === 409)) assert.equal(r.json().error, 'slot-taken');
      const winner = done.find((r) => r.statusCode === 201)!.json() as { id: number };
      assert.deepEqual((await liveBookings(w.zaposleniId)).map((r) => r.id), [winner.id]);
    } finally {
      await barrier.end();
    }
  });

  test('a booking chosen as a deadlock victim is run again, not answered 500', async () => {
    // A writer that breaks the lock order (bookings first, then the employee) against a booking
    // that holds the employee and waits for the bookings table: a real deadlock. The booking waits
    // first and checks first (3 s after, against the writer's 30 s; see before()), so PostgreSQL
    // finds the cycle in the booking's backend and aborts it.
    const day = nextWeekday(4, 3);
    const other = await barrierAt('zakazivanje');
    try {
      await other.query("SET deadlock_timeout = '30s'");
      const answer = book(booker, tokens[0]!, bookBody(w, day, '10:00'));
      await untilWaiting(1, [other.pid]);
      // Waits for the booking's employee lock; returns once the booking has been aborted.
      await other.query('SELECT 1 FROM zaposleni WHERE id = $1 FOR UPDATE', [w.zaposleniId]);
      await other.query('COMMIT');
      const res = await answer;
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((await liveBookings(w.zaposleniId)).length, 2, 'the earlier test’s booking and this one');
    } finally {
      await other.end();
    }
  });

  /**
   * Holds `table` in SHARE mode, starts `request` and lets it run until it blocks there (its first
   * write to that table), then tries the rows a booking takes with NOWAIT: the ones `request`
   * holds by then answer 55P03 lock_not_available. Returns the request's answer and what was held.
   */
  async function heldAtFirstWriteTo(table: string, request: () => Promise<{ statusCode: number; body: string }>, rows: { entitet: number; zaposleni: number }) {
    const barrier = await barrierAt(table);
    const probe = await connection();
    try {
      const answer = request();
      await untilWaiting(1, [barrier.pid, probe.pid]);
      const held = async (q: string, id: number) => {
        await probe.query('BEGIN');
        try {
          await probe.query(q, [id]);
          return false;
        } catch (err) {
          if ((err as { code?: string }).code === '55P03') return true;
          throw err;
        } finally {
          await probe.query('ROLLBACK');
        }
      };
      const business = await held('SELECT 1 FROM entitet WHERE id = $1 FOR SHARE NOWAIT', rows.entitet);
      const employee = await held('SELECT 1 FROM zaposleni WHERE id = $1 FOR SHARE NOWAIT', rows.zaposleni);
      await barrier.query('COMMIT');
      return { answer: await answer, business, employee };
    } finally {
      await barrier.end();
      await probe.end();
    }
  }

  test('a working week locks the business before the employee, as bookings do (it updates the business afterwards)', async () => {
    const week = { dani: [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak: '09:00', kraj: '17:00' })), pauze: [{ dan: 3, pocetak: '12:00', kraj: '12:30' }] };
    const { answer, business, employee } = await heldAtFirstWriteTo(
      'pauza',
      () => ctx.app.inject({ method: 'POST', url: bookingPaths.setWorkingWeek(w.zaposleniId), headers: bearer(w.owner.token), payload: week }),
      { entitet: w.businessId, zaposleni: w.zaposleniId },
    );
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual({ business, employee }, { business: true, employee: true });
  });

  test('account erasure locks the business and employee rows it serves before it cancels any booking', async () => {
    const served = await bookingWorld(ctx);
    const { answer, business, employee } = await heldAtFirstWriteTo(
      'zakazivanje',
      () => ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(served.employee.id), headers: bearer(served.employee.token) }),
      { entitet: served.businessId, zaposleni: served.zaposleniId },
    );
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual({ business, employee }, { business: true, employee: true });
  });

  test('several employees are locked in ascending id, whatever order they are asked in', async () => {
    const [low, high] = [...(await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', w.businessId).orderBy('id').execute())].map((r) => r.id);
    const holder = await connection();
    const probe = await connection();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM zaposleni WHERE id = $1 FOR NO KEY UPDATE', [low]);
      // Asks for the higher id first; must wait at the lower one without holding the higher.
      const locking = ctx.db.transaction().execute((trx) => lockEmployees(trx, [high!, low!]));
      await untilWaiting(1, [holder.pid, probe.pid]);
      await probe.query('BEGIN');
      await probe.query('SELECT 1 FROM zaposleni WHERE id = $1 FOR NO KEY UPDATE NOWAIT', [high]); // throws 55P03 if held
      await probe.query('ROLLBACK');
      await holder.query('COMMIT');
      await locking;
    } finally {
      await holder.end();
      await probe.end();
    }
  });
});
