import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, peoplePaths, type BusinessZakazivanje, type EntitetDetail, type Kalendar, type KlijentList } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, listen, nextWeekday, openSse, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { calendarOf } from '../../../test/support/calendar-file.ts';
import { addBooking, addRating, createUser } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';
import { addDays, minutesOf, wallToInstant } from '@zakazi/contract/calendar';

/**
 * The business's front desk (issue 12, CONTRACT.md "The business's front desk"): the calendar
 * read, blocked time, desk bookings on the customer bookings' path, moves to another employee,
 * the clients list with its private note, and replies to ratings.
 */
describe('front desk', { timeout: 300_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();

  const ZONE = 'Europe/Belgrade';
  const at = (datum: string, vreme: string) => wallToInstant(datum, minutesOf(vreme), ZONE)!;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const count = async (table: 'blokada' | 'zakazivanje' | 'klijent_napomena') =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(ctx.db)).rows[0]!.n;
  const secondEmployee = async (w: BookingWorld) =>
    (await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', w.businessId).where('id', '!=', w.zaposleniId).orderBy('id').executeTakeFirstOrThrow()).id;

  // ---- calendar -----------------------------------------------------------------------------

  describe('GET /api/Entitet/{id}/kalendar', () => {
    test('returns exactly the bookings starting on the local days of the range (edges in the business\'s zone), blocks and working hours', async () => {
      const w = await bookingWorld(ctx, { employees: [{}, {}] });
      const second = await secondEmployee(w);
      const od = nextWeekday(1, 3); // a Monday
      const to = addDays(od, 6); // its Sunday
      const add = (zaposleniId: number, datum: string, vreme: string, status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed') =>
        addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId, userId: w.customer.id, start: at(datum, vreme), status });
      // 00:15 local on Monday is the previous day in UTC; 23:30 local on Sunday is Sunday in UTC too
      // while 00:15 local on the next Monday and 23:45 local the Sunday before lie outside.
      const inside = [await add(w.zaposleniId, od, '00:15'), await add(second, od, '10:00', 'cancelled'), await add(w.zaposleniId, addDays(od, 3), '11:00', 'pending'), await add(second, to, '23:30')];
      await add(w.zaposleniId, addDays(od, 7), '00:15');
      await add(second, addDays(od, -1), '23:45');
      const block = await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: addDays(od, 1), od: '13:00', do: '14:00', razlog: 'Sastanak' });
      assert.equal(block.statusCode, 201, block.body);
      await ctx.db.insertInto('pauza').values({ zaposleni_id: second, dan: 3, pocetak: '12:00', kraj: '12:30' }).execute();
      await ctx.db.insertInto('odsustvo').values({ zaposleni_id: second, od: addDays(od, 4), do: addDays(od, 4), razlog: null }).execute();

      const res = await inject('GET', `${bookingPaths.calendar(w.businessId)}?od=${od}&do=${to}`, w.owner.token);
      assert.equal(res.statusCode, 200, res.body);
      const cal = res.json() as Kalendar;
      assert.deepEqual(cal.zakazivanja.map((b) => b.id).sort((a, b) => a - b), [...inside].sort((a, b) => a - b));
      assert.deepEqual(cal.zakazivanja.map((b) => b.datum), [od, od, addDays(od, 3), to], 'by start, each on its local day');
      assert.equal(cal.zakazivanja[0]!.vreme, '00:15');
      assert.match(cal.zakazivanja[0]!.korisnikIme ?? '', /^Ana/, 'the business sees who booked it');
      assert.deepEqual(cal.zaposleni.map((z) => z.id), [w.zaposleniId, second]);
      assert.deepEqual(cal.blokade.map((b) => [b.zaposleniId, b.datum, b.od, b.do, b.razlog]), [[w.zaposleniId, addDays(od, 1), '13:00', '14:00', 'Sastanak']]);
      // Monday to Friday 09:00–17:00 for the first; the second has a break on Wednesday and Friday off.
      const hoursOf = (id: number) => cal.radnoVreme.filter((r) => r.zaposleniId === id).map((r) => `${r.datum} ${r.pocetak}-${r.kraj}`);
      assert.deepEqual(hoursOf(w.zaposleniId), [0, 1, 2, 3, 4].map((i) => `${addDays(od, i)} 09:00-17:00`));
      assert.deepEqual(hoursOf(second), [`${od} 09:00-17:00`, `${addDays(od, 1)} 09:00-17:00`, `${addDays(od, 2)} 09:00-12:00`, `${addDays(od, 2)} 12:30-17:00`, `${addDays(od, 3)} 09:00-17:00`]);

      // One day: only that day's bookings.
      const day = (await inject('GET', `${bookingPaths.calendar(w.businessId)}?od=${od}`, w.owner.token)).json() as Kalendar;
      assert.deepEqual(day.zakazivanja.map((b) => b.id).sort((a, b) => a - b), inside.slice(0, 2).sort((a, b) => a - b));
      assert.equal(day.do, od);
    });

    test('an Employee sees only their own column; others are refused; at most 31 days', async () => {
      const w = await bookingWorld(ctx, { employees: [{}, {}] });
      const second = await secondEmployee(w);
      const elsewhere = await bookingWorld(ctx);
      const od = nextWeekday(2, 3);
      await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: second, userId: w.customer.id, start: at(od, '10:00'), status: 'confirmed' });
      const own = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(od, '11:00'), status: 'confirmed' });
      const url = `${bookingPaths.calendar(w.businessId)}?od=${od}&do=${addDays(od, 6)}`;
      const mine = await inject('GET', url, w.employee.token);
      assert.equal(mine.statusCode, 200, mine.body);
      const cal = mine.json() as Kalendar;
      assert.deepEqual(cal.zaposleni.map((z) => z.id), [w.zaposleniId]);
      assert.deepEqual(cal.zakazivanja.map((b) => b.id), [own]);
      assert.ok(cal.radnoVreme.every((r) => r.zaposleniId === w.zaposleniId));
      assert.equal((await inject('GET', `${url}&zaposleniId=${second}`, w.employee.token)).statusCode, 403);
      assert.equal((await inject('GET', url, elsewhere.owner.token)).json().error, 'forbidden');
      assert.equal((await inject('GET', url, elsewhere.employee.token)).statusCode, 403);
      assert.equal((await inject('GET', url, w.customer.token)).statusCode, 403);
      assert.equal((await inject('GET', url)).statusCode, 401);
      const owner = (await inject('GET', `${url}&zaposleniId=${second}`, w.owner.token)).json() as Kalendar;
      assert.deepEqual(owner.zaposleni.map((z) => z.id), [second]);
      const tooLong = await inject('GET', `${bookingPaths.calendar(w.businessId)}?od=${od}&do=${addDays(od, 31)}`, w.owner.token);
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json().error, 'bad-request');
      assert.equal((await inject('GET', `${bookingPaths.calendar(w.businessId)}?od=${od}&do=${addDays(od, 30)}`, w.owner.token)).statusCode, 200, '31 days');
      assert.equal((await inject('GET', `${bookingPaths.calendar(w.businessId)}?od=${od}&do=${addDays(od, -1)}`, w.owner.token)).statusCode, 400);
      assert.equal((await inject('GET', `${bookingPaths.calendar(999_999)}?od=${od}`, w.owner.token)).statusCode, 404);
    });
  });

  // ---- blocked time -------------------------------------------------------------------------

  describe('blocked time', () => {
    test('hides its starts at once, refuses bookings and moves over it, and frees them when removed', async () => {
      const w = await bookingWorld(ctx);
      const day = nextWeekday(3, 3);
      assert.ok((await freeSlots(ctx, w, day)).includes('13:00'));
      const res = await inject('POST', bookingPaths.blocks(w.zaposleniId), w.employee.token, { datum: day, od: '13:00', do: '14:00' });
      assert.equal(res.statusCode, 201, res.body);
      const blokada = res.json() as { id: number; datum: string; od: string; do: string };
      assert.deepEqual([blokada.datum, blokada.od, blokada.do], [day, '13:00', '14:00']);
      const free = await freeSlots(ctx, w, day);
      for (const t of ['12:45', '13:00', '13:15', '13:30', '13:45']) assert.ok(!free.includes(t), `${t} is hidden`);
      for (const t of ['12:30', '14:00']) assert.ok(free.includes(t), `${t} stays free`);
      const refused = await book(ctx, w.customer.token, bookBody(w, day, '13:30'));
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().error, 'slot-taken');
      const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '10:00'), status: 'confirmed' });
      const moved = await inject('POST', bookingPaths.reschedule(id), w.owner.token, { datum: day, vreme: '13:00' });
      assert.equal(moved.statusCode, 409);
      assert.equal(moved.json().error, 'slot-taken');

      const removed = await inject('DELETE', `${bookingPaths.blocks(w.zaposleniId)}?id=${blokada.id}`, w.owner.token);
      assert.equal(removed.statusCode, 200, removed.body);
      assert.ok((await freeSlots(ctx, w, day)).includes('13:00'));
      assert.equal((await inject('DELETE', `${bookingPaths.blocks(w.zaposleniId)}?id=${blokada.id}`, w.owner.token)).statusCode, 404);
      // The body and the path forms remove one too; without an id: 400.
      const third = (await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '16:00', do: '16:30' })).json() as { id: number };
      assert.equal((await inject('DELETE', bookingPaths.blocks(w.zaposleniId), w.owner.token)).statusCode, 400);
      assert.equal((await inject('DELETE', bookingPaths.blocks(w.zaposleniId), w.owner.token, { id: third.id })).statusCode, 200);
      const again = (await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '15:00', do: '15:30' })).json() as { id: number };
      assert.equal((await inject('DELETE', bookingPaths.block(w.zaposleniId, again.id), w.employee.token)).statusCode, 200);
    });

    test('a block and its removal reach live-slots watchers of that day (another server process too)', async () => {
      const w = await bookingWorld(ctx);
      const day = nextWeekday(5, 3);
      const other = await secondApp(ctx);
      const watcher = await openSse(`${await listen(other.app)}${bookingPaths.liveSlots}?entitetId=${w.businessId}&datum=${day}`);
      try {
        const res = await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '09:00', do: '10:00' });
        assert.equal(res.statusCode, 201, res.body);
        assert.deepEqual(await watcher.waitFor((e) => e.datum === day), { entitetId: w.businessId, zaposleniId: w.zaposleniId, datum: day });
        const seen = watcher.events.length;
        assert.equal((await inject('DELETE', bookingPaths.block(w.zaposleniId, (res.json() as { id: number }).id), w.owner.token)).statusCode, 200);
        await watcher.waitFor(() => watcher.events.length > seen);
      } finally {
        watcher.close();
        await other.close();
      }
    });

    test('over live bookings: 409 bookings-conflict naming them, or they are cancelled in the same call with mails', async () => {
      const w = await bookingWorld(ctx);
      const day = nextWeekday(4, 3);
      const live = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '15:00'), status: 'confirmed' });
      await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '16:00'), status: 'cancelled' });
      const blocksBefore = await count('blokada');
      const refused = await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '14:45', do: '16:30' });
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refused.json().error, 'bookings-conflict');
      assert.deepEqual(refused.json().details, [{ id: live, zaposleniId: w.zaposleniId, datum: day, vreme: '15:00', status: 'confirmed' }]);
      assert.equal(await count('blokada'), blocksBefore, 'nothing stored');

      const cleared = await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '14:45', do: '16:30', razlog: 'Kvar', otkaziZakazivanja: true });
      assert.equal(cleared.statusCode, 201, cleared.body);
      assert.equal((await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', live).executeTakeFirstOrThrow()).status, 'cancelled');
      const mail = await sink.nextMail(w.customer.email);
      assert.match(mail.text, /Kvar/);
    });

    test('bad input is 400 or 403 with the contract body and changes nothing', async () => {
      const w = await bookingWorld(ctx);
      const elsewhere = await bookingWorld(ctx);
      const day = nextWeekday(2, 3);
      const before = await count('blokada');
      const refusals: [string, string, number, object, number, string][] = [
        ['14:00 to 13:00', w.owner.token, w.zaposleniId, { datum: day, od: '14:00', do: '13:00' }, 400, 'bad-request'],
        ['an empty interval', w.owner.token, w.zaposleniId, { datum: day, od: '14:00', do: '14:00' }, 400, 'bad-request'],
        ['past the horizon', w.owner.token, w.zaposleniId, { datum: addDays(day, 90), od: '10:00', do: '11:00' }, 400, 'bad-request'],
        ['a past day', w.owner.token, w.zaposleniId, { datum: addDays(day, -14), od: '10:00', do: '11:00' }, 400, 'bad-request'],
        ['a bad time', w.owner.token, w.zaposleniId, { datum: day, od: '10:00', do: '25:00' }, 400, 'bad-request'],
        ["another business's employee", w.owner.token, elsewhere.zaposleniId, { datum: day, od: '10:00', do: '11:00' }, 403, 'forbidden'],
        ['a colleague of another business', elsewhere.employee.token, w.zaposleniId, { datum: day, od: '10:00', do: '11:00' }, 403, 'forbidden'],
        ['a customer', w.customer.token, w.zaposleniId, { datum: day, od: '10:00', do: '11:00' }, 403, 'forbidden'],
      ];
      for (const [what, token, zaposleniId, payload, status, error] of refusals) {
        const res = await inject('POST', bookingPaths.blocks(zaposleniId), token, payload);
        assert.equal(res.statusCode, status, `${what}: ${res.body}`);
        assert.equal(res.json().error, error, what);
        assert.equal(typeof res.json().message, 'string', what);
      }
      assert.equal(await count('blokada'), before, 'nothing stored');
      assert.equal((await inject('POST', bookingPaths.blocks(999_999), w.owner.token, { datum: day, od: '10:00', do: '11:00' })).statusCode, 404);
    });
  });

  // ---- desk bookings ------------------------------------------------------------------------

  describe('POST /api/Entitet/{id}/zakazivanja', () => {
    test('a phone customer with an email: confirmed at once, userId null, mailed with the calendar entry', async () => {
      const w = await bookingWorld(ctx);
      const day = nextWeekday(2, 4);
      const res = await inject('POST', bookingPaths.deskBooking(w.businessId), w.owner.token, {
        uslugaId: w.serviceId,
        zaposleniId: w.zaposleniId,
        datum: day,
        vreme: '10:10',
        klijentIme: 'Milica Telefon',
        klijentTelefon: '+381 64 555 1234',
        klijentEmail: 'Milica@Example.com',
        napomena: 'Zvala telefonom',
      });
      assert.equal(res.statusCode, 201, res.body);
      const b = res.json() as BusinessZakazivanje;
      assert.equal(b.status, 'confirmed');
      assert.equal(b.userId, null);
      assert.equal(b.klijentIme, 'Milica Telefon');
      assert.equal(b.korisnikIme, 'Milica Telefon');
      assert.equal(b.klijentTelefon, '+381 64 555 1234');
      assert.equal(b.klijentEmail, 'milica@example.com');
      assert.deepEqual([b.datum, b.vreme], [day, '10:10']);
      const mail = await sink.nextMail('milica@example.com');
      assert.match(calendarOf(mail)?.uid ?? '', new RegExp(`^zakazivanje-${b.id}@`));
      // It holds the time: the customer no longer sees it.
      assert.ok(!(await freeSlots(ctx, w, day)).includes('10:00'));
      // A walk-in without email or phone; the employee for themself.
      const walkIn = await inject('POST', bookingPaths.deskBooking(w.businessId), w.employee.token, { uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum: day, vreme: '11:00', klijentIme: 'Pera' });
      assert.equal(walkIn.statusCode, 201, walkIn.body);
    });

    test('outside working hours only with vanRadnogVremena; never over a live booking or blocked time (409 naming the booking); refusals change nothing', async () => {
      const w = await bookingWorld(ctx, { employees: [{}, {}] });
      const second = await secondEmployee(w);
      const elsewhere = await bookingWorld(ctx);
      const day = nextWeekday(3, 4);
      const desk = (token: string, over: object) =>
        inject('POST', bookingPaths.deskBooking(w.businessId), token, { uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum: day, vreme: '18:00', klijentIme: 'Jovan', ...over });
      const live = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '12:00'), status: 'pending' });
      assert.equal((await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '19:00', do: '20:00' })).statusCode, 201);
      const before = await count('zakazivanje');
      const refusals: [string, string, object, number, string][] = [
        ['outside the hours', w.owner.token, {}, 409, 'slot-taken'],
        ['over a live booking', w.owner.token, { vreme: '12:15', vanRadnogVremena: true }, 409, 'slot-taken'],
        ['over blocked time', w.owner.token, { vreme: '18:45', vanRadnogVremena: true }, 409, 'slot-taken'],
        ['past the horizon', w.owner.token, { datum: addDays(day, 90), vreme: '10:00' }, 400, 'bad-request'],
        ['no name', w.owner.token, { klijentIme: '  ' }, 400, 'bad-request'],
        ['a bad email', w.owner.token, { klijentEmail: 'nije-email' }, 400, 'bad-request'],
        ['an employee for a colleague', w.employee.token, { zaposleniId: second, vanRadnogVremena: true }, 403, 'forbidden'],
        ["another business's owner", elsewhere.owner.token, { vanRadnogVremena: true }, 403, 'forbidden'],
        ["another business's employee", w.owner.token, { zaposleniId: elsewhere.zaposleniId, vanRadnogVremena: true }, 404, 'not-found'],
        ['a customer', w.customer.token, { vanRadnogVremena: true }, 403, 'forbidden'],
      ];
      for (const [what, token, over, status, error] of refusals) {
        const res = await desk(token, over);
        assert.equal(res.statusCode, status, `${what}: ${res.body}`);
        assert.equal(res.json().error, error, what);
      }
      const overBooking = await desk(w.owner.token, { vreme: '12:15', vanRadnogVremena: true });
      assert.deepEqual(overBooking.json().details.map((d: { id: number }) => d.id), [live], 'the conflicting booking is named');
      assert.equal(await count('zakazivanje'), before, 'nothing stored');
      const late = await desk(w.owner.token, { vanRadnogVremena: true });
      assert.equal(late.statusCode, 201, late.body);
      assert.equal((late.json() as BusinessZakazivanje).vreme, '18:00');
    });

    test('desk bookings racing customer bookings for one time: exactly one wins', async () => {
      const w = await bookingWorld(ctx);
      const day = nextWeekday(5, 4);
      const customers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const u = await createUser(ctx.db, { role: 'RegularUser', ime: `Kupac${i}` });
          return tokenFor(ctx, { id: u.id, role: 'RegularUser' });
        }),
      );
      const requests = [
        ...customers.map((token) => book(ctx, token, bookBody(w, day, '14:00'))),
        ...Array.from({ length: 6 }, (_, i) =>
          inject('POST', bookingPaths.deskBooking(w.businessId), i % 2 ? w.owner.token : w.employee.token, {
            uslugaId: w.serviceId,
            zaposleniId: w.zaposleniId,
            datum: day,
            vreme: i % 3 ? '14:00' : '14:15',
            klijentIme: `Šetač ${i}`,
          }),
        ),
      ];
      const answers = await Promise.all(requests);
      const codes = answers.map((r) => r.statusCode);
      assert.equal(codes.filter((c) => c === 201).length, 1, `exactly one wins: ${codes.join(',')}`);
      assert.ok(codes.every((c) => c === 201 || c === 409), codes.join(','));
      assert.ok(answers.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'slot-taken'));
      const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM zakazivanje WHERE zaposleni_id = ${w.zaposleniId} AND status IN ('pending','confirmed')`.execute(ctx.db);
      assert.equal(held.rows[0]!.n, 1);
    });
  });

  // ---- moving -------------------------------------------------------------------------------

  describe('moving a booking to another employee', () => {
    test('to one who performs the service: moved; to one who does not: 400 not-bookable and the booking as it was', async () => {
      const w = await bookingWorld(ctx, { services: [{}, {}], employees: [{ services: [0, 1] }, { services: [0] }, { services: [1] }] });
      const ids = (await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', w.businessId).orderBy('id').execute()).map((r) => r.id);
      const [, performer, nonPerformer] = ids as [number, number, number];
      const day = nextWeekday(2, 4);
      const desk = await inject('POST', bookingPaths.deskBooking(w.businessId), w.owner.token, { uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum: day, vreme: '10:00', klijentIme: 'Sava' });
      assert.equal(desk.statusCode, 201, desk.body);
      const id = (desk.json() as BusinessZakazivanje).id;
      const snapshot = async () => (await sql`SELECT termin::text, zaposleni_id, status FROM zakazivanje WHERE id = ${id}`.execute(ctx.db)).rows[0];
      const before = await snapshot();
      const refused = await inject('POST', bookingPaths.reschedule(id), w.owner.token, { datum: day, vreme: '11:00', zaposleniId: nonPerformer });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().error, 'not-bookable');
      assert.deepEqual(await snapshot(), before);
      const moved = await inject('POST', bookingPaths.reschedule(id), w.owner.token, { datum: day, vreme: '11:00', zaposleniId: performer });
      assert.equal(moved.statusCode, 200, moved.body);
      const b = moved.json() as BusinessZakazivanje;
      assert.deepEqual([b.id, b.zaposleniId, b.vreme, b.status, b.klijentIme], [id, performer, '11:00', 'confirmed', 'Sava']);
    });

    test('the business moves a booking outside working hours only with vanRadnogVremena; the customer cannot', async () => {
      const w = await bookingWorld(ctx);
      const day = nextWeekday(3, 4);
      const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '10:00'), status: 'confirmed' });
      const move = (token: string, over: object) => inject('POST', bookingPaths.reschedule(id), token, { datum: day, vreme: '18:10', ...over });
      assert.equal((await move(w.owner.token, {})).json().error, 'slot-taken', 'outside the hours without the flag');
      assert.equal((await move(w.customer.token, { vanRadnogVremena: true })).json().error, 'slot-taken', "the customer's flag is ignored");
      assert.equal((await inject('POST', bookingPaths.blocks(w.zaposleniId), w.owner.token, { datum: day, od: '19:00', do: '20:00' })).statusCode, 201);
      assert.equal((await move(w.owner.token, { vreme: '18:45', vanRadnogVremena: true })).json().error, 'slot-taken', 'never over blocked time');
      const moved = await move(w.employee.token, { vanRadnogVremena: true });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.deepEqual([moved.json().vreme, moved.json().status], ['18:10', 'confirmed']);
    });
  });

  // ---- clients ------------------------------------------------------------------------------

  describe('GET /api/Entitet/{id}/klijenti and the private note', () => {
    test('accounts and walk-ins with visits, no-shows and last visit; search; the note', async () => {
      const w = await bookingWorld(ctx);
      const past = (daysAgo: number) => at(addDays(nextWeekday(1, 0), -7 * daysAgo), '10:00');
      const add = (start: Date, status: 'completed' | 'noShow' | 'confirmed', userId: number | null) =>
        addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId, start, status });
      await add(past(3), 'completed', w.customer.id);
      await add(past(2), 'completed', w.customer.id);
      await add(past(1), 'noShow', w.customer.id);
      const day = nextWeekday(4, 4);
      for (const vreme of ['10:00', '11:00']) {
        const r = await inject('POST', bookingPaths.deskBooking(w.businessId), w.owner.token, { uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum: day, vreme, klijentIme: 'Zorka Šetač', klijentTelefon: vreme === '10:00' ? '064 111 222' : '064/111-222' });
        assert.equal(r.statusCode, 201, r.body);
      }
      const res = await inject('GET', bookingPaths.clients(w.businessId), w.owner.token);
      assert.equal(res.statusCode, 200, res.body);
      const list = res.json() as KlijentList;
      assert.equal(list.total, 2);
      const ana = list.klijenti.find((k) => k.userId === w.customer.id)!;
      assert.deepEqual([ana.posete, ana.nedolasci, ana.poslednjaPoseta, ana.email], [2, 1, addDays(nextWeekday(1, 0), -14), w.customer.email]);
      const zorka = list.klijenti.find((k) => k.userId === null)!;
      assert.deepEqual([zorka.ime, zorka.brojTelefona, zorka.posete, zorka.brojZakazivanja, zorka.sledeciTermin], ['Zorka Šetač', '064/111-222', 0, 2, day]);

      const search = (await inject('GET', `${bookingPaths.clients(w.businessId)}?q=zork`, w.owner.token)).json() as KlijentList;
      assert.deepEqual(search.klijenti.map((k) => k.id), [zorka.id]);
      const byPhone = (await inject('GET', `${bookingPaths.clients(w.businessId)}?q=111222`, w.owner.token)).json() as KlijentList;
      assert.deepEqual(byPhone.klijenti.map((k) => k.id), [zorka.id]);

      // a client's history: their bookings here, newest first; the walk-in's two desk bookings are one client's
      const history = await inject('GET', `${bookingPaths.clientBookings(w.businessId)}?klijentId=${encodeURIComponent(ana.id)}`, w.owner.token);
      assert.equal(history.statusCode, 200, history.body);
      assert.deepEqual((history.json() as BusinessZakazivanje[]).map((b) => [b.datum, b.status]), [
        [addDays(nextWeekday(1, 0), -7), 'noShow'],
        [addDays(nextWeekday(1, 0), -14), 'completed'],
        [addDays(nextWeekday(1, 0), -21), 'completed'],
      ]);
      const walkInHistory = (await inject('GET', `${bookingPaths.clientBookings(w.businessId)}?klijentId=${encodeURIComponent(zorka.id)}`, w.owner.token)).json() as BusinessZakazivanje[];
      assert.deepEqual(walkInHistory.map((b) => [b.vreme, b.klijentIme]), [['11:00', 'Zorka Šetač'], ['10:00', 'Zorka Šetač']]);
      assert.equal((await inject('GET', `${bookingPaths.clientBookings(w.businessId)}?klijentId=u999999`, w.owner.token)).statusCode, 404);
      assert.equal((await inject('GET', `${bookingPaths.clientBookings(w.businessId)}?klijentId=${encodeURIComponent(ana.id)}`, w.employee.token)).statusCode, 403);

      const note = await inject('PUT', bookingPaths.clientNote(w.businessId), w.owner.token, { klijentId: ana.id, napomena: 'Alergična na lak' });
      assert.equal(note.statusCode, 200, note.body);
      const again = (await inject('GET', bookingPaths.clients(w.businessId), w.owner.token)).json() as KlijentList;
      assert.equal(again.klijenti.find((k) => k.id === ana.id)!.napomena, 'Alergična na lak');
      const notesBefore = await count('klijent_napomena');
      assert.equal((await inject('PUT', bookingPaths.clientNote(w.businessId), w.owner.token, { klijentId: 'u999999', napomena: 'x' })).statusCode, 404);
      const elsewhere = await bookingWorld(ctx);
      assert.equal((await inject('PUT', bookingPaths.clientNote(w.businessId), elsewhere.owner.token, { klijentId: ana.id, napomena: 'x' })).statusCode, 403);
      assert.equal((await inject('GET', bookingPaths.clients(w.businessId), elsewhere.owner.token)).statusCode, 403);
      assert.equal((await inject('GET', bookingPaths.clients(w.businessId), w.employee.token)).statusCode, 403);
      assert.equal(await count('klijent_napomena'), notesBefore);
      assert.equal((await inject('PUT', bookingPaths.clientNote(w.businessId), w.owner.token, { klijentId: ana.id, napomena: '' })).json().napomena, null);
    });
  });

  // ---- replies ------------------------------------------------------------------------------

  describe('POST /api/Utisak/{id}/odgovor', () => {
    test("only the business's Administrator replies; the page shows the reply with the visit's service and employee", async () => {
      const w = await bookingWorld(ctx);
      const elsewhere = await bookingWorld(ctx);
      const rating = await addRating(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, ocena: 3, komentar: 'Kasnili ste' });
      const url = peoplePaths.ratingReply(rating.utisakId);
      for (const token of [elsewhere.owner.token, w.employee.token, w.customer.token]) {
        const res = await inject('POST', url, token, { tekst: 'Nije u redu' });
        assert.equal(res.statusCode, 403, res.body);
      }
      assert.equal((await inject('POST', url, w.owner.token, { tekst: '   ' })).statusCode, 400);
      assert.equal((await ctx.db.selectFrom('utisak').select('odgovor').where('id', '=', rating.utisakId).executeTakeFirstOrThrow()).odgovor, null);
      const res = await inject('POST', url, w.owner.token, { tekst: 'Izvinite, popravićemo se.' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().odgovor, 'Izvinite, popravićemo se.');
      assert.equal((await inject('POST', peoplePaths.ratingReply(999_999), w.owner.token, { tekst: 'x' })).statusCode, 404);

      const page = (await inject('GET', `/api/Entitet/${w.businessId}`)).json() as EntitetDetail;
      const shown = page.utisci.find((u) => u.id === rating.utisakId)!;
      assert.equal(shown.odgovor, 'Izvinite, popravićemo se.');
      assert.equal(typeof shown.odgovorAt, 'string');
      const visit = await ctx.db
        .selectFrom('usluga')
        .innerJoin('zaposleni', 'zaposleni.entitet_id', 'usluga.entitet_id')
        .select(['usluga.naziv', 'zaposleni.ime', 'zaposleni.prezime'])
        .where('usluga.id', '=', w.serviceId)
        .where('zaposleni.id', '=', w.zaposleniId)
        .executeTakeFirstOrThrow();
      assert.equal(shown.uslugaNaziv, visit.naziv);
      assert.equal(shown.zaposleniIme, [visit.ime, visit.prezime].filter(Boolean).join(' '));
      const list = (await inject('GET', peoplePaths.entityRatings(w.businessId))).json() as { utisci: EntitetDetail['utisci'] };
      assert.equal(list.utisci[0]!.odgovor, 'Izvinite, popravićemo se.');
    });
  });
});
