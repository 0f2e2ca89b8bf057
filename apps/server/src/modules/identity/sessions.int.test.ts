import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { bearer, loginTokens, userWithPassword } from '../../../test/support/auth.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

/**
 * Sessions you can see and end (CONTRACT.md "Third release", Accounts): the list, ending one,
 * "everywhere else", and every way a session ends making its access tokens answer 401 from the
 * next request (decision 071). The second process's view is the cluster tier's (e2e/cluster).
 */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions', { timeout: 120_000 }, () => {
  const ctx = useTestContext({ RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000' });
  const post = (url: string, payload: object, token?: string) => ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const signIn = async (u: { email: string; password: string }, userAgent: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: identityPaths.login, payload: { username: u.email, password: u.password }, headers: { 'user-agent': userAgent } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { access_token: string; refresh_token: string };
  };
  const profileStatus = async (u: { id: number }, token: string) => (await ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${u.id}`, headers: bearer(token) })).statusCode;
  const sessionsOf = async (token: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: identityPaths.sessions, headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { id: string; kreirana: string; poslednjaAktivnost: string; uredjaj: string; trenutna: boolean }[];
  };

  test('the list: each sign-in with its device in words, the current one marked; another user sees none of them', async () => {
    const u = await userWithPassword(ctx);
    const laptop = await signIn(u, CHROME);
    await signIn(u, IPHONE);
    const list = await sessionsOf(laptop.access_token);
    assert.equal(list.length, 2);
    const current = list.find((s) => s.trenutna);
    assert.match(current?.uredjaj ?? '', /Chrome 131.*Windows/);
    assert.match(list.find((s) => !s.trenutna)?.uredjaj ?? '', /Safari.*iOS/);
    assert.ok(!Number.isNaN(Date.parse(current!.kreirana)) && !Number.isNaN(Date.parse(current!.poslednjaAktivnost)));
    const other = await userWithPassword(ctx);
    const otherTokens = await signIn(other, CHROME);
    assert.equal((await sessionsOf(otherTokens.access_token)).length, 1);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: identityPaths.session(list[0]!.id), headers: bearer(otherTokens.access_token) });
    assert.equal(foreign.statusCode, 404, "someone else's session is not found");
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: identityPaths.session('not-a-uuid'), headers: bearer(laptop.access_token) })).statusCode, 400);
    assert.equal((await sessionsOf(laptop.access_token)).length, 2, 'refused calls ended nothing');
  });

  test('ending a session: 204, its access token answers 401 at once and its refresh token is dead; the others go on', async () => {
    const u = await userWithPassword(ctx);
    const laptop = await signIn(u, CHROME);
    const phone = await signIn(u, IPHONE);
    const phoneSession = (await sessionsOf(laptop.access_token)).find((s) => !s.trenutna)!;
    assert.equal(await profileStatus(u, phone.access_token), 200);
    const end = await ctx.app.inject({ method: 'DELETE', url: identityPaths.session(phoneSession.id), headers: bearer(laptop.access_token) });
    assert.equal(end.statusCode, 204);
    assert.equal(await profileStatus(u, phone.access_token), 401);
    assert.equal((await post(identityPaths.refresh, { refresh_token: phone.refresh_token })).statusCode, 401);
    assert.equal(await profileStatus(u, laptop.access_token), 200);
    assert.deepEqual((await sessionsOf(laptop.access_token)).map((s) => s.trenutna), [true]);
  });

  test('sign out everywhere else: every other session ends, this one goes on', async () => {
    const u = await userWithPassword(ctx);
    const here = await signIn(u, CHROME);
    const others = [await signIn(u, IPHONE), await signIn(u, CHROME)];
    const res = await ctx.app.inject({ method: 'DELETE', url: identityPaths.sessions, headers: bearer(here.access_token) });
    assert.equal(res.statusCode, 204);
    for (const o of others) assert.equal(await profileStatus(u, o.access_token), 401);
    assert.equal(await profileStatus(u, here.access_token), 200);
    assert.equal((await post(identityPaths.refresh, { refresh_token: here.refresh_token })).statusCode, 200);
  });

  test('logout, a password change and a reused refresh token end their sessions\' access tokens at once', async () => {
    const u = await userWithPassword(ctx);
    const a = await loginTokens(ctx, u.email, u.password);
    assert.equal((await post(identityPaths.logout, { refresh_token: a.refresh_token })).statusCode, 200);
    assert.equal(await profileStatus(u, a.access_token), 401, 'logout with only the refresh token');

    const b = await loginTokens(ctx, u.email, u.password);
    const rotated = (await post(identityPaths.refresh, { refresh_token: b.refresh_token })).json() as { access_token: string };
    assert.equal(await profileStatus(u, rotated.access_token), 200);
    assert.equal((await post(identityPaths.refresh, { refresh_token: b.refresh_token })).statusCode, 401, 'reuse');
    assert.equal(await profileStatus(u, rotated.access_token), 401, 'the reused family\'s newest access token');
    assert.equal(await profileStatus(u, b.access_token), 401);

    const keep = await loginTokens(ctx, u.email, u.password);
    const other = await loginTokens(ctx, u.email, u.password);
    const changed = await post(identityPaths.changePassword, { currentPassword: u.password, newPassword: 'Sasvim-nova-lozinka-9' }, keep.access_token);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await profileStatus(u, other.access_token), 401, 'the other session');
    assert.equal(await profileStatus(u, changed.json().access_token), 200, 'this session goes on with its new tokens');
    assert.equal((await sessionsOf(changed.json().access_token)).length, 1);
  });

  test('a disabled account\'s sessions answer 401 at once', async () => {
    const u = await userWithPassword(ctx);
    const t = await loginTokens(ctx, u.email, u.password);
    await ctx.db.updateTable('users').set({ enabled: false }).where('id', '=', u.id).execute();
    assert.equal(await profileStatus(u, t.access_token), 401);
  });
});
