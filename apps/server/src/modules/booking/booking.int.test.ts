import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { bookingPaths, type BusinessZakazivanje, type Zakazivanje } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, nextWeekday, type BookingWorld } from '../../../test/support/booking.ts';
import { calendarOf, readCalendar } from '../../../test/support/calendar-file.ts';
import { addBooking, addEmployee, createBusiness, createUser } from '../../../test/support/factories.ts';
import { addDays } from '@zakazi/contract/calendar';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

describe('booking: zakazi-termin, reading bookings, lists', { timeout: 60_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();
  let w: BookingWorld;
  const wednesday = nextWeekday(3);
  // The day after wednesday, never a week before it (nextWeekday(4) is, on a Tuesday in Belgrade).
  const thursday = addDays(wednesday, 1);

  before(async () => {
    w = await bookingWorld(ctx, { email: 'salon@example.test', adresa: { ulica: 'Njegoševa', broj: '12', grad: 'Beograd', postanskiBroj: '11000' } });
  });
  /** A customer with a token of their own (booking is rate limited per user). */
  const freshCustomer = async () => {
    const u = await createUser(ctx.db, { role: 'RegularUser' });
    return tokenFor(ctx, { id: u.id, role: 'RegularUser' });
  };

  test('a customer books a free time: 201 pending, the time leaves the free list, both sides are mailed', async () => {
    assert.ok((await freeSlots(ctx, w, wednesday)).includes('10:00'));
    const res = await book(ctx, w.customer.token, bookBody(w, wednesday, '10:00', { napomena: 'Kratko šišanje' }));
    assert.equal(res.statusCode, 201, res.body);
    const b = res.json() as Zakazivanje;
    assert.equal(b.status, 'pending');
    assert.equal(b.datum, wednesday);
    assert.equal(b.vreme, '10:00');
    assert.equal(b.trajanjeMinuta, 30);
    assert.equal(b.userId, w.customer.id);
    assert.equal(b.zaposleniId, w.zaposleniId);
    assert.equal(b.napomena, 'Kratko šišanje');
    assert.equal(b.cena, 1500);
    assert.equal(b.valuta, 'RSD');
    assert.equal(b.ocenjeno, false);
    assert.equal(b.zaposleniIme, 'Jelena Jovanović');
    // The answer is built from the precheck's view of a booking not stored yet: it is the booking
    // as stored and read back, field for field (history and rating included).
    const listed = await ctx.app.inject({ method: 'GET', url: `${bookingPaths.profileBookings}?userId=${w.customer.id}`, headers: bearer(w.customer.token) });
    assert.deepEqual((listed.json() as Zakazivanje[]).find((x) => x.id === b.id), b);
    // 10:00 in Belgrade is 08:00 or 09:00 UTC, depending on the season
    assert.equal(new Date(b.pocetak).getTime() + 30 * 60_000, new Date(b.kraj).getTime());
    const slots = await freeSlots(ctx, w, wednesday);
    assert.ok(!slots.includes('10:00') && !slots.includes('09:45') && !slots.includes('10:15'));
    assert.ok(slots.includes('09:30') && slots.includes('10:30'));

    const toCustomer = await sink.nextMail(w.customer.email);
    assert.match(toCustomer.subject, /Zahtev za termin je poslat/);
    assert.match(toCustomer.text, /10:00/);
    // A request goes into calendars as TENTATIVE (CONTRACT.md "Third release", Notifications).
    assert.equal(calendarOf(toCustomer)?.status, 'TENTATIVE');
    const toOwner = await sink.nextMail(w.owner.email);
    assert.match(toOwner.subject, /Novi termin za potvrdu: 10:00/);
    assert.match(toOwner.text, /Kratko šišanje/);
    const toBusiness = await sink.nextMail('salon@example.test');
    assert.match(toBusiness.subject, /Novi termin za potvrdu/);
    for (const mail of [toOwner, toBusiness]) {
      const entry = calendarOf(mail);
      assert.equal(entry?.status, 'TENTATIVE');
      assert.equal(entry?.uid, calendarOf(toCustomer)?.uid);
      assert.equal(entry?.organizer?.address, 'salon@example.test');
    }
  });

  test('the same time again: 409 slot-taken; an overlapping neighbour too; the next free time works', async () => {
    const again = await book(ctx, w.otherCustomer.token, bookBody(w, wednesday, '10:00'));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'slot-taken');
    const overlapping = await book(ctx, w.otherCustomer.token, bookBody(w, wednesday, '09:45'));
    assert.equal(overlapping.json().error, 'slot-taken');
    assert.equal((await book(ctx, w.otherCustomer.token, bookBody(w, wednesday, '10:30'))).statusCode, 201);
  });

  test('times that are not free starts: off the grid, outside hours, a weekend, in the past, past the horizon → 409', async () => {
    const saturday = nextWeekday(6);
    for (const [datum, vreme] of [
      [thursday, '10:05'],
      [thursday, '16:45'],
      [thursday, '07:00'],
      [saturday, '10:00'],
      ['2020-01-08', '10:00'],
      [nextWeekday(3, 70), '10:00'],
    ] as const) {
      const res = await book(ctx, w.otherCustomer.token, bookBody(w, datum, vreme));
      assert.equal(res.statusCode, 409, `${datum} ${vreme}: ${res.body}`);
      assert.equal(res.json().error, 'slot-taken');
    }
  });

  test('bad input is 400 and books nothing; unknown ids 404; a service the employee does not do is 400 not-bookable', async () => {
    const count = async () => Number((await ctx.db.selectFrom('zakazivanje').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const customer = await freshCustomer(); // 13 requests: its own rate-limit budget
    const before = await count();
    for (const bad of [{ vreme: '25:00' }, { datum: '31-12-2026' }, { datum: '02-30-2027' }, { entitetId: 'x' as unknown as number }, { napomena: 'x'.repeat(501) }]) {
      const res = await book(ctx, customer, bookBody(w, thursday, '11:00', bad));
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
      assert.equal(res.json().error, 'bad-request');
    }
    assert.equal((await book(ctx, customer, bookBody(w, thursday, '11:00', { entitetId: 99_999_999 }))).statusCode, 404);
    assert.equal((await book(ctx, customer, bookBody(w, thursday, '11:00', { uslugaId: 99_999_999 }))).statusCode, 404);
    const other = await createBusiness(ctx.db);
    assert.equal((await book(ctx, customer, bookBody(w, thursday, '11:00', { zaposleniId: other.employeeIds[0]! }))).statusCode, 404, "another business's employee");
    assert.equal((await book(ctx, customer, bookBody(w, thursday, '11:00', { uslugaId: other.serviceIds[0]! }))).statusCode, 404, "another business's service");
    const idle = await addEmployee(ctx.db, w.businessId, { services: [] });
    const notOffered = await book(ctx, customer, bookBody(w, thursday, '11:00', { zaposleniId: idle }));
    assert.equal(notOffered.statusCode, 400);
    assert.equal(notOffered.json().error, 'not-bookable');
    const inactive = await addEmployee(ctx.db, w.businessId, { services: [w.serviceId], aktivan: false });
    assert.equal((await book(ctx, customer, bookBody(w, thursday, '11:00', { zaposleniId: inactive }))).json().error, 'not-bookable');
    const draft = await createBusiness(ctx.db, { objavljen: false });
    const toDraft = await book(ctx, customer, { entitetId: draft.id, uslugaId: draft.serviceIds[0]!, zaposleniId: draft.employeeIds[0]!, datum: thursday, vreme: '11:00' });
    assert.equal(toDraft.statusCode, 404, 'an unpublished business cannot be booked');
    assert.equal(await count(), before);
  });

  test('only customers book: an owner or an employee gets 403, anonymous 401', async () => {
    assert.equal((await book(ctx, w.owner.token, bookBody(w, thursday, '12:00'))).statusCode, 403);
    assert.equal((await book(ctx, w.employee.token, bookBody(w, thursday, '12:00'))).statusCode, 403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: bookingPaths.book, payload: bookBody(w, thursday, '12:00') });
    assert.equal(anonymous.statusCode, 401);
  });

  test('Idempotency-Key: a retry returns the first booking, never a second; another body with the key is 409', async () => {
    const body = bookBody(w, thursday, '13:00');
    const first = await book(ctx, w.customer.token, body, 'retry-key-0001');
    assert.equal(first.statusCode, 201);
    const retry = await book(ctx, w.customer.token, body, 'retry-key-0001');
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal((retry.json() as Zakazivanje).id, (first.json() as Zakazivanje).id);
    const reused = await book(ctx, w.customer.token, bookBody(w, thursday, '14:00'), 'retry-key-0001');
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().error, 'idempotency-key-reused');
    // the same key of another user is that user's own key
    const otherUser = await book(ctx, w.otherCustomer.token, bookBody(w, thursday, '14:00'), 'retry-key-0001');
    assert.equal(otherUser.statusCode, 201);
    const rows = await ctx.db.selectFrom('zakazivanje').select('id').where('user_id', '=', w.customer.id).execute();
    assert.equal(rows.filter((r) => r.id === (first.json() as Zakazivanje).id).length, 1);
  });

  test('Idempotency-Key: ten concurrent retries of one request make one booking and all answer it', async () => {
    const body = bookBody(w, thursday, '15:00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(ctx, w.otherCustomer.token, body, 'concurrent-key-1')));
    const ids = new Set(answers.map((a) => (a.statusCode === 201 ? (a.json() as Zakazivanje).id : `${a.statusCode}`)));
    assert.equal(ids.size, 1, JSON.stringify([...ids]));
    assert.ok(answers.every((a) => a.statusCode === 201));
    const made = await ctx.db.selectFrom('zakazivanje').select('id').where('user_id', '=', w.otherCustomer.id).where('status', '=', 'pending').execute();
    assert.equal(made.filter((r) => r.id === [...ids][0]).length, 1);
    assert.equal(await ctx.db.selectFrom('idempotency_key').select('zakazivanje_id').where('key', '=', 'concurrent-key-1').execute().then((r) => r.length), 1);
  });

  test('a business with automatskaPotvrda confirms at once and mails the calendar entry', async () => {
    const auto = await bookingWorld(ctx, { automatskaPotvrda: true });
    const res = await book(ctx, auto.customer.token, bookBody(auto, wednesday, '09:00'));
    assert.equal(res.statusCode, 201);
    assert.equal((res.json() as Zakazivanje).status, 'confirmed');
    const mail = await sink.nextMail(auto.customer.email);
    assert.match(mail.subject, /Termin je potvrđen/);
    const entry = calendarOf(mail);
    assert.equal(entry?.method, 'PUBLISH');
    assert.equal(entry?.status, 'CONFIRMED');
    assert.match(entry?.uid ?? '', new RegExp(`^zakazivanje-${(res.json() as Zakazivanje).id}@`));
    const toOwner = await sink.nextMail(auto.owner.email);
    assert.match(toOwner.subject, /Novi termin: 09:00/);
    assert.equal(calendarOf(toOwner)?.status, 'CONFIRMED');
    const jobs = await ctx.db.selectFrom('job').select(['kind', 'run_at']).where('dedup_key', 'like', `%:${(res.json() as Zakazivanje).id}`).orderBy('kind').execute();
    assert.deepEqual(jobs.map((j) => j.kind), ['booking-complete', 'booking-reminder']);
  });

  test('mails follow the language of the account', async () => {
    const enWorld = await bookingWorld(ctx);
    await ctx.db.updateTable('users').set({ jezik: 'en' }).where('id', 'in', [enWorld.customer.id, enWorld.owner.id]).execute();
    assert.equal((await book(ctx, enWorld.customer.token, bookBody(enWorld, wednesday, '11:00'))).statusCode, 201);
    assert.match((await sink.nextMail(enWorld.customer.email)).subject, /^Booking request sent/);
    assert.match((await sink.nextMail(enWorld.owner.email)).subject, /^New booking to confirm: 11:00/);
  });

  test('GET one booking: the customer, the business side and a SystemAdministrator; the business sees who booked', async () => {
    const res = await book(ctx, w.customer.token, bookBody(w, thursday, '09:00'));
    const id = (res.json() as Zakazivanje).id;
    const asCustomer = await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(id), headers: bearer(w.customer.token) });
    assert.equal(asCustomer.statusCode, 200, asCustomer.body);
    assert.equal('korisnikTelefon' in asCustomer.json(), false);
    const asOwner = await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(id), headers: bearer(w.owner.token) });
    assert.equal((asOwner.json() as BusinessZakazivanje).korisnikIme, 'Ana Marković');
    assert.equal((asOwner.json() as BusinessZakazivanje).korisnikTelefon, '+381 64 123 4567');
    const asEmployee = await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(id), headers: bearer(w.employee.token) });
    assert.equal(asEmployee.statusCode, 200);
    const asOther = await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(id), headers: bearer(w.otherCustomer.token) });
    assert.equal(asOther.statusCode, 403);
    const missing = await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(99_999_999), headers: bearer(w.customer.token) });
    assert.equal(missing.statusCode, 404);

    const ics = await ctx.app.inject({ method: 'GET', url: bookingPaths.bookingIcs(id), headers: bearer(w.customer.token) });
    assert.equal(ics.statusCode, 200);
    assert.match(String(ics.headers['content-type']), /^text\/calendar/);
    const entry = readCalendar(ics.body);
    assert.equal(entry.status, 'TENTATIVE', 'a pending booking');
    assert.match(entry.summary, /^Usluga 1 @ /);
    assert.equal(entry.location, 'Njegoševa 12, 11000 Beograd');
    assert.equal(entry.start.toISOString(), new Date((res.json() as Zakazivanje).pocetak).toISOString());
  });

  test("profile bookings: the user's own, newest start first; anyone else 403", { timeout: 10_000 }, async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${bookingPaths.profileBookings}?userId=${w.customer.id}`, headers: bearer(w.customer.token) });
    assert.equal(res.statusCode, 200);
    const list = res.json() as Zakazivanje[];
    assert.equal(list.length, 3, 'Wednesday 10:00, Thursday 13:00 and 09:00');
    assert.ok(list.every((b) => b.userId === w.customer.id));
    const starts = list.map((b) => b.pocetak);
    assert.deepEqual(starts, [...starts].sort().reverse());
    const other = await ctx.app.inject({ method: 'GET', url: `${bookingPaths.profileBookings}?userId=${w.customer.id}`, headers: bearer(w.otherCustomer.token) });
    assert.equal(other.statusCode, 403);
  });

  test("the employee's day: every booking of that local day with the customer's name; the owner sees it too", async () => {
    const url = `${bookingPaths.employeeDay}?employeeId=${w.zaposleniId}&date=${wednesday.slice(5, 7)}-${wednesday.slice(8, 10)}-${wednesday.slice(0, 4)}`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(w.employee.token) });
    assert.equal(res.statusCode, 200, res.body);
    const day = res.json() as BusinessZakazivanje[];
    assert.deepEqual(day.map((b) => b.vreme), ['10:00', '10:30']);
    assert.ok(day.every((b) => b.datum === wednesday && b.korisnikIme));
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(w.owner.token) })).statusCode, 200);
    const stranger = await bookingWorld(ctx);
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(stranger.employee.token) })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(stranger.owner.token) })).statusCode, 403);
  });

  test("the owner's inbox: bookings in a range, by status and employee; other owners 403; bad ranges 400", async () => {
    const base = bookingPaths.businessBookings(w.businessId);
    const all = await ctx.app.inject({ method: 'GET', url: `${base}?od=${wednesday}&do=${thursday}`, headers: bearer(w.owner.token) });
    assert.equal(all.statusCode, 200);
    const list = all.json() as BusinessZakazivanje[];
    assert.ok(list.length >= 6);
    assert.deepEqual(list.map((b) => b.pocetak), [...list.map((b) => b.pocetak)].sort());
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, start: new Date(Date.now() + 3 * 86_400_000), status: 'cancelled' });
    const pending = await ctx.app.inject({ method: 'GET', url: `${base}?status=pending`, headers: bearer(w.owner.token) });
    assert.ok((pending.json() as BusinessZakazivanje[]).every((b) => b.status === 'pending'));
    assert.ok((pending.json() as BusinessZakazivanje[]).length >= 6, 'default range: today onwards');
    const byOther = await ctx.app.inject({ method: 'GET', url: `${base}?zaposleniId=99999999`, headers: bearer(w.owner.token) });
    assert.deepEqual(byOther.json(), []);
    const stranger = await bookingWorld(ctx);
    assert.equal((await ctx.app.inject({ method: 'GET', url: base, headers: bearer(stranger.owner.token) })).statusCode, 403);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `${base}?od=${thursday}&do=${wednesday}`, headers: bearer(w.owner.token) })).statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'GET', url: `${base}?status=maybe`, headers: bearer(w.owner.token) })).statusCode, 400);
  });

  test('booking is rate limited per user (429 rate-limited)', async () => {
    const busy = await bookingWorld(ctx);
    let limited = 0;
    for (let i = 0; i < 22; i++) {
      const res = await book(ctx, busy.customer.token, bookBody(busy, '2020-01-01', '10:00'));
      if (res.statusCode === 429) {
        limited++;
        assert.equal(res.json().error, 'rate-limited');
      }
    }
    assert.equal(limited, 2);
    // another customer is not affected
    assert.equal((await book(ctx, busy.otherCustomer.token, bookBody(busy, '2020-01-01', '10:00'))).statusCode, 409);
  });
});
