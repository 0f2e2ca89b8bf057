import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntitetDetail, Entitet, EntitiesResponse, FilteredResponse, Popunjenost } from '@zakazi/contract';
import { useTestContext } from '../../../test/support/test-app.ts';
import { addEmployee, categoryId } from '../../../test/support/factories.ts';
import { caller, ownerWithBusiness, pngWithExif, send, uploadImage, type Caller } from '../../../test/support/management.ts';

describe('businesses: the owner manages details, address and completeness', () => {
  const ctx = useTestContext();
  let sysadmin: Caller;
  let customer: Caller;

  before(async () => {
    sysadmin = await caller(ctx, 'SystemAdministrator');
    customer = await caller(ctx, 'RegularUser');
  });

  const entityRow = (id: number) => ctx.db.selectFrom('entitet').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('POST /api/Entitet', () => {
    test('an Administrator without a business creates a draft with the defaults; a second one is 409', async () => {
      const owner = await caller(ctx, 'Administrator');
      const res = await send<Entitet>(ctx, 'POST', '/api/Entitet', owner, { naziv: '  Berberin  ', kategorijaId: categoryId('hairdresser') });
      assert.equal(res.status, 201);
      assert.deepEqual(res.body, {
        id: res.body.id,
        naziv: 'Berberin',
        opis: null,
        kategorijaId: categoryId('hairdresser'),
        telefon: null,
        email: null,
        website: null,
        vremenskaZona: 'Europe/Belgrade',
        naciniPlacanja: ['card', 'cache'],
        valuta: 'RSD',
        korakMinuta: 15,
        minimalnaNajavaMinuta: 60,
        horizontDana: 60,
        automatskaPotvrda: false,
        otkazivanjeSati: 24,
        objavljen: false,
      });
      assert.equal((await entityRow(res.body.id)).owner_user_id, owner.id);
      // a draft: its owner sees it, the public does not
      assert.equal((await send(ctx, 'GET', `/api/Entitet/${res.body.id}`, owner)).status, 200);
      assert.equal((await send(ctx, 'GET', `/api/Entitet/${res.body.id}`, null)).status, 404);
      const again = await send(ctx, 'POST', '/api/Entitet', owner, { naziv: 'Drugi', kategorijaId: categoryId('hairdresser') });
      assert.equal(again.status, 409);
      assert.equal(again.body.error, 'business-exists');
    });

    test('bad input is 400 and creates nothing; other roles are 403', async () => {
      const owner = await caller(ctx, 'Administrator');
      const bad = [
        { kategorijaId: 4 },
        { naziv: '', kategorijaId: 4 },
        { naziv: 'X', kategorijaId: 9999 },
        { naziv: 'X', kategorijaId: 4, vremenskaZona: 'Mars/Olympus' },
        { naziv: 'X', kategorijaId: 4, naciniPlacanja: ['card', 'card'] },
        { naziv: 'X', kategorijaId: 4, naciniPlacanja: ['bitcoin'] },
        { naziv: 'X', kategorijaId: 4, korakMinuta: 2 },
        { naziv: 'X', kategorijaId: 4, email: 'nije-email' },
        { naziv: 'X', kategorijaId: 4, website: 'javascript:alert(1)' },
        { naziv: 'X', kategorijaId: 4, valuta: 'USD' },
      ];
      for (const payload of bad) {
        const res = await send(ctx, 'POST', '/api/Entitet', owner, payload);
        assert.equal(res.status, 400, JSON.stringify(payload));
        assert.equal(res.body.error, 'bad-request');
      }
      const own = await ctx.db.selectFrom('entitet').select('id').where('owner_user_id', '=', owner.id).execute();
      assert.deepEqual(own, []);
      for (const who of [customer, sysadmin]) {
        assert.equal((await send(ctx, 'POST', '/api/Entitet', who, { naziv: 'X', kategorijaId: 4 })).status, 403);
      }
      assert.equal((await send(ctx, 'POST', '/api/Entitet', null, { naziv: 'X', kategorijaId: 4 })).status, 401);
    });
  });

  describe('PUT /api/Entitet/{id}', () => {
    test('every field changes and the business page shows it', async () => {
      const { owner, business } = await ownerWithBusiness(ctx, { opis: 'Stari opis', website: 'https://staro.example' });
      const change = {
        naziv: 'Salon Nova',
        opis: 'Šišanje, farbanje',
        kategorijaId: categoryId('nail-studio'),
        telefon: '+381 64 111 2222',
        email: 'Salon@Example.TEST',
        website: 'https://nova.example.test',
        vremenskaZona: 'Europe/Sarajevo',
        naciniPlacanja: ['phone', 'card'],
        valuta: 'BAM',
        korakMinuta: 30,
        minimalnaNajavaMinuta: 120,
        horizontDana: 90,
        automatskaPotvrda: true,
        otkazivanjeSati: 48,
      };
      const res = await send<Entitet>(ctx, 'PUT', `/api/Entitet/${business.id}`, owner, change);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { ...change, email: 'salon@example.test', id: business.id, objavljen: true });
      const page = await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null);
      assert.equal(page.body.naziv, 'Salon Nova');
      assert.equal(page.body.kategorijaId, categoryId('nail-studio'));
      assert.equal(page.body.vremenskaZona, 'Europe/Sarajevo');
      assert.deepEqual(page.body.naciniPlacanja, ['phone', 'card']);
      assert.equal(page.body.valuta, 'BAM');
      assert.deepEqual(
        [page.body.korakMinuta, page.body.minimalnaNajavaMinuta, page.body.horizontDana, page.body.automatskaPotvrda, page.body.otkazivanjeSati, page.body.objavljen],
        [30, 120, 90, true, 48, true],
      );
      // the new name is searchable at once
      const found = await send<FilteredResponse>(ctx, 'GET', '/api/Entitet/Filtered?q=salon%20nova', null);
      assert.deepEqual(found.body.entities.map((e) => e.id), [business.id]);
    });

    test('fields left out keep their value; "" or null clears an optional text', async () => {
      const { owner, business } = await ownerWithBusiness(ctx, { opis: 'Opis', website: 'https://a.example', korakMinuta: 20 });
      const res = await send<Entitet>(ctx, 'PUT', `/api/Entitet/${business.id}`, owner, { opis: '', website: null });
      assert.equal(res.status, 200);
      const row = await entityRow(business.id);
      assert.equal(row.opis, null);
      assert.equal(row.website, null);
      assert.equal(row.korak_minuta, 20);
      assert.equal(row.telefon, '+381 11 123 4567');
    });

    test('bad input is 400 and changes nothing', async () => {
      const { owner, business } = await ownerWithBusiness(ctx, { naziv: 'Nepromenjen' });
      const before = await entityRow(business.id);
      for (const payload of [
        { naziv: '' },
        { vremenskaZona: 'Europe/Novi_Sad' },
        { kategorijaId: 9999 },
        { horizontDana: 0 },
        { minimalnaNajavaMinuta: -1 },
        { naciniPlacanja: [] },
        { automatskaPotvrda: 'da' },
        { telefon: 'zovi me' },
      ]) {
        const res = await send(ctx, 'PUT', `/api/Entitet/${business.id}`, owner, payload);
        assert.equal(res.status, 400, JSON.stringify(payload));
      }
      assert.deepEqual(await entityRow(business.id), before);
    });

    test("another business's owner, a SystemAdministrator and an employee are refused; an unknown id is 404", async () => {
      const { business } = await ownerWithBusiness(ctx, { naziv: 'Tuđi' });
      const { owner: other } = await ownerWithBusiness(ctx);
      const forbidden = await send(ctx, 'PUT', `/api/Entitet/${business.id}`, other, { naziv: 'Otet' });
      assert.equal(forbidden.status, 403);
      assert.equal(forbidden.body.error, 'forbidden');
      assert.equal((await send(ctx, 'PUT', `/api/Entitet/${business.id}`, sysadmin, { naziv: 'Otet' })).status, 403);
      assert.equal((await send(ctx, 'PUT', `/api/Entitet/${business.id}`, await caller(ctx, 'Employee'), { naziv: 'Otet' })).status, 403);
      assert.equal((await entityRow(business.id)).naziv, 'Tuđi');
      assert.equal((await send(ctx, 'PUT', '/api/Entitet/987654', other, { naziv: 'X' })).status, 404);
    });
  });

  describe('address', () => {
    const ADRESA = { ulica: 'Gospodar Jevremova', broj: '12a', grad: 'Kragujevac', postanskiBroj: '34000', latitude: 44.0128, longitude: 20.9114 };

    test('POST creates the one address, PUT changes it, and search follows', async () => {
      const { owner, business } = await ownerWithBusiness(ctx, { adresa: null, naziv: 'Adresni salon' });
      const created = await send<{ adresaId: number }>(ctx, 'POST', '/api/Adresa', owner, { entitetId: business.id, ...ADRESA });
      assert.equal(created.status, 201);
      const page = await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null);
      assert.deepEqual(page.body.adresa, { adresaId: created.body.adresaId, ...ADRESA });
      assert.deepEqual((await send<EntitiesResponse>(ctx, 'GET', '/api/HomeServices/search-by-city?city=kragujevac', null)).body.entities.map((e) => e.id), [business.id]);

      const second = await send(ctx, 'POST', '/api/Adresa', owner, { entitetId: business.id, ...ADRESA });
      assert.equal(second.status, 409);
      assert.equal(second.body.error, 'address-exists');

      const moved = { ...ADRESA, grad: 'Čačak', latitude: 43.8914, longitude: 20.3497 };
      const put = await send(ctx, 'PUT', `/api/Adresa/${created.body.adresaId}`, owner, moved);
      assert.equal(put.status, 200);
      assert.deepEqual(put.body, { adresaId: created.body.adresaId, ...moved });
      assert.deepEqual((await send<EntitiesResponse>(ctx, 'GET', '/api/HomeServices/search-by-city?city=kragujevac', null)).body.entities, []);
      assert.deepEqual((await send<EntitiesResponse>(ctx, 'GET', '/api/HomeServices/search-by-city?city=cacak', null)).body.entities.map((e) => e.id), [business.id]);
    });

    test('bad input 400 changes nothing; other owners 403; unknown ids 404', async () => {
      const { owner, business } = await ownerWithBusiness(ctx, { adresa: null });
      const { owner: other, business: otherBusiness } = await ownerWithBusiness(ctx);
      for (const bad of [{ latitude: 91 }, { longitude: -181 }, { ulica: '' }, { grad: undefined }]) {
        const res = await send(ctx, 'POST', '/api/Adresa', owner, { entitetId: business.id, ...ADRESA, ...bad });
        assert.equal(res.status, 400, JSON.stringify(bad));
      }
      assert.equal((await send(ctx, 'POST', '/api/Adresa', other, { entitetId: business.id, ...ADRESA })).status, 403);
      assert.equal((await send(ctx, 'POST', '/api/Adresa', owner, { entitetId: 987654, ...ADRESA })).status, 404);
      assert.equal(await ctx.db.selectFrom('adresa').select('id').where('entitet_id', '=', business.id).executeTakeFirst(), undefined);

      const theirs = otherBusiness.adresaId!;
      const before = await ctx.db.selectFrom('adresa').selectAll().where('id', '=', theirs).executeTakeFirstOrThrow();
      assert.equal((await send(ctx, 'PUT', `/api/Adresa/${theirs}`, owner, ADRESA)).status, 403);
      assert.equal((await send(ctx, 'PUT', `/api/Adresa/${theirs}`, sysadmin, ADRESA)).status, 403);
      assert.equal((await send(ctx, 'PUT', `/api/Adresa/${theirs}`, other, { ...ADRESA, latitude: 'x' })).status, 400);
      assert.deepEqual(await ctx.db.selectFrom('adresa').selectAll().where('id', '=', theirs).executeTakeFirstOrThrow(), before);
      assert.equal((await send(ctx, 'PUT', '/api/Adresa/987654', owner, ADRESA)).status, 404);
    });
  });

  describe('completeness and publication', () => {
    test('a new business names all five parts; filling them publishes it; losing one unpublishes it', async () => {
      const owner = await caller(ctx, 'Administrator');
      const kategorijaId = categoryId('massage');
      const { body: entitet } = await send<Entitet>(ctx, 'POST', '/api/Entitet', owner, { naziv: 'Masaža Puna', kategorijaId });
      const id = entitet.id;
      const check = async () => (await send<Popunjenost>(ctx, 'GET', `/api/Entitet/${id}/proveri-popunjenost`, owner)).body;
      const isPublic = async () => (await send(ctx, 'GET', `/api/Entitet/${id}`, null)).status === 200;

      assert.deepEqual(await check(), { popunjeno: false, nedostaje: ['adresa', 'usluge', 'zaposleni', 'slike', 'radnaNedelja'] });
      await send(ctx, 'POST', '/api/Adresa', owner, { entitetId: id, ulica: 'Obilićev venac', broj: '5', grad: 'Beograd', postanskiBroj: '11000', latitude: 44.81, longitude: 20.45 });
      assert.deepEqual((await check()).nedostaje, ['usluge', 'zaposleni', 'slike', 'radnaNedelja']);
      const usluga = await send(ctx, 'POST', '/api/Usluga', owner, { entitetId: id, naziv: 'Relaks masaža', cena: 3000, trajanjeMinuta: 60 });
      assert.equal(usluga.status, 201);
      assert.deepEqual((await check()).nedostaje, ['zaposleni', 'slike', 'radnaNedelja']);
      // An employee with a working week (the schedule module sets weeks; here the factory does).
      const zaposleniId = await addEmployee(ctx.db, id, { ime: 'Mila', services: [usluga.body.id] });
      const image = await uploadImage(ctx, owner, id, await pngWithExif());
      assert.equal(image.status, 201);
      assert.deepEqual(await check(), { popunjeno: true, nedostaje: [] });
      assert.equal((await entityRow(id)).objavljen, true);
      assert.ok(await isPublic());
      const listed = await send<EntitiesResponse>(ctx, 'GET', `/api/GetEntitiesByCategoryQuery/${kategorijaId}`, null);
      assert.deepEqual(listed.body.entities.map((e) => [e.id, e.image]), [[id, image.body.filePath]]);

      // Losing the only image unpublishes it, getting one back publishes it again.
      assert.equal((await send(ctx, 'DELETE', `/api/EntitetImages/${id}/image/${image.body.id}`, owner)).status, 200);
      assert.deepEqual(await check(), { popunjeno: false, nedostaje: ['slike'] });
      assert.equal(await isPublic(), false);
      assert.equal((await uploadImage(ctx, owner, id, await pngWithExif())).status, 201);
      assert.ok(await isPublic());

      // Deactivating the only employee: no active staff and no working week.
      const off = await send(ctx, 'PUT', `/api/Zaposleni/${zaposleniId}`, owner, { ime: 'Mila', uslugaIds: [usluga.body.id], aktivan: false });
      assert.equal(off.status, 200);
      assert.deepEqual((await check()).nedostaje, ['zaposleni', 'radnaNedelja']);
      assert.equal(await isPublic(), false);
      await send(ctx, 'PUT', `/api/Zaposleni/${zaposleniId}`, owner, { ime: 'Mila', uslugaIds: [usluga.body.id], aktivan: true });
      assert.ok(await isPublic());

      // Withdrawing the only service.
      assert.equal((await send(ctx, 'DELETE', `/api/Usluga/${usluga.body.id}`, owner)).status, 200);
      assert.deepEqual(await check(), { popunjeno: false, nedostaje: ['usluge'] });
      assert.equal(await isPublic(), false);
    });

    test('existing drafts stay drafts until a write re-checks them', async () => {
      const { owner, business } = await ownerWithBusiness(ctx, { objavljen: false });
      assert.deepEqual((await send<Popunjenost>(ctx, 'GET', `/api/Entitet/${business.id}/proveri-popunjenost`, owner)).body, { popunjeno: true, nedostaje: [] });
      assert.equal((await entityRow(business.id)).objavljen, false);
      await send(ctx, 'PUT', `/api/Usluga/${business.serviceIds[0]}`, owner, { cena: 1600 });
      assert.equal((await entityRow(business.id)).objavljen, false, 'a price change does not touch completeness');
      assert.equal((await uploadImage(ctx, owner, business.id, await pngWithExif())).status, 201);
      assert.equal((await entityRow(business.id)).objavljen, true);
    });

    test('its owner and a SystemAdministrator may read it; other owners 403; unknown 404', async () => {
      const { business } = await ownerWithBusiness(ctx, { images: [] });
      const { owner: other } = await ownerWithBusiness(ctx);
      const url = `/api/Entitet/${business.id}/proveri-popunjenost`;
      assert.deepEqual((await send(ctx, 'GET', url, sysadmin)).body, { popunjeno: false, nedostaje: ['slike'] });
      assert.equal((await send(ctx, 'GET', url, other)).status, 403);
      assert.equal((await send(ctx, 'GET', url, customer)).status, 403);
      assert.equal((await send(ctx, 'GET', url, null)).status, 401);
      assert.equal((await send(ctx, 'GET', '/api/Entitet/987654/proveri-popunjenost', sysadmin)).status, 404);
      assert.equal((await send(ctx, 'GET', '/api/Entitet/abc/proveri-popunjenost', sysadmin)).status, 400);
    });
  });

  test('the OpenAPI document describes every management call', async () => {
    const doc = (await send<{ paths: Record<string, Record<string, { description?: string }>> }>(ctx, 'GET', '/api/openapi.json', null)).body;
    for (const [path, method] of [
      ['/api/Entitet', 'post'],
      ['/api/Entitet/{id}', 'put'],
      ['/api/Entitet/{id}/proveri-popunjenost', 'get'],
      ['/api/Adresa', 'post'],
      ['/api/Adresa/{id}', 'put'],
      ['/api/EntitetImages/{id}/upload', 'post'],
      ['/api/EntitetImages/{id}/image/{imageId}', 'delete'],
      ['/api/EntitetImages/{id}/image/{imageId}/naslovna', 'post'],
      ['/api/Usluga', 'post'],
      ['/api/Usluga/{id}', 'put'],
      ['/api/Usluga/{id}', 'delete'],
      ['/api/Entitet/{id}/zaposleni', 'get'],
      ['/api/Zaposleni/{id}', 'put'],
    ] as const) {
      assert.ok(doc.paths[path]?.[method]?.description, `${method} ${path}`);
    }
  });
});
