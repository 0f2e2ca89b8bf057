import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bookingPaths, type Kalendar, type Zakazivanje } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, nextWeekday } from '../../../test/support/booking.ts';
import { addBooking } from '../../../test/support/factories.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

const HOUR = 3600_000;

/**
 * The customer's window as CONTRACT.md "Third release", Bookings has it: every booking names
 * until when its customer may cancel or move it (otkazivanjeDo), and a pending request may be
 * withdrawn at any time before its start, inside the window or not; a confirmed one may not.
 */
describe('the customer window: otkazivanjeDo, and withdrawing a pending request', { timeout: 120_000 }, () => {
  const ctx = useTestContext();

  /** A fresh business (window 24 h) with a booking of its customer starting `inHours` from now. */
  async function scenario(inHours: number, status: 'pending' | 'confirmed') {
    const w = await bookingWorld(ctx);
    const start = new Date(Math.floor((Date.now() + inHours * HOUR) / 60_000) * 60_000);
    const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start, status });
    return { w, id, start };
  }
  const post = (url: string, token: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const statusOf = async (id: number) => (await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  test('a pending request inside the window: the customer withdraws it (200), though they may not move it', async () => {
    const { w, id, start } = await scenario(10, 'pending');
    const moved = await post(bookingPaths.reschedule(id), w.customer.token, { datum: nextWeekday(3, 3), vreme: '10:00' });
    assert.equal(moved.statusCode, 409, moved.body);
    assert.equal(moved.json().error, 'too-late', 'moving keeps the window');

    const res = await post(bookingPaths.cancel(id), w.customer.token);
    assert.equal(res.statusCode, 200, res.body);
    const withdrawn = res.json() as Zakazivanje;
    assert.equal(withdrawn.status, 'cancelled');
    assert.equal(withdrawn.otkazivanjeDo, new Date(start.getTime() - 24 * HOUR).toISOString());
    assert.equal(await statusOf(id), 'cancelled');
  });

  test('a confirmed booking inside the window: 409 too-late, nothing changed', async () => {
    const { w, id } = await scenario(10, 'confirmed');
    const res = await post(bookingPaths.cancel(id), w.customer.token);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error, 'too-late');
    assert.equal(await statusOf(id), 'confirmed');
  });

  test('a pending request once it has started: refused (409 invalid-transition), nothing changed', async () => {
    const { w, id } = await scenario(-0.5, 'pending');
    const res = await post(bookingPaths.cancel(id), w.customer.token);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error, 'invalid-transition');
    assert.equal(await statusOf(id), 'pending');
  });

  test('outside the window both statuses are cancelled as before', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const { w, id } = await scenario(48, status);
      assert.equal((await post(bookingPaths.cancel(id), w.customer.token)).statusCode, 200, status);
    }
  });

  test('otkazivanjeDo is on every answer that carries a booking: the start less the business\'s otkazivanjeSati', async () => {
    const w = await bookingWorld(ctx);
    await ctx.db.updateTable('entitet').set({ otkazivanje_sati: 6 }).where('id', '=', w.businessId).execute();
    const datum = nextWeekday(2, 3);
    const seen: Array<{ where: string; booking: Zakazivanje }> = [];
    const answer = async (where: string, res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
      assert.equal(res.statusCode, status, `${where}: ${res.body}`);
      const body = res.json();
      for (const booking of Array.isArray(body) ? body : [body]) seen.push({ where, booking: booking as Zakazivanje });
    };
    const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

    const made = await book(ctx, w.customer.token, bookBody(w, datum, '10:00'));
    await answer('book', made, 201);
    const id = (made.json() as Zakazivanje).id;
    await answer('one booking, customer', await get(bookingPaths.booking(id), w.customer.token));
    await answer('one booking, business', await get(bookingPaths.booking(id), w.owner.token));
    await answer('profile list', await get(`${bookingPaths.profileBookings}?userId=${w.customer.id}`, w.customer.token));
    await answer('employee day', await get(`${bookingPaths.employeeDay}?employeeId=${w.zaposleniId}&date=${datum}`, w.owner.token));
    await answer('business inbox', await get(bookingPaths.businessBookings(w.businessId), w.owner.token));
    await answer('client history', await get(`${bookingPaths.clientBookings(w.businessId)}?klijentId=u${w.customer.id}`, w.owner.token));
    const calendar = await get(`${bookingPaths.calendar(w.businessId)}?od=${datum}`, w.owner.token);
    assert.equal(calendar.statusCode, 200, calendar.body);
    for (const booking of (calendar.json() as Kalendar).zakazivanja) seen.push({ where: 'calendar', booking });
    await answer('reschedule', await post(bookingPaths.reschedule(id), w.customer.token, { datum, vreme: '11:00' }));
    await answer('confirm', await post(bookingPaths.confirm(id), w.owner.token));
    const desk = await post(bookingPaths.deskBooking(w.businessId), w.owner.token, { uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum, vreme: '14:00', klijentIme: 'Mila' });
    await answer('desk booking', desk, 201);
    await answer('cancel', await post(bookingPaths.cancel(id), w.customer.token));

    const kinds = ['book', 'one booking, customer', 'one booking, business', 'profile list', 'employee day', 'business inbox', 'client history', 'calendar', 'reschedule', 'confirm', 'desk booking', 'cancel'];
    assert.deepEqual([...new Set(seen.map((s) => s.where))], kinds, 'every kind of answer carried a booking');
    for (const { where, booking } of seen) {
      assert.equal(typeof booking.otkazivanjeDo, 'string', `${where}: otkazivanjeDo present`);
      assert.equal(booking.otkazivanjeDo, new Date(new Date(booking.pocetak).getTime() - 6 * HOUR).toISOString(), `${where}: ${booking.pocetak} less 6 h`);
    }
  });
});
