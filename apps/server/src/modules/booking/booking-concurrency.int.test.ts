import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths } from '@zakazi/contract';
import { tokenFor } from '../../../test/support/auth.ts';
import { bookBody, bookingWorld, listen, nextWeekday, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createUser } from '../../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * 200 customers ask at the same moment, over real HTTP to two server instances on one database,
 * for one time and for its overlapping neighbours. Every request passes the free-slot check it
 * makes before inserting (none sees the others' uncommitted rows), so only the exclusion
 * constraint can settle it: exactly one booking, every other answer 409 slot-taken.
 */
describe('booking under concurrency', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof secondApp>>;
  let w: BookingWorld;
  let urls: string[];
  let tokens: string[];
  const day = nextWeekday(2, 3);

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

  test('200 concurrent requests for one time and its overlapping neighbours make exactly one booking', async () => {
    const times = ['10:00', '10:00', '09:45', '10:15', '10:30'];
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const res = await fetch(`${urls[i % 2]}${bookingPaths.book}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(bookBody(w, day, times[i % times.length]!)),
        });
        return { status: res.status, body: (await res.json()) as { error?: string; id?: number } };
      }),
    );
    const created = answers.filter((a) => a.status === 201);
    const taken = answers.filter((a) => a.status === 409 && a.body.error === 'slot-taken');
    assert.equal(created.length, 1, JSON.stringify(answers.filter((a) => a.status !== 409).slice(0, 5)));
    assert.equal(taken.length, 199, `other answers: ${JSON.stringify([...new Set(answers.map((a) => a.status))])}`);

    const live = await ctx.db.selectFrom('zakazivanje').select('id').where('zaposleni_id', '=', w.zaposleniId).where('status', 'in', ['pending', 'confirmed']).execute();
    assert.deepEqual(live.map((r) => r.id), [created[0]!.body.id]);
  });

  test('the database itself refuses an overlapping live booking of the same employee (exclusion constraint)', async () => {
    const row = await sql<{ termin: string }>`SELECT termin::text FROM zakazivanje WHERE zaposleni_id = ${w.zaposleniId} AND status = 'pending'`.execute(ctx.db);
    await assert.rejects(
      sql`INSERT INTO zakazivanje (entitet_id, usluga_id, zaposleni_id, termin, cena, valuta, status)
          VALUES (${w.businessId}, ${w.serviceId}, ${w.zaposleniId}, ${row.rows[0]!.termin}::tstzrange, 1, 'RSD', 'confirmed')`.execute(ctx.db),
      (err: { code?: string }) => err.code === '23P01',
    );
  });

  test('after a cancellation the time is free again, and again exactly one of many wins it', async () => {
    await ctx.db.updateTable('zakazivanje').set({ status: 'cancelled' }).where('zaposleni_id', '=', w.zaposleniId).execute();
    const answers = await Promise.all(
      tokens.slice(0, 50).map(async (token, i) => {
        const res = await fetch(`${urls[i % 2]}${bookingPaths.book}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(bookBody(w, day, i % 2 ? '10:00' : '10:15')),
        });
        return res.status;
      }),
    );
    assert.equal(answers.filter((s) => s === 201).length, 1);
    assert.equal(answers.filter((s) => s === 409).length, 49);
  });
});
