import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { bookingPaths, type MyEmployee, type Odsustvo, type RadnaNedelja, type Zakazivanje, type Zatvaranje } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, nextWeekday, type BookingWorld } from '../../../test/support/booking.ts';
import { addEmployee, createBusiness } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';
import { addDays } from '@zakazi/contract/calendar';

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

describe('schedule: working weeks, days off, closures, open slots, free slots and days', { timeout: 120_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();
  let w: BookingWorld;
  const monday = nextWeekday(1, 3);

  before(async () => {
    w = await bookingWorld(ctx);
  });

  const send = (method: 'POST' | 'DELETE' | 'GET', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  describe('working week', () => {
    test('anyone reads a published employee\'s week', async () => {
      const res = await send('GET', bookingPaths.workingWeek(w.zaposleniId));
      assert.equal(res.statusCode, 200);
      const week = res.json() as RadnaNedelja;
      assert.equal(week.dani.length, 5);
      assert.deepEqual(week.dani[0], { dan: 1, pocetak: '09:00', kraj: '17:00' });
      assert.deepEqual(week.pauze, []);
      assert.equal((await send('GET', bookingPaths.workingWeek(99_999_999))).statusCode, 404);
    });

    test('the employee sets their own week with breaks; free slots follow it', async () => {
      const body = {
        dani: [
          { dan: 1, pocetak: '10:00', kraj: '14:00' },
          { dan: 2, pocetak: '08:00', kraj: '12:00' },
        ],
        pauze: [{ dan: 1, pocetak: '12:00', kraj: '12:30' }],
      };
      const res = await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), w.employee.token, body);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), body);
      const slots = await freeSlots(ctx, w, monday);
      assert.equal(slots[0], '10:00');
      assert.equal(slots.at(-1), '13:30');
      assert.ok(!slots.includes('11:45') && !slots.includes('12:00') && !slots.includes('12:15'));
      assert.ok(slots.includes('11:30') && slots.includes('12:30'));
      assert.deepEqual(await freeSlots(ctx, w, addDays(monday, 2)), [], 'Wednesday is now off');
    });

    test('the owner sets it too; other owners, other employees and customers may not', async () => {
      const body = { dani: [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak: '09:00', kraj: '17:00' })) };
      assert.equal((await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), w.owner.token, body)).statusCode, 200);
      const stranger = await bookingWorld(ctx);
      for (const token of [stranger.owner.token, stranger.employee.token]) {
        assert.equal((await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), token, body)).statusCode, 403);
      }
      assert.equal((await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), w.customer.token, body)).statusCode, 403);
      assert.equal((await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), undefined, body)).statusCode, 401);
    });

    test('invalid weeks are 400 with the offending fields, and change nothing', async () => {
      const cases: [object, string][] = [
        [{ dani: [{ dan: 1, pocetak: '17:00', kraj: '09:00' }] }, 'body.dani.0.kraj'],
        [{ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }, { dan: 1, pocetak: '18:00', kraj: '19:00' }] }, 'body.dani.1.dan'],
        [{ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 1, pocetak: '16:30', kraj: '17:30' }] }, 'body.pauze.0'],
        [{ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 2, pocetak: '12:00', kraj: '13:00' }] }, 'body.pauze.0.dan'],
        [{ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 1, pocetak: '12:00', kraj: '13:00' }, { dan: 1, pocetak: '12:30', kraj: '13:30' }] }, 'body.pauze.1'],
        [{ dani: [{ dan: 8, pocetak: '09:00', kraj: '17:00' }] }, 'body.dani.0.dan'],
        [{ dani: [{ dan: 1, pocetak: '9:00', kraj: '17:00' }] }, 'body.dani.0.pocetak'],
      ];
      for (const [body, field] of cases) {
        const res = await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), w.owner.token, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.ok((res.json().details as { field: string }[]).some((d) => d.field === field), `${field} in ${res.body}`);
      }
      assert.equal(((await send('GET', bookingPaths.workingWeek(w.zaposleniId))).json() as RadnaNedelja).dani.length, 5);
    });

    test('a draft business becomes public when its working week completes it, and stops being when it is emptied', async () => {
      const draft = await bookingWorld(ctx, { objavljen: false, employees: [{ radnaNedelja: [] }] });
      assert.equal((await send('GET', bookingPaths.workingWeek(draft.zaposleniId))).statusCode, 404, "a draft's week is not public");
      assert.equal((await send('GET', bookingPaths.workingWeek(draft.zaposleniId), draft.owner.token)).statusCode, 200);
      const objavljen = async () => (await ctx.db.selectFrom('entitet').select('objavljen').where('id', '=', draft.businessId).executeTakeFirstOrThrow()).objavljen;
      const set = await send('POST', bookingPaths.setWorkingWeek(draft.zaposleniId), draft.owner.token, { dani: [{ dan: 3, pocetak: '09:00', kraj: '13:00' }] });
      assert.equal(set.statusCode, 200);
      assert.equal(await objavljen(), true);
      await send('POST', bookingPaths.setWorkingWeek(draft.zaposleniId), draft.owner.token, { dani: [] });
      assert.equal(await objavljen(), false);
    });
  });

  describe('days off and closures', () => {
    test('a day off removes the employee\'s slots; removing it brings them back', async () => {
      const tuesday = addDays(monday, 1);
      assert.ok((await freeSlots(ctx, w, tuesday)).length > 0);
      const res = await send('POST', bookingPaths.daysOff(w.zaposleniId), w.employee.token, { od: tuesday, do: addDays(tuesday, 1), razlog: 'Slava' });
      assert.equal(res.statusCode, 201, res.body);
      const off = res.json() as Odsustvo;
      assert.deepEqual({ ...off, id: 0 }, { id: 0, zaposleniId: w.zaposleniId, od: tuesday, do: addDays(tuesday, 1), razlog: 'Slava' });
      assert.deepEqual(await freeSlots(ctx, w, tuesday), []);
      assert.deepEqual(await freeSlots(ctx, w, addDays(tuesday, 1)), []);
      assert.ok((await freeSlots(ctx, w, addDays(tuesday, 2))).length > 0);
      const list = await send('GET', bookingPaths.daysOff(w.zaposleniId), w.owner.token);
      assert.deepEqual((list.json() as Odsustvo[]).map((o) => o.id), [off.id]);
      assert.equal((await send('DELETE', bookingPaths.dayOff(w.zaposleniId, off.id), w.owner.token)).statusCode, 200);
      assert.ok((await freeSlots(ctx, w, tuesday)).length > 0);
      assert.equal((await send('DELETE', bookingPaths.dayOff(w.zaposleniId, off.id), w.owner.token)).statusCode, 404);
    });

    test('bad periods are 400: reversed, too long, over already', async () => {
      for (const body of [
        { od: addDays(monday, 3), do: monday },
        { od: monday, do: addDays(monday, 400) },
        { od: '2020-01-01', do: '2020-01-02' },
        { od: 'soon', do: monday },
      ]) {
        assert.equal((await send('POST', bookingPaths.daysOff(w.zaposleniId), w.owner.token, body)).statusCode, 400, JSON.stringify(body));
      }
      const stranger = await bookingWorld(ctx);
      assert.equal((await send('POST', bookingPaths.daysOff(w.zaposleniId), stranger.employee.token, { od: monday, do: monday })).statusCode, 403);
    });

    test('over live bookings: 409 bookings-conflict listing them, or cancel them with the reason and mail the customers', async () => {
      const wednesday = addDays(monday, 2);
      const made = (await book(ctx, w.customer.token, bookBody(w, wednesday, '10:00'))).json() as Zakazivanje;
      await sink.nextMail(w.customer.email);
      const refused = await send('POST', bookingPaths.daysOff(w.zaposleniId), w.employee.token, { od: wednesday, do: wednesday });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().error, 'bookings-conflict');
      assert.deepEqual(refused.json().details, [{ id: made.id, zaposleniId: w.zaposleniId, datum: wednesday, vreme: '10:00', status: 'pending' }]);
      assert.equal(((await send('GET', bookingPaths.daysOff(w.zaposleniId), w.employee.token)).json() as unknown[]).length, 0, 'nothing stored');

      const closure = await send('POST', bookingPaths.closures(w.businessId), w.owner.token, { od: wednesday, do: wednesday, razlog: 'Renoviranje', otkaziZakazivanja: true });
      assert.equal(closure.statusCode, 201, closure.body);
      const booked = await send('GET', bookingPaths.booking(made.id), w.customer.token);
      assert.equal((booked.json() as Zakazivanje).status, 'cancelled');
      assert.equal((booked.json() as Zakazivanje).razlog, 'Renoviranje');
      const mail = await sink.nextMail(w.customer.email);
      assert.match(mail.subject, /je otkazao termin/);
      assert.match(mail.text, /Razlog: Renoviranje/);
      assert.deepEqual(await freeSlots(ctx, w, wednesday), [], 'closed');
    });

    test('closures: public list, the owner only adds and removes; every employee of the business is affected', async () => {
      const second = await addEmployee(ctx.db, w.businessId, { services: [w.serviceId] });
      const friday = addDays(monday, 4);
      assert.ok((await freeSlots(ctx, w, friday, second)).length > 0);
      assert.equal((await send('POST', bookingPaths.closures(w.businessId), w.employee.token, { od: friday, do: friday })).statusCode, 403);
      const res = await send('POST', bookingPaths.closures(w.businessId), w.owner.token, { od: friday, do: friday });
      assert.equal(res.statusCode, 201);
      const closure = res.json() as Zatvaranje;
      assert.deepEqual(await freeSlots(ctx, w, friday), []);
      assert.deepEqual(await freeSlots(ctx, w, friday, second), []);
      const list = await send('GET', bookingPaths.closures(w.businessId));
      assert.ok((list.json() as Zatvaranje[]).some((z) => z.id === closure.id && z.od === friday && z.razlog === null));
      const stranger = await bookingWorld(ctx);
      assert.equal((await send('DELETE', bookingPaths.closure(w.businessId, closure.id), stranger.owner.token)).statusCode, 403);
      assert.equal((await send('DELETE', bookingPaths.closure(stranger.businessId, closure.id), stranger.owner.token)).statusCode, 404, "not that business's closure");
      assert.equal((await send('DELETE', bookingPaths.closure(w.businessId, closure.id), w.owner.token)).statusCode, 200);
      assert.ok((await freeSlots(ctx, w, friday)).length > 0);
    });
  });

  describe('open slots', () => {
    test('an open slot on a free evening is bookable; duplicates are ignored', async () => {
      const thursday = addDays(monday, 3);
      const slot = { entitetId: w.businessId, zaposleniId: w.zaposleniId, uslugaId: w.serviceId, datum: dotted(thursday), vreme: '19:10' };
      const res = await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [slot, { ...slot, vreme: '19:40' }] });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { inserted: 2 });
      assert.deepEqual((await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [slot] })).json(), { inserted: 0 });
      const slots = await freeSlots(ctx, w, thursday);
      assert.deepEqual(slots.slice(-2), ['19:10', '19:40']);
      const made = await book(ctx, w.otherCustomer.token, bookBody(w, thursday, '19:10'));
      assert.equal(made.statusCode, 201, made.body);
      assert.ok(!(await freeSlots(ctx, w, thursday)).includes('19:10'));
      assert.ok((await freeSlots(ctx, w, thursday)).includes('19:40'));
    });

    test('all or nothing: one bad slot stores none; another business\'s slots are 403; DD.MM.YYYY only', async () => {
      const thursday = addDays(monday, 3);
      const good = { entitetId: w.businessId, zaposleniId: w.zaposleniId, uslugaId: w.serviceId, datum: dotted(thursday), vreme: '20:30' };
      const other = await createBusiness(ctx.db);
      const bad = await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [good, { ...good, zaposleniId: other.employeeIds[0]! }] });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual((bad.json().details as { field: string }[]).map((d) => d.field), ['body.slots.1']);
      const past = await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [{ ...good, datum: '01.01.2020' }] });
      assert.equal(past.statusCode, 400);
      assert.ok(!(await freeSlots(ctx, w, thursday)).includes('20:30'), 'nothing stored');
      const foreign = await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [{ ...good, entitetId: other.id, zaposleniId: other.employeeIds[0]!, uslugaId: other.serviceIds[0]! }] });
      assert.equal(foreign.statusCode, 403);
      assert.equal((await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [{ ...good, datum: thursday }] })).statusCode, 400);
      assert.equal((await send('POST', bookingPaths.openSlots, w.owner.token, { slots: [] })).statusCode, 400);
    });
  });

  describe('free slots and days', () => {
    test('without zaposleniId: the union over the employees who perform the service', async () => {
      const u = await bookingWorld(ctx, {
        employees: [
          { radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '10:00' }] },
          { radnaNedelja: [{ dan: 1, pocetak: '09:30', kraj: '10:30' }] },
          { radnaNedelja: [{ dan: 1, pocetak: '14:00', kraj: '15:00' }], services: [] },
        ],
      });
      const [first, secondEmployee] = (await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', u.businessId).orderBy('id').execute()).map((r) => r.id);
      assert.deepEqual(await freeSlots(ctx, u, monday, first), ['09:00', '09:15', '09:30']);
      assert.deepEqual(await freeSlots(ctx, u, monday, secondEmployee), ['09:30', '09:45', '10:00']);
      assert.deepEqual(await freeSlots(ctx, u, monday), ['09:00', '09:15', '09:30', '09:45', '10:00'], 'the third does not perform the service');
      // a time one employee has taken stays free while the other has it
      assert.equal((await book(ctx, u.customer.token, bookBody(u, monday, '09:30', { zaposleniId: first! }))).statusCode, 201);
      assert.deepEqual(await freeSlots(ctx, u, monday), ['09:00', '09:30', '09:45', '10:00']);
    });

    test('dates as MM-DD-YYYY or ISO; bad input 400; unknown or foreign ids 404', async () => {
      const us = `${monday.slice(5, 7)}-${monday.slice(8, 10)}-${monday.slice(0, 4)}`;
      const base = `${bookingPaths.freeSlots}?entitetId=${w.businessId}&uslugaId=${w.serviceId}`;
      const a = await send('GET', `${base}&datum=${us}`);
      const b = await send('GET', `${base}&datum=${monday}`);
      assert.equal(a.statusCode, 200);
      assert.deepEqual(a.json(), b.json());
      for (const q of ['&datum=2026-13-01', '&datum=', '', `&datum=${monday}&zaposleniId=abc`]) {
        const res = await send('GET', `${base}${q}`);
        assert.equal(res.statusCode, 400, q);
        assert.equal(res.json().error, 'bad-request');
      }
      const other = await createBusiness(ctx.db);
      assert.equal((await send('GET', `${bookingPaths.freeSlots}?entitetId=99999999&uslugaId=${w.serviceId}&datum=${monday}`)).statusCode, 404);
      assert.equal((await send('GET', `${base}&datum=${monday}&zaposleniId=${other.employeeIds[0]}`)).statusCode, 404);
      assert.equal((await send('GET', `${bookingPaths.freeSlots}?entitetId=${w.businessId}&uslugaId=${other.serviceIds[0]}&datum=${monday}`)).statusCode, 404);
      const draft = await createBusiness(ctx.db, { objavljen: false });
      assert.equal((await send('GET', `${bookingPaths.freeSlots}?entitetId=${draft.id}&uslugaId=${draft.serviceIds[0]}&datum=${monday}`)).statusCode, 404);
    });

    test('free days: weekdays with room, not weekends, not closed days, not past the horizon; at most 62 days', async () => {
      const d = await bookingWorld(ctx, { horizontDana: 10 });
      const od = monday;
      const res = await send('GET', `${bookingPaths.freeDays}?entitetId=${d.businessId}&uslugaId=${d.serviceId}&od=${od}&do=${addDays(od, 20)}`);
      assert.equal(res.statusCode, 200, res.body);
      const days = res.json() as string[];
      const today = new Date().toISOString().slice(0, 10);
      assert.ok(days.length > 0);
      for (const day of days) {
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        assert.ok(weekday >= 1 && weekday <= 5, `${day} is a weekday`);
        assert.ok(day <= addDays(today, 11), `${day} within the 10-day horizon`);
      }
      assert.ok(days.includes(monday));
      const closed = await send('POST', bookingPaths.closures(d.businessId), d.owner.token, { od: monday, do: monday });
      assert.equal(closed.statusCode, 201);
      const after = (await send('GET', `${bookingPaths.freeDays}?entitetId=${d.businessId}&uslugaId=${d.serviceId}&od=${od}&do=${addDays(od, 20)}`)).json() as string[];
      assert.deepEqual(after, days.filter((x) => x !== monday));
      const tooLong = await send('GET', `${bookingPaths.freeDays}?entitetId=${d.businessId}&uslugaId=${d.serviceId}&od=${od}&do=${addDays(od, 63)}`);
      assert.equal(tooLong.statusCode, 400);
      const reversed = await send('GET', `${bookingPaths.freeDays}?entitetId=${d.businessId}&uslugaId=${d.serviceId}&od=${addDays(od, 1)}&do=${od}`);
      assert.equal(reversed.statusCode, 400);
    });

    test('a fully booked day drops out of the free days', async () => {
      const full = await bookingWorld(ctx, { services: [{ trajanjeMinuta: 60 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '10:00' }] }] });
      const url = `${bookingPaths.freeDays}?entitetId=${full.businessId}&uslugaId=${full.serviceId}&od=${monday}&do=${addDays(monday, 7)}`;
      assert.deepEqual((await send('GET', url)).json(), [monday, addDays(monday, 7)]);
      assert.equal((await book(ctx, full.customer.token, bookBody(full, monday, '09:00'))).statusCode, 201);
      assert.deepEqual((await send('GET', url)).json(), [addDays(monday, 7)]);
    });
  });

  test('myEmployee: the calling employee\'s record; 404 for an employee account without one', async () => {
    const res = await send('GET', bookingPaths.myEmployee, w.employee.token);
    assert.equal(res.statusCode, 200);
    const me = res.json() as MyEmployee;
    assert.equal(me.zaposleniId, w.zaposleniId);
    assert.equal(me.entitetId, w.businessId);
    assert.deepEqual(me.uslugaIds, [w.serviceId]);
    assert.equal(me.vremenskaZona, 'Europe/Belgrade');
    assert.equal(me.ime, 'Jelena');
    const orphan = await bookingWorld(ctx);
    await ctx.db.updateTable('zaposleni').set({ user_id: null }).where('id', '=', orphan.zaposleniId).execute();
    assert.equal((await send('GET', bookingPaths.myEmployee, orphan.employee.token)).statusCode, 404);
    assert.equal((await send('GET', bookingPaths.myEmployee, w.owner.token)).statusCode, 403);
  });
});
