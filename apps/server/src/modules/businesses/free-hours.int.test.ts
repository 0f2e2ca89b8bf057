import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { cataloguePaths, type EntitetListItem, type FilteredResponse, type GeoResponse } from '@zakazi/contract';
import { addDays, todayIn, wallToInstant, weekdayOf } from '@zakazi/contract/calendar';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { addBooking, categoryId, createBusiness, type Business } from '../../../test/support/factories.ts';
import { list, near } from './list-service.ts';
import * as lists from './list-queries.ts';

/**
 * Free at the hour you want (issue 29 item 4, CONTRACT.md "Search and pages"): with slobodnoDatum,
 * slobodnoOd and slobodnoDo keep the businesses with a free start in [od, do) that day in the
 * business's own time zone, on every list and near me; each card carries its first two free starts
 * in the window, with a service to book them with.
 */
describe('businesses: free at the hour you want', () => {
  const ctx = useTestContext();
  /** A Monday at least a week ahead: inside every horizon here, beyond every notice. */
  let monday = addDays(todayIn('Europe/Belgrade'), 7);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const at = (hhmm: string, zone = 'Europe/Belgrade') => wallToInstant(monday, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), zone)!;
  const grad = 'Vremegrad';
  const point = { lat: 44.1, lng: 19.1 };
  const w: Record<string, Business> = {};
  const hours = (pocetak: string, kraj: string) => [{ radnaNedelja: [{ dan: 1, pocetak, kraj }] }];

  before(async () => {
    const common = { grad, ...point, korakMinuta: 30, minimalnaNajavaMinuta: 0, kategorijaSlug: 'hairdresser', services: [{ naziv: 'Šišanje', trajanjeMinuta: 30 }] };
    w.jutro = await createBusiness(ctx.db, { ...common, naziv: 'Jutarnji', employees: hours('08:00', '10:00') });
    w.popodne = await createBusiness(ctx.db, { ...common, naziv: 'Popodnevni', employees: hours('14:00', '16:00') });
    // 09:00–10:00 in New York is 15:00–16:00 in Belgrade: the window is read in its own zone.
    w.daleko = await createBusiness(ctx.db, { ...common, naziv: 'Daleki', vremenskaZona: 'America/New_York', employees: hours('09:00', '10:00') });
  });

  const names = (list: { naziv: string }[]) => list.map((e) => e.naziv).sort();
  const filtered = async (window: string) => {
    const { status, body } = await getJson<FilteredResponse>(ctx, `/api/Entitet/Filtered?grad=${grad}&slobodnoDatum=${monday}${window}&pageSize=50`);
    assert.equal(status, 200, window);
    return body;
  };

  test('only businesses with a free start in [od, do), each in its own time zone', async () => {
    assert.deepEqual(names((await filtered('')).entities), ['Daleki', 'Jutarnji', 'Popodnevni']);
    assert.deepEqual(names((await filtered('&slobodnoOd=08:00&slobodnoDo=12:00')).entities), ['Daleki', 'Jutarnji']);
    assert.deepEqual(names((await filtered('&slobodnoOd=12:00&slobodnoDo=17:00')).entities), ['Popodnevni']);
    assert.deepEqual(names((await filtered('&slobodnoOd=07:00&slobodnoDo=08:00')).entities), [], 'the end is not in the window');
    assert.deepEqual(names((await filtered('&slobodnoOd=07:00&slobodnoDo=08:01')).entities), ['Jutarnji']);
    assert.deepEqual(names((await filtered('&slobodnoOd=09:30&slobodnoDo=10:00')).entities), ['Daleki', 'Jutarnji'], 'the last start is in');
    assert.deepEqual(names((await filtered('&slobodnoOd=15:30')).entities), ['Popodnevni'], 'from od to the end of the day');
    assert.deepEqual(names((await filtered('&slobodnoDo=09:00')).entities), ['Jutarnji'], 'from midnight to do');
  });

  test('each card shows its first two free starts in the window, and a booking moves them', async () => {
    const first = (body: { entities: EntitetListItem[] }, naziv: string) => body.entities.find((e) => e.naziv === naziv)?.slobodniPocetci;
    const morning = await filtered('&slobodnoOd=08:00&slobodnoDo=12:00');
    assert.deepEqual(first(morning, 'Jutarnji'), [
      { pocetak: at('08:00').toISOString(), vreme: '08:00', uslugaId: w.jutro!.serviceIds[0] },
      { pocetak: at('08:30').toISOString(), vreme: '08:30', uslugaId: w.jutro!.serviceIds[0] },
    ]);
    assert.deepEqual(first(morning, 'Daleki')?.map((s) => [s.vreme, s.pocetak]), [
      ['09:00', at('09:00', 'America/New_York').toISOString()],
      ['09:30', at('09:30', 'America/New_York').toISOString()],
    ]);
    assert.deepEqual(first(await filtered('&slobodnoOd=08:15&slobodnoDo=12:00'), 'Jutarnji')?.map((s) => s.vreme), ['08:30', '09:00']);
    assert.deepEqual(first(await filtered(''), 'Popodnevni')?.map((s) => s.vreme), ['14:00', '14:30'], 'without a window: the first of the day');
    const booking = await addBooking(ctx.db, { entitetId: w.jutro!.id, uslugaId: w.jutro!.serviceIds[0]!, zaposleniId: w.jutro!.employeeIds[0]!, start: at('08:00'), status: 'confirmed' });
    try {
      assert.deepEqual(first(await filtered('&slobodnoOd=08:00&slobodnoDo=12:00'), 'Jutarnji')?.map((s) => s.vreme), ['08:30', '09:00']);
      assert.deepEqual(names((await filtered('&slobodnoOd=08:00&slobodnoDo=08:30')).entities), [], 'its one start in the window is taken');
    } finally {
      await ctx.db.deleteFrom('zakazivanje').where('id', '=', booking).execute();
    }
    assert.deepEqual(first(await filtered('&slobodnoOd=08:00&slobodnoDo=12:00'), 'Jutarnji')?.map((s) => s.vreme), ['08:00', '08:30']);
    assert.equal((await getJson<FilteredResponse>(ctx, `/api/Entitet/Filtered?grad=${grad}`)).body.entities[0]?.slobodniPocetci, undefined, 'no day asked: no starts');
  });

  test('near me and a category page take the window too', async () => {
    const near = await getJson<GeoResponse>(
      ctx,
      `/api/Entitet/entitetbygeo?latitude=${point.lat}&longitude=${point.lng}&radiusKm=5&slobodnoDatum=${monday}&slobodnoOd=14:00&slobodnoDo=17:00`,
    );
    assert.equal(near.status, 200);
    assert.deepEqual(names(near.body.entities), ['Popodnevni']);
    assert.deepEqual(near.body.entities[0]?.slobodniPocetci?.map((s) => s.vreme), ['14:00', '14:30']);
    const category = await getJson<FilteredResponse>(
      ctx,
      `/api/GetEntitiesByCategoryQuery/${categoryId('hairdresser')}?grad=${grad}&slobodnoDatum=${monday}&slobodnoOd=08:00&slobodnoDo=12:00`,
    );
    assert.equal(category.status, 200);
    assert.deepEqual(names(category.body.entities), ['Daleki', 'Jutarnji']);
  });

  test('the price, rating and city lists take the day and the window too, with their cards\' starts, and the other lists\' order', async () => {
    const window = `slobodnoDatum=${monday}&slobodnoOd=14:00&slobodnoDo=17:00&pageSize=100`;
    // The price and rating lists are not of one city: this file's other businesses are left out by their city.
    for (const path of [`${cataloguePaths.filterByPrice}?cenaFilter=2&${window}`, `${cataloguePaths.filterByRating}?ocenaFilter=4&${window}`, `${cataloguePaths.searchByCity}?city=${grad}&${window}`]) {
      const { status, body } = await getJson<FilteredResponse>(ctx, path);
      assert.equal(status, 200, path);
      const ours = body.entities.filter((e) => e.grad === grad);
      assert.deepEqual(names(ours), ['Popodnevni'], path);
      assert.deepEqual(ours[0]?.slobodniPocetci?.map((s) => s.vreme), ['14:00', '14:30'], path);
    }
    // And their order, as the other lists': by distance from a point (needing one).
    const nearest = await getJson<FilteredResponse>(ctx, `${cataloguePaths.searchByCity}?city=${grad}&sort=distance&latitude=${point.lat}&longitude=${point.lng}`);
    assert.equal(nearest.status, 200);
    assert.ok(nearest.body.entities.length === 3 && nearest.body.entities.every((e) => e.udaljenostKm !== undefined), 'every card with its distance');
    assert.equal((await getJson(ctx, `${cataloguePaths.searchByCity}?city=${grad}&sort=distance`)).status, 400, 'distance without a point');
    const inverted = await getJson<{ error: string }>(ctx, `${cataloguePaths.searchByCity}?city=${grad}&slobodnoDatum=${monday}&slobodnoOd=17:00&slobodnoDo=14:00`);
    assert.equal(inverted.status, 400);
    assert.equal(inverted.body.error, 'bad-request');
  });

  test('a row stored before the starts were kept is computed again when a window asks', async () => {
    await sql`UPDATE slobodni_dan SET pocetci = NULL, pocetak_usluge = NULL WHERE entitet_id = ${w.popodne!.id} AND datum = ${monday}::date`.execute(ctx.db);
    assert.deepEqual(names((await filtered('&slobodnoOd=14:00&slobodnoDo=15:00')).entities), ['Popodnevni']);
    const row = await ctx.db.selectFrom('slobodni_dan').select(['pocetci']).where('entitet_id', '=', w.popodne!.id).where('datum', '=', monday).executeTakeFirst();
    assert.deepEqual(row?.pocetci, [840, 870, 900, 930]);
  });

  test('an evening over many businesses free only in the morning: none listed, pages and total exact, cold and from the table', async () => {
    // 120 businesses of one city free 08:00–10:00, three of them (first, middle, last in the
    // list's order) also 18:00–19:00. Cold, the walk stores the rows of the candidates it reads,
    // which the candidates' statement then leaves out: a walk by offset would skip candidates.
    const city = 'Vecergrad';
    const evening = new Set([0, 60, 119]);
    const ids: number[] = [];
    for (let i = 0; i < 120; i++) {
      // One working day per employee and weekday: the evening is a second employee's.
      const employees = [hours('08:00', '10:00')[0]!, ...(evening.has(i) ? [hours('18:00', '19:00')[0]!] : [])];
      const b = await createBusiness(ctx.db, { naziv: `Vece ${String(i).padStart(3, '0')}`, grad: city, lat: 43.2, lng: 21.2, korakMinuta: 30, minimalnaNajavaMinuta: 0, services: [{ naziv: 'Šišanje', trajanjeMinuta: 30 }], employees });
      ids.push(b.id);
    }
    const page = async (n: number, window: string) => {
      const { status, body } = await getJson<FilteredResponse>(ctx, `/api/Entitet/Filtered?grad=${city}&slobodnoDatum=${monday}${window}&pageSize=2&page=${n}`);
      assert.equal(status, 200);
      return { names: body.entities.map((e) => e.naziv), total: body.total, capped: body.totalIsCapped ?? false };
    };
    for (const round of ['cold', 'from the table']) {
      assert.deepEqual(await page(1, '&slobodnoOd=17:00&slobodnoDo=22:00'), { names: ['Vece 000', 'Vece 060'], total: 3, capped: false }, round);
      assert.deepEqual(await page(2, '&slobodnoOd=17:00&slobodnoDo=22:00'), { names: ['Vece 119'], total: 3, capped: false }, round);
      assert.deepEqual(await page(1, '&slobodnoOd=19:00&slobodnoDo=22:00'), { names: [], total: 0, capped: false }, `${round}: free only outside the window`);
      if (round === 'cold') {
        // Only businesses working in the evening had their day computed: the others' hours of the
        // week (entitet.sati_pocetaka, migration 047) answered for them, among the walk's first
        // candidates and after them (decision 085), not every business of the city.
        const stored = await ctx.db.selectFrom('slobodni_dan').select('entitet_id').where('entitet_id', 'in', ids).where('datum', '=', monday).execute();
        assert.deepEqual(stored.map((r) => Number(r.entitet_id)).sort((a, b) => a - b), [ids[0]!, ids[60]!, ids[119]!]);
      }
    }
    const nearby = async (od: string, doo: string) =>
      (await near(ctx.db, { latitude: 43.2, longitude: 21.2, radiusKm: 1, slobodnoDatum: monday, slobodnoOd: od, slobodnoDo: doo, page: 1, pageSize: 50 })).entities.map((e) => e.naziv);
    assert.deepEqual((await nearby('17:00', '22:00')).sort(), ['Vece 000', 'Vece 060', 'Vece 119'], 'near me');
    assert.deepEqual(await nearby('19:00', '22:00'), [], 'near me: free only outside the window');
    // With every row stored, the candidates' statement itself returns nobody for the evening:
    // PostgreSQL leaves the businesses out, the walk reads none of them.
    const freeOn = (from: number, to: number, now = new Date()) => ({ date: monday, window: { from, to }, now, read: [] });
    const filter = { gradKey: 'vecergrad', freeOn: freeOn(19 * 60, 22 * 60) };
    assert.deepEqual(await lists.pageIds(ctx.db, filter, { sort: 'rating', limit: 200, offset: 0 }), []);
    assert.deepEqual(await lists.pageIds(ctx.db, { ...filter, freeOn: freeOn(18 * 60, 22 * 60) }, { sort: 'rating', limit: 200, offset: 0 }), [ids[0], ids[60], ids[119]]);
    assert.deepEqual(await lists.pageIds(ctx.db, { ...filter, freeOn: { ...freeOn(0, 24 * 60), read: ids.slice(0, 100) } }, { sort: 'rating', limit: 200, offset: 0 }), ids.slice(100), 'what the walk read is left out');
    // The clock: at 18:10 on the day only 18:30 is ahead; at 18:31 nothing is, and the statement
    // leaves every business out by its latest start alone.
    const at1810 = at('18:10');
    assert.deepEqual((await list(ctx.db, { grad: city, slobodnoDatum: monday, slobodnoOd: '17:00', page: 1, pageSize: 50 }, at1810)).entities.length, 3);
    assert.deepEqual((await list(ctx.db, { grad: city, slobodnoDatum: monday, page: 1, pageSize: 50 }, at('18:31'))).entities, []);
    assert.deepEqual(await lists.pageIds(ctx.db, { ...filter, freeOn: freeOn(0, 24 * 60, at('18:31')) }, { sort: 'rating', limit: 200, offset: 0 }), []);
  });

  test('bad windows are 400 and change nothing', async () => {
    for (const qs of [
      `grad=${grad}&slobodnoOd=08:00`,
      `grad=${grad}&slobodnoDo=12:00`,
      `grad=${grad}&slobodnoDatum=${monday}&slobodnoOd=12:00&slobodnoDo=12:00`,
      `grad=${grad}&slobodnoDatum=${monday}&slobodnoOd=13:00&slobodnoDo=12:00`,
      `grad=${grad}&slobodnoDatum=${monday}&slobodnoOd=8:00`,
      `grad=${grad}&slobodnoDatum=${monday}&slobodnoDo=24:00`,
    ]) {
      const { status, body } = await getJson<{ error: string }>(ctx, `/api/Entitet/Filtered?${qs}`);
      assert.equal(status, 400, qs);
      assert.equal(body.error, 'bad-request', qs);
    }
    const near = await getJson<{ error: string }>(ctx, `/api/Entitet/entitetbygeo?latitude=${point.lat}&longitude=${point.lng}&slobodnoOd=08:00`);
    assert.equal(near.status, 400);
  });
});
