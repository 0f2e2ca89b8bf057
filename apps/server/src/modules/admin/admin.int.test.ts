import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { bearer, loginTokens, tokenFor, userWithPassword } from '../../../test/support/auth.ts';
import { addBooking, createBusiness, createUser } from '../../../test/support/factories.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

describe('admin: enable-disable and DeleteUser', () => {
  const ctx = useTestContext();
  let sysToken: string;
  before(async () => {
    const sys = await createUser(ctx.db, { role: 'SystemAdministrator' });
    sysToken = await tokenFor(ctx, { id: sys.id, role: 'SystemAdministrator' });
  });

  const enable = (id: number, isEnabled: string, token = sysToken) =>
    ctx.app.inject({ method: 'POST', url: `${identityPaths.enableDisable(id)}?isEnabled=${isEnabled}`, headers: bearer(token) });

  test('disabling ends access at once (token, refresh, login); enabling lets the user log in again', async () => {
    const user = await userWithPassword(ctx);
    const tokens = await loginTokens(ctx, user.email, user.password);
    const res = await enable(user.id, 'false');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { userId: user.id, enabled: false });
    const profile = await ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${user.id}`, headers: bearer(tokens.access_token) });
    assert.equal(profile.statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'POST', url: identityPaths.refresh, payload: { refresh_token: tokens.refresh_token } })).statusCode, 401);
    const login = await ctx.app.inject({ method: 'POST', url: identityPaths.login, payload: { username: user.email, password: user.password } });
    assert.equal(login.json().error, 'account-disabled');

    assert.deepEqual((await enable(user.id, 'true')).json(), { userId: user.id, enabled: true });
    assert.equal((await ctx.app.inject({ method: 'POST', url: identityPaths.login, payload: { username: user.email, password: user.password } })).statusCode, 200);
  });

  test('only a SystemAdministrator: others 403; bad isEnabled 400; unknown user 404', async () => {
    const user = await createUser(ctx.db);
    const owner = await createUser(ctx.db, { role: 'Administrator' });
    assert.equal((await enable(user.id, 'false', await tokenFor(ctx, { id: owner.id, role: 'Administrator' }))).statusCode, 403);
    assert.equal((await enable(user.id, 'false', await tokenFor(ctx, { id: user.id, role: 'RegularUser' }))).statusCode, 403);
    assert.equal((await enable(user.id, 'maybe')).statusCode, 400);
    assert.equal((await enable(99999999, 'false')).statusCode, 404);
    const row = await ctx.db.selectFrom('users').select('enabled').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.enabled, true, 'refused calls changed nothing');
  });

  test('DeleteUser erases like account deletion; others 403', async () => {
    const user = await userWithPassword(ctx);
    const business = await createBusiness(ctx.db);
    const booking = await addBooking(ctx.db, {
      entitetId: business.id, uslugaId: business.serviceIds[0]!, zaposleniId: business.employeeIds[0]!, userId: user.id,
      start: new Date(Date.now() + 86400_000), status: 'pending',
    });
    const refused = await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteUser(user.id), headers: bearer(await tokenFor(ctx, user)) });
    assert.equal(refused.statusCode, 403, 'not even for oneself: that is DELETE /api/Identity/{id}');
    const res = await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteUser(user.id), headers: bearer(sysToken) });
    assert.equal(res.statusCode, 200);
    const row = await ctx.db.selectFrom('users').select(['email', 'ime', 'deleted_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.email, row.ime, Boolean(row.deleted_at)], [null, 'Obrisan korisnik', true]);
    const b = await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', booking).executeTakeFirstOrThrow();
    assert.equal(b.status, 'cancelled');
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteUser(user.id), headers: bearer(sysToken) })).statusCode, 404);
  });
});
