import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EntitetDetail, EntitetSummary } from '@zakazi/contract';
import { RECENTLY_VIEWED_MAX, recentlyViewed, recordVisit } from './recently-viewed.ts';

/** localStorage as a map, which is all the module uses of it. */
function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}
const business = (id: number): EntitetSummary => ({
  id, naziv: `Salon ${id}`, kategorijaId: 3, grad: 'Beograd', prosecnaOcena: 4.5, brojOcena: 2, minCena: 1500, valuta: 'RSD', latitude: null, longitude: null, image: null,
});

test('newest first; a business opened again moves to the front, once', () => {
  const store = memoryStore();
  for (const id of [1, 2, 3, 2]) recordVisit(business(id), store);
  assert.deepEqual(recentlyViewed(store).map((e) => e.id), [2, 3, 1]);
});

test(`keeps the last ${RECENTLY_VIEWED_MAX}: the oldest drops out`, () => {
  const store = memoryStore();
  for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id++) recordVisit(business(id), store);
  const ids = recentlyViewed(store).map((e) => e.id);
  assert.equal(ids.length, RECENTLY_VIEWED_MAX);
  assert.deepEqual(ids, Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => RECENTLY_VIEWED_MAX + 3 - i));
});

test("keeps only the card's fields of a business page's answer", () => {
  const store = memoryStore();
  const detail = { ...business(7), opis: 'Dugačak opis', telefon: '+381 11 123 4567', usluge: [] } as unknown as EntitetDetail;
  recordVisit(detail, store);
  assert.deepEqual(recentlyViewed(store), [business(7)]);
});

test('storage holding something else, or no storage, reads as none and records nothing', () => {
  const store = memoryStore();
  store.setItem('zakazi.recentlyViewed', '{not json');
  assert.deepEqual(recentlyViewed(store), []);
  store.setItem('zakazi.recentlyViewed', JSON.stringify([{ id: 'x' }, business(4)]));
  assert.deepEqual(recentlyViewed(store).map((e) => e.id), [4]);
  assert.deepEqual(recentlyViewed(null), []);
  assert.doesNotThrow(() => recordVisit(business(1), null));
});
