import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { BOOKING_ERRORS, bookingPaths, type Kalendar, type KlijentList, type Zakazivanje } from '@zakazi/contract';
import { addDays, minutesOf, wallToInstant } from '@zakazi/contract/calendar';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, nextWeekday } from '../../../test/support/booking.ts';
import { addBooking } from '../../../test/support/factories.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

/**
 * Clients who don't show up (issue 28, item 5): the owner blocks a client (their online booking
 * answers 403 client-blocked with the business's phone, nothing is booked; the desk still books
 * them), and the rule that clients with 2 or more no-shows book as requests at a business that
 * confirms at once. Both on the clients list.
 */
describe('client standing: blocked clients and no-shows booking as requests', { timeout: 120_000 }, () => {
  const ctx = useTestContext();

  const ZONE = 'Europe/Belgrade';
  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const bookings = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM zakazivanje`.execute(ctx.db)).rows[0]!.n;
  const pastVisit = (daysAgo: number) => wallToInstant(addDays(nextWeekday(1, 0), -7 * daysAgo), minutesOf('10:00'), ZONE)!;

  test('a blocked client is told to call; unblocked they book again; the desk books them all along', async () => {
    const w = await bookingWorld(ctx, { automatskaPotvrda: true });
    await ctx.db.updateTable('entitet').set({ telefon: '+381 11 222 3333' }).where('id', '=', w.businessId).execute();
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: pastVisit(1), status: 'noShow' });
    const klijentId = `u${w.customer.id}`;

    const blocked = await inject('PUT', bookingPaths.clientBlock(w.businessId), w.owner.token, { klijentId, blokiran: true });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.deepEqual(blocked.json(), { klijentId, blokiran: true });
    const list = (await inject('GET', bookingPaths.clients(w.businessId), w.owner.token)).json() as KlijentList;
    assert.equal(list.klijenti.find((k) => k.id === klijentId)!.blokiran, true);

    const day = nextWeekday(2, 1);
    const before = await bookings();
    const refused = await book(ctx, w.customer.token, bookBody(w, day, '10:00'));
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().error, BOOKING_ERRORS.clientBlocked);
    assert.deepEqual(refused.json().details, [{ telefon: '+381 11 222 3333' }]);
    assert.equal(await bookings(), before, 'nothing booked');
    // another customer books as before
    assert.equal((await book(ctx, w.otherCustomer.token, bookBody(w, day, '12:00'))).statusCode, 201);
    // the business itself still books the blocked client at the desk
    const desk = await inject('POST', bookingPaths.deskBooking(w.businessId), w.owner.token, { uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum: day, vreme: '14:00', klijentIme: 'Ana' });
    assert.equal(desk.statusCode, 201, desk.body);

    assert.equal((await inject('PUT', bookingPaths.clientBlock(w.businessId), w.owner.token, { klijentId, blokiran: false })).statusCode, 200);
    const again = await book(ctx, w.customer.token, bookBody(w, day, '10:00'));
    assert.equal(again.statusCode, 201, again.body);
    const after = (await inject('GET', bookingPaths.clients(w.businessId), w.owner.token)).json() as KlijentList;
    assert.equal(after.klijenti.find((k) => k.id === klijentId)!.blokiran, false);
  });

  test('only the owner blocks, only an account of this business; bad input changes nothing', async () => {
    const w = await bookingWorld(ctx);
    const elsewhere = await bookingWorld(ctx);
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: pastVisit(1), status: 'completed' });
    const klijentId = `u${w.customer.id}`;
    const url = bookingPaths.clientBlock(w.businessId);
    for (const token of [w.employee.token, elsewhere.owner.token]) {
      assert.equal((await inject('PUT', url, token, { klijentId, blokiran: true })).statusCode, 403);
    }
    assert.equal((await inject('PUT', url, w.customer.token, { klijentId, blokiran: true })).statusCode, 403);
    assert.equal((await inject('PUT', url, undefined, { klijentId, blokiran: true })).statusCode, 401);
    assert.equal((await inject('PUT', url, w.owner.token, { klijentId: `u${w.otherCustomer.id}`, blokiran: true })).statusCode, 404, 'no client here');
    const walkIn = await inject('PUT', url, w.owner.token, { klijentId: '064111222', blokiran: true });
    assert.equal(walkIn.statusCode, 400, walkIn.body);
    assert.equal(walkIn.json().error, 'bad-request');
    assert.equal((await inject('PUT', url, w.owner.token, { klijentId, blokiran: 'yes' })).statusCode, 400);
    assert.equal((await inject('PUT', bookingPaths.clientBlock(999_999), w.owner.token, { klijentId, blokiran: true })).statusCode, 404);
    const rows = await ctx.db.selectFrom('klijent_blokada').select('klijent').where('entitet_id', '=', w.businessId).execute();
    assert.deepEqual(rows, []);
    // blocked at one business, the customer still books another
    assert.equal((await inject('PUT', url, w.owner.token, { klijentId, blokiran: true })).statusCode, 200);
    assert.equal((await book(ctx, w.customer.token, bookBody(elsewhere, nextWeekday(2, 1), '10:00'))).statusCode, 201);
  });

  test('with the rule on, a client with 2 no-shows books as a request; with 1, or with the rule off, confirmed at once', async () => {
    const w = await bookingWorld(ctx, { automatskaPotvrda: true });
    const add = (userId: number, daysAgo: number, status: 'noShow' | 'completed') =>
      addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId, start: pastVisit(daysAgo), status });
    await add(w.customer.id, 1, 'noShow');
    await add(w.customer.id, 2, 'noShow');
    await add(w.otherCustomer.id, 1, 'noShow');
    await add(w.otherCustomer.id, 2, 'completed');
    const rules = bookingPaths.clientRules(w.businessId);
    assert.deepEqual((await inject('GET', rules, w.owner.token)).json(), { zahtevPosleNedolazaka: false });
    const day = nextWeekday(3, 1);
    const status = async (token: string, vreme: string) => {
      const res = await book(ctx, token, bookBody(w, day, vreme));
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as Zakazivanje).status;
    };
    assert.equal(await status(w.customer.token, '09:00'), 'confirmed', 'rule off');

    assert.equal((await inject('PUT', rules, w.employee.token, { zahtevPosleNedolazaka: true })).statusCode, 403);
    assert.equal((await inject('PUT', rules, w.owner.token, { zahtevPosleNedolazaka: 'da' })).statusCode, 400);
    assert.deepEqual((await inject('GET', rules, w.owner.token)).json(), { zahtevPosleNedolazaka: false }, 'refused changes changed nothing');
    const on = await inject('PUT', rules, w.owner.token, { zahtevPosleNedolazaka: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.deepEqual((await inject('GET', rules, w.owner.token)).json(), { zahtevPosleNedolazaka: true });

    assert.equal(await status(w.customer.token, '11:00'), 'pending', 'two no-shows: a request');
    assert.equal(await status(w.otherCustomer.token, '13:00'), 'confirmed', 'one no-show: at once');
    const list = (await inject('GET', bookingPaths.clients(w.businessId), w.owner.token)).json() as KlijentList;
    assert.deepEqual(list.pravila, { zahtevPosleNedolazaka: true });
    const byId = new Map(list.klijenti.map((k) => [k.userId, k]));
    assert.deepEqual([byId.get(w.customer.id)!.kaoZahtev, byId.get(w.customer.id)!.nedolasci], [true, 2]);
    assert.equal(byId.get(w.otherCustomer.id)!.kaoZahtev, false);
    // the owner's calendar carries each booked account's standing, for the booking dialog
    const cal = (await inject('GET', `${bookingPaths.calendar(w.businessId)}?od=${day}&do=${day}`, w.owner.token)).json() as Kalendar;
    assert.deepEqual(cal.klijenti, [
      { userId: w.customer.id, nedolasci: 2, blokiran: false, kaoZahtev: true },
      { userId: w.otherCustomer.id, nedolasci: 1, blokiran: false, kaoZahtev: false },
    ].sort((a, b) => a.userId - b.userId));

    assert.equal((await inject('PUT', rules, w.owner.token, { zahtevPosleNedolazaka: false })).statusCode, 200);
    assert.equal(await status(w.customer.token, '15:00'), 'confirmed', 'rule off again');
  });
});
