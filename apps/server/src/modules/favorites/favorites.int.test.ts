import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { peoplePaths, type EntitetSummary } from '@zakazi/contract';
import { createBusiness } from '../../../test/support/factories.ts';
import { call, makeCaller, type Caller } from '../../../test/support/people.ts';
import { useTestContext } from '../../../test/support/test-app.ts';
import { deleteFavoritesOf } from './account-erasure.ts';

describe('favorites', () => {
  const ctx = useTestContext();
  let ana: Caller;
  before(async () => {
    ana = await makeCaller(ctx);
  });

  const list = (userId: number, as: Caller) => call<EntitetSummary[]>(ctx, 'GET', `${peoplePaths.favorites}?userId=${userId}`, { as });
  const add = (entitetId: number, as: Caller, userId = as.id) => call(ctx, 'POST', peoplePaths.insertFavorite, { as, payload: { entitetId, userId } });
  const remove = (entitetId: number, as: Caller, userId = as.id) => call(ctx, 'DELETE', peoplePaths.favorites, { as, payload: { entitetId, userId } });

  test('add (idempotent), list as EntitetSummary newest first, remove (idempotent)', async () => {
    const a = await createBusiness(ctx.db, { naziv: 'Frizerski salon Ana', grad: 'Čačak', images: ['/uploads/a1.webp', '/uploads/a2.webp'], ratings: [5, 4] });
    const b = await createBusiness(ctx.db, { naziv: 'Berberin', valuta: 'EUR', services: [{ cena: 20, valuta: 'EUR' }] });

    assert.deepEqual((await list(ana.id, ana)).body, [], 'nobody starts with favorites');
    const first = await add(a.id, ana);
    assert.equal(first.status, 201);
    assert.deepEqual(first.body, { entitetId: a.id, userId: ana.id, favorit: true });
    assert.equal((await add(a.id, ana)).status, 200, 'adding twice is fine');
    assert.equal((await add(b.id, ana)).status, 201);

    const { status, body } = await list(ana.id, ana);
    assert.equal(status, 200);
    assert.deepEqual(body.map((e) => e.id), [b.id, a.id], 'most recently added first');
    const summary = body.find((e) => e.id === a.id)!;
    assert.deepEqual(summary, {
      id: a.id,
      naziv: 'Frizerski salon Ana',
      kategorijaId: a.kategorijaId,
      grad: 'Čačak',
      prosecnaOcena: 4.5,
      brojOcena: 2,
      minCena: 1500,
      valuta: 'RSD',
      latitude: 44.8176,
      longitude: 20.4569,
      image: '/uploads/a1.webp',
    });
    assert.equal(body.find((e) => e.id === b.id)!.minCena, 20, "minCena in the business's own currency");

    // The card image is the business's cover, as on every other list: the owner moves a2 first.
    await ctx.db.updateTable('entitet_slika').set({ redosled: -1 }).where('id', '=', a.imageIds[1]!).execute();
    assert.equal((await list(ana.id, ana)).body.find((e) => e.id === a.id)!.image, '/uploads/a2.webp', 'the chosen cover');

    const removed = await remove(a.id, ana);
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body, { entitetId: a.id, userId: ana.id, favorit: false });
    assert.equal((await remove(a.id, ana)).status, 200, 'removing twice is fine');
    assert.deepEqual((await list(ana.id, ana)).body.map((e) => e.id), [b.id]);
  });

  test('only the user themself changes favorites; a SystemAdministrator may read them; others 403', async () => {
    const biz = await createBusiness(ctx.db);
    const owner = await makeCaller(ctx);
    const other = await makeCaller(ctx);
    const sys = await makeCaller(ctx, 'SystemAdministrator');
    await add(biz.id, owner);

    const refused = await call(ctx, 'GET', `${peoplePaths.favorites}?userId=${owner.id}`, { as: other });
    assert.deepEqual([refused.status, refused.body.error], [403, 'forbidden']);
    assert.equal((await add(biz.id, other, owner.id)).status, 403);
    assert.equal((await remove(biz.id, other, owner.id)).status, 403);
    assert.equal((await add(biz.id, sys, owner.id)).status, 403, 'even a SystemAdministrator does not change them');
    assert.equal((await remove(biz.id, sys, owner.id)).status, 403);
    assert.deepEqual((await list(owner.id, sys)).body.map((e) => e.id), [biz.id], 'the SystemAdministrator reads them');
    assert.equal((await call(ctx, 'GET', `${peoplePaths.favorites}?userId=${owner.id}`)).status, 401);
    assert.deepEqual((await list(owner.id, owner)).body.map((e) => e.id), [biz.id], 'refused calls changed nothing');
  });

  test('unknown or unpublished business 404; bad input 400; a favorite whose business becomes a draft is hidden', async () => {
    const user = await makeCaller(ctx);
    const draft = await createBusiness(ctx.db, { objavljen: false });
    assert.equal((await add(draft.id, user)).status, 404);
    assert.equal((await add(99_999_999, user)).status, 404);
    assert.equal((await remove(99_999_999, user)).status, 404);
    assert.equal((await add(0, user)).status, 400);
    assert.equal((await call(ctx, 'POST', peoplePaths.insertFavorite, { as: user, payload: { entitetId: 'x', userId: user.id } })).status, 400);
    assert.equal((await call(ctx, 'GET', `${peoplePaths.favorites}?userId=abc`, { as: user })).status, 400);

    const biz = await createBusiness(ctx.db);
    await add(biz.id, user);
    await ctx.db.updateTable('entitet').set({ objavljen: false }).where('id', '=', biz.id).execute();
    assert.deepEqual((await list(user.id, user)).body, []);
    assert.equal((await remove(biz.id, user)).status, 200, 'and can still be removed');
    const rows = await ctx.db.selectFrom('favorit').selectAll().where('user_id', '=', user.id).execute();
    assert.equal(rows.length, 0);
  });

  test('account erasure removes the favorites', async () => {
    const user = await makeCaller(ctx);
    const biz = await createBusiness(ctx.db);
    await add(biz.id, user);
    await deleteFavoritesOf(ctx.db, user.id);
    assert.deepEqual((await list(user.id, user)).body, []);
  });
});
