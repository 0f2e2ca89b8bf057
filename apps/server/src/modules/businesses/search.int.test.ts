import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { PRICE_BANDS_RSD, type EntitetSummary, type EntitetSummaryWithDistance } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { categoryId, createBusiness, type Business } from '../../../test/support/factories.ts';
import { TOTAL_CAP } from './list-service.ts';

/**
 * What 004_search_performance.sql added behind the list endpoints: text tiers, the capped total,
 * and the columns entitet now keeps from its services (price bands) and its address (city, point).
 */
describe('businesses: search at scale', () => {
  const ctx = useTestContext();
  const w: Record<string, Business> = {};
  type Page = { entities: EntitetSummary[]; total: number; totalIsCapped?: boolean };
  const get = <T = unknown>(url: string) => getJson<T>(ctx, url);
  const filtered = (qs: string) => get<Page>(`/api/Entitet/Filtered?${qs}`);
  const names = (list: { naziv: string }[]) => list.map((e) => e.naziv);

  before(async () => {
    // Ratings chosen against the tiers: the better rated a tier, the later it comes.
    w.deluxe = await createBusiness(ctx.db, { naziv: 'Auto Deluxe', kategorijaSlug: 'car-wash', grad: 'Beograd', ratings: [5, 5] });
    w.studio = await createBusiness(ctx.db, { naziv: 'Studio Lux', grad: 'Beograd', ratings: [4] });
    w.luxor = await createBusiness(ctx.db, { naziv: 'Luxor salon', grad: 'Beograd', ratings: [2] });
    w.lux = await createBusiness(ctx.db, { naziv: 'Lux', grad: 'Beograd', ratings: [3] });
    w.grad = await createBusiness(ctx.db, { naziv: 'Kod Mike', grad: 'Luxemburg', lat: 49.61, lng: 6.13, ratings: [5, 5, 5] });
    w.cene = await createBusiness(ctx.db, {
      naziv: 'Cenovnik',
      grad: 'Kragujevac',
      lat: 44.0128,
      lng: 20.9114,
      services: [{ cena: 1500 }, { cena: 30, valuta: 'EUR' }],
    });
  });

  test('q: names starting with the text, then a later word starting with it, then containing it, then city or category; rating within each', async () => {
    const { body } = await filtered('q=lux');
    // Lux and Luxor start with it (Lux rated higher), Studio Lux has a word starting with it, Auto
    // Deluxe contains it, Kod Mike is in Luxemburg.
    assert.deepEqual(names(body.entities), ['Lux', 'Luxor salon', 'Studio Lux', 'Auto Deluxe', 'Kod Mike']);
    assert.equal(body.total, 5);
    assert.equal(body.totalIsCapped, undefined);
    const p2 = await filtered('q=lux&pageSize=2&page=2');
    assert.deepEqual(names(p2.body.entities), ['Studio Lux', 'Auto Deluxe']);
    assert.equal(p2.body.total, 5);
    const p3 = await filtered('q=LUX&pageSize=2&page=3');
    assert.deepEqual(names(p3.body.entities), ['Kod Mike']);
  });

  test('total counts up to the cap, says when there are more, and reaches as far as the page asked for', async () => {
    const n = TOTAL_CAP + 5;
    await sql`INSERT INTO entitet (naziv, kategorija_id, objavljen)
              SELECT 'Mnogo salon ' || g, ${categoryId('hairdresser')}::int, true FROM generate_series(1, ${n}::int) g`.execute(ctx.db);
    const first = await filtered('q=mnogo');
    assert.equal(first.status, 200);
    assert.equal(first.body.entities.length, 50);
    assert.equal(first.body.total, TOTAL_CAP);
    assert.equal(first.body.totalIsCapped, true);
    // The last page lies beyond the cap: counting reaches the end of the page, so the total is exact.
    const pageSize = 50;
    const last = Math.ceil(n / pageSize);
    const end = await filtered(`q=mnogo&pageSize=${pageSize}&page=${last}`);
    assert.equal(end.body.entities.length, n - (last - 1) * pageSize);
    assert.equal(end.body.total, n);
    assert.equal(end.body.totalIsCapped, undefined);
    // Without a filter the same holds for every published business.
    const all = await filtered('');
    assert.equal(all.body.total, TOTAL_CAP);
    assert.equal(all.body.totalIsCapped, true);
    await sql`DELETE FROM entitet WHERE naziv LIKE 'Mnogo salon %'`.execute(ctx.db);
    const gone = await filtered('q=mnogo');
    assert.deepEqual({ entities: gone.body.entities, total: gone.body.total, totalIsCapped: gone.body.totalIsCapped }, { entities: [], total: 0, totalIsCapped: undefined });
  });

  test("a count's later parts, asked only while its first is under the cap, complete the total and say when it is capped", async () => {
    // q=zubar: the dentists (the category the word means) are the count's first part, the other
    // businesses with the word in their name its later ones (decision 051: a statement of their own).
    const insert = (naziv: string, slug: string, n = 1) =>
      sql`INSERT INTO entitet (naziv, kategorija_id, objavljen)
          SELECT ${naziv} || CASE WHEN ${n}::int > 1 THEN ' ' || g ELSE '' END, ${categoryId(slug)}::int, true
            FROM generate_series(1, ${n}::int) g`.execute(ctx.db);
    const count = async () => {
      const { body } = await filtered('q=zubar');
      return [body.total, body.totalIsCapped ?? false];
    };
    await insert('Ordinacija Granica', 'dentist', TOTAL_CAP - 1);
    await insert('Kod zubara', 'hairdresser');
    assert.deepEqual(await count(), [TOTAL_CAP, false]);
    await insert('Zubarev salon', 'hairdresser');
    assert.deepEqual(await count(), [TOTAL_CAP, true]);
    // The first part exactly at the cap: one more match anywhere is still looked for.
    await sql`DELETE FROM entitet WHERE naziv IN ('Kod zubara', 'Zubarev salon')`.execute(ctx.db);
    await insert('Ordinacija Granica poslednja', 'dentist');
    assert.deepEqual(await count(), [TOTAL_CAP, false]);
    await insert('Kod zubara', 'hairdresser');
    assert.deepEqual(await count(), [TOTAL_CAP, true]);
    await sql`DELETE FROM entitet WHERE naziv LIKE 'Ordinacija Granica%' OR naziv = 'Kod zubara'`.execute(ctx.db);
  });

  test('the price bands of the database are the contract\'s', async () => {
    const rows = await sql<{ id: number; od_rsd: string | null; do_rsd: string | null }>`SELECT id, od_rsd, do_rsd FROM cenovni_pojas ORDER BY id`.execute(ctx.db);
    assert.deepEqual(
      Object.fromEntries(rows.rows.map((r) => [r.id, { min: r.od_rsd === null ? null : Number(r.od_rsd), max: r.do_rsd === null ? null : Number(r.do_rsd) }])),
      PRICE_BANDS_RSD,
    );
  });

  test('price bands follow service changes and exchange rates', async () => {
    const bands = async () => {
      const out: number[] = [];
      for (const band of [2, 3, 4, 5]) {
        if (names((await filtered(`cenaFilter=${band}&q=cenovnik`)).body.entities).includes('Cenovnik')) out.push(band);
      }
      return out;
    };
    // 1500 RSD and 30 EUR = 3516 RSD
    assert.deepEqual(await bands(), [2, 3]);
    const [rsd, eur] = w.cene!.serviceIds;
    await ctx.db.updateTable('usluga').set({ cena: 12000 }).where('id', '=', rsd!).execute();
    assert.deepEqual(await bands(), [3, 5]);
    await ctx.db.updateTable('usluga').set({ obrisana: true }).where('id', '=', rsd!).execute();
    assert.deepEqual(await bands(), [3]);
    // EUR at 200 RSD: 30 EUR = 6000 RSD
    await ctx.db.updateTable('kurs').set({ rsd: 200 }).where('valuta', '=', 'EUR').execute();
    try {
      assert.deepEqual(await bands(), [4]);
    } finally {
      await ctx.db.updateTable('kurs').set({ rsd: 117.2 }).where('valuta', '=', 'EUR').execute();
    }
    assert.deepEqual(await bands(), [3]);
    await ctx.db.deleteFrom('usluga').where('id', '=', eur!).execute();
    assert.deepEqual(await bands(), []);
    // "All prices" filters nothing, not even a business without services.
    assert.ok(names((await filtered('cenaFilter=1&q=cenovnik')).body.entities).includes('Cenovnik'));
  });

  test('city search and near me follow the address', async () => {
    const near = (lat: number, lng: number) =>
      get<{ entities: EntitetSummaryWithDistance[] }>(`/api/Entitet/entitetbygeo?latitude=${lat}&longitude=${lng}&radiusKm=10`);
    assert.deepEqual(names((await filtered('grad=kragujevac')).body.entities), ['Cenovnik']);
    assert.deepEqual(names((await near(44.0128, 20.9114)).body.entities), ['Cenovnik']);
    await ctx.db.updateTable('adresa').set({ grad: 'Čačak', latitude: 43.8914, longitude: 20.3497 }).where('id', '=', w.cene!.adresaId!).execute();
    assert.deepEqual((await filtered('grad=kragujevac')).body, { entities: [], total: 0 });
    assert.deepEqual(names((await filtered('grad=cacak')).body.entities), ['Cenovnik']);
    assert.deepEqual(names((await filtered('q=cacak')).body.entities), ['Cenovnik']);
    assert.deepEqual((await near(44.0128, 20.9114)).body.entities, []);
    const there = await near(43.8914, 20.3497);
    assert.deepEqual(names(there.body.entities), ['Cenovnik']);
    assert.equal(there.body.entities[0]!.udaljenostKm, 0);
    assert.equal(there.body.entities[0]!.grad, 'Čačak');
    // Without an address a business is found by neither.
    await ctx.db.deleteFrom('adresa').where('id', '=', w.cene!.adresaId!).execute();
    assert.deepEqual((await filtered('grad=cacak')).body, { entities: [], total: 0 });
    assert.deepEqual((await near(43.8914, 20.3497)).body.entities, []);
  });

  test('near me with a category walks that category only', async () => {
    const { body } = await get<{ entities: EntitetSummaryWithDistance[] }>(
      `/api/Entitet/entitetbygeo?latitude=44.8176&longitude=20.4569&radiusKm=5&kategorijaId=${categoryId('car-wash')}`,
    );
    assert.deepEqual(names(body.entities), ['Auto Deluxe']);
  });
});
