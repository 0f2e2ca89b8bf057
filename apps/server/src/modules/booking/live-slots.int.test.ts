import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingPaths, type Zakazivanje } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, listen, nextWeekday, openSse, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * Live slots across processes: instance A takes the booking, a customer watching through
 * instance B sees the event, because both listen to PostgreSQL (LISTEN/NOTIFY), not to each other.
 */
describe('live slots (server-sent events over LISTEN/NOTIFY)', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let b: Awaited<ReturnType<typeof secondApp>>;
  let urlB: string;
  let w: BookingWorld;
  const day = nextWeekday(3);
  const otherDay = nextWeekday(4);

  before(async () => {
    ctx = await createTestContext();
    b = await secondApp(ctx);
    urlB = await listen(b.app);
    w = await bookingWorld(ctx);
  });
  after(async () => {
    await b?.close();
    await ctx?.close();
  });

  const streamUrl = (datum: string, entitetId = w.businessId) => `${urlB}${bookingPaths.liveSlots}?entitetId=${entitetId}&datum=${datum}`;

  test('a booking through instance A reaches a watcher on instance B; a status change too', async () => {
    const watcher = await openSse(streamUrl(day));
    try {
      assert.match(String(watcher.response.headers['content-type']), /^text\/event-stream/);
      const res = await book(ctx, w.customer.token, bookBody(w, day, '10:00'));
      assert.equal(res.statusCode, 201);
      const event = await watcher.waitFor((e) => e.datum === day);
      assert.deepEqual(event, { entitetId: w.businessId, zaposleniId: w.zaposleniId, datum: day });

      const id = (res.json() as Zakazivanje).id;
      const before = watcher.events.length;
      assert.equal((await ctx.app.inject({ method: 'POST', url: bookingPaths.cancel(id), headers: bearer(w.customer.token) })).statusCode, 200);
      await watcher.waitFor(() => watcher.events.length > before);
      assert.equal(watcher.events.length, before + 1);
    } finally {
      watcher.close();
    }
  });

  test('only that business and day: other days and businesses are not sent; schedule changes (every day) are', async () => {
    const watcher = await openSse(streamUrl(day));
    try {
      const other = await bookingWorld(ctx);
      assert.equal((await book(ctx, other.customer.token, bookBody(other, day, '11:00'))).statusCode, 201);
      assert.equal((await book(ctx, w.customer.token, bookBody(w, otherDay, '11:00'))).statusCode, 201);
      // a working-week change concerns every day
      const week = await ctx.app.inject({
        method: 'POST',
        url: bookingPaths.setWorkingWeek(w.zaposleniId),
        headers: bearer(w.owner.token),
        payload: { dani: [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak: '08:00', kraj: '16:00' })) },
      });
      assert.equal(week.statusCode, 200);
      const event = await watcher.waitFor((e) => e.datum === null);
      assert.deepEqual(event, { entitetId: w.businessId, zaposleniId: w.zaposleniId, datum: null });
      // NOTIFY is delivered in commit order on one connection: nothing of the other two came before it
      assert.deepEqual(watcher.events, [event], 'one event for the whole week (identical notifications of one transaction merge)');
    } finally {
      watcher.close();
    }
  });

  test('a client that leaves is unsubscribed, and the LISTEN connection closes with the last one', async () => {
    const one = await openSse(streamUrl(day));
    const two = await openSse(streamUrl(otherDay));
    assert.equal(b.app.slotEvents.subscriberCount, 2);
    one.close();
    two.close();
    const deadline = Date.now() + 5000;
    while (b.app.slotEvents.subscriberCount > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(b.app.slotEvents.subscriberCount, 0);
    assert.equal(b.app.liveStreams.size, 0);
  });

  test('an unknown or unpublished business is 404, a bad query 400', async () => {
    const missing = await fetch(streamUrl(day, 99_999_999));
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { error: string }).error, 'not-found');
    const bad = await fetch(`${urlB}${bookingPaths.liveSlots}?entitetId=${w.businessId}&datum=tomorrow`);
    assert.equal(bad.status, 400);
  });
});
