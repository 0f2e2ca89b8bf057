import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bookingPaths, type MojiTermini } from '@zakazi/contract';
import { addDays, minutesOf, wallToInstant } from '@zakazi/contract/calendar';
import { sql } from 'kysely';
import { bearer } from '../../../test/support/auth.ts';
import { bookingWorld, nextWeekday } from '../../../test/support/booking.ts';
import { addBooking } from '../../../test/support/factories.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

/**
 * "Moji termini" (issue 28, item 3): GET /api/Profil/termini pages the customer's appointments,
 * upcoming (live, not started) soonest first or the rest newest first, with each business's
 * phone and address once.
 */
describe('GET /api/Profil/termini', { timeout: 60_000 }, () => {
  const ctx = useTestContext();
  const ZONE = 'Europe/Belgrade';
  const at = (datum: string, vreme: string) => wallToInstant(datum, minutesOf(vreme), ZONE)!;
  const get = (query: string, token?: string) => ctx.app.inject({ method: 'GET', url: `${bookingPaths.myAppointments}?${query}`, ...(token ? { headers: bearer(token) } : {}) });

  test('upcoming soonest first and the rest newest first, paged, with the business\'s address', async () => {
    const w = await bookingWorld(ctx, { adresa: { ulica: 'Knez Mihailova', broj: '5', grad: 'Beograd', latitude: 44.8176, longitude: 20.4569 } });
    await ctx.db.updateTable('entitet').set({ telefon: '+381 11 222 3333' }).where('id', '=', w.businessId).execute();
    const day = nextWeekday(3, 2);
    const add = (datum: string, vreme: string, status: 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'noShow', userId = w.customer.id) =>
      addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId, start: at(datum, vreme), status });
    const later = await add(addDays(day, 7), '10:00', 'confirmed');
    const soon = await add(day, '11:00', 'pending');
    const soonest = await add(day, '09:00', 'confirmed');
    const cancelledAhead = await add(day, '13:00', 'cancelled');
    const lastWeek = await add(addDays(day, -14), '10:00', 'completed');
    const longAgo = await add(addDays(day, -28), '10:00', 'noShow');
    await add(day, '15:00', 'confirmed', w.otherCustomer.id);

    const first = await get(`userId=${w.customer.id}&pageSize=2`, w.customer.token);
    assert.equal(first.statusCode, 200, first.body);
    const page1 = first.json() as MojiTermini;
    assert.deepEqual(page1.zakazivanja.map((b) => b.id), [soonest, soon], 'upcoming is the default, soonest first');
    assert.equal(page1.total, 3);
    assert.deepEqual(page1.lokali, [{ entitetId: w.businessId, telefon: '+381 11 222 3333', adresa: { ulica: 'Knez Mihailova', broj: '5', grad: 'Beograd', latitude: 44.8176, longitude: 20.4569 } }]);
    const page2 = (await get(`userId=${w.customer.id}&vrsta=predstojeci&pageSize=2&page=2`, w.customer.token)).json() as MojiTermini;
    assert.deepEqual(page2.zakazivanja.map((b) => b.id), [later]);

    const past = (await get(`userId=${w.customer.id}&vrsta=prosli`, w.customer.token)).json() as MojiTermini;
    assert.deepEqual(past.zakazivanja.map((b) => b.id), [cancelledAhead, lastWeek, longAgo], 'cancelled ones with the past, newest start first');
    assert.deepEqual(past.zakazivanja.map((b) => b.status), ['cancelled', 'completed', 'noShow']);
    assert.equal(past.total, 3);

    const beyond = (await get(`userId=${w.customer.id}&page=5`, w.customer.token)).json() as MojiTermini;
    assert.deepEqual([beyond.zakazivanja, beyond.total, beyond.lokali], [[], 3, []]);
  });

  test('posete counts a visit of several services once (the menu\'s number), total counts its parts', async () => {
    const w = await bookingWorld(ctx);
    const day = nextWeekday(3, 2);
    const add = (vreme: string, status: 'confirmed' | 'cancelled' = 'confirmed') =>
      addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, vreme), status });
    const cut = await add('09:00');
    const colour = await add('09:30');
    const cancelledCut = await add('14:00', 'cancelled');
    const cancelledColour = await add('14:30', 'cancelled');
    const single = await add('12:00');
    // Two visits of two parts each, as placeBooking writes them: one poseta_id on every part.
    const { rows } = await sql<{ a: number; b: number }>`SELECT nextval('poseta_id_seq')::int AS a, nextval('poseta_id_seq')::int AS b`.execute(ctx.db);
    await ctx.db.updateTable('zakazivanje').set({ poseta_id: rows[0]!.a }).where('id', 'in', [cut, colour]).execute();
    await ctx.db.updateTable('zakazivanje').set({ poseta_id: rows[0]!.b }).where('id', 'in', [cancelledCut, cancelledColour]).execute();

    const upcoming = (await get(`userId=${w.customer.id}`, w.customer.token)).json() as MojiTermini;
    assert.deepEqual([upcoming.total, upcoming.posete], [3, 2], 'a visit of two and a single booking: 3 rows, 2 visits');
    const past = (await get(`userId=${w.customer.id}&vrsta=prosli`, w.customer.token)).json() as MojiTermini;
    assert.deepEqual([past.total, past.posete], [2, 1], 'the cancelled visit counts once among the past');

    // Paged by visit: one visit a page holds both its parts, next to each other, in the list's order.
    const page = async (vrsta: string, n: number) =>
      ((await get(`userId=${w.customer.id}&vrsta=${vrsta}&pageSize=1&page=${n}`, w.customer.token)).json() as MojiTermini).zakazivanja.map((b) => b.id);
    assert.deepEqual(await page('predstojeci', 1), [cut, colour]);
    assert.deepEqual(await page('predstojeci', 2), [single]);
    assert.deepEqual(await page('predstojeci', 3), []);
    assert.deepEqual(await page('prosli', 1), [cancelledColour, cancelledCut], 'the rest newest first, within the visit too');
  });

  test('only the user themself; bad paging is 400', async () => {
    const w = await bookingWorld(ctx);
    assert.equal((await get(`userId=${w.customer.id}`)).statusCode, 401);
    assert.equal((await get(`userId=${w.customer.id}`, w.otherCustomer.token)).statusCode, 403);
    assert.equal((await get(`userId=${w.customer.id}`, w.owner.token)).statusCode, 403);
    for (const bad of ['vrsta=sve', 'pageSize=101', 'page=0', 'page=x']) {
      const res = await get(`userId=${w.customer.id}&${bad}`, w.customer.token);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().error, 'bad-request');
    }
    const empty = (await get(`userId=${w.customer.id}`, w.customer.token)).json() as MojiTermini;
    assert.deepEqual(empty, { zakazivanja: [], total: 0, posete: 0, lokali: [] });
  });
});
