import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, type Zakazivanje, type ZakazivanjePosete } from '@zakazi/contract';
import { minutesOf, wallToInstant } from '@zakazi/contract/calendar';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { book, bookingWorld, nextWeekday, runDueJobs, type BookingWorld } from '../../../test/support/booking.ts';
import { addBooking, createUser } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

/**
 * Visits of several services (CONTRACT.md "Third release", Bookings; decision 062): the free
 * starts of a visit, a service's processing gap and cleanup, all or nothing, and the whole visit
 * confirmed, moved and cancelled with one mail per change.
 */
describe('visits of several services', { timeout: 300_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();
  const at = (datum: string, vreme: string) => wallToInstant(datum, minutesOf(vreme), 'Europe/Belgrade')!;

  /**
   * A salon: cut (30 min), colour (30 min, then 30 min processing in which the client stays),
   * beard (30 min, then 15 min cleanup). Jelena does all three, Marko only colour.
   */
  const salon = () =>
    bookingWorld(ctx, {
      services: [
        { naziv: 'Šišanje', trajanjeMinuta: 30, cena: 1000 },
        { naziv: 'Farbanje', trajanjeMinuta: 30, cekanjeMinuta: 30, cena: 3000 },
        { naziv: 'Brada', trajanjeMinuta: 30, pospremanjeMinuta: 15, cena: 800 },
      ],
      employees: [{ ime: 'Jelena' }, { ime: 'Marko', services: [1] }],
    });
  const ids = async (w: BookingWorld) => {
    const services = await ctx.db.selectFrom('usluga').select('id').where('entitet_id', '=', w.businessId).orderBy('id').execute();
    const employees = await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', w.businessId).orderBy('id').execute();
    return { cut: services[0]!.id, colour: services[1]!.id, beard: services[2]!.id, jelena: employees[0]!.id, marko: employees[1]!.id };
  };
  const slots = async (w: BookingWorld, query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${bookingPaths.freeSlots}?entitetId=${w.businessId}&${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as string[];
  };
  const visitRows = (posetaId: number) =>
    sql<{ id: number; status: string; start: string; zaposleni_id: number }>`SELECT id, status, lower(termin) AS start, zaposleni_id FROM zakazivanje WHERE poseta_id = ${posetaId} ORDER BY lower(termin)`
      .execute(ctx.db)
      .then((r) => r.rows);

  test('free starts of a visit, pinned and unpinned, on a day with another booking', async () => {
    const w = await salon();
    const s = await ids(w);
    const day = nextWeekday(2, 3);
    // Jelena is busy 10:00–10:30.
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: s.cut, zaposleniId: s.jelena, userId: w.otherCustomer.id, start: at(day, '10:00'), status: 'confirmed' });

    const pinned = await slots(w, `uslugaIds=${s.cut},${s.colour}&datum=${day}&zaposleniId=${s.jelena}`);
    // Cut from t, colour from t + 30, both with Jelena, neither over 10:00–10:30.
    assert.ok(pinned.includes('09:00') && pinned.includes('10:30'), pinned.join());
    for (const t of ['09:15', '09:30', '09:45', '10:00', '10:15']) assert.ok(!pinned.includes(t), `${t} pinned to Jelena`);
    assert.equal(pinned.at(-1), '16:00', 'the visit ends by the end of the working day');

    const any = await slots(w, `uslugaIds=${s.cut},${s.colour}&datum=${day}`);
    // Marko takes the colour while Jelena is busy: 09:15 and 09:30 are free with a change of employee.
    for (const t of ['09:00', '09:15', '09:30', '10:30']) assert.ok(any.includes(t), `${t} with any employee: ${any.join()}`);
    for (const t of ['09:45', '10:00', '10:15']) assert.ok(!any.includes(t), `${t}: nobody else cuts`);
    assert.deepEqual(any, [...any].sort(), 'ascending');

    // An employee chosen per part: Jelena cuts, Marko colours.
    const perPart = await slots(w, `uslugaIds=${s.cut},${s.colour}&datum=${day}&zaposleniIdsPoDelu=${s.jelena},${s.marko}`);
    assert.ok(perPart.includes('09:30') && !perPart.includes('09:45'), perPart.join());
    // Marko does not cut: pinned to him the visit has no start; the order of the services counts.
    assert.deepEqual(await slots(w, `uslugaIds=${s.cut},${s.colour}&datum=${day}&zaposleniId=${s.marko}`), []);
    const bad = await ctx.app.inject({ method: 'GET', url: `${bookingPaths.freeSlots}?entitetId=${w.businessId}&uslugaIds=${s.cut}&datum=${day}` });
    assert.equal(bad.statusCode, 400, 'a visit is 2 to 5 services');
    assert.equal(bad.json().error, 'bad-request');
  });

  test('a processing gap frees the employee, a cleanup keeps them busy, for single bookings and visits', async () => {
    const w = await salon();
    const s = await ids(w);
    const day = nextWeekday(3, 3);
    // Colour 09:00–09:30, then 30 min processing, then the cut at 10:00 — both Jelena.
    const res = await book(ctx, w.customer.token, { entitetId: w.businessId, usluge: [{ uslugaId: s.colour, zaposleniId: s.jelena }, { uslugaId: s.cut, zaposleniId: s.jelena }], datum: day, vreme: '09:00' });
    assert.equal(res.statusCode, 201, res.body);
    const visit = res.json() as ZakazivanjePosete;
    assert.deepEqual(visit.delovi.map((d) => d.vreme), ['09:00', '10:00']);
    // During the processing gap Jelena is free for someone else's cut.
    const cuts = await slots(w, `uslugaId=${s.cut}&datum=${day}&zaposleniId=${s.jelena}`);
    assert.ok(cuts.includes('09:30'), cuts.join());
    assert.ok(!cuts.includes('09:15') && !cuts.includes('10:00'));

    // A beard at 11:00 keeps Jelena busy until 11:45 (15 min cleanup).
    const beard = await book(ctx, w.otherCustomer.token, { entitetId: w.businessId, uslugaId: s.beard, zaposleniId: s.jelena, datum: day, vreme: '11:00' });
    assert.equal(beard.statusCode, 201, beard.body);
    assert.equal((beard.json() as Zakazivanje).trajanjeMinuta, 30, 'the client\'s time is the service');
    const after = await slots(w, `uslugaId=${s.cut}&datum=${day}&zaposleniId=${s.jelena}`);
    assert.ok(!after.includes('11:30') && after.includes('11:45'), after.join());
    // A beard's own start needs room for its cleanup: none after 16:15 (16:30 + 30 + 15 > 17:00).
    assert.equal((await slots(w, `uslugaId=${s.beard}&datum=${day}&zaposleniId=${s.jelena}`)).at(-1), '16:15');
    // The database holds the cleanup too: a row over it is refused by the exclusion constraint.
    await assert.rejects(
      addBooking(ctx.db, { entitetId: w.businessId, uslugaId: s.cut, zaposleniId: s.jelena, start: at(day, '11:30'), status: 'pending' }),
      (err: { code?: string }) => err.code === '23P01',
    );
    // The owner's service form sets both; the service answers them.
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/Usluga/${s.cut}`, headers: bearer(w.owner.token), payload: { cekanjeMinuta: 10, pospremanjeMinuta: 5 } });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual([put.json().cekanjeMinuta, put.json().pospremanjeMinuta], [10, 5]);
  });

  test('a visit is all or nothing: a taken later part books nothing; under contention exactly one wins', async () => {
    const w = await salon();
    const s = await ids(w);
    const day = nextWeekday(4, 3);
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: s.colour, zaposleniId: s.marko, userId: w.otherCustomer.id, start: at(day, '12:30'), status: 'pending' });
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM zakazivanje WHERE entitet_id = ${w.businessId}`.execute(ctx.db)).rows[0]!.n);
    const before = await count();
    const refused = await book(ctx, w.customer.token, { entitetId: w.businessId, usluge: [{ uslugaId: s.cut, zaposleniId: s.jelena }, { uslugaId: s.colour, zaposleniId: s.marko }], datum: day, vreme: '12:00' });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().error, 'slot-taken');
    assert.equal(await count(), before, 'the free first part was not booked either');

    // Twenty customers at once for the same visit (with any employee): one visit, nineteen 409s.
    const customers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const u = await createUser(ctx.db, { role: 'RegularUser', ime: `Kupac ${i}` });
        return { token: await tokenFor(ctx, { id: u.id, role: 'RegularUser' }) };
      }),
    );
    const answers = await Promise.all(
      customers.map((c) => book(ctx, c.token, { entitetId: w.businessId, usluge: [{ uslugaId: s.cut, zaposleniId: s.jelena }, { uslugaId: s.colour, zaposleniId: s.jelena }], datum: day, vreme: '14:00' })),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, ...Array(19).fill(409)]);
    assert.equal(await count(), before + 2);
  });

  test('unpinned parts get one employee if possible; confirm, move and cancel act on the whole visit with one mail each', async () => {
    const w = await salon();
    const s = await ids(w);
    const day = nextWeekday(5, 3);
    const res = await book(ctx, w.customer.token, { entitetId: w.businessId, usluge: [{ uslugaId: s.cut }, { uslugaId: s.colour }], datum: day, vreme: '09:00' });
    assert.equal(res.statusCode, 201, res.body);
    const visit = res.json() as ZakazivanjePosete;
    assert.deepEqual(visit.delovi.map((d) => d.zaposleniId), [s.jelena, s.jelena], 'one employee for the whole visit');
    assert.ok(visit.posetaId !== null && visit.delovi.every((d) => d.posetaId === visit.posetaId));
    assert.equal(visit.id, visit.delovi[0]!.id);
    const booked = await sink.nextMail(w.customer.email);
    assert.match(booked.text, /Šišanje/);
    assert.match(booked.text, /Farbanje/);
    assert.equal(booked.attachments.filter((a) => a.contentType.startsWith('text/calendar')).length, 2, 'one calendar entry per part');
    const ownerBooked = await sink.nextMail(w.owner.email);
    assert.match(ownerBooked.text, /09:00 Šišanje.*09:30 Farbanje/s);

    // With Jelena busy at 11:30 the colour goes to Marko: a change of employee rather than no visit.
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: s.cut, zaposleniId: s.jelena, userId: w.otherCustomer.id, start: at(day, '11:30'), status: 'confirmed' });
    const split = await book(ctx, w.otherCustomer.token, { entitetId: w.businessId, usluge: [{ uslugaId: s.cut }, { uslugaId: s.colour }], datum: day, vreme: '11:00' });
    assert.equal(split.statusCode, 201, split.body);
    assert.deepEqual((split.json() as ZakazivanjePosete).delovi.map((d) => d.zaposleniId), [s.jelena, s.marko]);
    assert.match((await sink.nextMail(w.owner.email)).text, /11:00 Šišanje \(zaposleni: Jelena.*11:30 Farbanje \(zaposleni: Marko/s);

    // Confirming the second part confirms the visit; the customer gets one mail naming both.
    const second = visit.delovi[1]!.id;
    const confirmed = await ctx.app.inject({ method: 'POST', url: bookingPaths.confirm(second), headers: bearer(w.owner.token) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual((await visitRows(visit.posetaId!)).map((r) => r.status), ['confirmed', 'confirmed']);
    const confirmMail = await sink.nextMail(w.customer.email);
    assert.match(confirmMail.subject, /potvrđen/);
    assert.match(confirmMail.text, /Šišanje.*Farbanje/s);

    // The customer moves the first part an hour later: both parts move by the same offset.
    const moved = await ctx.app.inject({ method: 'POST', url: bookingPaths.reschedule(visit.id), headers: bearer(w.customer.token), payload: { datum: day, vreme: '10:00' } });
    assert.equal(moved.statusCode, 200, moved.body);
    const rows = await visitRows(visit.posetaId!);
    assert.deepEqual(rows.map((r) => new Date(r.start).toISOString()), [at(day, '10:00').toISOString(), at(day, '10:30').toISOString()]);
    assert.deepEqual(rows.map((r) => r.id), visit.delovi.map((d) => d.id), 'the same bookings');
    const moveMail = await sink.nextMail(w.customer.email);
    assert.match(moveMail.subject, /pomeren/);
    assert.match(moveMail.text, /10:00 Šišanje.*10:30 Farbanje/s);
    assert.match((await sink.nextMail(w.owner.email)).subject, /pomeren/, 'the business hears of the customer\'s move, once');
    // A move onto a taken time leaves every part where it was.
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: s.colour, zaposleniId: s.jelena, userId: w.otherCustomer.id, start: at(day, '14:30'), status: 'pending' });
    const clash = await ctx.app.inject({ method: 'POST', url: bookingPaths.reschedule(visit.id), headers: bearer(w.customer.token), payload: { datum: day, vreme: '14:00' } });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.deepEqual((await visitRows(visit.posetaId!)).map((r) => new Date(r.start).toISOString()), rows.map((r) => new Date(r.start).toISOString()));

    // Cancelling the second part cancels the visit: one mail to the customer, one to the business.
    const mailsBefore = sink.mailsTo(w.customer.email).length;
    const ownerBefore = sink.mailsTo(w.owner.email).length;
    const cancelled = await ctx.app.inject({ method: 'POST', url: bookingPaths.cancel(second), headers: bearer(w.customer.token) });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.deepEqual((await visitRows(visit.posetaId!)).map((r) => r.status), ['cancelled', 'cancelled']);
    assert.match((await sink.nextMail(w.customer.email)).subject, /otkazan/);
    assert.match((await sink.nextMail(w.owner.email)).subject, /otkazan/);
    await runDueJobs(ctx);
    assert.equal(sink.mailsTo(w.customer.email).length, mailsBefore + 1);
    assert.equal(sink.mailsTo(w.owner.email).length, ownerBefore + 1);
    // The time is free again for a visit of two.
    assert.ok((await slots(w, `uslugaIds=${s.cut},${s.colour}&datum=${day}&zaposleniId=${s.jelena}`)).includes('10:00'));
  });

  test('a desk booking can be a visit; a single booking answers posetaId null', async () => {
    const w = await salon();
    const s = await ids(w);
    const day = nextWeekday(1, 3);
    const desk = await ctx.app.inject({
      method: 'POST',
      url: bookingPaths.deskBooking(w.businessId),
      headers: bearer(w.owner.token),
      payload: { usluge: [{ uslugaId: s.cut, zaposleniId: s.jelena }, { uslugaId: s.colour, zaposleniId: s.marko }], datum: day, vreme: '09:10', klijentIme: 'Mira' },
    });
    assert.equal(desk.statusCode, 201, desk.body);
    const parts = desk.json().delovi as { vreme: string; zaposleniId: number; status: string; posetaId: number }[];
    assert.deepEqual(parts.map((p) => [p.vreme, p.zaposleniId, p.status]), [['09:10', s.jelena, 'confirmed'], ['09:40', s.marko, 'confirmed']]);
    const single = await book(ctx, w.customer.token, { entitetId: w.businessId, uslugaId: s.cut, zaposleniId: s.jelena, datum: day, vreme: '12:00' });
    assert.equal(single.statusCode, 201, single.body);
    assert.equal((single.json() as Zakazivanje).posetaId, null);
    assert.ok(!('delovi' in single.json()));
  });
});
