import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Usluga } from '@zakazi/contract';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { createBusiness, type Business } from '../../../test/support/factories.ts';

describe('offerings: GET /api/Usluga', () => {
  const ctx = useTestContext();
  let salon: Business;
  let vinarija: Business;
  let draft: Business;

  const get = <T = unknown>(url: string) => getJson<T>(ctx, url);

  before(async () => {
    salon = await createBusiness(ctx.db, {
      naziv: 'Salon Lepota',
      services: [
        { naziv: 'Manikir', cena: 1800, trajanjeMinuta: 45, opis: 'Klasičan manikir' },
        { naziv: 'Pedikir', cena: 2200, trajanjeMinuta: 60 },
        { naziv: 'Ukinuta usluga', cena: 500, obrisana: true },
      ],
      employees: [
        { ime: 'Maja', services: [0, 1, 2] },
        { ime: 'Sara', services: [1] },
        { ime: 'Otišla', aktivan: false, services: [0] },
      ],
    });
    vinarija = await createBusiness(ctx.db, {
      naziv: 'Vinarija Ravno',
      kategorijaSlug: 'wineries',
      valuta: 'EUR',
      services: [{ naziv: 'Degustacija', cena: 25.5, valuta: 'EUR', trajanjeMinuta: 90 }],
    });
    draft = await createBusiness(ctx.db, { naziv: 'U pripremi', objavljen: false, services: [{ naziv: 'Skrivena' }] });
  });

  test('without a filter: the services of every published business, deleted and draft ones left out', async () => {
    const { status, body } = await get<Usluga[]>('/api/Usluga');
    assert.equal(status, 200);
    assert.deepEqual(
      body.map((u) => [u.entitetId, u.naziv]),
      [
        [salon.id, 'Manikir'],
        [salon.id, 'Pedikir'],
        [vinarija.id, 'Degustacija'],
      ],
    );
  });

  test("with entitetId: that business's services with their active employees", async () => {
    const { status, body } = await get<Usluga[]>(`/api/Usluga?entitetId=${salon.id}`);
    assert.equal(status, 200);
    const [maja, sara] = salon.employeeIds;
    assert.deepEqual(body, [
      { id: salon.serviceIds[0], entitetId: salon.id, naziv: 'Manikir', opis: 'Klasičan manikir', cena: 1800, valuta: 'RSD', trajanjeMinuta: 45, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [maja] },
      { id: salon.serviceIds[1], entitetId: salon.id, naziv: 'Pedikir', opis: null, cena: 2200, valuta: 'RSD', trajanjeMinuta: 60, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [maja, sara] },
    ]);
  });

  test('prices keep their own currency and decimals', async () => {
    const { body } = await get<Usluga[]>(`/api/usluga?entitetId=${vinarija.id}`);
    assert.deepEqual(body.map((u) => [u.cena, u.valuta, u.trajanjeMinuta]), [[25.5, 'EUR', 90]]);
  });

  test('a draft or unknown business answers 404', async () => {
    for (const id of [draft.id, 999999]) {
      const res = await get<{ error: string; message: string }>(`/api/Usluga?entitetId=${id}`);
      assert.equal(res.status, 404);
      assert.equal(res.body.error, 'not-found');
    }
  });

  test('a malformed entitetId answers 400', async () => {
    for (const bad of ['abc', '0', '-1', '2.5']) {
      const res = await get<{ error: string; details: { field: string }[] }>(`/api/Usluga?entitetId=${bad}`);
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.error, 'bad-request');
      assert.deepEqual(res.body.details.map((d) => d.field), ['querystring.entitetId']);
    }
  });
});
