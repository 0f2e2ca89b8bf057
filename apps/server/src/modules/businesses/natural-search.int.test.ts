import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntitetListItem, SuggestionsResponse } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { addBooking, createBusiness, type Business } from '../../../test/support/factories.ts';
import { addDays, todayIn, wallToInstant, weekdayOf } from '@zakazi/contract/calendar';

/**
 * Search as people type it (issue 10): every query a person would type finds the businesses they
 * mean, in Latin and in Cyrillic. "zubar", "perionica" and "šišanje" are nowhere in these names,
 * categories' names or (but one) services: only the everyday-word table finds them; "novom sadu",
 * "bg" and "ns" only through the city forms.
 */
describe('businesses: search as people type it', () => {
  const ctx = useTestContext();
  const w: Record<string, Business> = {};
  type Page = { entities: EntitetListItem[]; total: number; totalIsCapped?: boolean };
  const filtered = (qs: string) => getJson<Page>(ctx, `/api/Entitet/Filtered?${qs}`);
  const names = (list: { naziv: string }[]) => list.map((e) => e.naziv);
  const search = async (q: string) => {
    const { status, body } = await filtered(`q=${encodeURIComponent(q)}&pageSize=100`);
    assert.equal(status, 200, q);
    assert.equal(body.total, body.entities.length, q);
    return names(body.entities).sort();
  };

  before(async () => {
    const bg = { grad: 'Beograd', lat: 44.8125, lng: 20.4612 };
    const ns = { grad: 'Novi Sad', lat: 45.2671, lng: 19.8335 };
    w.ana = await createBusiness(ctx.db, { naziv: 'Salon Ana', kategorijaSlug: 'hairdresser', ...bg, ratings: [5], services: [{ naziv: 'Muško šišanje' }, { naziv: 'Feniranje' }] });
    w.brka = await createBusiness(ctx.db, { naziv: 'Berbernica Brka', kategorijaSlug: 'hairdresser', ...ns, ratings: [4], services: [{ naziv: 'Brada' }] });
    w.lepota = await createBusiness(ctx.db, { naziv: 'Studio Lepota', kategorijaSlug: 'beauty-salon', ...bg, services: [{ naziv: 'Tretman lica' }] });
    w.osmeh = await createBusiness(ctx.db, { naziv: 'Ordinacija Osmeh', kategorijaSlug: 'dentist', ...ns, services: [{ naziv: 'Popravka' }] });
    w.petrovic = await createBusiness(ctx.db, { naziv: 'Dr Petrović', kategorijaSlug: 'dentist', ...bg, services: [{ naziv: 'Pregled' }] });
    w.relax = await createBusiness(ctx.db, { naziv: 'Relax centar', kategorijaSlug: 'massage', grad: 'Niš', lat: 43.3209, lng: 21.8958, services: [{ naziv: 'Sportska' }] });
    w.sjaj = await createBusiness(ctx.db, { naziv: 'Sjaj', kategorijaSlug: 'car-wash', grad: 'Čačak', lat: 43.8914, lng: 20.3497, services: [{ naziv: 'Kompletno' }] });
    w.macka = await createBusiness(ctx.db, { naziv: 'Pas i mačka', kategorijaSlug: 'vet-ambulance', ...ns, services: [{ naziv: 'Vakcinacija' }] });
    w.snaga = await createBusiness(ctx.db, { naziv: 'Snaga', kategorijaSlug: 'sports-centre', grad: 'Kragujevac', lat: 44.0128, lng: 20.9114, services: [{ naziv: 'Mesečna članarina' }] });
    w.draft = await createBusiness(ctx.db, { naziv: 'Frizer Skica', kategorijaSlug: 'hairdresser', ...bg, objavljen: false });
  });

  const EXPECTED: [string[], string[]][] = [
    [['frizer beograd', 'фризер београд', 'FRIZER BEOGRAD', 'frizer u beogradu', 'frizer bg', 'frizerka beograd', 'берберин бг'], ['Salon Ana']],
    [['frizer novi sad', 'фризер нови сад', 'frizer ns', 'berber novom sadu'], ['Berbernica Brka']],
    [['zubar novi sad', 'зубар нови сад', 'stomatolog novom sadu', 'стоматолог новом саду', 'zubar ns', 'zubari novi sad'], ['Ordinacija Osmeh']],
    [['zubar beograd', 'zubar u beogradu', 'zubni beograda', 'ЗУБАР БЕОГРАД'], ['Dr Petrović']],
    [['zubar', 'зубар', 'stomatolog', 'Dentist'], ['Dr Petrović', 'Ordinacija Osmeh']],
    [['masaža niš', 'masaza nis', 'масажа ниш', 'masaže u nišu', 'maser nis'], ['Relax centar']],
    [['perionica čačak', 'perionica cacak', 'перионица чачак', 'perionica u čačku', 'pranje auta čačak'], ['Sjaj']],
    [['šišanje', 'sisanje', 'шишање', 'frizer', 'berberin'], ['Berbernica Brka', 'Salon Ana']],
    [['veterinar novi sad', 'ветеринар нови сад', 'veterina ns'], ['Pas i mačka']],
    [['teretana kragujevac', 'fitnes kragujevcu'], ['Snaga']],
    [['beograd', 'београд', 'bg', 'beogradu'], ['Dr Petrović', 'Salon Ana', 'Studio Lepota']],
    [['feniranje beograd', 'muško šišanje'], ['Salon Ana']],
    [['zubar kragujevac', 'frizer čačak', 'perionica beograd'], []],
  ];

  for (const [queries, expected] of EXPECTED) {
    test(`${queries[0]} → ${expected.join(', ') || 'nothing'}`, async () => {
      for (const q of queries) assert.deepEqual(await search(q), expected, q);
    });
  }

  test('relevance: names starting with the words first, then the category, then a service or the city; sort changes the order', async () => {
    // "salon" starts Salon Ana's name; Studio Lepota is a beauty salon (category); both in Beograd.
    const { body } = await filtered('q=salon%20beograd');
    assert.deepEqual(names(body.entities), ['Salon Ana', 'Studio Lepota']);
    const byName = await filtered('q=sjaj');
    assert.deepEqual(names(byName.body.entities), ['Sjaj']);
    const byRating = await filtered('q=beograd&sort=rating');
    // Salon Ana is rated; the unrated two follow by id.
    assert.deepEqual(names(byRating.body.entities), ['Salon Ana', 'Studio Lepota', 'Dr Petrović']);
  });

  test('sort=distance needs a point; with one, every entity has udaljenostKm, nearest first', async () => {
    const far = await filtered('sort=distance');
    assert.equal(far.status, 400);
    assert.equal((far.body as unknown as { error: string }).error, 'bad-request');
    assert.equal((await filtered('latitude=45.25')).status, 400);
    const near = await filtered('sort=distance&latitude=45.2671&longitude=19.8335&pageSize=100');
    assert.equal(near.status, 200);
    const km = near.body.entities.map((e) => e.udaljenostKm);
    assert.ok(km.every((d) => typeof d === 'number'));
    assert.deepEqual(km, [...km].sort((a, b) => a! - b!));
    assert.deepEqual(names(near.body.entities.slice(0, 3)).sort(), ['Berbernica Brka', 'Ordinacija Osmeh', 'Pas i mačka']);
    assert.equal(near.body.entities[0]!.udaljenostKm, 0);
  });

  test('sort=price: lowest minCena first', async () => {
    const cheap = await createBusiness(ctx.db, { naziv: 'Jeftino', grad: 'Subotica', services: [{ cena: 100 }] });
    const dear = await createBusiness(ctx.db, { naziv: 'Skupo', grad: 'Subotica', services: [{ cena: 90, valuta: 'EUR' }] });
    const { body } = await filtered('sort=price&pageSize=100');
    const prices = body.entities.map((e) => e.minCena);
    assert.equal(body.entities[0]!.id, cheap.id);
    assert.equal(body.entities.at(-1)!.id, dear.id); // 90 EUR is over 10,000 RSD
    assert.ok(prices.slice(1, -1).every((p) => p === 1500), String(prices));
  });

  test('suggestions: categories, cities with counts, at most five businesses, in both scripts', async () => {
    const get = (q: string) => getJson<SuggestionsResponse>(ctx, `/api/Pretraga/predlozi?q=${encodeURIComponent(q)}`);
    const zub = await get('zub');
    assert.equal(zub.status, 200);
    assert.deepEqual(zub.body.kategorije.map((k) => k.slug), ['dentist']);
    assert.deepEqual(names(zub.body.entiteti).sort(), ['Dr Petrović', 'Ordinacija Osmeh']);
    for (const q of ['novom', 'нови с', 'zubar novi', 'ns']) {
      const { body } = await get(q);
      assert.deepEqual(body.gradovi, [{ naziv: 'Novi Sad', broj: 3 }], q);
    }
    const be = await get('бе');
    assert.deepEqual(be.body.gradovi, [{ naziv: 'Beograd', broj: 3 }]);
    assert.ok(be.body.entiteti.length <= 5);
    const fr = await get('fr');
    assert.ok(fr.body.kategorije.some((k) => k.slug === 'hairdresser'));
    for (const q of ['', 'a', '%00', 'x'.repeat(101)]) {
      const bad = await getJson<{ error: string }>(ctx, `/api/Pretraga/predlozi?q=${q}`);
      assert.equal(bad.status, 400, q);
      assert.equal(bad.body.error, 'bad-request', q);
    }
  });

  test('a one-letter q matches names starting with it; bad text is a 400', async () => {
    const startingWithS = ['Salon Ana', 'Sjaj', 'Skupo', 'Snaga', 'Studio Lepota'];
    assert.deepEqual(await search('s'), startingWithS);
    assert.deepEqual(await search('С'), startingWithS);
    const nul = await getJson<{ error: string }>(ctx, '/api/Entitet/Filtered?q=%00');
    assert.equal(nul.status, 400);
    assert.equal(nul.body.error, 'bad-request');
  });

  test('slobodnoDatum: only businesses with a free start that day, by the booking rules', async () => {
    const zone = 'Europe/Belgrade';
    // A Monday at least a week ahead: inside every horizon, beyond every notice.
    let monday = addDays(todayIn(zone), 7);
    while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
    const open = await createBusiness(ctx.db, { naziv: 'Slobodan Ponedeljak', grad: 'Zrenjanin' });
    const weekend = await createBusiness(ctx.db, {
      naziv: 'Samo Subotom',
      grad: 'Zrenjanin',
      employees: [{ radnaNedelja: [{ dan: 6, pocetak: '09:00', kraj: '17:00' }] }],
    });
    const full = await createBusiness(ctx.db, {
      naziv: 'Popunjen Ponedeljak',
      grad: 'Zrenjanin',
      services: [{ trajanjeMinuta: 30 }],
      employees: [{ radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '09:30' }] }],
    });
    const qs = `grad=zrenjanin&slobodnoDatum=${monday}`;
    const before = await filtered(qs);
    assert.deepEqual(names(before.body.entities).sort(), ['Popunjen Ponedeljak', 'Slobodan Ponedeljak']);
    await addBooking(ctx.db, {
      entitetId: full.id,
      uslugaId: full.serviceIds[0]!,
      zaposleniId: full.employeeIds[0]!,
      start: wallToInstant(monday, 9 * 60, zone)!,
      status: 'confirmed',
    });
    const after = await filtered(qs);
    assert.deepEqual(names(after.body.entities), ['Slobodan Ponedeljak']);
    assert.equal(after.body.total, 1);
    const [y, m, d] = monday.split('-');
    assert.deepEqual(names((await filtered(`grad=zrenjanin&slobodnoDatum=${m}-${d}-${y}`)).body.entities), ['Slobodan Ponedeljak']);
    assert.ok(weekend.id && open.id);
    assert.equal((await filtered('slobodnoDatum=13-45-2026')).status, 400);

    // Near me takes the same filter: around the three (the factory's point), only the free one.
    const near = (qs: string) => getJson<{ entities: Array<{ naziv: string }>; total: number }>(ctx, `/api/Entitet/entitetbygeo?latitude=44.8176&longitude=20.4569&radiusKm=1&${qs}`);
    const nearby = names((await near('pageSize=100')).body.entities);
    assert.ok(['Slobodan Ponedeljak', 'Samo Subotom', 'Popunjen Ponedeljak'].every((n) => nearby.includes(n)), 'all three are near');
    const nearFree = names((await near(`pageSize=100&slobodnoDatum=${monday}`)).body.entities);
    assert.ok(nearFree.includes('Slobodan Ponedeljak'));
    assert.ok(!nearFree.includes('Samo Subotom') && !nearFree.includes('Popunjen Ponedeljak'), nearFree.join(', '));
    assert.equal((await near('slobodnoDatum=13-45-2026')).status, 400);
  });
});
