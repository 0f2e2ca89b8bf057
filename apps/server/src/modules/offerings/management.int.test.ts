import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntitetDetail, Usluga } from '@zakazi/contract';
import { useTestContext } from '../../../test/support/test-app.ts';
import { addBooking } from '../../../test/support/factories.ts';
import { caller, ownerWithBusiness, send, type Caller } from '../../../test/support/management.ts';

describe('offerings: the owner creates, changes and withdraws services', () => {
  const ctx = useTestContext();
  let sysadmin: Caller;

  before(async () => {
    sysadmin = await caller(ctx, 'SystemAdministrator');
  });

  const servicesOf = async (entitetId: number, who: Caller | null = null) => (await send<Usluga[]>(ctx, 'GET', `/api/Usluga?entitetId=${entitetId}`, who)).body;
  const row = (id: number) => ctx.db.selectFrom('usluga').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('POST: a service with its employees, in the business currency unless given', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, {
      valuta: 'EUR',
      employees: [{ ime: 'Ana' }, { ime: 'Bojan' }, { ime: 'Bivša', aktivan: false }],
    });
    const [ana, , bivsa] = business.employeeIds;
    const res = await send<Usluga>(ctx, 'POST', '/api/Usluga', owner, {
      entitetId: business.id,
      naziv: '  Pedikir ',
      opis: 'Sa masažom',
      cena: 24.5,
      trajanjeMinuta: 45,
      zaposleniIds: [ana, bivsa, ana],
    });
    assert.equal(res.status, 201);
    // the inactive employee is linked but, as in GET /api/Usluga, not listed
    assert.deepEqual(res.body, { id: res.body.id, entitetId: business.id, naziv: 'Pedikir', opis: 'Sa masažom', cena: 24.5, valuta: 'EUR', trajanjeMinuta: 45, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [ana] });
    assert.deepEqual((await servicesOf(business.id)).at(-1), res.body);
    const rsd = await send<Usluga>(ctx, 'POST', '/api/Usluga', owner, { entitetId: business.id, naziv: 'Lokalno', cena: 1000, valuta: 'RSD', trajanjeMinuta: 30 });
    assert.deepEqual([rsd.body.valuta, rsd.body.zaposleniIds], ['RSD', []]);
  });

  test('POST: bad input, foreign employees, other owners: refused, nothing created', async () => {
    const { owner, business } = await ownerWithBusiness(ctx);
    const { owner: other, business: otherBusiness } = await ownerWithBusiness(ctx);
    const ok = { entitetId: business.id, naziv: 'Šišanje', cena: 1200, trajanjeMinuta: 30 };
    const count = async () => (await ctx.db.selectFrom('usluga').select('id').where('entitet_id', '=', business.id).execute()).length;
    const before = await count();
    for (const bad of [{ naziv: '' }, { cena: -1 }, { cena: 10.555 }, { trajanjeMinuta: 3 }, { trajanjeMinuta: 30.5 }, { valuta: 'USD' }, { cena: '1200' }]) {
      const res = await send(ctx, 'POST', '/api/Usluga', owner, { ...ok, ...bad });
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
    const foreign = await send(ctx, 'POST', '/api/Usluga', owner, { ...ok, zaposleniIds: [otherBusiness.employeeIds[0]] });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.details.map((d: { field: string }) => d.field), ['body.zaposleniIds']);
    assert.equal((await send(ctx, 'POST', '/api/Usluga', other, ok)).status, 403);
    assert.equal((await send(ctx, 'POST', '/api/Usluga', sysadmin, ok)).status, 403);
    assert.equal((await send(ctx, 'POST', '/api/Usluga', owner, { ...ok, entitetId: 987654 })).status, 404);
    assert.equal(await count(), before);
  });

  test('PUT: given fields change, zaposleniIds replaces the list, bookings keep their price', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, {
      services: [{ naziv: 'Farbanje', cena: 3000, trajanjeMinuta: 90, opis: 'Opis' }],
      employees: [{ ime: 'Ana' }, { ime: 'Bojan', services: [] }],
    });
    const [uslugaId] = business.serviceIds;
    const [ana, bojan] = business.employeeIds;
    const booking = await addBooking(ctx.db, { entitetId: business.id, uslugaId: uslugaId!, zaposleniId: ana!, start: new Date(Date.now() + 86_400_000), cena: 3000 });
    const res = await send<Usluga>(ctx, 'PUT', `/api/Usluga/${uslugaId}`, owner, { cena: 3500, opis: '', zaposleniIds: [bojan] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { id: uslugaId, entitetId: business.id, naziv: 'Farbanje', opis: null, cena: 3500, valuta: 'RSD', trajanjeMinuta: 90, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [bojan] });
    const page = await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null);
    assert.deepEqual(page.body.zaposleni.map((z) => [z.ime, z.uslugaIds]), [['Ana', []], ['Bojan', [uslugaId]]]);
    const kept = await ctx.db.selectFrom('zakazivanje').select('cena').where('id', '=', booking).executeTakeFirstOrThrow();
    assert.equal(kept.cena, 3000);
    // nothing but the name: the rest stays
    await send(ctx, 'PUT', `/api/Usluga/${uslugaId}`, owner, { naziv: 'Farbanje kose' });
    assert.deepEqual((await servicesOf(business.id))[0], { ...res.body, naziv: 'Farbanje kose' });
  });

  test('PUT: bad input 400, other owners 403, unknown 404: nothing changes', async () => {
    const { owner, business } = await ownerWithBusiness(ctx);
    const { owner: other, business: otherBusiness } = await ownerWithBusiness(ctx);
    const [uslugaId] = business.serviceIds;
    const before = await row(uslugaId!);
    assert.equal((await send(ctx, 'PUT', `/api/Usluga/${uslugaId}`, owner, { cena: -5 })).status, 400);
    assert.equal((await send(ctx, 'PUT', `/api/Usluga/${uslugaId}`, owner, { zaposleniIds: otherBusiness.employeeIds })).status, 400);
    assert.equal((await send(ctx, 'PUT', `/api/Usluga/${uslugaId}`, other, { cena: 1 })).status, 403);
    assert.equal((await send(ctx, 'PUT', `/api/Usluga/${uslugaId}`, sysadmin, { cena: 1 })).status, 403);
    assert.equal((await send(ctx, 'PUT', '/api/Usluga/987654', owner, { cena: 1 })).status, 404);
    assert.deepEqual(await row(uslugaId!), before);
    assert.deepEqual((await servicesOf(business.id))[0]!.zaposleniIds, business.employeeIds);
  });

  test('DELETE: 409 with the count while live bookings lie ahead; then a soft delete', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, { services: [{ naziv: 'Glavna' }, { naziv: 'Sporedna' }] });
    const { owner: other } = await ownerWithBusiness(ctx);
    const [glavna, sporedna] = business.serviceIds;
    const zaposleniId = business.employeeIds[0]!;
    const day = 86_400_000;
    const at = (ms: number) => new Date(Date.now() + ms);
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: sporedna!, zaposleniId, start: at(2 * day), status: 'pending' });
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: sporedna!, zaposleniId, start: at(3 * day), status: 'confirmed' });
    // none of these hold it: past, cancelled, rejected
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: sporedna!, zaposleniId, start: at(-2 * day), status: 'confirmed' });
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: sporedna!, zaposleniId, start: at(4 * day), status: 'cancelled' });
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: sporedna!, zaposleniId, start: at(5 * day), status: 'rejected' });

    assert.equal((await send(ctx, 'DELETE', `/api/Usluga/${sporedna}`, other)).status, 403);
    assert.equal((await send(ctx, 'DELETE', `/api/Usluga/${sporedna}`, sysadmin)).status, 403);
    const held = await send(ctx, 'DELETE', `/api/Usluga/${sporedna}`, owner);
    assert.equal(held.status, 409);
    assert.equal(held.body.error, 'service-has-bookings');
    assert.deepEqual(held.body.details, [{ brojZakazivanja: 2 }]);
    assert.equal((await row(sporedna!)).obrisana, false);

    await ctx.db.updateTable('zakazivanje').set({ status: 'cancelled' }).where('usluga_id', '=', sporedna!).where('status', 'in', ['pending', 'confirmed']).execute();
    const gone = await send(ctx, 'DELETE', `/api/Usluga/${sporedna}`, owner);
    assert.equal(gone.status, 200);
    assert.deepEqual(gone.body, { id: sporedna, obrisana: true });
    assert.equal((await row(sporedna!)).obrisana, true, 'kept for past bookings');
    assert.deepEqual((await servicesOf(business.id)).map((u) => u.id), [glavna]);
    assert.equal((await send(ctx, 'DELETE', `/api/Usluga/${sporedna}`, owner)).status, 404);
    assert.equal((await send(ctx, 'PUT', `/api/Usluga/${sporedna}`, owner, { cena: 1 })).status, 404);
  });
});
