import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { addDays, todayIn, weekdayOf } from '@zakazi/contract/calendar';
import { useTestContext } from '../../../test/support/test-app.ts';
import { addEmployee, createBusiness } from '../../../test/support/factories.ts';
import * as lists from './list-queries.ts';

/**
 * entitet.sati_pocetaka (migration 047, decision 084): the hours of the week in which a business can
 * have a free start, kept by triggers as working weeks, employees and open slots change, and the
 * walk's later statements leave out a business that does not work in the window before reading its
 * row of slobodni_dan.
 */
describe('businesses: the hours of the week a business can start in', () => {
  const ctx = useTestContext();
  /** weekday (1 Monday) × 24 + hour, as the column holds them */
  const h = (dan: number, hour: number) => dan * 24 + hour;
  const hoursOf = async (id: number) =>
    (await sql<{ sati: number[] }>`SELECT sati_pocetaka AS sati FROM entitet WHERE id = ${id}`.execute(ctx.db)).rows[0]!.sati;
  /** The next date (after today) that falls on weekday `dan`. */
  const next = (dan: number) => {
    let day = addDays(todayIn('Europe/Belgrade'), 1);
    while (weekdayOf(day) !== dan) day = addDays(day, 1);
    return day;
  };

  test('follows working weeks, employees made inactive or removed, and open slots to come', async () => {
    const b = await createBusiness(ctx.db, { employees: [{ radnaNedelja: [{ dan: 1, pocetak: '08:00', kraj: '10:00' }] }] });
    // A start lies before the day's end: 10:00 is not an hour anyone starts in.
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9)]);
    const [first] = b.employeeIds;
    await sql`UPDATE radno_vreme SET kraj = '10:30' WHERE zaposleni_id = ${first}`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10)]);

    const evening = await addEmployee(ctx.db, b.id, { radnaNedelja: [{ dan: 2, pocetak: '18:00', kraj: '19:00' }] });
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10), h(2, 18)]);
    await sql`UPDATE zaposleni SET aktivan = false WHERE id = ${evening}`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10)], 'an inactive employee starts nothing');
    await sql`UPDATE zaposleni SET aktivan = true WHERE id = ${evening}`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10), h(2, 18)]);

    // An open slot on a Wednesday evening: that hour of every Wednesday, until the slot is gone.
    const wednesday = next(3);
    const slot = await sql<{ id: number }>`INSERT INTO oslobodjeni_termin (entitet_id, zaposleni_id, usluga_id, datum, vreme)
      VALUES (${b.id}, ${first}, ${b.serviceIds[0]}, ${wednesday}::date, '20:15') RETURNING id`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10), h(2, 18), h(3, 20)]);
    await sql`DELETE FROM oslobodjeni_termin WHERE id = ${slot.rows[0]!.id}`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10), h(2, 18)]);
    // One long past counts for nothing once the hours are computed again.
    await sql`INSERT INTO oslobodjeni_termin (entitet_id, zaposleni_id, usluga_id, datum, vreme)
      VALUES (${b.id}, ${first}, ${b.serviceIds[0]}, current_date - 7, '21:00')`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(1, 8), h(1, 9), h(1, 10), h(2, 18)]);

    await sql`DELETE FROM radno_vreme WHERE zaposleni_id = ${first}`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), [h(2, 18)]);
    await sql`DELETE FROM zaposleni WHERE id = ${evening}`.execute(ctx.db);
    assert.deepEqual(await hoursOf(b.id), []);
  });

  test("a statement of the walk leaves out whoever does not work in the window, before any row is read, and keeps an open slot's business", async () => {
    const grad = 'Satigrad';
    const monday = next(1);
    const common = { grad, korakMinuta: 30, minimalnaNajavaMinuta: 0, services: [{ naziv: 'Šišanje', trajanjeMinuta: 30 }] };
    const day = await createBusiness(ctx.db, { ...common, naziv: 'Dnevni', employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }] }] });
    const late = await createBusiness(ctx.db, { ...common, naziv: 'Večernji', employees: [{ radnaNedelja: [{ dan: 1, pocetak: '12:00', kraj: '20:00' }] }] });
    const slot = await createBusiness(ctx.db, { ...common, naziv: 'Otvoren termin', employees: [{ radnaNedelja: [{ dan: 2, pocetak: '09:00', kraj: '17:00' }] }] });
    await sql`INSERT INTO oslobodjeni_termin (entitet_id, zaposleni_id, usluga_id, datum, vreme)
      VALUES (${slot.id}, ${slot.employeeIds[0]}, ${slot.serviceIds[0]}, ${monday}::date, '19:00')`.execute(ctx.db);
    const ids = async (from: number, to: number, date = monday) =>
      (await lists.pageIds(ctx.db, { gradKey: 'satigrad', freeOn: { date, window: { from, to }, now: new Date(), read: [] } }, { sort: 'rating', limit: 50, offset: 0 })).sort((a, b) => a - b);
    // No row of slobodni_dan is stored for any of them: what leaves a business out here is its hours.
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM slobodni_dan WHERE entitet_id IN (${day.id}, ${late.id}, ${slot.id})`.execute(ctx.db);
    assert.equal(rows.rows[0]!.n, 0);
    assert.deepEqual(await ids(17 * 60, 22 * 60), [late.id, slot.id], 'the evening: the late one and the open slot');
    assert.deepEqual(await ids(8 * 60, 12 * 60), [day.id], 'the morning');
    assert.deepEqual(await ids(16 * 60 + 59, 17 * 60), [day.id, late.id], 'one minute of an hour is that hour');
    assert.deepEqual(await ids(0, 24 * 60, next(2)), [slot.id], 'a Tuesday: only the one working Tuesdays');
    assert.deepEqual(await ids(0, 24 * 60, next(7)), [], 'a Sunday: nobody');
  });
});
