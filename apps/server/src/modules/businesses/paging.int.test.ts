import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { categoryId, createBusiness } from '../../../test/support/factories.ts';

/**
 * Paging on every list (CONTRACT.md "Lists and search"): walking the pages of any list, in any
 * order, finds every match exactly once, unrated and service-less businesses included (before,
 * the price and rating lists stopped at 100 and a new business was never listed).
 */
describe('businesses: every match reachable, page by page', () => {
  const ctx = useTestContext();
  const ids: number[] = [];
  type Page = { entities: { id: number; udaljenostKm?: number }[]; total: number; totalIsCapped?: boolean };

  before(async () => {
    // 23 businesses with many ties: equal ratings, equal prices, equal places.
    for (let i = 0; i < 23; i++) {
      const b = await createBusiness(ctx.db, {
        naziv: `Salon Stranica ${i}`,
        kategorijaSlug: 'hairdresser',
        grad: 'Valjevo',
        lat: 44.2751 + (i % 3) * 0.001,
        lng: 19.8982,
        ratings: i % 4 === 0 ? [] : [i % 2 === 0 ? 5 : 4],
        services: i % 8 === 0 ? [] : [{ cena: i % 5 === 0 ? 2500 : 1500 }],
      });
      ids.push(b.id);
    }
  });

  async function walk(url: string, pageSize: number): Promise<number[]> {
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await getJson<Page>(ctx, `${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`);
      assert.equal(status, 200, url);
      assert.equal(body.total, ids.length, url);
      if (body.entities.length === 0) break;
      assert.ok(body.entities.length <= pageSize);
      seen.push(...body.entities.map((e) => e.id));
    }
    return seen;
  }

  const lists = [
    '/api/Entitet/Filtered',
    '/api/Entitet/Filtered?q=salon%20valjevo',
    '/api/Entitet/Filtered?q=frizer&sort=rating',
    '/api/Entitet/Filtered?sort=price',
    '/api/Entitet/Filtered?sort=distance&latitude=44.27&longitude=19.89',
    '/api/Entitet/Filtered?q=stranica&sort=relevance',
    `/api/GetEntitiesByCategoryQuery/${categoryId('hairdresser')}`,
    `/api/GetEntitiesByCategoryQuery/${categoryId('hairdresser')}?sort=price`,
    '/api/HomeServices/entiteti/filterbyprice?cenaFilter=1',
    '/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=4',
    '/api/HomeServices/search-by-city?city=valjevo',
    '/api/Entitet/entitetbygeo?latitude=44.2751&longitude=19.8982',
  ];
  for (const url of lists) {
    test(`${url}: every match exactly once`, async () => {
      for (const pageSize of [1, 4, 10]) {
        const seen = await walk(url, pageSize);
        assert.equal(new Set(seen).size, seen.length, `${url} pageSize=${pageSize}: a business twice`);
        assert.deepEqual([...seen].sort((a, b) => a - b), [...ids].sort((a, b) => a - b), `${url} pageSize=${pageSize}`);
      }
    });
  }

  test('pageSize defaults to 50 and is at most 100; page is 1-based', async () => {
    const { body } = await getJson<Page>(ctx, '/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=4');
    assert.equal(body.entities.length, 23);
    for (const qs of ['pageSize=101', 'pageSize=0', 'page=0', 'page=x']) {
      const bad = await getJson<{ error: string }>(ctx, `/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=4&${qs}`);
      assert.equal(bad.status, 400, qs);
      assert.equal(bad.body.error, 'bad-request', qs);
    }
  });
});
