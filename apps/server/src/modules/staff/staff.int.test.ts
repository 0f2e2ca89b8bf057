import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntitetDetail, Usluga, ZaposleniAdmin } from '@zakazi/contract';
import { useTestContext } from '../../../test/support/test-app.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../../../test/support/auth.ts';
import { addBooking, createUser } from '../../../test/support/factories.ts';
import { caller, ownerWithBusiness, send, type Caller } from '../../../test/support/management.ts';

describe('staff: the owner lists and changes employees', () => {
  const ctx = useTestContext();
  let sysadmin: Caller;

  before(async () => {
    sysadmin = await caller(ctx, 'SystemAdministrator');
  });

  test('the list holds inactive employees too, with their login email, services, week and bookings ahead', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, {
      services: [{ naziv: 'A' }, { naziv: 'B' }, { naziv: 'Ukinuta', obrisana: true }],
      employees: [{ ime: 'Bez naloga', services: [0, 2] }, { ime: 'Otišla', aktivan: false, services: [1], radnaNedelja: [] }],
    });
    const [a, b] = business.serviceIds;
    const email = uniqueEmail('radnica');
    const created = await send<{ userId: number; zaposleniId: number }>(ctx, 'POST', '/api/Identity/create-employee', owner, {
      email,
      password: GOOD_PASSWORD,
      ime: 'Sanja',
      prezime: 'Sić',
      tenantId: business.id,
      uslugaIds: [a, b],
    });
    assert.equal(created.status, 201);
    const [bez, otisla] = business.employeeIds;
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: a!, zaposleniId: bez!, start: new Date(Date.now() + 86_400_000) });
    await addBooking(ctx.db, { entitetId: business.id, uslugaId: a!, zaposleniId: bez!, start: new Date(Date.now() - 86_400_000), status: 'confirmed' });

    const res = await send<ZaposleniAdmin[]>(ctx, 'GET', `/api/Entitet/${business.id}/zaposleni`, owner);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, [
      { id: bez, ime: 'Bez naloga', prezime: 'Jovanović', uslugaIds: [a], aktivan: true, userId: null, email: null, imaRadnuNedelju: true, buduciTermini: 1 },
      { id: created.body.zaposleniId, ime: 'Sanja', prezime: 'Sić', uslugaIds: [a, b], aktivan: true, userId: created.body.userId, email, imaRadnuNedelju: false, buduciTermini: 0 },
      { id: otisla, ime: 'Otišla', prezime: 'Jovanović', uslugaIds: [b], aktivan: false, userId: null, email: null, imaRadnuNedelju: false, buduciTermini: 0 },
    ]);
    assert.deepEqual((await send(ctx, 'GET', `/api/Entitet/${business.id}/zaposleni`, sysadmin)).body, res.body);
  });

  test('the list: other owners and employees 403, unknown business 404', async () => {
    const { business } = await ownerWithBusiness(ctx);
    const { owner: other } = await ownerWithBusiness(ctx);
    assert.equal((await send(ctx, 'GET', `/api/Entitet/${business.id}/zaposleni`, other)).status, 403);
    assert.equal((await send(ctx, 'GET', `/api/Entitet/${business.id}/zaposleni`, await caller(ctx, 'Employee'))).status, 403);
    assert.equal((await send(ctx, 'GET', `/api/Entitet/${business.id}/zaposleni`, null)).status, 401);
    assert.equal((await send(ctx, 'GET', '/api/Entitet/987654/zaposleni', sysadmin)).status, 404);
  });

  test('PUT changes name and services; deactivating keeps bookings and hides the employee; reactivating shows them again', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, {
      services: [{ naziv: 'A' }, { naziv: 'B' }],
      employees: [{ ime: 'Ivana', services: [0] }, { ime: 'Nikola', services: [0, 1] }],
    });
    const [a, b] = business.serviceIds;
    const [ivana] = business.employeeIds;
    const booking = await addBooking(ctx.db, { entitetId: business.id, uslugaId: a!, zaposleniId: ivana!, start: new Date(Date.now() + 2 * 86_400_000), status: 'confirmed' });

    const renamed = await send<ZaposleniAdmin>(ctx, 'PUT', `/api/Zaposleni/${ivana}`, owner, { ime: ' Ivana ', prezime: 'Ilić', uslugaIds: [b, b], aktivan: true });
    assert.equal(renamed.status, 200);
    assert.deepEqual([renamed.body.ime, renamed.body.prezime, renamed.body.uslugaIds, renamed.body.aktivan], ['Ivana', 'Ilić', [b], true]);
    const services = (await send<Usluga[]>(ctx, 'GET', `/api/Usluga?entitetId=${business.id}`, null)).body;
    assert.deepEqual(services.map((u) => u.zaposleniIds), [[business.employeeIds[1]], [ivana, business.employeeIds[1]]]);

    const off = await send<ZaposleniAdmin>(ctx, 'PUT', `/api/Zaposleni/${ivana}`, owner, { ime: 'Ivana', uslugaIds: [b], aktivan: false });
    assert.equal(off.status, 200);
    assert.equal(off.body.aktivan, false);
    assert.equal(off.body.prezime, 'Ilić', 'prezime left out keeps its value');
    assert.equal(off.body.buduciTermini, 1);
    const kept = await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', booking).executeTakeFirstOrThrow();
    assert.equal(kept.status, 'confirmed');
    const page = await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null);
    assert.deepEqual(page.body.zaposleni.map((z) => z.ime), ['Nikola']);

    const on = await send<ZaposleniAdmin>(ctx, 'PUT', `/api/Zaposleni/${ivana}`, owner, { ime: 'Ivana', uslugaIds: [b], aktivan: true });
    assert.equal(on.body.aktivan, true);
    assert.deepEqual((await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null)).body.zaposleni.map((z) => z.ime), ['Ivana', 'Nikola']);
  });

  test('PUT refuses: foreign or deleted services 400, other owners and SystemAdministrator 403, unknown 404, erased account 409', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, { services: [{ naziv: 'A' }, { naziv: 'Stara', obrisana: true }] });
    const { owner: other, business: otherBusiness } = await ownerWithBusiness(ctx);
    const [zaposleniId] = business.employeeIds;
    const snapshot = async () => ({
      z: await ctx.db.selectFrom('zaposleni').selectAll().where('id', '=', zaposleniId!).executeTakeFirstOrThrow(),
      links: await ctx.db.selectFrom('usluga_zaposleni').selectAll().where('zaposleni_id', '=', zaposleniId!).orderBy('usluga_id').execute(),
    });
    const before = await snapshot();
    const body = { ime: 'Novo', uslugaIds: [business.serviceIds[0]], aktivan: true };
    for (const bad of [{ uslugaIds: otherBusiness.serviceIds }, { uslugaIds: [business.serviceIds[1]] }, { ime: '' }, { aktivan: 'da' }, { uslugaIds: undefined }]) {
      assert.equal((await send(ctx, 'PUT', `/api/Zaposleni/${zaposleniId}`, owner, { ...body, ...bad })).status, 400, JSON.stringify(bad));
    }
    assert.equal((await send(ctx, 'PUT', `/api/Zaposleni/${zaposleniId}`, other, body)).status, 403);
    assert.equal((await send(ctx, 'PUT', `/api/Zaposleni/${zaposleniId}`, sysadmin, body)).status, 403);
    assert.equal((await send(ctx, 'PUT', `/api/Zaposleni/${otherBusiness.employeeIds[0]}`, owner, body)).status, 403);
    assert.equal((await send(ctx, 'PUT', '/api/Zaposleni/987654', owner, body)).status, 404);
    assert.deepEqual(await snapshot(), before);

    // An employee whose account was erased stays inactive.
    const erased = await createUser(ctx.db, { role: 'Employee', erased: true });
    const gone = await ctx.db
      .insertInto('zaposleni')
      .values({ entitet_id: business.id, user_id: erased.id, ime: 'Bivši', aktivan: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const back = await send(ctx, 'PUT', `/api/Zaposleni/${gone.id}`, owner, { ime: 'Bivši', uslugaIds: [], aktivan: true });
    assert.equal(back.status, 409);
    assert.equal(back.body.error, 'employee-account-erased');
  });
});
