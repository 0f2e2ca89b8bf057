import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FilteredResponse, SuggestionsResponse } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { createBusiness } from '../../../test/support/factories.ts';
import { maxEdits, similarityFloor } from './spelling.ts';

/**
 * Search that forgives (issue 29 item 3, decision 067): a word of 4 letters or more that matches
 * nothing as typed is read as the nearest known word, one edit away (two from 8 letters), and the
 * answer says how q was read; the known words follow the businesses.
 */
describe('businesses: misspelt words are read as the nearest known word', () => {
  const ctx = useTestContext();
  const names = (list: { naziv: string }[]) => list.map((e) => e.naziv).sort();
  const search = async (q: string) => {
    const { status, body } = await getJson<FilteredResponse>(ctx, `/api/Entitet/Filtered?q=${encodeURIComponent(q)}&pageSize=50`);
    assert.equal(status, 200, q);
    return body;
  };
  const suggest = async (q: string) => {
    const { status, body } = await getJson<SuggestionsResponse>(ctx, `/api/Pretraga/predlozi?q=${encodeURIComponent(q)}`);
    assert.equal(status, 200, q);
    return body;
  };

  before(async () => {
    const bg = { grad: 'Beograd', lat: 44.8125, lng: 20.4612 };
    await createBusiness(ctx.db, { naziv: 'Salon Ana', kategorijaSlug: 'hairdresser', ...bg, services: [{ naziv: 'Feniranje' }] });
    await createBusiness(ctx.db, { naziv: 'Ordinacija Osmeh', kategorijaSlug: 'dentist', grad: 'Novi Sad', lat: 45.2671, lng: 19.8335, services: [{ naziv: 'Popravka' }] });
    await createBusiness(ctx.db, { naziv: 'Studio Lepota', kategorijaSlug: 'beauty-salon', ...bg, services: [{ naziv: 'Depilacija' }] });
    await createBusiness(ctx.db, { naziv: 'Kuća Lira', kategorijaSlug: 'massage', grad: 'Subotica', lat: 46.1, lng: 19.66 });
  });

  test('one edit: a letter dropped, two swapped; the city read as typed', async () => {
    const frizer = await search('frizr beograd');
    assert.equal(frizer.ispravljeno, 'frizer beograd');
    assert.deepEqual(names(frizer.entities), ['Salon Ana']);
    assert.equal(frizer.upit?.grad, 'Beograd', 'upit is the reading of the corrected q');
    const exactly = await getJson<FilteredResponse>(ctx, `/api/Entitet/Filtered?q=${encodeURIComponent('frizr beograd')}&tacno=true`);
    assert.equal(exactly.status, 200);
    assert.equal(exactly.body.ispravljeno, undefined, 'tacno: as typed');
    assert.equal(exactly.body.total, 0);
    const zubar = await search('Zubra');
    assert.equal(zubar.ispravljeno, 'zubar');
    assert.deepEqual(names(zubar.entities), ['Ordinacija Osmeh']);
    // A city misspelt too, and a word of a service name.
    const both = await search('fenranje beogrd');
    assert.equal(both.ispravljeno, 'feniranje beograd');
    assert.deepEqual(names(both.entities), ['Salon Ana']);
    // "lora" and "lira" share 2 of 8 trigrams (similarity 0.25, under pg_trgm's default 0.3).
    const lira = await search('lora');
    assert.equal(lira.ispravljeno, 'lira');
    assert.deepEqual(names(lira.entities), ['Kuća Lira']);
  });

  test('two edits only from 8 letters; short words and words found as typed are left alone', async () => {
    const depilacija = await search('dipilacja');
    assert.equal(depilacija.ispravljeno, 'depilacija', 'nine letters, two edits');
    assert.deepEqual(names(depilacija.entities), ['Studio Lepota']);
    const far = await search('frzeer');
    assert.equal(far.ispravljeno, undefined, 'six letters, two edits: too far');
    assert.equal(far.total, 0);
    const short = await search('frz');
    assert.equal(short.ispravljeno, undefined);
    assert.equal(short.total, 0);
    const exact = await search('frizer beograd');
    assert.equal(exact.ispravljeno, undefined);
    assert.deepEqual(names(exact.entities), ['Salon Ana']);
  });

  test('exact matches come first: a word some business holds as typed is never corrected', async () => {
    const frizr = await createBusiness(ctx.db, { naziv: 'Frizr Bar', kategorijaSlug: 'beauty-salon', grad: 'Niš', lat: 43.3209, lng: 21.8958 });
    try {
      const asTyped = await search('frizr');
      assert.equal(asTyped.ispravljeno, undefined);
      assert.deepEqual(names(asTyped.entities), ['Frizr Bar']);
      // "frizr" matches a business: in Beograd q finds nothing, and is not read as another word.
      const inBeograd = await search('frizr beograd');
      assert.equal(inBeograd.ispravljeno, undefined);
      assert.equal(inBeograd.total, 0);
    } finally {
      await sql`DELETE FROM entitet WHERE id = ${frizr.id}`.execute(ctx.db);
    }
    assert.equal((await search('frizr beograd')).ispravljeno, 'frizer beograd', 'the word forgotten with its business');
  });

  test('suggestions read q the same way', async () => {
    const s = await suggest('frizr');
    assert.equal(s.ispravljeno, 'frizer');
    assert.deepEqual(s.kategorije.map((k) => k.slug), ['hairdresser']);
    assert.deepEqual(names(s.entiteti), ['Salon Ana']);
    const exact = await suggest('frizer');
    assert.equal(exact.ispravljeno, undefined);
  });

  test('the known words follow a renamed business and forget the words no business uses', async () => {
    const b = await createBusiness(ctx.db, { naziv: 'Studio Lavanda', grad: 'Kragujevac', lat: 44.0128, lng: 20.9114 });
    const before = await search('lavnda');
    assert.equal(before.ispravljeno, 'lavanda');
    assert.deepEqual(names(before.entities), ['Studio Lavanda']);
    await ctx.db.updateTable('entitet').set({ naziv: 'Studio Mirta' }).where('id', '=', b.id).execute();
    const after = await search('lavnda');
    assert.equal(after.ispravljeno, undefined, 'lavanda is no business word any more');
    assert.equal(after.total, 0);
    assert.equal((await search('mirrta')).ispravljeno, 'mirta');
    // The counts equal the postings after every change (and hold no word of none).
    const { rows } = await sql<{ rec: string; broj: number; expected: number | null }>`
      SELECT v.rec, v.broj, p.n AS expected FROM rec_pretrage v
        FULL JOIN (SELECT rec, count(*)::int AS n FROM entitet_rec GROUP BY rec) p ON p.rec = v.rec
       WHERE v.broj IS DISTINCT FROM p.n`.execute(ctx.db);
    assert.deepEqual(rows, []);
    const studio = await sql<{ broj: number }>`SELECT broj FROM rec_pretrage WHERE rec = 'studio'`.execute(ctx.db);
    assert.equal(studio.rows[0]?.broj, 2, 'Studio Lepota and Studio Mirta');
  });

  test('the trigram floor keeps every word within reach (pg_trgm similarity of real variants)', async () => {
    const variants: [string, string][] = [
      ['masa', 'mesa'], ['zubar', 'zubra'], ['frizer', 'frizr'], ['ruza', 'ruuza'], ['lavanda', 'lavnda'],
      ['depilacija', 'dipilacja'], ['feniranje', 'fenirnaje'], ['kozmeticar', 'kozmetcr'], ['pedikir', 'pedkir'], ['abba', 'abab'],
    ];
    for (const [known, typed] of variants) {
      const { rows } = await sql<{ s: number }>`SELECT similarity(${known}::text, ${typed}::text) AS s`.execute(ctx.db);
      assert.ok(rows[0]!.s >= similarityFloor(typed), `${typed} → ${known}: ${rows[0]!.s} < ${similarityFloor(typed)} (${maxEdits(typed)} edits)`);
    }
  });
});
