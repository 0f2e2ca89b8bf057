import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { EntitetListItem } from '@zakazi/contract';
import { addDays, todayIn, wallToInstant, weekdayOf } from '@zakazi/contract/calendar';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { addBooking, createBusiness, type Business, type BusinessInput } from '../../../test/support/factories.ts';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld } from '../../../test/support/booking.ts';
import { bookingPaths } from '@zakazi/contract';
import { hasFreeStartOnDay } from '../schedule/index.ts';
import { computeFreeOnDay } from './free-day-cache.ts';
import { availableOnDay } from './free-on-day.ts';
import * as lists from './list-queries.ts';
import { list } from './list-service.ts';

/**
 * Free on a day from the table slobodni_dan (migration 018, decision 049): the answer changes
 * right after each kind of write that can change it (the triggers delete the rows it touches),
 * it follows the clock without recomputing, it equals what freeSlots's rules say business by
 * business, and a row computed while a change is being committed is not kept.
 */
describe('businesses: free on a day, kept in a table', () => {
  const ctx = useTestContext();
  const zone = 'Europe/Belgrade';
  /** A Monday at least a week ahead: inside every horizon here, beyond every notice. */
  let monday = addDays(todayIn(zone), 7);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const at = (day: string, hhmm: string) => wallToInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), zone)!;

  let city = 0;
  /** Each test its own city, so the lists of one do not see the businesses of another. */
  const newCity = () => `Grad${++city}x`;
  const freeIn = async (grad: string, day = monday): Promise<string[]> => {
    const { status, body } = await getJson<{ entities: EntitetListItem[]; total: number }>(ctx, `/api/Entitet/Filtered?grad=${grad}&slobodnoDatum=${day}&pageSize=100`);
    assert.equal(status, 200);
    return body.entities.map((e) => e.naziv).sort();
  };
  const stored = async (entitetId: number, day = monday) =>
    (await ctx.db.selectFrom('slobodni_dan').select('poslednji_pocetak').where('entitet_id', '=', entitetId).where('datum', '=', day).executeTakeFirst())?.poslednji_pocetak;
  const business = (grad: string, naziv: string, input: BusinessInput = {}) => createBusiness(ctx.db, { naziv, grad, minimalnaNajavaMinuta: 0, ...input });

  test('a booking that takes the last free start removes the business; cancelling or moving it restores it', async () => {
    const grad = newCity();
    const b = await business(grad, 'Jedan Termin', { services: [{ trajanjeMinuta: 30 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '09:30' }] }] });
    await business(grad, 'Uvek Slobodan');
    const past = addDays(todayIn(zone), -5);
    await ctx.db.insertInto('slobodni_dan').values({ entitet_id: b.id, datum: past, poslednji_pocetak: null }).execute();
    assert.deepEqual(await freeIn(grad), ['Jedan Termin', 'Uvek Slobodan']);
    assert.deepEqual(await stored(b.id), at(monday, '09:00'), 'the latest free start is stored');
    assert.equal(await stored(b.id, past), undefined, "a past day's row goes when the business's rows are stored");
    const booking = await addBooking(ctx.db, { entitetId: b.id, uslugaId: b.serviceIds[0]!, zaposleniId: b.employeeIds[0]!, start: at(monday, '09:00'), status: 'confirmed' });
    assert.equal(await stored(b.id), undefined, 'the booking deleted the row');
    assert.deepEqual(await freeIn(grad), ['Uvek Slobodan']);
    assert.equal(await stored(b.id), null, 'recomputed: no free start');
    await ctx.db.updateTable('zakazivanje').set({ status: 'cancelled' }).where('id', '=', booking).execute();
    assert.deepEqual(await freeIn(grad), ['Jedan Termin', 'Uvek Slobodan']);
    await ctx.db.updateTable('zakazivanje').set({ status: 'pending' }).where('id', '=', booking).execute();
    assert.deepEqual(await freeIn(grad), ['Uvek Slobodan'], 'a pending booking holds its time too');
    // Moved to Tuesday: Monday is free again, and a cached Tuesday row is forgotten as well.
    const tuesday = addDays(monday, 1);
    assert.deepEqual(await freeIn(grad, tuesday), ['Uvek Slobodan']);
    await ctx.db.updateTable('zakazivanje').set({ termin: `[${at(tuesday, '09:00').toISOString()},${at(tuesday, '09:30').toISOString()})` }).where('id', '=', booking).execute();
    assert.deepEqual(await freeIn(grad), ['Jedan Termin', 'Uvek Slobodan']);
    await ctx.db.deleteFrom('zakazivanje').where('id', '=', booking).execute();
    assert.deepEqual(await freeIn(grad), ['Jedan Termin', 'Uvek Slobodan']);
  });

  test('through the API: a booking, its cancellation, a working week and a day off change the answer at once', async () => {
    const grad = newCity();
    const w = await bookingWorld(ctx, { naziv: 'Preko API-ja', grad, services: [{ trajanjeMinuta: 30 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '09:30' }] }] });
    const send = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    assert.deepEqual(await freeIn(grad), ['Preko API-ja']);
    const booked = await book(ctx, w.customer.token, bookBody(w, monday, '09:00'));
    assert.equal(booked.statusCode, 201, booked.body);
    assert.deepEqual(await freeIn(grad), [], 'the booking took the one free start');
    assert.equal((await send('POST', bookingPaths.cancel(booked.json().id), w.customer.token)).statusCode, 200);
    assert.deepEqual(await freeIn(grad), ['Preko API-ja'], 'cancelled');

    const week = (dan: number) => ({ dani: [{ dan, pocetak: '09:00', kraj: '09:30' }] });
    assert.equal((await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), w.owner.token, week(2))).statusCode, 200);
    assert.deepEqual(await freeIn(grad), [], 'works on Tuesdays now');
    assert.equal((await send('POST', bookingPaths.setWorkingWeek(w.zaposleniId), w.employee.token, week(1))).statusCode, 200);
    assert.deepEqual(await freeIn(grad), ['Preko API-ja'], 'Mondays again');

    const off = await send('POST', bookingPaths.daysOff(w.zaposleniId), w.owner.token, { od: monday, do: monday });
    assert.equal(off.statusCode, 201, off.body);
    assert.deepEqual(await freeIn(grad), [], 'a day off');
    assert.equal((await send('DELETE', bookingPaths.dayOff(w.zaposleniId, off.json().id), w.owner.token)).statusCode, 200);
    assert.deepEqual(await freeIn(grad), ['Preko API-ja']);
  });

  test('working weeks, breaks, days off, closures, open slots and blocked time change the answer at once', async () => {
    const grad = newCity();
    const b = await business(grad, 'Radnja', { services: [{ trajanjeMinuta: 60 }], employees: [{ radnaNedelja: [{ dan: 2, pocetak: '09:00', kraj: '17:00' }] }] });
    const [zaposleniId] = b.employeeIds;
    assert.deepEqual(await freeIn(grad), [], 'works on Tuesdays only');
    await ctx.db.insertInto('radno_vreme').values({ zaposleni_id: zaposleniId!, dan: 1, pocetak: '09:00', kraj: '10:00' }).execute();
    assert.deepEqual(await freeIn(grad), ['Radnja'], 'a working Monday');
    await ctx.db.insertInto('pauza').values({ zaposleni_id: zaposleniId!, dan: 1, pocetak: '09:30', kraj: '09:45' }).execute();
    assert.deepEqual(await freeIn(grad), [], 'a break leaves no hour free');
    await ctx.db.deleteFrom('pauza').where('zaposleni_id', '=', zaposleniId!).execute();
    assert.deepEqual(await freeIn(grad), ['Radnja']);

    const dayOff = await ctx.db.insertInto('odsustvo').values({ zaposleni_id: zaposleniId!, od: addDays(monday, -2), do: monday }).returning('id').executeTakeFirstOrThrow();
    assert.deepEqual(await freeIn(grad), [], 'a day off');
    await ctx.db.deleteFrom('odsustvo').where('id', '=', dayOff.id).execute();
    assert.deepEqual(await freeIn(grad), ['Radnja']);

    const closure = await ctx.db.insertInto('zatvaranje').values({ entitet_id: b.id, od: monday, do: addDays(monday, 3) }).returning('id').executeTakeFirstOrThrow();
    assert.deepEqual(await freeIn(grad), [], 'a closure');
    await ctx.db.deleteFrom('zatvaranje').where('id', '=', closure.id).execute();
    assert.deepEqual(await freeIn(grad), ['Radnja']);

    const block = await sql<{ id: number }>`INSERT INTO blokada (zaposleni_id, termin) VALUES (${zaposleniId}, tstzrange(${at(monday, '08:00').toISOString()}::timestamptz, ${at(monday, '12:00').toISOString()}::timestamptz)) RETURNING id`.execute(ctx.db);
    assert.deepEqual(await freeIn(grad), [], 'blocked time');
    await sql`DELETE FROM blokada WHERE id = ${block.rows[0]!.id}`.execute(ctx.db);
    assert.deepEqual(await freeIn(grad), ['Radnja']);

    // No hours on Monday, but an open slot.
    await ctx.db.deleteFrom('radno_vreme').where('zaposleni_id', '=', zaposleniId!).where('dan', '=', 1).execute();
    assert.deepEqual(await freeIn(grad), []);
    await ctx.db.insertInto('oslobodjeni_termin').values({ entitet_id: b.id, zaposleni_id: zaposleniId!, usluga_id: b.serviceIds[0]!, datum: monday, vreme: '18:00' }).execute();
    assert.deepEqual(await freeIn(grad), ['Radnja'], 'an open slot');
    assert.deepEqual(await stored(b.id), at(monday, '18:00'));
    await ctx.db.deleteFrom('oslobodjeni_termin').where('entitet_id', '=', b.id).execute();
    assert.deepEqual(await freeIn(grad), []);
  });

  test('services, employees and the business settings change the answer at once', async () => {
    const grad = newCity();
    const b = await business(grad, 'Podešavanja', { korakMinuta: 30, services: [{ trajanjeMinuta: 15 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '09:45' }] }] });
    const [uslugaId] = b.serviceIds;
    const [zaposleniId] = b.employeeIds;
    assert.deepEqual(await freeIn(grad), ['Podešavanja']);
    // 09:00 and 09:30 taken: the 30-minute grid has no other start before 09:45.
    for (const start of ['09:00', '09:30']) {
      await addBooking(ctx.db, { entitetId: b.id, uslugaId: uslugaId!, zaposleniId: zaposleniId!, start: at(monday, start), trajanjeMinuta: 15, status: 'confirmed' });
    }
    assert.deepEqual(await freeIn(grad), []);
    await ctx.db.updateTable('entitet').set({ korak_minuta: 15 }).where('id', '=', b.id).execute();
    assert.deepEqual(await freeIn(grad), ['Podešavanja'], '09:15 on a 15-minute grid');
    assert.deepEqual(await stored(b.id), at(monday, '09:15'));
    await ctx.db.updateTable('usluga').set({ trajanje_minuta: 30 }).where('id', '=', uslugaId!).execute();
    assert.deepEqual(await freeIn(grad), [], 'a longer service no longer fits');
    await ctx.db.updateTable('usluga').set({ trajanje_minuta: 15 }).where('id', '=', uslugaId!).execute();
    assert.deepEqual(await freeIn(grad), ['Podešavanja']);
    await ctx.db.updateTable('zaposleni').set({ aktivan: false }).where('id', '=', zaposleniId!).execute();
    assert.deepEqual(await freeIn(grad), [], 'an inactive employee');
    await ctx.db.updateTable('zaposleni').set({ aktivan: true }).where('id', '=', zaposleniId!).execute();
    assert.deepEqual(await freeIn(grad), ['Podešavanja']);
    await ctx.db.deleteFrom('usluga_zaposleni').where('zaposleni_id', '=', zaposleniId!).execute();
    assert.deepEqual(await freeIn(grad), [], 'nobody performs the service');
    await ctx.db.insertInto('usluga_zaposleni').values({ usluga_id: uslugaId!, zaposleni_id: zaposleniId! }).execute();
    assert.deepEqual(await freeIn(grad), ['Podešavanja']);
    await ctx.db.updateTable('usluga').set({ obrisana: true }).where('id', '=', uslugaId!).execute();
    assert.deepEqual(await freeIn(grad), [], 'the service deleted');
    // A new service with a new employee who works on Mondays.
    const novaUsluga = await ctx.db.insertInto('usluga').values({ entitet_id: b.id, naziv: 'Nova', cena: 1000, valuta: 'RSD', trajanje_minuta: 15 }).returning('id').executeTakeFirstOrThrow();
    const novi = await ctx.db.insertInto('zaposleni').values({ entitet_id: b.id, ime: 'Novi' }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('radno_vreme').values({ zaposleni_id: novi.id, dan: 1, pocetak: '12:00', kraj: '13:00' }).execute();
    assert.deepEqual(await freeIn(grad), []);
    await ctx.db.insertInto('usluga_zaposleni').values({ usluga_id: novaUsluga.id, zaposleni_id: novi.id }).execute();
    assert.deepEqual(await freeIn(grad), ['Podešavanja']);
    assert.deepEqual(await stored(b.id), at(monday, '12:45'));
    // The horizon and the minimum notice are read with the row: no recomputing needed.
    await ctx.db.updateTable('entitet').set({ horizont_dana: 1 }).where('id', '=', b.id).execute();
    assert.deepEqual(await freeIn(grad), [], 'beyond the horizon');
    assert.deepEqual(await stored(b.id), at(monday, '12:45'), 'the row stays');
    await ctx.db.updateTable('entitet').set({ horizont_dana: 60 }).where('id', '=', b.id).execute();
    assert.deepEqual(await freeIn(grad), ['Podešavanja']);
  });

  test('the answer follows the clock: the latest start against now and the minimum notice, without recomputing', async () => {
    const grad = newCity();
    const b = await business(grad, 'Danas', { minimalnaNajavaMinuta: 60, services: [{ trajanjeMinuta: 30 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }] }] });
    const ask = async (now: Date) => (await list(ctx.db, { grad, slobodnoDatum: monday, page: 1, pageSize: 50 }, now)).entities.map((e) => e.naziv);
    assert.deepEqual(await ask(at(monday, '08:00')), ['Danas']);
    assert.deepEqual(await stored(b.id), at(monday, '16:30'));
    assert.deepEqual(await ask(at(monday, '15:30')), ['Danas'], '16:30 is an hour ahead');
    assert.deepEqual(await ask(at(monday, '15:31')), [], 'less than the notice before the last start');
    await ctx.db.updateTable('entitet').set({ minimalna_najava_minuta: 0 }).where('id', '=', b.id).execute();
    assert.deepEqual(await ask(at(monday, '16:30')), ['Danas']);
    assert.deepEqual(await ask(at(monday, '16:31')), []);
    assert.deepEqual(await stored(b.id), at(monday, '16:30'), 'still the first row');
    // Before the horizon reaches the day, not free; then free once it does.
    assert.deepEqual(await ask(new Date(at(monday, '10:00').getTime() - 61 * 86_400_000)), []);
  });

  test('the answers equal those of freeSlots business by business, on several days, before and after bookings', async () => {
    const grad = newCity();
    const shapes: BusinessInput[] = [
      {},
      { services: [{ trajanjeMinuta: 480 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }] }] },
      { services: [{ trajanjeMinuta: 30 }, { trajanjeMinuta: 90 }], employees: [{ services: [0], radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '09:30' }] }, { services: [1], radnaNedelja: [{ dan: 2, pocetak: '10:00', kraj: '12:00' }] }] },
      { korakMinuta: 20, services: [{ trajanjeMinuta: 40 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '08:00', kraj: '09:20' }, { dan: 3, pocetak: '22:00', kraj: '23:59' }], pauze: [{ dan: 1, pocetak: '08:20', kraj: '08:40' }] }] },
      { horizontDana: 3 },
      { vremenskaZona: 'America/New_York', services: [{ trajanjeMinuta: 60 }], employees: [{ radnaNedelja: [1, 2, 3, 4, 5, 6, 7].map((dan) => ({ dan, pocetak: '00:00', kraj: '23:59' })) }] },
      { services: [{ trajanjeMinuta: 30, obrisana: true }] },
      { employees: [{ aktivan: false }] },
      { services: [{ trajanjeMinuta: 1200 }], employees: [{ radnaNedelja: [1, 2, 3, 4, 5, 6, 7].map((dan) => ({ dan, pocetak: '00:00', kraj: '23:59' })) }] },
    ];
    const all: Business[] = [];
    // 9: the shortest service fills the grid, a longer one has an open slot after hours on Monday.
    shapes.push({ services: [{ trajanjeMinuta: 15 }, { trajanjeMinuta: 60 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '10:00' }] }] });
    for (const [i, shape] of shapes.entries()) all.push(await business(grad, `Oblik ${i}`, { minimalnaNajavaMinuta: 60, ...shape }));
    const nine = all[9]!;
    await ctx.db.insertInto('oslobodjeni_termin').values({ entitet_id: nine.id, zaposleni_id: nine.employeeIds[0]!, usluga_id: nine.serviceIds[1]!, datum: monday, vreme: '20:00' }).execute();
    const days = [todayIn(zone), addDays(todayIn(zone), 1), monday, addDays(monday, 1), addDays(monday, 2), addDays(todayIn(zone), 61)];
    const now = new Date();
    const check = async (label: string) => {
      for (const day of days) {
        const listed = (await list(ctx.db, { grad, slobodnoDatum: day, page: 1, pageSize: 100 }, now)).entities.map((e) => e.naziv).sort();
        const expected: string[] = [];
        for (const [i, b] of all.entries()) {
          const answers = await hasFreeStartOnDay(ctx.db, b.serviceIds.map((uslugaId) => ({ entitetId: b.id, uslugaId })), day, now);
          if (answers.some(Boolean)) expected.push(`Oblik ${i}`);
        }
        assert.deepEqual(listed, expected.sort(), `${label}, ${day}`);
      }
    };
    await check('cold');
    await check('from the table');
    assert.deepEqual(await stored(nine.id), at(monday, '20:00'), "the longer service's open slot is the latest start");
    // Bookings: the whole Monday of the 8-hour business, the one Monday start of shape 2, the
    // evening of shape 3's Wednesday, and a booking of shape 8 from Sunday noon over Monday noon.
    const book = (b: Business, employee: number, start: Date, minutes: number) =>
      addBooking(ctx.db, { entitetId: b.id, uslugaId: b.serviceIds[0]!, zaposleniId: b.employeeIds[employee]!, start, trajanjeMinuta: minutes, status: 'confirmed' });
    await book(all[1]!, 0, at(monday, '09:00'), 480);
    await book(all[2]!, 0, at(monday, '09:00'), 30);
    await book(all[3]!, 0, at(addDays(monday, 2), '22:00'), 119);
    await book(all[8]!, 0, at(addDays(monday, -1), '12:00'), 1440);
    await book(nine, 0, at(monday, '20:00'), 60);
    await check('after bookings');
    await check('after bookings, from the table');
  });

  test('a day when few work: the walk reads every candidate in growing chunks, pages and total exact, cold and from the table', async () => {
    const grad = newCity();
    const tuesdays = { employees: [{ radnaNedelja: [{ dan: 2, pocetak: '09:00', kraj: '17:00' }] }] };
    const freeAt = new Set([0, 150, 259]);
    for (let i = 0; i < 260; i++) await business(grad, `Mali ${String(i).padStart(3, '0')}`, freeAt.has(i) ? {} : tuesdays);
    for (const round of ['cold', 'from the table']) {
      const page = async (n: number) => {
        const { body } = await getJson<{ entities: EntitetListItem[]; total: number; totalIsCapped?: boolean }>(ctx, `/api/Entitet/Filtered?grad=${grad}&slobodnoDatum=${monday}&pageSize=2&page=${n}`);
        return { names: body.entities.map((e) => e.naziv), total: body.total, capped: body.totalIsCapped ?? false };
      };
      assert.deepEqual(await page(1), { names: ['Mali 000', 'Mali 150'], total: 3, capped: false }, round);
      assert.deepEqual(await page(2), { names: ['Mali 259'], total: 3, capped: false }, round);
    }
  });

  test('a walk for a day and window where few were free last time reads more in its first statement, and finds the same page', async () => {
    const grad = newCity();
    // Every third works on Monday 09:00–17:00, the others on Tuesdays only: one in three is free.
    const tuesdays = { employees: [{ radnaNedelja: [{ dan: 2, pocetak: '09:00', kraj: '17:00' }] }] };
    for (let i = 0; i < 60; i++) await business(grad, `Treci ${String(i).padStart(2, '0')}`, i % 3 === 0 ? {} : tuesdays);
    // A window no other test asks for: what this process learned elsewhere does not size this walk.
    const window = { from: 9 * 60, to: 16 * 60 + 45 };
    const walk = async () => {
      const limits: number[] = [];
      const page = await availableOnDay(
        { read: ctx.db, primary: ctx.db },
        monday,
        new Date(),
        (o) => {
          limits.push(o.limit);
          return lists.pageIds(ctx.db, { gradKey: grad.toLowerCase(), freeOn: o.freeOn }, { sort: 'rating', limit: o.limit, offset: o.offset });
        },
        { offset: 0, limit: 10 },
        window,
      );
      return { limits, ids: page.ids };
    };
    const first = await walk();
    assert.equal(first.limits.length, 2, 'sized for two in three free, the first statement left the page short');
    const second = await walk();
    assert.equal(second.limits.length, 1, `one statement (limits ${second.limits.join(', ')})`);
    assert.ok(second.limits[0]! > first.limits[0]!);
    assert.deepEqual(second.ids, first.ids);
    assert.equal(second.ids.length, 10);
  });

  test('a row computed while a change is being committed is not stored; a change waits for a row being stored, then deletes it', async () => {
    const grad = newCity();
    const b = await business(grad, 'Trka', { services: [{ trajanjeMinuta: 30 }], employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '09:30' }] }] });
    const booking = { entitetId: b.id, uslugaId: b.serviceIds[0]!, zaposleniId: b.employeeIds[0]!, start: at(monday, '09:00'), status: 'confirmed' as const };

    // 1. A booking inserted, not committed: its trigger holds the business's lock shared.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writer = ctx.db.transaction().execute(async (trx) => {
      await addBooking(trx, booking);
      inserted();
      await committing;
    });
    await insertedYet;
    const answers = await computeFreeOnDay(ctx.db, [b.id], monday, new Date());
    assert.equal(answers.get(b.id)?.free, true, 'answered from what is committed');
    assert.equal(await stored(b.id), undefined, 'but not stored: the lock was taken');
    commit();
    await writer;
    assert.deepEqual(await freeIn(grad), []);

    // 2. A server storing a row holds the lock exclusively: a change waits for its commit, then deletes the row.
    await ctx.db.deleteFrom('zakazivanje').where('entitet_id', '=', b.id).execute();
    let release!: () => void;
    const releasing = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockedYet = new Promise<void>((resolve) => (locked = resolve));
    const filler = ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(727050, ${b.id}::int)`.execute(trx);
      await sql`INSERT INTO slobodni_dan (entitet_id, datum, poslednji_pocetak) VALUES (${b.id}, ${monday}::date, ${at(monday, '09:00').toISOString()}::timestamptz)`.execute(trx);
      locked();
      await releasing;
    });
    await lockedYet;
    let booked = false;
    const change = addBooking(ctx.db, booking).then(() => (booked = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(booked, false, 'the booking waits for the row to be committed');
    release();
    await filler;
    await change;
    assert.equal(await stored(b.id), undefined, 'then deletes it');
    assert.deepEqual(await freeIn(grad), []);
  });
});
