import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, tokenFor, uniqueEmail } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, nextWeekday, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { createUser } from '../../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { bookingPaths, identityPaths } from '@zakazi/contract';
import { hitCounter, readCounters } from '../../shared/rate-limit-counters.ts';

/**
 * Two app instances on one database, as two server processes behind a load balancer: every
 * limit is the deployment's, not each process's (CONTRACT.md, "Operating the service").
 */
describe('rate limits shared by every process on the database', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof secondApp>>;
  let w: BookingWorld;

  before(async () => {
    ctx = await createTestContext();
    other = await secondApp(ctx);
    w = await bookingWorld(ctx);
  });
  after(async () => {
    await other?.close();
    await ctx?.close();
  });

  const statuses = (results: { statusCode: number }[]) => {
    const count = new Map<number, number>();
    for (const r of results) count.set(r.statusCode, (count.get(r.statusCode) ?? 0) + 1);
    return Object.fromEntries(count);
  };

  test('booking: 20 a minute per customer across two processes lets exactly 20 through', async () => {
    const days = [nextWeekday(1), nextWeekday(2)];
    const times = days.flatMap((datum) => Array.from({ length: 16 }, (_, i) => [datum, `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`] as const));
    // 30 bookings of distinct free times, alternating between the processes, all at once.
    const results = await Promise.all(times.slice(0, 30).map(([datum, vreme], i) => book(i % 2 ? other : ctx, w.customer.token, bookBody(w, datum, vreme))));
    assert.deepEqual(statuses(results), { 201: 20, 429: 10 });
    for (const r of results.filter((x) => x.statusCode === 429)) assert.equal(r.json().error, 'rate-limited');
    const made = await ctx.db.selectFrom('zakazivanje').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', w.customer.id).executeTakeFirstOrThrow();
    assert.equal(made.n, 20, 'bookings stored');
    // Another customer has a budget of their own.
    assert.equal((await book(other, w.otherCustomer.token, bookBody(w, days[1]!, '09:00'))).statusCode !== 429, true);
  });

  test('booking: the limit is counted with the session check, for callers who pass the access check only', async () => {
    const day = nextWeekday(3);
    const first = await book(ctx, w.otherCustomer.token, bookBody(w, day, '09:00'));
    assert.equal(first.statusCode, 201);
    // the headers @fastify/rate-limit sent: this customer's second booking of the minute (one above)
    assert.equal(first.headers['x-ratelimit-limit'], '20');
    assert.equal(Number(first.headers['x-ratelimit-remaining']), 18);
    assert.ok(Number(first.headers['x-ratelimit-reset']) > 0 && Number(first.headers['x-ratelimit-reset']) <= 60);
    // An owner may not book: 25 refusals are 403, none of them counted (no 429, no counter).
    const owners = await Promise.all(Array.from({ length: 25 }, (_, i) => book(i % 2 ? other : ctx, w.owner.token, bookBody(w, day, '10:00'))));
    assert.deepEqual(statuses(owners), { 403: 25 });
    const ownerKey = `route:POST ${bookingPaths.book}|user-${w.owner.id}`;
    assert.equal((await readCounters(ctx.db, [ownerKey])).has(ownerKey), false);
    // A bad token is 401 and counts for nobody.
    assert.equal((await book(ctx, `${w.otherCustomer.token}x`, bookBody(w, day, '10:00'))).statusCode, 401);
    const customerKey = `route:POST ${bookingPaths.book}|user-${w.otherCustomer.id}`;
    assert.equal((await readCounters(ctx.db, [customerKey])).get(customerKey), 2);
  });

  test('booking: the session checked by the booking\'s first statement refuses and counts as the access hook did, whatever the body (decision 052)', async () => {
    const day = nextWeekday(4);
    const keyOf = (userId: number) => `route:POST ${bookingPaths.book}|user-${userId}`;
    const person = async (role: 'RegularUser' | 'Administrator') => {
      const u = await createUser(ctx.db, { role });
      return { id: u.id, token: await tokenFor(ctx, { id: u.id, role }) };
    };
    // Three bodies: a good one, one the schema refuses, and JSON that does not parse.
    const send = (token: string, kind: 'good' | 'invalid' | 'malformed', vreme = '09:00') =>
      (kind === 'good' ? ctx : other).app.inject({
        method: 'POST',
        url: bookingPaths.book,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: kind === 'good' ? JSON.stringify(bookBody(w, day, vreme)) : kind === 'invalid' ? JSON.stringify({ entitetId: 'x' }) : '{"entitetId":',
      });
    const all = async (token: string) => Promise.all((['good', 'invalid', 'malformed'] as const).map((k) => send(token, k)));
    const answers = (results: { statusCode: number; json: () => unknown }[]) => results.map((r) => [r.statusCode, (r.json() as { error: string }).error]);

    // A disabled account and a logged-out token: 401 for every body, nothing counted.
    const disabled = await person('RegularUser');
    await ctx.db.updateTable('users').set({ enabled: false }).where('id', '=', disabled.id).execute();
    const loggedOut = await person('RegularUser');
    const { jti } = JSON.parse(Buffer.from(loggedOut.token.split('.')[1]!, 'base64url').toString()) as { jti: string };
    await ctx.db.insertInto('revoked_access_token').values({ jti, expires_at: new Date(Date.now() + 3600_000) }).execute();
    // A customer made an Administrator after the token was issued (the stored role wins) and an owner: 403.
    const promoted = await person('RegularUser');
    await ctx.db.updateTable('users').set({ role: 'Administrator' }).where('id', '=', promoted.id).execute();
    const owner = await person('Administrator');
    for (const [who, expected] of [[disabled, 'unauthorized'], [loggedOut, 'unauthorized'], [promoted, 'forbidden'], [owner, 'forbidden']] as const) {
      const status = expected === 'unauthorized' ? 401 : 403;
      assert.deepEqual(answers(await all(who.token)), [[status, expected], [status, expected], [status, expected]], `user ${who.id}`);
      assert.equal((await readCounters(ctx.db, [keyOf(who.id)])).has(keyOf(who.id)), false, `user ${who.id}: not counted`);
    }
    assert.equal((await ctx.db.selectFrom('zakazivanje').select(sql<number>`count(*)::int`.as('n')).where('zaposleni_id', '=', w.zaposleniId).where(sql<boolean>`lower(termin)::date = ${day}::date`).executeTakeFirstOrThrow()).n, 0, 'nothing booked');

    // A customer's refused bodies are counted like a booking, as when the hook counted before the body was read.
    const customer = await person('RegularUser');
    assert.deepEqual(answers([await send(customer.token, 'invalid'), await send(customer.token, 'malformed')]), [[400, 'bad-request'], [400, 'bad-request']]);
    const good = await send(customer.token, 'good');
    assert.equal(good.statusCode, 201, good.body);
    assert.equal(Number(good.headers['x-ratelimit-remaining']), 17, 'the third request of the minute');
    for (let i = 0; i < 17; i++) await hitCounter(ctx.db, keyOf(customer.id), 60_000);
    // Over the limit: 429 with its headers for every body, and the booking not attempted.
    for (const kind of ['good', 'invalid', 'malformed'] as const) {
      const res = await send(customer.token, kind, '10:00');
      assert.deepEqual(answers([res]), [[429, 'rate-limited']], kind);
      assert.equal(res.headers['x-ratelimit-remaining'], '0');
      assert.ok(Number(res.headers['retry-after']) > 0, `${kind}: retry-after`);
    }
    assert.equal((await readCounters(ctx.db, [keyOf(customer.id)])).get(keyOf(customer.id)), 23);
    assert.ok((await freeSlots(ctx, w, day)).includes('10:00'), '10:00 still free: no booking was attempted');
  });

  test('login: 20 a minute per address across two processes lets exactly 20 through', async () => {
    const address = '10.77.0.1';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? other.app : ctx.app).inject({ method: 'POST', url: identityPaths.login, payload: { username: uniqueEmail(), password: 'x' }, remoteAddress: address }),
      ),
    );
    assert.deepEqual(statuses(results), { 401: 20, 429: 10 });
    const elsewhere = await other.app.inject({ method: 'POST', url: identityPaths.login, payload: { username: uniqueEmail(), password: 'x' }, remoteAddress: '10.77.0.2' });
    assert.equal(elsewhere.statusCode, 401, 'another address has its own budget');
  });

  test('a counter: concurrent hits get distinct counts; a window that is over starts again at 1', async () => {
    const key = `test:${uniqueEmail()}`;
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => hitCounter(i % 2 ? other.db : ctx.db, key, 60_000)));
    assert.deepEqual(hits.map((h) => h.hits).sort((a, b) => a - b), Array.from({ length: 40 }, (_, i) => i + 1));
    assert.ok(hits.every((h) => h.resetInMs > 0 && h.resetInMs <= 60_000));
    const short = `test:${uniqueEmail()}`;
    await hitCounter(ctx.db, short, 50);
    assert.equal((await readCounters(ctx.db, [short])).get(short), 1);
    await new Promise((r) => setTimeout(r, 80));
    assert.equal((await readCounters(ctx.db, [short])).has(short), false, 'an ended window reads as no count');
    assert.equal((await hitCounter(ctx.db, short, 50)).hits, 1);
  });
});
