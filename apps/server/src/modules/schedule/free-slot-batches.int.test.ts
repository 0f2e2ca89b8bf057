import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingPaths } from '@zakazi/contract';
import { book, bookBody, bookingWorld, nextWeekday, recordStatements, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { freeSlotReader } from './free-slot-batches.ts';
import { freeSlotRows, type FreeSlotQuery } from './queries.ts';

/**
 * Decision 056: the free-slot reads of requests that arrive together go to PostgreSQL in one
 * statement, each request with its own answer; a lone request sends the single statement. Counted
 * on an app and a pool of their own whose clients report every statement they send.
 */
describe('free slots: reads batched per process', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let counted: Awaited<ReturnType<typeof secondApp>>;
  let salon: BookingWorld;
  let dentist: BookingWorld;
  const sent: string[] = [];
  /** Six free-slot calls, each answered differently (two businesses, days, an employee of another business, no such business). */
  let asked: FreeSlotQuery[];
  const monday = nextWeekday(1, 2);
  const tuesday = nextWeekday(2, 2);

  const day = (w: BookingWorld, datum: string, withEmployee: boolean): FreeSlotQuery => ({
    entitetId: w.businessId,
    uslugaId: w.serviceId,
    from: datum,
    to: datum,
    ...(withEmployee ? { zaposleniId: w.zaposleniId } : {}),
  });

  before(async () => {
    ctx = await createTestContext();
    salon = await bookingWorld(ctx);
    dentist = await bookingWorld(ctx, { employees: [{ radnaNedelja: [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak: '12:00', kraj: '15:00' })) }] });
    // A booking, so that the answers differ by more than the hours.
    assert.equal((await book(ctx, salon.customer.token, bookBody(salon, monday, '10:00'))).statusCode, 201);
    asked = [
      day(salon, monday, true),
      day(dentist, monday, true),
      day(salon, tuesday, false),
      { ...day(dentist, tuesday, true), zaposleniId: salon.zaposleniId }, // another business's employee
      { entitetId: 99_999_999, uslugaId: salon.serviceId, from: monday, to: monday }, // no such business
      day(dentist, tuesday, false),
    ];
    counted = await secondApp(ctx, 4);
    recordStatements(counted.db, sent);
  });
  after(async () => {
    await counted?.close();
    await ctx?.close();
  });

  test('reads asked together go in one statement, each with the answer it has alone', async () => {
    const alone = [];
    for (const q of asked) alone.push(await freeSlotRows(ctx.db, q));
    assert.notDeepEqual(alone[0], alone[1]);

    const read = freeSlotReader(counted.db);
    sent.length = 0;
    const together = await Promise.all(asked.map((q) => read(q)));
    assert.deepEqual(together, alone);
    assert.equal(sent.length, 1, sent.join('\n---\n'));
    assert.match(sent[0]!, /prepared: free-slot-rows-batch/);
  });

  test('a read asked alone is the single statement; reads asked while it runs go together after it', async () => {
    const read = freeSlotReader(counted.db);
    sent.length = 0;
    const first = read(asked[0]!);
    await new Promise((resolve) => setImmediate(resolve)); // the first is sent
    const rest = Promise.all(asked.slice(1).map((q) => read(q)));
    assert.deepEqual([await first, ...(await rest)], await Promise.all(asked.map((q) => freeSlotRows(ctx.db, q))));
    assert.equal(sent.length, 2, sent.join('\n---\n'));
    assert.match(sent[0]!, /prepared: free-slot-rows \*\//);
    assert.match(sent[1]!, /prepared: free-slot-rows-batch/);
  });

  test('a batch that fails rejects its reads, and the next read still goes', async () => {
    const read = freeSlotReader(counted.db);
    // Not reachable over HTTP (the contract admits only real dates): a date PostgreSQL refuses fails the statement.
    const failed = await Promise.allSettled([read(asked[0]!), read({ ...asked[1]!, from: '2026-02-30', to: '2026-02-30' })]);
    assert.deepEqual(failed.map((r) => r.status), ['rejected', 'rejected']);
    assert.deepEqual(await read(asked[0]!), await freeSlotRows(ctx.db, asked[0]!));
  });

  test('GET slobodni-termini asked at once: the answers of one at a time, in one statement', async () => {
    const url = (q: FreeSlotQuery) =>
      `${bookingPaths.freeSlots}?entitetId=${q.entitetId}&uslugaId=${q.uslugaId}&datum=${q.from}${q.zaposleniId ? `&zaposleniId=${q.zaposleniId}` : ''}`;
    const get = (q: FreeSlotQuery) => counted.app.inject({ method: 'GET', url: url(q) }).then((res) => ({ status: res.statusCode, body: res.json() as unknown }));
    const oneAtATime = [];
    for (const q of asked) oneAtATime.push(await get(q));
    assert.deepEqual(oneAtATime.map((r) => r.status), [200, 200, 200, 404, 404, 200]);
    assert.ok(!(oneAtATime[0]!.body as string[]).includes('10:00'), 'the booked time is not free');
    assert.ok((oneAtATime[0]!.body as string[]).includes('09:00'));
    assert.equal((oneAtATime[1]!.body as string[])[0], '12:00', 'the dentist works from 12:00');
    assert.ok((oneAtATime[1]!.body as string[]).every((t) => t >= '12:00' && t < '15:00'));

    sent.length = 0;
    assert.deepEqual(await Promise.all(asked.map(get)), oneAtATime);
    assert.equal(sent.filter((s) => /free-slot-rows/.test(s)).length, 1, sent.join('\n---\n'));
  });
});
