import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntitetDetail, EntitetSummary, EntitetSummaryWithDistance, UserRole } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { categoryId, createBusiness, createUser, type Business, type BusinessInput } from '../../../test/support/factories.ts';

/**
 * One world for the whole file (RSD per unit: EUR 117.2, BAM 59.9, MKD 1.9):
 *   lux     Frizerski salon Lux   hairdresser  Čačak           1200, 3000, 15000 RSD   5,4,5 → 4.67
 *   osmeh   Stomatološka ord.     dentist      Beograd         50 EUR (5860 RSD)      5,5   → 5.00 (business in EUR)
 *   sjaj    Auto perionica Sjaj   car-wash     Đakovica        800 RSD                unrated
 *   skriven Frizer Skriveni       hairdresser  Čačak (draft)   1000 RSD               5
 *   novisad Salon Novi Sad        hairdresser  Novi Sad        12000 RSD (+100 deleted) 3,4 → 3.50
 *   podrum  Vinarija Podrum       wineries     Sremski Karl.   40 BAM (2396 RSD)      4     → 4.00
 *   banja   Spa centar Banja      wellness-spa Vrnjačka Banja  1000, 12000 RSD        unrated
 *   relax   Masaža Relax          massage      Niš             1500 RSD               12 × 3 → 3.00
 */
describe('businesses: public read API', () => {
  const ctx = useTestContext();
  const w: Record<string, Business> = {};
  const CACAK = { lat: 43.8914, lng: 20.3497 };

  const get = <T = unknown>(url: string) => getJson<T>(ctx, url);
  const names = (list: { naziv: string }[]) => list.map((e) => e.naziv);
  const sorted = (list: { naziv: string }[]) => names(list).sort();

  before(async () => {
    const db = ctx.db;
    /** A business in the lists: its name, category and place, and what else it has. */
    const listed = (naziv: string, kategorijaSlug: string, [grad, lat, lng]: [string, number, number], rest: BusinessInput = {}) =>
      createBusiness(db, { naziv, kategorijaSlug, grad, lat, lng, ...rest });
    w.lux = await createBusiness(db, {
      naziv: 'Frizerski salon Lux',
      opis: 'Šišanje i feniranje u centru grada',
      kategorijaSlug: 'hairdresser',
      grad: 'Čačak',
      ...CACAK,
      email: 'lux@example.test',
      website: 'https://lux.example.test',
      naciniPlacanja: ['card', 'phone'],
      owner: true,
      services: [
        { naziv: 'Muško šišanje', cena: 1200, trajanjeMinuta: 30 },
        { naziv: 'Farbanje', cena: 3000, trajanjeMinuta: 90, opis: 'Sa tretmanom' },
        { naziv: 'Svečana frizura', cena: 15000, trajanjeMinuta: 120 },
      ],
      employees: [
        { ime: 'Ivana', prezime: 'Ilić', services: [0, 1, 2] },
        {
          ime: 'Nikola',
          prezime: null,
          services: [1],
          radnaNedelja: [
            { dan: 1, pocetak: '08:00', kraj: '14:00' },
            { dan: 6, pocetak: '10:00', kraj: '15:30' },
          ],
        },
        { ime: 'Bivši', aktivan: false, services: [0], radnaNedelja: [{ dan: 7, pocetak: '07:00', kraj: '20:00' }] },
      ],
      images: ['/uploads/lux-1.webp', '/uploads/lux-2.webp'],
      ratings: [
        { ocena: 5, ime: 'Milica', komentar: 'Odlično!' },
        { ocena: 4, ime: 'Petar' },
        { ocena: 5, erasedUser: true, komentar: 'Super' },
      ],
    });
    w.osmeh = await listed('Stomatološka ordinacija Osmeh', 'dentist', ['Beograd', 44.8176, 20.4569], { valuta: 'EUR', services: [{ naziv: 'Pregled', cena: 50, valuta: 'EUR' }], ratings: [5, 5] });
    w.sjaj = await listed('Auto perionica Sjaj', 'car-wash', ['Đakovica', 42.3803, 20.4308], { services: [{ naziv: 'Pranje spolja', cena: 800 }], images: [] });
    w.skriven = await listed('Frizer Skriveni', 'hairdresser', ['Čačak', 43.892, 20.35], { objavljen: false, services: [{ cena: 1000 }], ratings: [5] });
    w.novisad = await listed('Salon Novi Sad', 'hairdresser', ['Novi Sad', 45.2671, 19.8335], { services: [{ naziv: 'Nadogradnja', cena: 12000 }, { naziv: 'Stara usluga', cena: 100, obrisana: true }], ratings: [3, 4] });
    w.podrum = await listed('Vinarija Podrum', 'wineries', ['Sremski Karlovci', 45.2026, 19.9339], { services: [{ naziv: 'Degustacija', cena: 40, valuta: 'BAM' }], ratings: [4] });
    w.banja = await listed('Spa centar Banja', 'wellness-spa', ['Vrnjačka Banja', 43.6236, 20.8936], { services: [{ cena: 1000 }, { cena: 12000 }] });
    w.relax = await listed('Masaža Relax', 'massage', ['Niš', 43.3209, 21.8958], { ratings: Array(12).fill(3) });
  });

  const RATING_ORDER = [
    'Stomatološka ordinacija Osmeh', // 5.00 (2)
    'Frizerski salon Lux', // 4.67 (3)
    'Vinarija Podrum', // 4.00 (1)
    'Salon Novi Sad', // 3.50 (2)
    'Masaža Relax', // 3.00 (12)
    'Auto perionica Sjaj', // unrated, lower id
    'Spa centar Banja', // unrated
  ];

  describe('GET /api/GetEntitiesByCategoryQuery/{categoryId}', () => {
    test('lists the published businesses of the category with their summary, best rated first', async () => {
      const { status, body } = await get<{ entities: EntitetSummary[] }>(`/api/GetEntitiesByCategoryQuery/${categoryId('hairdresser')}`);
      assert.equal(status, 200);
      assert.deepEqual(names(body.entities), ['Frizerski salon Lux', 'Salon Novi Sad']);
      assert.deepEqual(body.entities[0], {
        id: w.lux!.id,
        naziv: 'Frizerski salon Lux',
        kategorijaId: categoryId('hairdresser'),
        grad: 'Čačak',
        prosecnaOcena: 4.67,
        brojOcena: 3,
        minCena: 1200,
        valuta: 'RSD',
        latitude: CACAK.lat,
        longitude: CACAK.lng,
        image: '/uploads/lux-1.webp',
      });
      // the deleted 100 RSD service does not count towards the lowest price
      assert.equal(body.entities[1]!.minCena, 12000);
    });

    test('a category without businesses answers an empty list', async () => {
      const { status, body } = await get(`/api/GetEntitiesByCategoryQuery/${categoryId('yacht')}`);
      assert.equal(status, 200);
      assert.deepEqual(body, { entities: [], total: 0 });
    });

    test('a business without images has image null; a EUR business reports its own currency', async () => {
      const wash = await get<{ entities: EntitetSummary[] }>(`/api/GetEntitiesByCategoryQuery/${categoryId('car-wash')}`);
      assert.equal(wash.body.entities[0]!.image, null);
      assert.equal(wash.body.entities[0]!.prosecnaOcena, null);
      assert.equal(wash.body.entities[0]!.brojOcena, 0);
      const dent = await get<{ entities: EntitetSummary[] }>(`/api/GetEntitiesByCategoryQuery/${categoryId('dentist')}`);
      assert.equal(dent.body.entities[0]!.minCena, 50);
      assert.equal(dent.body.entities[0]!.valuta, 'EUR');
    });

    test('currency converts minCena', async () => {
      const { body } = await get<{ entities: EntitetSummary[] }>(`/api/GetEntitiesByCategoryQuery/${categoryId('dentist')}?currency=RSD`);
      assert.equal(body.entities[0]!.minCena, 5860);
      assert.equal(body.entities[0]!.valuta, 'RSD');
    });

    test('unknown category 404, malformed id 400', async () => {
      const unknown = await get<{ error: string; message: string }>('/api/GetEntitiesByCategoryQuery/999');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.error, 'not-found');
      assert.equal(typeof unknown.body.message, 'string');
      for (const bad of ['abc', '0', '-3', '1.5']) {
        const res = await get<{ error: string }>(`/api/GetEntitiesByCategoryQuery/${bad}`);
        assert.equal(res.status, 400, bad);
        assert.equal(res.body.error, 'bad-request');
      }
    });
  });

  describe('GET /api/Entitet/{id}', () => {
    test('answers every field of the business page', async () => {
      const { status, body } = await get<EntitetDetail>(`/api/Entitet/${w.lux!.id}`);
      assert.equal(status, 200);
      const [muski, farbanje, svecana] = w.lux!.serviceIds;
      const [ivana, nikola] = w.lux!.employeeIds;
      assert.equal(body.id, w.lux!.id);
      assert.equal(body.naziv, 'Frizerski salon Lux');
      assert.equal(body.opis, 'Šišanje i feniranje u centru grada');
      assert.equal(body.telefon, '+381 11 123 4567');
      assert.equal(body.email, 'lux@example.test');
      assert.equal(body.website, 'https://lux.example.test');
      assert.equal(body.vremenskaZona, 'Europe/Belgrade');
      assert.deepEqual(body.naciniPlacanja, ['card', 'phone']);
      assert.equal(body.kategorijaId, categoryId('hairdresser'));
      assert.equal(body.prosecnaOcena, 4.67);
      assert.equal(body.brojOcena, 3);
      assert.equal(body.minCena, 1200);
      assert.equal(body.valuta, 'RSD');
      assert.equal(body.image, '/uploads/lux-1.webp');
      assert.deepEqual(body.adresa, {
        adresaId: w.lux!.adresaId,
        ulica: 'Knez Mihailova',
        broj: '1',
        grad: 'Čačak',
        postanskiBroj: '11000',
        latitude: CACAK.lat,
        longitude: CACAK.lng,
      });
      assert.deepEqual(body.usluge, [
        { id: muski, entitetId: w.lux!.id, naziv: 'Muško šišanje', opis: null, cena: 1200, valuta: 'RSD', trajanjeMinuta: 30, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [ivana] },
        { id: farbanje, entitetId: w.lux!.id, naziv: 'Farbanje', opis: 'Sa tretmanom', cena: 3000, valuta: 'RSD', trajanjeMinuta: 90, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [ivana, nikola] },
        { id: svecana, entitetId: w.lux!.id, naziv: 'Svečana frizura', opis: null, cena: 15000, valuta: 'RSD', trajanjeMinuta: 120, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [ivana] },
      ]);
      // the inactive employee is neither listed nor counted in the opening hours
      assert.deepEqual(body.zaposleni, [
        { id: ivana, ime: 'Ivana', prezime: 'Ilić', uslugaIds: [muski, farbanje, svecana] },
        { id: nikola, ime: 'Nikola', prezime: null, uslugaIds: [farbanje] },
      ]);
      assert.deepEqual(body.slike, [
        { id: w.lux!.imageIds[0], filePath: '/uploads/lux-1.webp' },
        { id: w.lux!.imageIds[1], filePath: '/uploads/lux-2.webp' },
      ]);
      assert.deepEqual(body.radnoVreme, [
        { dan: 1, pocetak: '08:00', kraj: '17:00' },
        { dan: 2, pocetak: '09:00', kraj: '17:00' },
        { dan: 3, pocetak: '09:00', kraj: '17:00' },
        { dan: 4, pocetak: '09:00', kraj: '17:00' },
        { dan: 5, pocetak: '09:00', kraj: '17:00' },
        { dan: 6, pocetak: '10:00', kraj: '15:30' },
      ]);
      assert.deepEqual(body.raspodelaOcena, [0, 0, 0, 1, 2]);
      // newest first, first name and last initial; an erased account shows as 'Korisnik'
      assert.deepEqual(
        body.utisci.map((u) => [u.id, u.ocena, u.ime, u.komentar]),
        [
          [w.lux!.ratingIds[2], 5, 'Korisnik', 'Super'],
          [w.lux!.ratingIds[1], 4, 'Petar M.', null],
          [w.lux!.ratingIds[0], 5, 'Milica M.', 'Odlično!'],
        ],
      );
      for (const u of body.utisci) assert.match(u.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });

    test('deleted services are left out; utisci keeps the latest 10', async () => {
      const ns = await get<EntitetDetail>(`/api/Entitet/${w.novisad!.id}`);
      assert.deepEqual(ns.body.usluge.map((u) => u.naziv), ['Nadogradnja']);
      assert.deepEqual(ns.body.zaposleni[0]!.uslugaIds, [w.novisad!.serviceIds[0]]);
      const relax = await get<EntitetDetail>(`/api/Entitet/${w.relax!.id}`);
      assert.equal(relax.body.brojOcena, 12);
      assert.equal(relax.body.utisci.length, 10);
      assert.deepEqual(relax.body.utisci.map((u) => u.id), w.relax!.ratingIds.slice(2).reverse());
      assert.deepEqual(relax.body.raspodelaOcena, [0, 0, 12, 0, 0]);
    });

    test('currency converts minCena while services keep their own price', async () => {
      const { body } = await get<EntitetDetail>(`/api/Entitet/${w.osmeh!.id}?currency=MKD`);
      assert.equal(body.valuta, 'MKD');
      assert.equal(body.minCena, Math.round(5860 / 1.9));
      assert.equal(body.usluge[0]!.cena, 50);
      assert.equal(body.usluge[0]!.valuta, 'EUR');
      const own = await get<EntitetDetail>(`/api/Entitet/${w.osmeh!.id}`);
      assert.equal(own.body.valuta, 'EUR');
      assert.equal(own.body.minCena, 50);
    });

    test('a draft business answers 404 like an unknown one', async () => {
      const draft = await get<{ error: string }>(`/api/Entitet/${w.skriven!.id}`);
      assert.equal(draft.status, 404);
      assert.equal(draft.body.error, 'not-found');
      const unknown = await get<{ error: string }>('/api/Entitet/987654');
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.body, draft.body);
    });

    test("a draft is visible to its owner and a SystemAdministrator, with its services and images, to no one else", async () => {
      const draft = await createBusiness(ctx.db, {
        naziv: 'Salon u pripremi',
        kategorijaSlug: 'hairdresser',
        grad: 'Beograd',
        lat: 44.81,
        lng: 20.46,
        objavljen: false,
        owner: true,
        services: [{ naziv: 'Šišanje', cena: 1200 }],
      });
      const otherOwner = await createUser(ctx.db, { role: 'Administrator' });
      const sysadmin = await createUser(ctx.db, { role: 'SystemAdministrator' });
      const as = async (user: { id: number; role: UserRole } | null, url: string) => {
        const headers = user ? bearer(await tokenFor(ctx, user)) : {};
        return (await ctx.app.inject({ method: 'GET', url, headers })).statusCode;
      };
      const owner = { id: draft.ownerUserId!, role: 'Administrator' as const };
      for (const url of [`/api/Entitet/${draft.id}`, `/api/Usluga?entitetId=${draft.id}`, `/api/EntitetImages/${draft.id}/images`]) {
        assert.equal(await as(owner, url), 200, `owner: ${url}`);
        assert.equal(await as({ id: sysadmin.id, role: 'SystemAdministrator' }, url), 200, `sysadmin: ${url}`);
        assert.equal(await as({ id: otherOwner.id, role: 'Administrator' }, url), 404, `another owner: ${url}`);
        assert.equal(await as(null, url), 404, `anonymous: ${url}`);
      }
      const own = await ctx.app.inject({ method: 'GET', url: `/api/Entitet/${draft.id}`, headers: bearer(await tokenFor(ctx, owner)) });
      assert.equal(own.json<EntitetDetail>().naziv, 'Salon u pripremi');
    });

    test('malformed id or currency answers 400', async () => {
      for (const url of ['/api/Entitet/abc', '/api/Entitet/0', '/api/Entitet/12abc', `/api/Entitet/${w.lux!.id}?currency=USD`]) {
        const res = await get<{ error: string; details: unknown[] }>(url);
        assert.equal(res.status, 400, url);
        assert.equal(res.body.error, 'bad-request');
        assert.ok(res.body.details.length > 0);
      }
    });
  });

  describe('GET /api/Entitet/Filtered', () => {
    type Page = { entities: EntitetSummary[]; total: number };
    const filtered = (qs: string) => get<Page>(`/api/Entitet/Filtered?${qs}`);

    test('without filters: every published business, best rated first, unrated last', async () => {
      const { status, body } = await filtered('');
      assert.equal(status, 200);
      assert.equal(body.total, 7);
      assert.deepEqual(names(body.entities), RATING_ORDER);
    });

    test('q ignores case and diacritics: cacak finds Čačak', async () => {
      for (const q of ['cacak', 'CACAK', 'Čačak', 'čač']) {
        const { body } = await filtered(`q=${encodeURIComponent(q)}`);
        assert.deepEqual(names(body.entities), ['Frizerski salon Lux'], q); // the draft in Čačak stays hidden
        assert.equal(body.total, 1);
      }
    });

    test('q matches names and category names: frizer finds the salon by name first, then by category', async () => {
      const { body } = await filtered('q=frizer');
      assert.deepEqual(names(body.entities), ['Frizerski salon Lux', 'Salon Novi Sad']);
      assert.equal(body.total, 2);
      const en = await filtered('q=Dentist');
      assert.deepEqual(names(en.body.entities), ['Stomatološka ordinacija Osmeh']);
      const sr = await filtered('q=stomatolog');
      assert.deepEqual(names(sr.body.entities), ['Stomatološka ordinacija Osmeh']);
      const masaza = await filtered('q=masaza');
      assert.deepEqual(names(masaza.body.entities), ['Masaža Relax']);
    });

    test('đ may be typed as đ, dj or d', async () => {
      for (const q of ['Đakovica', 'djakovica', 'dakovica', 'DJAKOVICA']) {
        const { body } = await filtered(`q=${encodeURIComponent(q)}`);
        assert.deepEqual(names(body.entities), ['Auto perionica Sjaj'], q);
      }
    });

    test('LIKE wildcards in input match only themselves', async () => {
      for (const q of ['%', '_', '\\', 'sal%n', 'S_lon']) {
        const { status, body } = await filtered(`q=${encodeURIComponent(q)}`);
        assert.equal(status, 200);
        assert.deepEqual({ entities: body.entities, total: body.total }, { entities: [], total: 0 }, q);
      }
    });

    test('grad matches any part of the city', async () => {
      assert.deepEqual(names((await filtered('grad=novi')).body.entities), ['Salon Novi Sad']);
      assert.deepEqual(names((await filtered('grad=BANJA')).body.entities), ['Spa centar Banja']);
      assert.deepEqual(names((await filtered('grad=karlov')).body.entities), ['Vinarija Podrum']);
      assert.deepEqual((await filtered('grad=Kragujevac')).body, { entities: [], total: 0 });
    });

    test('category and main category', async () => {
      assert.deepEqual(names((await filtered(`kategorijaId=${categoryId('hairdresser')}`)).body.entities), ['Frizerski salon Lux', 'Salon Novi Sad']);
      const beauty = await filtered('mainKategorijaId=2');
      assert.deepEqual(names(beauty.body.entities), ['Frizerski salon Lux', 'Salon Novi Sad', 'Masaža Relax', 'Spa centar Banja']);
      assert.equal(beauty.body.total, 4);
      assert.deepEqual(names((await filtered('mainKategorijaId=7')).body.entities), ['Vinarija Podrum']);
    });

    test('price bands: a business matches when one of its services, in RSD, lies in the band', async () => {
      const band = async (n: number) => sorted((await filtered(`cenaFilter=${n}`)).body.entities);
      assert.equal((await filtered('cenaFilter=1')).body.total, 7);
      assert.deepEqual(await band(2), ['Auto perionica Sjaj', 'Frizerski salon Lux', 'Masaža Relax', 'Spa centar Banja']);
      // 40 BAM = 2396 RSD; the salon's 3000 RSD service sits between its 1200 and 15000
      assert.deepEqual(await band(3), ['Frizerski salon Lux', 'Vinarija Podrum']);
      // 50 EUR = 5860 RSD
      assert.deepEqual(await band(4), ['Stomatološka ordinacija Osmeh']);
      // the spa (1000 and 12000) is in bands 2 and 5 but not 3 or 4
      assert.deepEqual(await band(5), ['Frizerski salon Lux', 'Salon Novi Sad', 'Spa centar Banja']);
    });

    test('rating bands', async () => {
      const band = async (n: number) => names((await filtered(`ocenaFilter=${n}`)).body.entities);
      assert.deepEqual(await band(1), ['Stomatološka ordinacija Osmeh']);
      assert.deepEqual(await band(2), ['Stomatološka ordinacija Osmeh', 'Frizerski salon Lux']);
      assert.deepEqual(await band(3), ['Stomatološka ordinacija Osmeh', 'Frizerski salon Lux', 'Vinarija Podrum', 'Salon Novi Sad']);
      assert.deepEqual(await band(4), RATING_ORDER);
    });

    test('filters combine', async () => {
      const a = await filtered('mainKategorijaId=2&cenaFilter=2&ocenaFilter=4');
      assert.deepEqual(names(a.body.entities), ['Frizerski salon Lux', 'Masaža Relax', 'Spa centar Banja']);
      const b = await filtered('mainKategorijaId=2&ocenaFilter=3&grad=sad');
      assert.deepEqual(names(b.body.entities), ['Salon Novi Sad']);
      const c = await filtered('q=salon&cenaFilter=5&ocenaFilter=2');
      assert.deepEqual(names(c.body.entities), ['Frizerski salon Lux']);
      assert.equal(c.body.total, 1);
    });

    test('paging: page and pageSize, total counts every match', async () => {
      const p2 = await filtered('pageSize=2&page=2');
      assert.deepEqual(names(p2.body.entities), RATING_ORDER.slice(2, 4));
      assert.equal(p2.body.total, 7);
      const last = await filtered('pageSize=3&page=3');
      assert.deepEqual(names(last.body.entities), RATING_ORDER.slice(6));
      const beyond = await filtered('pageSize=3&page=9');
      assert.deepEqual(beyond.body, { entities: [], total: 7 });
    });

    test('currency converts every minCena, rounded for the currency', async () => {
      const eur = await filtered('currency=EUR');
      const by = Object.fromEntries(eur.body.entities.map((e) => [e.naziv, e]));
      assert.ok(eur.body.entities.every((e) => e.valuta === 'EUR'));
      assert.equal(by['Frizerski salon Lux']!.minCena, 10.24); // 1200 / 117.2
      assert.equal(by['Stomatološka ordinacija Osmeh']!.minCena, 50);
      assert.equal(by['Vinarija Podrum']!.minCena, 20.44); // 2396 / 117.2
      const bam = await filtered('currency=BAM&q=podrum');
      assert.equal(bam.body.entities[0]!.minCena, 40);
      const mkd = await filtered('currency=MKD&q=lux');
      assert.equal(mkd.body.entities[0]!.minCena, 632); // 1200 / 1.9 = 631.58
    });

    test('malformed filters answer 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['cenaFilter=9', 'querystring.cenaFilter'],
        ['cenaFilter=0', 'querystring.cenaFilter'],
        ['ocenaFilter=5', 'querystring.ocenaFilter'],
        ['ocenaFilter=x', 'querystring.ocenaFilter'],
        ['currency=USD', 'querystring.currency'],
        ['pageSize=101', 'querystring.pageSize'],
        ['page=0', 'querystring.page'],
        ['kategorijaId=abc', 'querystring.kategorijaId'],
        ['mainKategorijaId=-1', 'querystring.mainKategorijaId'],
        [`q=${'a'.repeat(101)}`, 'querystring.q'],
      ];
      for (const [qs, field] of cases) {
        const res = await filtered(qs);
        assert.equal(res.status, 400, qs);
        const body = res.body as unknown as { error: string; details: { field: string }[] };
        assert.equal(body.error, 'bad-request');
        assert.deepEqual(body.details.map((d) => d.field), [field], qs);
      }
    });
  });

  describe('GET /api/HomeServices/…', () => {
    test('filterbyprice: the band, in the requested currency', async () => {
      const { status, body } = await get<{ entities: EntitetSummary[] }>('/api/HomeServices/entiteti/filterbyprice?cenaFilter=4&currency=RSD');
      assert.equal(status, 200);
      assert.deepEqual(names(body.entities), ['Stomatološka ordinacija Osmeh']);
      assert.equal(body.entities[0]!.minCena, 5860);
      assert.equal(body.entities[0]!.valuta, 'RSD');
      const own = await get<{ entities: EntitetSummary[] }>('/api/HomeServices/entiteti/filterbyprice?cenaFilter=4');
      assert.equal(own.body.entities[0]!.minCena, 50);
      assert.equal(own.body.entities[0]!.valuta, 'EUR');
      const all = await get<{ entities: EntitetSummary[] }>('/api/HomeServices/entiteti/filterbyprice?cenaFilter=1');
      assert.deepEqual(names(all.body.entities), RATING_ORDER);
    });

    test('filter-by-ocena: the rating band, best first', async () => {
      const { body } = await get<{ entities: EntitetSummary[] }>('/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=2');
      assert.deepEqual(names(body.entities), ['Stomatološka ordinacija Osmeh', 'Frizerski salon Lux']);
      const all = await get<{ entities: EntitetSummary[] }>('/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=4');
      assert.deepEqual(names(all.body.entities), RATING_ORDER);
    });

    test('search-by-city: ignores case and diacritics, matches part of the name, hides drafts', async () => {
      const city = async (c: string) => names((await get<{ entities: EntitetSummary[] }>(`/api/HomeServices/search-by-city?city=${encodeURIComponent(c)}`)).body.entities);
      assert.deepEqual(await city('cacak'), ['Frizerski salon Lux']);
      assert.deepEqual(await city('ČAČAK'), ['Frizerski salon Lux']);
      assert.deepEqual(await city('nis'), ['Masaža Relax']);
      assert.deepEqual(await city('dakov'), ['Auto perionica Sjaj']);
      assert.deepEqual(await city('vrnjacka'), ['Spa centar Banja']);
      assert.deepEqual(await city('Sad'), ['Salon Novi Sad']);
      assert.deepEqual(await city('Zrenjanin'), []);
    });

    test('missing or malformed parameters answer 400', async () => {
      for (const url of [
        '/api/HomeServices/entiteti/filterbyprice',
        '/api/HomeServices/entiteti/filterbyprice?cenaFilter=9',
        '/api/HomeServices/entiteti/filterbyprice?cenaFilter=2&currency=USD',
        '/api/HomeServices/entiteti/filter-by-ocena',
        '/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=0',
        '/api/HomeServices/search-by-city',
        '/api/HomeServices/search-by-city?city=',
        '/api/HomeServices/search-by-city?city=%20%20',
      ]) {
        const res = await get<{ error: string }>(url);
        assert.equal(res.status, 400, url);
        assert.equal(res.body.error, 'bad-request');
      }
    });
  });

  describe('GET /api/Entitet/entitetbygeo', () => {
    type Geo = { entities: EntitetSummaryWithDistance[] };
    const geo = (qs: string) => get<Geo>(`/api/Entitet/entitetbygeo?${qs}`);
    const here = `latitude=${CACAK.lat}&longitude=${CACAK.lng}`;

    test('default radius 25 km: only what is near, with its distance', async () => {
      const { status, body } = await geo(here);
      assert.equal(status, 200);
      assert.deepEqual(names(body.entities), ['Frizerski salon Lux']); // the draft next door stays hidden
      assert.equal(body.entities[0]!.udaljenostKm, 0);
      assert.equal(body.entities[0]!.image, '/uploads/lux-1.webp');
    });

    test('nearest first within radiusKm, distances rounded to 0.1 km', async () => {
      // Sremski Karlovci (149.6 km) lies inside the bounding box but outside the circle
      const { body } = await geo(`${here}&radiusKm=145`);
      assert.deepEqual(
        body.entities.map((e) => [e.naziv, e.udaljenostKm]),
        [
          ['Frizerski salon Lux', 0],
          ['Spa centar Banja', 52.9],
          ['Stomatološka ordinacija Osmeh', 103.5],
          ['Masaža Relax', 139.9],
        ],
      );
      for (const e of body.entities) assert.equal(Math.round(e.udaljenostKm * 10) / 10, e.udaljenostKm);
    });

    test('kategorijaId narrows; currency converts', async () => {
      const { body } = await geo(`${here}&radiusKm=500&kategorijaId=${categoryId('hairdresser')}`);
      assert.deepEqual(names(body.entities), ['Frizerski salon Lux', 'Salon Novi Sad']);
      const eur = await geo(`${here}&radiusKm=500&currency=EUR&kategorijaId=${categoryId('dentist')}`);
      assert.equal(eur.body.entities[0]!.minCena, 50);
      assert.equal(eur.body.entities[0]!.valuta, 'EUR');
      const rsd = await geo(`${here}&radiusKm=500&currency=RSD&kategorijaId=${categoryId('dentist')}`);
      assert.equal(rsd.body.entities[0]!.minCena, 5860);
    });

    test('nothing near answers an empty list', async () => {
      const { status, body } = await geo('latitude=48.8566&longitude=2.3522&radiusKm=100'); // Paris
      assert.equal(status, 200);
      assert.deepEqual(body, { entities: [], total: 0 });
    });

    test('missing or malformed coordinates answer 400', async () => {
      for (const qs of ['', 'latitude=&longitude=20', 'latitude=abc&longitude=20', 'latitude=44', 'latitude=91&longitude=20', 'latitude=44&longitude=181', `${here}&radiusKm=501`, `${here}&radiusKm=0`, `${here}&kategorijaId=x`, `${here}&currency=USD`]) {
        const res = await geo(qs);
        assert.equal(res.status, 400, qs);
        assert.equal((res.body as unknown as { error: string }).error, 'bad-request');
      }
    });
  });
});
