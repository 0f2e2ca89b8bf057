import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { generate } from 'otplib';
import { bearer, loginTokens, userWithPassword } from '../../../../test/support/auth.ts';
import { useTestContext } from '../../../../test/support/test-app.ts';

/**
 * Two-step sign-in (CONTRACT.md "Third release", Accounts): set-up, enabling, the login's second
 * step, replay, drift, recovery codes, the throttle, turning it off. Codes are computed from the
 * secret the set-up returned, at the app's clock, which the test holds still.
 */
describe('two-step sign-in with an authenticator app', { timeout: 120_000 }, () => {
  // Mid-step, so that ±30 s stays within one step either way.
  let now = Math.floor(Date.now() / 30_000) * 30_000 + 15_000;
  const ctx = useTestContext({ LOGIN_MAX_FAILURES: '3', RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000' }, { clock: () => new Date(now) });
  const post = (url: string, payload: object, token?: string) => ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  /** The app's code `steps` 30-second steps from the clock. */
  const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(now / 1000) + steps * 30 });

  /** An account with two-step sign-in on; the clock moved past the enabling code's step. */
  async function withTwoStep() {
    const user = await userWithPassword(ctx, { role: 'Administrator' });
    const { access_token } = await loginTokens(ctx, user.email, user.password);
    const setup = await post(identityPaths.twoStepSetup, {}, access_token);
    assert.equal(setup.statusCode, 200, setup.body);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    assert.match(secret, /^[A-Z2-7]+=*$/, 'base32');
    assert.match(otpauthUrl, /^otpauth:\/\/totp\/.+secret=/);
    const enable = await post(identityPaths.twoStepEnable, { code: await codeAt(secret) }, access_token);
    assert.equal(enable.statusCode, 200, enable.body);
    const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
    now += 30_000;
    return { ...user, secret, recoveryCodes, access_token };
  }
  const passwordStep = async (u: { email: string; password: string }) => {
    const res = await post(identityPaths.login, { username: u.email, password: u.password });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { mfaRequired?: true; mfaToken: string; access_token?: string };
  };

  test('set-up asks for a code before it is on; then login answers mfaRequired and no tokens; the code gives the tokens', async () => {
    const user = await userWithPassword(ctx);
    const { access_token } = await loginTokens(ctx, user.email, user.password);
    const { secret } = (await post(identityPaths.twoStepSetup, {}, access_token)).json() as { secret: string };
    const login = await post(identityPaths.login, { username: user.email, password: user.password });
    assert.ok(login.json().access_token, 'set up but not enabled: the password alone still signs in');
    const wrong = await post(identityPaths.twoStepEnable, { code: await codeAt(secret, 3) }, access_token);
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().error, 'invalid-code');
    const enable = await post(identityPaths.twoStepEnable, { code: await codeAt(secret) }, access_token);
    assert.equal(enable.statusCode, 200, enable.body);
    const codes = enable.json().recoveryCodes as string[];
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    const stored = await ctx.db.selectFrom('recovery_code').select('code_hash').where('user_id', '=', user.id).execute();
    assert.equal(stored.length, 10);
    assert.ok(stored.every((r) => !codes.includes(r.code_hash) && /^[0-9a-f]{64}$/.test(r.code_hash)), 'stored hashed');
    assert.equal((await post(identityPaths.twoStepSetup, {}, access_token)).statusCode, 409, 'no second set-up while it is on');

    now += 30_000;
    const first = await passwordStep(user);
    assert.equal(first.mfaRequired, true);
    assert.equal(first.access_token, undefined, 'no tokens before the code');
    const done = await post(identityPaths.loginSecondStep, { mfaToken: first.mfaToken, code: await codeAt(secret) });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().token_type, 'Bearer');
    const me = await ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${user.id}`, headers: bearer(done.json().access_token) });
    assert.equal(me.statusCode, 200);
    const reused = await post(identityPaths.loginSecondStep, { mfaToken: first.mfaToken, code: await codeAt(secret, 1) });
    assert.equal(reused.statusCode, 401, 'the mfaToken is used up');
    assert.equal(reused.json().error, 'invalid-mfa-token');
  });

  test('a code is accepted once: the same code again (and an older one) is refused', async () => {
    const u = await withTwoStep();
    const code = await codeAt(u.secret);
    assert.equal((await post(identityPaths.loginSecondStep, { mfaToken: (await passwordStep(u)).mfaToken, code })).statusCode, 200);
    const replay = await post(identityPaths.loginSecondStep, { mfaToken: (await passwordStep(u)).mfaToken, code });
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().error, 'invalid-code');
    const older = await post(identityPaths.loginSecondStep, { mfaToken: (await passwordStep(u)).mfaToken, code: await codeAt(u.secret, -1) });
    assert.equal(older.statusCode, 400, 'a step before the accepted one is refused too');
  });

  test('one step of clock drift either way is accepted, two are not', async () => {
    const u = await withTwoStep();
    now += 60_000; // two steps past the enabling code's
    const tryCode = async (steps: number) => (await post(identityPaths.loginSecondStep, { mfaToken: (await passwordStep(u)).mfaToken, code: await codeAt(u.secret, steps) })).statusCode;
    assert.equal(await tryCode(-2), 400);
    assert.equal(await tryCode(-1), 200, 'the phone is 30 s behind');
    now += 60_000;
    assert.equal(await tryCode(2), 400);
    assert.equal(await tryCode(1), 200, 'the phone is 30 s ahead');
  });

  test('each recovery code signs in once, instead of an app code', async () => {
    const u = await withTwoStep();
    const [first, second] = u.recoveryCodes as [string, string];
    const useCode = async (code: string) => (await post(identityPaths.loginSecondStep, { mfaToken: (await passwordStep(u)).mfaToken, code })).statusCode;
    assert.equal(await useCode(first.toUpperCase()), 200, 'case does not matter');
    assert.equal(await useCode(first), 400, 'used up');
    assert.equal(await useCode(second), 200);
    const status = await ctx.app.inject({ method: 'GET', url: identityPaths.twoStep, headers: bearer(u.access_token) });
    assert.deepEqual(status.json(), { enabled: true, required: false, recoveryCodesLeft: 8 });
  });

  test('wrong codes count toward the login throttle: after 3, even the right code and the password are refused (429)', async () => {
    const u = await withTwoStep();
    const { mfaToken } = await passwordStep(u);
    for (let i = 0; i < 3; i++) {
      const res = await post(identityPaths.loginSecondStep, { mfaToken, code: String((Number(await codeAt(u.secret)) + 1 + i) % 1_000_000).padStart(6, '0') });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error, 'invalid-code');
    }
    assert.equal((await post(identityPaths.loginSecondStep, { mfaToken, code: await codeAt(u.secret) })).statusCode, 429);
    assert.equal((await post(identityPaths.login, { username: u.email, password: u.password })).statusCode, 429, 'the password step is locked by the same count');
  });

  test('an mfaToken lives 5 minutes', async () => {
    const u = await withTwoStep();
    const { mfaToken } = await passwordStep(u);
    await ctx.db.updateTable('mfa_challenge').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const res = await post(identityPaths.loginSecondStep, { mfaToken, code: await codeAt(u.secret) });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'invalid-mfa-token');
  });

  test('turning it off needs the password and a code; then the password alone signs in again', async () => {
    const u = await withTwoStep();
    const badPassword = await post(identityPaths.twoStepDisable, { password: 'not-it-at-all', code: await codeAt(u.secret) }, u.access_token);
    assert.equal(badPassword.statusCode, 400);
    assert.equal(badPassword.json().error, 'invalid-credentials');
    const badCode = await post(identityPaths.twoStepDisable, { password: u.password, code: '000000' === (await codeAt(u.secret)) ? '111111' : '000000' }, u.access_token);
    assert.equal(badCode.statusCode, 400);
    assert.equal(badCode.json().error, 'invalid-code');
    assert.equal((await passwordStep(u)).mfaRequired, true, 'refused tries changed nothing');
    const off = await post(identityPaths.twoStepDisable, { password: u.password, code: await codeAt(u.secret) }, u.access_token);
    assert.equal(off.statusCode, 200, off.body);
    assert.ok((await passwordStep(u)).access_token);
  });

  test('a super-admin can require it of business accounts; the status tells an owner, not a customer', async () => {
    const admin = await userWithPassword(ctx, { role: 'SystemAdministrator' });
    const owner = await userWithPassword(ctx, { role: 'Administrator' });
    const customer = await userWithPassword(ctx);
    const adminToken = (await loginTokens(ctx, admin.email, admin.password)).access_token;
    const put = (token: string, on: boolean) => ctx.app.inject({ method: 'PUT', url: identityPaths.accountPolicy, payload: { dvaKorakaZaPoslovne: on }, headers: bearer(token) });
    const ownerToken = (await loginTokens(ctx, owner.email, owner.password)).access_token;
    assert.equal((await put(ownerToken, true)).statusCode, 403);
    assert.equal((await put(adminToken, true)).statusCode, 200);
    const status = async (token: string) => (await ctx.app.inject({ method: 'GET', url: identityPaths.twoStep, headers: bearer(token) })).json().required;
    assert.equal(await status(ownerToken), true);
    assert.equal(await status((await loginTokens(ctx, customer.email, customer.password)).access_token), false);
    assert.equal((await put(adminToken, false)).statusCode, 200);
    assert.equal(await status(ownerToken), false);
  });
});
