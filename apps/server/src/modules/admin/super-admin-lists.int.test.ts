import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { peoplePaths, type AdminBusinessesResponse, type AdminUsersResponse } from '@zakazi/contract';
import { createBusiness, createUser } from '../../../test/support/factories.ts';
import { call, makeCaller, type Caller } from '../../../test/support/people.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

describe("super-admin lists: accounts and businesses", () => {
  const ctx = useTestContext();
  let sys: Caller;
  before(async () => {
    sys = await makeCaller(ctx, 'SystemAdministrator', { ime: 'Sistem', email: 'root@zakazi.test' });
  });

  const users = (query: string, as: Caller = sys) => call<AdminUsersResponse>(ctx, 'GET', `${peoplePaths.adminUsers}?${query}`, { as });
  const businesses = (query: string, as: Caller = sys) => call<AdminBusinessesResponse>(ctx, 'GET', `${peoplePaths.adminBusinesses}?${query}`, { as });

  test('accounts: search by name or email ignoring case and diacritics, role filter, erased left out', async () => {
    const djordje = await createUser(ctx.db, { ime: 'Đorđe', prezime: 'Čolić', email: 'dj.colic@example.test', role: 'Employee' });
    const jasna = await createUser(ctx.db, { ime: 'Jasna', prezime: 'Šarić', email: 'JASNA@Example.test', enabled: false, emailConfirmed: false });
    await createUser(ctx.db, { ime: 'Đorđe', prezime: 'Obrisani', erased: true });

    const byName = await users('q=djordje');
    assert.equal(byName.status, 200);
    assert.deepEqual(byName.body.users.map((u) => u.id), [djordje.id], 'the erased namesake is not listed');
    assert.deepEqual((await users('q=COLIC')).body.users.map((u) => u.id), [djordje.id]);
    assert.deepEqual((await users('q=Šarić')).body.users.map((u) => u.id), [jasna.id]);
    assert.deepEqual((await users('q=jasna%40example')).body.users.map((u) => u.id), [jasna.id], 'email, any case');
    assert.deepEqual((await users('q=%25')).body, { users: [], total: 0 }, '% matches itself, not everything');

    const row = (await users('q=sarić')).body.users[0]!;
    assert.deepEqual({ ...row, createdAt: typeof row.createdAt }, {
      id: jasna.id,
      ime: 'Jasna',
      prezime: 'Šarić',
      email: 'JASNA@Example.test',
      role: 'RegularUser',
      enabled: false,
      emailConfirmed: false,
      createdAt: 'string',
    });
    const employees = (await users('role=Employee')).body;
    assert.ok(employees.users.every((u) => u.role === 'Employee'));
    assert.ok(employees.users.some((u) => u.id === djordje.id));
    assert.deepEqual((await users('q=djordje&role=RegularUser')).body.total, 0);
    assert.equal((await users('role=King')).status, 400);
  });

  test('accounts: paging newest first with a total over every page', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++) made.push((await createUser(ctx.db, { ime: `Pager${i}`, prezime: 'Listić' })).id);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await users(`q=listic&page=${page}&pageSize=3`);
      assert.equal(res.body.total, 7);
      seen.push(...res.body.users.map((u) => u.id));
    }
    assert.deepEqual(seen, [...made].reverse());
    assert.deepEqual((await users('q=listic&page=4&pageSize=3')).body.users, []);
    assert.equal((await users('pageSize=101')).status, 400);
    assert.equal((await users('page=0')).status, 400);
  });

  test('businesses: drafts included, search by name, city or owner email, paging', async () => {
    const owner = await createUser(ctx.db, { role: 'Administrator', email: 'vlasnica.zorana@example.test' });
    const draft = await createBusiness(ctx.db, { naziv: 'Frizerski salon Žaklina', objavljen: false, ownerUserId: owner.id, grad: 'Niš' });
    const live = await createBusiness(ctx.db, { naziv: 'Auto servis Đurić', grad: 'Čačak' });
    const homeless = await createBusiness(ctx.db, { naziv: 'Bez adrese', adresa: null });

    const all = (await businesses('pageSize=100')).body;
    assert.deepEqual(all.entities.slice(0, 3).map((e) => e.id), [homeless.id, live.id, draft.id], 'newest first');
    assert.equal(all.total, all.entities.length);
    const d = all.entities.find((e) => e.id === draft.id)!;
    assert.deepEqual({ ...d, createdAt: typeof d.createdAt }, {
      id: draft.id,
      naziv: 'Frizerski salon Žaklina',
      grad: 'Niš',
      kategorijaId: draft.kategorijaId,
      objavljen: false,
      ownerUserId: owner.id,
      ownerEmail: 'vlasnica.zorana@example.test',
      createdAt: 'string',
    });
    assert.deepEqual(all.entities.find((e) => e.id === homeless.id)!.grad, null);
    assert.equal(all.entities.find((e) => e.id === live.id)!.ownerEmail, null, 'no owner');

    assert.deepEqual((await businesses('q=zaklina')).body.entities.map((e) => e.id), [draft.id]);
    assert.deepEqual((await businesses('q=djuric')).body.entities.map((e) => e.id), [live.id]);
    assert.deepEqual((await businesses('q=cacak')).body.entities.map((e) => e.id), [live.id]);
    assert.deepEqual((await businesses('q=ZORANA')).body.entities.map((e) => e.id), [draft.id], "the owner's email");

    const first = (await businesses('page=1&pageSize=2')).body;
    const second = (await businesses('page=2&pageSize=2')).body;
    assert.equal(first.total, all.total);
    assert.deepEqual([...first.entities, ...second.entities].map((e) => e.id), all.entities.slice(0, 4).map((e) => e.id));
  });

  test('everyone but a SystemAdministrator: 401 or 403', async () => {
    for (const role of ['RegularUser', 'Administrator', 'Employee'] as const) {
      const caller = await makeCaller(ctx, role);
      for (const res of [await users('', caller), await businesses('', caller)]) {
        assert.deepEqual([res.status, (res.body as unknown as { error: string }).error], [403, 'forbidden'], role);
      }
    }
    assert.equal((await call(ctx, 'GET', peoplePaths.adminUsers)).status, 401);
    assert.equal((await call(ctx, 'GET', peoplePaths.adminBusinesses)).status, 401);
  });
});
