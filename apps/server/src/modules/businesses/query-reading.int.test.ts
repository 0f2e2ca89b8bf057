import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntitiesResponse, FilteredResponse, QueryReading } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { categoryId, createBusiness } from '../../../test/support/factories.ts';

/**
 * What the search page needs to show how it read q (issue 26 item 9): the Filtered answer names
 * the city and the category q's words mean and q without them, so the page puts them in its Grad
 * and Kategorija fields and a field's new choice replaces them. And a category page's city filter.
 */
describe('businesses: how q was read, and a category in one city', () => {
  const ctx = useTestContext();
  const hairdresser = categoryId('hairdresser');
  const dentist = categoryId('dentist');

  before(async () => {
    await createBusiness(ctx.db, { naziv: 'Salon Ana', kategorijaSlug: 'hairdresser', grad: 'Beograd', lat: 44.81, lng: 20.46 });
    await createBusiness(ctx.db, { naziv: 'Berbernica Brka', kategorijaSlug: 'hairdresser', grad: 'Novi Sad', lat: 45.27, lng: 19.83 });
    await createBusiness(ctx.db, { naziv: 'Ordinacija Osmeh', kategorijaSlug: 'dentist', grad: 'Novi Sad', lat: 45.26, lng: 19.84 });
  });

  const read = async (q: string, more = '') => {
    const { status, body } = await getJson<FilteredResponse>(ctx, `/api/Entitet/Filtered?q=${encodeURIComponent(q)}${more}`);
    assert.equal(status, 200, q);
    return body;
  };

  test('the city and the category of q, and q without each, as typed', async () => {
    const rows: [string, QueryReading][] = [
      ['frizer beograd', { grad: 'Beograd', bezGrada: 'frizer', kategorijaId: hairdresser, bezKategorije: 'beograd' }],
      ['Frizer u Beogradu', { grad: 'Beograd', bezGrada: 'Frizer', kategorijaId: hairdresser, bezKategorije: 'u Beogradu' }],
      ['фризер нови сад', { grad: 'Novi Sad', bezGrada: 'фризер', kategorijaId: hairdresser, bezKategorije: 'нови сад' }],
      ['zubar ns', { grad: 'Novi Sad', bezGrada: 'zubar', kategorijaId: dentist, bezKategorije: 'ns' }],
      ['salon ana', { grad: null, bezGrada: 'salon ana', kategorijaId: null, bezKategorije: 'salon ana' }],
      ['beograd novi sad', { grad: null, bezGrada: 'beograd novi sad', kategorijaId: null, bezKategorije: 'beograd novi sad' }],
    ];
    for (const [q, expected] of rows) {
      const { kategorijaId, ...rest } = (await read(q)).upit!;
      const { kategorijaId: expectedCategory, ...expectedRest } = expected;
      assert.deepEqual(rest, expectedRest, q);
      // "salon" may mean a category of its own; the rows that name one name exactly it.
      if (expectedCategory !== null) assert.equal(kategorijaId, expectedCategory, q);
    }
    assert.equal((await getJson<FilteredResponse>(ctx, '/api/Entitet/Filtered?grad=Beograd')).body.upit, undefined, 'no q, no reading');
  });

  test('q\'s city and another Grad find nothing; the reading is what the page replaces it with', async () => {
    const both = await read('frizer beograd', '&grad=Novi%20Sad');
    assert.equal(both.total, 0);
    assert.equal(both.upit!.grad, 'Beograd');
    const replaced = await read(both.upit!.bezGrada, '&grad=Novi%20Sad');
    assert.deepEqual(replaced.entities.map((e) => e.naziv), ['Berbernica Brka']);
  });

  test('a category page in one city', async () => {
    const all = await getJson<EntitiesResponse>(ctx, `/api/GetEntitiesByCategoryQuery/${hairdresser}`);
    assert.deepEqual(all.body.entities.map((e) => e.naziv).sort(), ['Berbernica Brka', 'Salon Ana']);
    const ns = await getJson<EntitiesResponse>(ctx, `/api/GetEntitiesByCategoryQuery/${hairdresser}?grad=novi%20sad`);
    assert.deepEqual(ns.body.entities.map((e) => e.naziv), ['Berbernica Brka']);
    assert.equal(ns.body.total, 1);
    const none = await getJson<EntitiesResponse>(ctx, `/api/GetEntitiesByCategoryQuery/${dentist}?grad=Beograd`);
    assert.equal(none.body.total, 0);
  });
});
