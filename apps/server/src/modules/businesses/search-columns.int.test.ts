import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { categoryId, createBusiness } from '../../../test/support/factories.ts';

/**
 * entitet_grad (migration 016, decision 048): the published businesses per city search key, which
 * the searches read to turn a city text into keys and the suggestions show as counts. Kept by
 * triggers on entitet, it must equal a count of entitet after every kind of change.
 */
describe('businesses: the cities table stays exact', () => {
  const ctx = useTestContext();

  const table = async () =>
    Object.fromEntries(
      (await sql<{ grad_key: string; broj: number }>`SELECT grad_key, broj FROM entitet_grad WHERE broj > 0 ORDER BY grad_key`.execute(ctx.db)).rows.map((r) => [r.grad_key, r.broj]),
    );
  const counted = async () =>
    Object.fromEntries(
      (
        await sql<{ grad_key: string; broj: number }>`
          SELECT grad_key, count(*)::int AS broj FROM entitet WHERE objavljen AND grad_key IS NOT NULL GROUP BY grad_key ORDER BY grad_key`.execute(ctx.db)
      ).rows.map((r) => [r.grad_key, r.broj]),
    );

  test('publishing, unpublishing, moving and deleting a business keep the counts equal to entitet', async () => {
    const a = await createBusiness(ctx.db, { naziv: 'Gradovi A', grad: 'Čačak' });
    const b = await createBusiness(ctx.db, { naziv: 'Gradovi B', grad: 'Čačak' });
    await createBusiness(ctx.db, { naziv: 'Gradovi C', grad: 'Niš', objavljen: false });
    const start = await table();
    assert.deepEqual(start, await counted());
    assert.equal(start['cacak'], 2);
    assert.equal(start['nis'], undefined, 'a draft is not counted');

    await ctx.db.updateTable('entitet').set({ objavljen: false }).where('id', '=', a.id).execute();
    assert.equal((await table())['cacak'], 1);
    await ctx.db.updateTable('entitet').set({ objavljen: true }).where('id', '=', a.id).execute();
    assert.equal((await table())['cacak'], 2);

    // A move: the address's city changes, its trigger refreshes entitet.grad_key.
    await ctx.db.updateTable('adresa').set({ grad: 'Kotor' }).where('entitet_id', '=', b.id).execute();
    assert.equal((await table())['cacak'], 1);
    assert.equal((await table())['kotor'], 1);
    // Ratings and prices update entitet too, without touching the counts.
    await sql`UPDATE entitet SET prosecna_ocena = 4.5, broj_ocena = 2 WHERE id = ${b.id}`.execute(ctx.db);
    assert.deepEqual(await table(), await counted());

    await ctx.db.deleteFrom('adresa').where('entitet_id', '=', b.id).execute();
    assert.equal((await table())['kotor'], undefined, 'no address, no city');
    await sql`DELETE FROM entitet WHERE id = ${a.id}`.execute(ctx.db);
    assert.deepEqual(await table(), await counted());
  });

  test('the search and the suggestions read their cities from it', async () => {
    await createBusiness(ctx.db, { naziv: 'Kod Vranjanca', grad: 'Vranje' });
    await createBusiness(ctx.db, { naziv: 'Vranje Studio', grad: 'Vranje' });
    await createBusiness(ctx.db, { naziv: 'Salon Vranje', grad: 'Beograd' });
    const city = await getJson<{ total: number }>(ctx, '/api/Entitet/Filtered?grad=vranj');
    assert.equal(city.body.total, 2, 'grad matches a part of the city name');
    // The city or the name (CONTRACT.md "Lists and search"): the two of Vranje and the one named after it.
    const q = await getJson<{ total: number }>(ctx, '/api/Entitet/Filtered?q=vranje');
    assert.equal(q.body.total, 3);
    const suggested = await getJson<{ gradovi: { naziv: string; broj: number }[] }>(ctx, '/api/Pretraga/predlozi?q=vra');
    assert.deepEqual(
      suggested.body.gradovi.filter((g) => g.naziv === 'Vranje'),
      [{ naziv: 'Vranje', broj: 2 }],
    );
  });
});

/** entitet.main_kategorija_id (migration 017): the main-category lists read it instead of the list of its categories. */
describe('businesses: the main category column follows the category', () => {
  const ctx = useTestContext();
  const mainOf = async (id: number) =>
    (await sql<{ m: number | null }>`SELECT main_kategorija_id AS m FROM entitet WHERE id = ${id}`.execute(ctx.db)).rows[0]?.m;
  const kategorijaMain = async (slug: string) =>
    (await sql<{ m: number }>`SELECT main_kategorija_id AS m FROM kategorija WHERE id = ${categoryId(slug)}`.execute(ctx.db)).rows[0]!.m;

  test('on insert and on a change of category, and the list of a main category finds it', async () => {
    const b = await createBusiness(ctx.db, { naziv: 'Glavna Kategorija', kategorijaSlug: 'hairdresser' });
    assert.equal(await mainOf(b.id), await kategorijaMain('hairdresser'));
    await ctx.db.updateTable('entitet').set({ kategorija_id: categoryId('dentist') }).where('id', '=', b.id).execute();
    const dentistMain = await kategorijaMain('dentist');
    assert.equal(await mainOf(b.id), dentistMain);
    const list = await getJson<{ entities: { id: number }[] }>(ctx, `/api/Entitet/Filtered?mainKategorijaId=${dentistMain}&q=glavna`);
    assert.deepEqual(
      list.body.entities.map((e) => e.id),
      [b.id],
    );
  });
});

/**
 * entitet_rec and rec_vocab (migration 020, decision 051 "A word in a city"): the words of each
 * published business's name and services in its city, from which a count reads "a word of q in
 * this city". Kept by a trigger on entitet, the postings must equal the words of entitet's keys
 * after every kind of change, and every posted word must be in the vocabulary.
 */
describe('businesses: the city word postings stay exact', () => {
  const ctx = useTestContext();

  type Posting = { grad_key: string; rec: string; kategorija_id: number; entitet_id: number };
  const order = (rows: Posting[]) => rows.map((r) => `${r.entitet_id} ${r.grad_key} ${r.kategorija_id} ${r.rec}`).sort();
  const postings = async () =>
    order((await sql<Posting>`SELECT grad_key, rec, kategorija_id, entitet_id::int AS entitet_id FROM entitet_rec`.execute(ctx.db)).rows);
  const expected = async () =>
    order(
      (
        await sql<Posting>`
          SELECT DISTINCT e.grad_key, w AS rec, e.kategorija_id, e.id::int AS entitet_id
            FROM entitet e, unnest(string_to_array(e.naziv_key || ' ' || e.usluge_key, ' ')) w
           WHERE e.objavljen AND e.grad_key IS NOT NULL AND w <> ''`.execute(ctx.db)
      ).rows,
    );
  const unknownWords = async () =>
    (await sql<{ rec: string }>`SELECT DISTINCT rec FROM entitet_rec WHERE rec NOT IN (SELECT rec FROM rec_vocab)`.execute(ctx.db)).rows;
  const wordsOf = async (id: number) => (await postings()).filter((p) => p.startsWith(`${id} `)).map((p) => p.split(' ').slice(3).join(' '));
  const same = async () => {
    assert.deepEqual(await postings(), await expected());
    assert.deepEqual(await unknownWords(), []);
  };

  test('inserting, renaming, a service added and removed, moving, recategorising, unpublishing and deleting', async () => {
    const a = await createBusiness(ctx.db, { naziv: 'Studio Ruža', grad: 'Niš', services: [{ naziv: 'Relax masaža' }] });
    const b = await createBusiness(ctx.db, { naziv: 'Nacrt', grad: 'Niš', objavljen: false });
    await same();
    assert.deepEqual((await wordsOf(a.id)).sort(), ['masaza', 'relax', 'ruza', 'studio']);
    assert.deepEqual(await wordsOf(b.id), [], 'a draft has no postings');

    await ctx.db.updateTable('entitet').set({ naziv: 'Kuća Lavande' }).where('id', '=', a.id).execute();
    await same();
    assert.ok((await wordsOf(a.id)).includes('lavande'));
    assert.ok(!(await wordsOf(a.id)).includes('ruza'));

    // usluge_key follows the services (their triggers), and the postings follow usluge_key.
    const [extra] = await ctx.db
      .insertInto('usluga')
      .values({ entitet_id: a.id, naziv: 'Pedikir', cena: 1000, valuta: 'RSD', trajanje_minuta: 30 })
      .returning('id')
      .execute();
    await same();
    assert.ok((await wordsOf(a.id)).includes('pedikir'));
    await ctx.db.updateTable('usluga').set({ obrisana: true }).where('id', '=', extra!.id).execute();
    await same();
    assert.ok(!(await wordsOf(a.id)).includes('pedikir'));

    await ctx.db.updateTable('adresa').set({ grad: 'Kotor' }).where('entitet_id', '=', a.id).execute();
    await ctx.db.updateTable('entitet').set({ kategorija_id: categoryId('dentist') }).where('id', '=', a.id).execute();
    await same();
    assert.ok((await postings()).some((p) => p === `${a.id} kotor ${categoryId('dentist')} masaza`));

    // A rating changes entitet without touching the postings.
    await sql`UPDATE entitet SET prosecna_ocena = 4.5, broj_ocena = 2 WHERE id = ${a.id}`.execute(ctx.db);
    await same();
    await ctx.db.updateTable('entitet').set({ objavljen: false }).where('id', '=', a.id).execute();
    await ctx.db.updateTable('entitet').set({ objavljen: true }).where('id', '=', b.id).execute();
    await same();
    assert.deepEqual(await wordsOf(a.id), [], 'unpublished: no postings');
    assert.deepEqual((await wordsOf(b.id)).sort(), ['1', 'nacrt', 'usluga'], 'published: its name and its service ("Usluga 1")');
    await sql`DELETE FROM entitet WHERE id = ${b.id}`.execute(ctx.db);
    await same();
  });

  test('the count of a word in a city reads them: a business missing from them is not counted', async () => {
    const inNis = await createBusiness(ctx.db, { naziv: 'Kod Mire', grad: 'Niš', kategorijaSlug: 'dentist', services: [{ naziv: 'Masaža leđa' }] });
    await createBusiness(ctx.db, { naziv: 'Masaža Centar', grad: 'Niš', kategorijaSlug: 'dentist' });
    await createBusiness(ctx.db, { naziv: 'Kod Pere', grad: 'Niš', kategorijaSlug: 'dentist' });
    const total = async () => (await getJson<{ total: number }>(ctx, `/api/Entitet/Filtered?q=${encodeURIComponent('masaža niš')}`)).body.total;
    assert.equal(await total(), 2);
    await sql`DELETE FROM entitet_rec WHERE entitet_id = ${inNis.id}`.execute(ctx.db);
    assert.equal(await total(), 1);
  });
});

/**
 * entitet_grad.u_nazivu_drugde and entitet_naziv_grad (migration 021, decision 051 "Names after a
 * city elsewhere"): how many, and which, published businesses outside a city hold its key in their
 * name. A count skips that side of q's city when there are none and reads the others from the
 * postings, so both must equal entitet after every kind of change, statements of several rows and a
 * city's first business included.
 */
describe('businesses: the names after a city elsewhere stay counted', () => {
  const ctx = useTestContext();

  const table = async () =>
    Object.fromEntries(
      (await sql<{ grad_key: string; n: number | null }>`SELECT grad_key, u_nazivu_drugde AS n FROM entitet_grad ORDER BY grad_key`.execute(ctx.db)).rows.map((r) => [r.grad_key, r.n]),
    );
  const counted = async () =>
    Object.fromEntries(
      (
        await sql<{ grad_key: string; n: number }>`
          SELECT g.grad_key, (SELECT count(*)::int FROM entitet e WHERE e.objavljen AND e.naziv_key LIKE '%' || g.grad_key || '%'
                                                                AND e.grad_key IS DISTINCT FROM g.grad_key) AS n
            FROM entitet_grad g ORDER BY g.grad_key`.execute(ctx.db)
      ).rows.map((r) => [r.grad_key, r.n]),
    );
  // entitet_naziv_grad: those businesses, one row per city key their name holds.
  type Posting = { grad_key: string; kategorija_id: number; entitet_id: number; naziv_key: string; usluge_key: string };
  const order = (rows: Posting[]) => rows.map((r) => JSON.stringify([r.grad_key, r.entitet_id, r.kategorija_id, r.naziv_key, r.usluge_key])).sort();
  const postings = async () =>
    order((await sql<Posting>`SELECT grad_key, kategorija_id, entitet_id::int AS entitet_id, naziv_key, usluge_key FROM entitet_naziv_grad`.execute(ctx.db)).rows);
  const expected = async () =>
    order(
      (
        await sql<Posting>`
          SELECT g.grad_key, e.kategorija_id, e.id::int AS entitet_id, e.naziv_key, e.usluge_key FROM entitet_grad g, entitet e
           WHERE e.objavljen AND e.naziv_key LIKE '%' || g.grad_key || '%' AND e.grad_key IS DISTINCT FROM g.grad_key`.execute(ctx.db)
      ).rows,
    );
  const same = async () => {
    assert.deepEqual(await table(), await counted());
    assert.deepEqual(await postings(), await expected());
  };

  test('inserting, renaming, moving, unpublishing and deleting, one row and many at a time', async () => {
    await createBusiness(ctx.db, { naziv: 'Vranjski Kutak', grad: 'Vranje' });
    const elsewhere = await createBusiness(ctx.db, { naziv: 'Salon Vranje', grad: 'Beograd' });
    await same();
    assert.equal((await table())['vranje'], 1);
    assert.equal((await table())['beograd'], 0);

    await ctx.db.updateTable('entitet').set({ naziv: 'Salon Sever' }).where('id', '=', elsewhere.id).execute();
    await same();
    assert.equal((await table())['vranje'], 0);
    await ctx.db.updateTable('entitet').set({ naziv: 'Vranje i Beograd' }).where('id', '=', elsewhere.id).execute();
    assert.equal((await table())['vranje'], 1);
    // Moved into Vranje: no longer elsewhere; now named after Beograd outside it.
    await ctx.db.updateTable('adresa').set({ grad: 'Vranje' }).where('entitet_id', '=', elsewhere.id).execute();
    await same();
    assert.equal((await table())['vranje'], 0);
    assert.equal((await table())['beograd'], 1);
    await ctx.db.updateTable('entitet').set({ objavljen: false }).where('id', '=', elsewhere.id).execute();
    await same();
    assert.equal((await table())['beograd'], 0);
    await ctx.db.updateTable('entitet').set({ objavljen: true }).where('id', '=', elsewhere.id).execute();
    assert.equal((await table())['beograd'], 1);

    // Services and category: the postings carry them.
    await ctx.db
      .insertInto('usluga')
      .values({ entitet_id: elsewhere.id, naziv: 'Pedikir', cena: 1000, valuta: 'RSD', trajanje_minuta: 30 })
      .execute();
    await ctx.db.updateTable('entitet').set({ kategorija_id: categoryId('dentist') }).where('id', '=', elsewhere.id).execute();
    await same();
    assert.ok((await postings()).some((p) => p.includes('pedikir') && p.startsWith(`["beograd",${elsewhere.id},${categoryId('dentist')},`)));

    // One statement over several rows: every row's change once (a rating changes none).
    await sql`UPDATE entitet SET naziv = naziv || ' Vranje', prosecna_ocena = 4.5`.execute(ctx.db);
    await same();
    await sql`DELETE FROM entitet WHERE id = ${elsewhere.id}`.execute(ctx.db);
    await same();
  });

  test("a city's first business: the new city is counted with the rows of the same statement", async () => {
    // One INSERT of two rows: Kotor's row is created by the second one's city while the first is
    // named after it in Beograd (a count filled per row would have counted the first twice).
    await sql`INSERT INTO entitet (naziv, kategorija_id, objavljen, grad_key)
              VALUES ('Kotor Studio', ${categoryId('hairdresser')}, true, 'beograd'), ('Salon Mare', ${categoryId('hairdresser')}, true, 'kotor')`.execute(ctx.db);
    await same();
    assert.equal((await table())['kotor'], 1);
  });

  test('a search skips the names elsewhere only while there are none', async () => {
    await createBusiness(ctx.db, { naziv: 'Zubni Centar', grad: 'Vranje', kategorijaSlug: 'dentist' });
    const other = await createBusiness(ctx.db, { naziv: 'Zubni Studio', grad: 'Beograd', kategorijaSlug: 'dentist' });
    const total = async () => (await getJson<{ total: number }>(ctx, `/api/Entitet/Filtered?q=${encodeURIComponent('zubar vranje')}`)).body.total;
    assert.equal(await total(), 1);
    await ctx.db.updateTable('entitet').set({ naziv: 'Zubni Studio Vranje' }).where('id', '=', other.id).execute();
    assert.equal(await total(), 2, 'the dentist in Beograd named after Vranje');
    // The names elsewhere are read from their postings: without its posting, the count misses it.
    await sql`DELETE FROM entitet_naziv_grad WHERE entitet_id = ${other.id}`.execute(ctx.db);
    assert.equal(await total(), 1, 'the count reads the postings');
    // Were the column wrong (0 with one named elsewhere), the count would not ask at all.
    await ctx.db.updateTable('entitet').set({ naziv: 'Zubni Studio Vranje 2' }).where('id', '=', other.id).execute();
    assert.equal(await total(), 2, 'a rename posts it again');
    await sql`UPDATE entitet_grad SET u_nazivu_drugde = 0 WHERE grad_key = 'vranje'`.execute(ctx.db);
    assert.equal(await total(), 1, 'the count reads the column');
  });
});
