import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CATEGORY_SLUGS, MAIN_CATEGORY_IDS, cataloguePaths } from '@zakazi/contract';
import { useTestContext } from '../../test/support/test-app.ts';

describe('HTTP infrastructure', () => {
  const ctx = useTestContext();

  test('an unknown /api path answers a JSON 404 with the error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchThing/42?x=1' });
    assert.equal(res.statusCode, 404);
    assert.match(res.headers['content-type'] as string, /^application\/json/);
    assert.deepEqual(res.json(), { error: 'not-found', message: 'No route for GET /api/NoSuchThing/42' });
  });

  test('paths match case-insensitively', async () => {
    const exact = await ctx.app.inject({ method: 'GET', url: '/api/MainKategorija' });
    const lower = await ctx.app.inject({ method: 'GET', url: '/API/mainkategorija' });
    assert.equal(exact.statusCode, 200);
    assert.equal(lower.statusCode, 200);
    assert.deepEqual(lower.json(), exact.json());
    const filtered = await ctx.app.inject({ method: 'GET', url: '/api/entitet/FILTERED' });
    assert.equal(filtered.statusCode, 200);
    assert.deepEqual(filtered.json(), { entities: [], total: 0 });
  });

  test('the seven main categories carry their fixed ids and Serbian names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: cataloguePaths.mainCategories });
    const body = res.json() as { id: number; slug: string; naziv: string; nazivEn: string }[];
    assert.deepEqual(
      body.map((m) => [m.id, m.slug]),
      Object.entries(MAIN_CATEGORY_IDS).map(([slug, id]) => [id, slug]).sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    assert.equal(body.find((m) => m.slug === 'alcohol')!.naziv, 'Pića i ugostiteljstvo');
    assert.equal(body.find((m) => m.slug === 'health')!.nazivEn, 'Health');
  });

  test('all 50 categories exist, numbered in the contract order under their main category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: cataloguePaths.categories });
    const body = res.json() as { id: number; slug: string; naziv: string; mainKategorijaId: number }[];
    assert.equal(body.length, 50);
    const expected = Object.entries(CATEGORY_SLUGS).flatMap(([main, slugs]) =>
      slugs.map((slug) => ({ slug, main: MAIN_CATEGORY_IDS[main as keyof typeof MAIN_CATEGORY_IDS] })),
    );
    for (const [i, e] of expected.entries()) {
      const got = body.find((c) => c.id === i + 1);
      assert.ok(got, `category id ${i + 1}`);
      assert.equal(got.slug, e.slug);
      assert.equal(got.mainKategorijaId, e.main);
    }
    const byslug = Object.fromEntries(body.map((c) => [c.slug, c.naziv]));
    assert.equal(byslug.hairdresser, 'Frizerski salon');
    assert.equal(byslug.dentist, 'Stomatolog');
    assert.equal(byslug.yacht, 'Jahte');
  });

  test('/api/openapi.json documents the public read API with its error bodies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[] }>> };
    for (const path of [
      '/api/GetEntitiesByCategoryQuery/{categoryId}',
      '/api/Entitet/{id}',
      '/api/Entitet/Filtered',
      '/api/Entitet/entitetbygeo',
      '/api/HomeServices/entiteti/filterbyprice',
      '/api/HomeServices/entiteti/filter-by-ocena',
      '/api/HomeServices/search-by-city',
      '/api/Usluga',
      '/api/EntitetImages/{id}/images',
      '/api/MainKategorija',
      '/api/Kategorija',
    ]) {
      const op = doc.paths[path]?.get;
      assert.ok(op, `${path} is documented`);
      assert.ok(op.responses['200'], `${path} documents 200`);
    }
    assert.ok(doc.paths['/api/Entitet/{id}']!.get!.responses['404']);
    assert.ok(doc.paths['/api/Entitet/Filtered']!.get!.responses['400']);
    assert.ok(!doc.paths['/api/openapi.json'], 'the document does not list itself');
  });

  test('bad input answers 400 with error, message and the offending fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Entitet/Filtered?cenaFilter=9&pageSize=0' });
    assert.equal(res.statusCode, 400);
    const body = res.json() as { error: string; message: string; details: { field: string; message: string }[] };
    assert.equal(body.error, 'bad-request');
    assert.equal(typeof body.message, 'string');
    assert.deepEqual(body.details.map((d) => d.field).sort(), ['querystring.cenaFilter', 'querystring.pageSize']);
    for (const d of body.details) assert.equal(typeof d.message, 'string');
  });
});
