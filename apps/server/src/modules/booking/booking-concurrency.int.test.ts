import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths } from '@zakazi/contract';
import { tokenFor } from '../../../test/support/auth.ts';
import { bookBody, bookingWorld, listen, nextWeekday, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createUser } from '../../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { addDays, weekdayOf } from '@zakazi/contract/calendar';

/**
 * 200 customers ask at the same moment, over real HTTP to two server instances on one database,
 * for one time and for its overlapping neighbours, in ten rounds (a popular salon opening its
 * days). Bookings of one employee take the employee's lock in turn (claim.ts), so each round
 * ends with exactly one booking and every other answer 409 slot-taken: never a 500, whatever
 * the interleaving (booking-lock-order.int.test.ts shows the serialisation deterministically).
 */
// 2,000 requests over HTTP, server and clients in this one process: about 40 s on a quiet
// machine, minutes when the machine is shared; the timeout only catches a hang.
describe('booking under concurrency', { timeout: 600_000 }, () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof secondApp>>;
  let w: BookingWorld;
  let urls: string[];
  let tokens: string[];
  const ROUNDS = 10;
  /** One round per working day (Monday–Friday), from a Monday at least three days ahead. */
  const days: string[] = [];
  for (let d = nextWeekday(1, 3); days.length < ROUNDS; d = addDays(d, 1)) if (weekdayOf(d) <= 5) days.push(d);

  before(async () => {
    ctx = await createTestContext();
    other = await secondApp(ctx, 20);
    urls = [await listen(ctx.app), await listen(other.app)];
    // A 60-minute service: starts 09:45, 10:00, 10:15 and 10:30 all overlap one another.
    w = await bookingWorld(ctx, { services: [{ trajanjeMinuta: 60 }] });
    tokens = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const u = await createUser(ctx.db, { role: 'RegularUser' });
        return tokenFor(ctx, { id: u.id, role: 'RegularUser' });
      }),
    );
  });
  after(async () => {
    await other?.close();
    await ctx?.close();
  });

  /** Every customer asks at once, alternating between the two instances; the answers' statuses and bodies. */
  const fireAt = (day: string, timeOf: (i: number) => string, count = tokens.length) =>
    Promise.all(
      tokens.slice(0, count).map(async (token, i) => {
        const res = await fetch(`${urls[i % 2]}${bookingPaths.book}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(bookBody(w, day, timeOf(i))),
        });
        return { status: res.status, body: (await res.json()) as { error?: string; id?: number } };
      }),
    );

  test(`${ROUNDS} rounds of 200 concurrent requests for one time and its overlapping neighbours: each exactly one 201 and 199 × 409 slot-taken`, async () => {
    const times = ['10:00', '10:00', '09:45', '10:15', '10:30'];
    const winners: number[] = [];
    for (const [round, day] of days.entries()) {
      const answers = await fireAt(day, (i) => times[i % times.length]!);
      const created = answers.filter((a) => a.status === 201);
      const taken = answers.filter((a) => a.status === 409 && a.body.error === 'slot-taken');
      const others = answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.body.error === 'slot-taken'));
      assert.deepEqual(others.slice(0, 3), [], `round ${round + 1}: ${others.length} answers neither 201 nor 409 slot-taken`);
      assert.equal(created.length, 1, `round ${round + 1}`);
      assert.equal(taken.length, 199, `round ${round + 1}`);
      winners.push(created[0]!.body.id!);
    }
    const live = await ctx.db.selectFrom('zakazivanje').select('id').where('zaposleni_id', '=', w.zaposleniId).where('status', 'in', ['pending', 'confirmed']).orderBy('id').execute();
    assert.deepEqual(live.map((r) => r.id), winners.sort((a, b) => a - b));
  });

  test('the database itself refuses an overlapping live booking of the same employee (exclusion constraint)', async () => {
    const row = await sql<{ termin: string }>`SELECT termin::text FROM zakazivanje WHERE zaposleni_id = ${w.zaposleniId} AND status = 'pending' LIMIT 1`.execute(ctx.db);
    await assert.rejects(
      sql`INSERT INTO zakazivanje (entitet_id, usluga_id, zaposleni_id, termin, cena, valuta, status)
          VALUES (${w.businessId}, ${w.serviceId}, ${w.zaposleniId}, ${row.rows[0]!.termin}::tstzrange, 1, 'RSD', 'confirmed')`.execute(ctx.db),
      (err: { code?: string }) => err.code === '23P01',
    );
  });

  test('after a cancellation the time is free again, and again exactly one of many wins it', async () => {
    await ctx.db.updateTable('zakazivanje').set({ status: 'cancelled' }).where('zaposleni_id', '=', w.zaposleniId).execute();
    const answers = (await fireAt(days[0]!, (i) => (i % 2 ? '10:00' : '10:15'), 50)).map((a) => a.status);
    assert.equal(answers.filter((s) => s === 201).length, 1);
    assert.equal(answers.filter((s) => s === 409).length, 49);
  });
});
