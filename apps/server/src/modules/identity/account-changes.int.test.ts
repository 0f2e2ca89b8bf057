import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { createUser } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';
import { hashPassword } from './passwords.ts';

const PASSWORD = 'Tajna-lozinka-77';

describe('the signed-in user changes password and email', { timeout: 120_000 }, () => {
  const { ctx, sink } = useTestContextWithMail({ LOGIN_MAX_FAILURES: '3' });
  let hash: string;
  before(async () => {
    hash = await hashPassword(PASSWORD);
  });

  const post = (url: string, payload: object, token?: string) => ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const login = (email: string, password: string) => post(identityPaths.login, { username: email, password });
  /** An account with a password and two sessions (two logins). */
  async function account() {
    const u = await createUser(ctx.db, { passwordHash: hash });
    const first = (await login(u.email!, PASSWORD)).json();
    const second = (await login(u.email!, PASSWORD)).json();
    return { ...u, email: u.email!, first, second };
  }

  test('change-password: new tokens for this session, the other session ends, the new password logs in', async () => {
    const a = await account();
    const res = await post(identityPaths.changePassword, { currentPassword: PASSWORD, newPassword: 'Nova-lozinka-2026' }, a.first.access_token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(typeof res.json().access_token, 'string');
    assert.equal((await post(identityPaths.refresh, { refresh_token: a.second.refresh_token })).statusCode, 401, 'the other session ends');
    assert.equal((await post(identityPaths.refresh, { refresh_token: res.json().refresh_token })).statusCode, 200, 'this session goes on');
    assert.equal((await login(a.email, PASSWORD)).statusCode, 401);
    assert.equal((await login(a.email, 'Nova-lozinka-2026')).statusCode, 200);
    const weak = await post(identityPaths.changePassword, { currentPassword: 'Nova-lozinka-2026', newPassword: 'password' }, a.first.access_token);
    assert.equal(weak.statusCode, 400);
    assert.equal((await login(a.email, 'Nova-lozinka-2026')).statusCode, 200, 'a refused change changes nothing');
    assert.equal((await post(identityPaths.changePassword, { currentPassword: PASSWORD, newPassword: 'X-y-z-12345' })).statusCode, 401);
  });

  test('change-password with a wrong current password: 400 invalid-credentials, counted toward the login throttle (then 429)', async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) {
      const res = await post(identityPaths.changePassword, { currentPassword: 'wrong-one-123', newPassword: 'Nova-lozinka-2026' }, a.first.access_token);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, 'invalid-credentials');
    }
    assert.equal((await post(identityPaths.changePassword, { currentPassword: PASSWORD, newPassword: 'Nova-lozinka-2026' }, a.first.access_token)).statusCode, 429);
    assert.equal((await login(a.email, PASSWORD)).statusCode, 429, 'login is locked by the same count');
  });

  test('change-email: a code to the new address, the login email changes with it, the old address gets a notice; a taken address is 409', async () => {
    const a = await account();
    const other = await createUser(ctx.db);
    const taken = await post(identityPaths.changeEmail, { newEmail: other.email!.toUpperCase(), password: PASSWORD }, a.first.access_token);
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().error, 'email-taken');
    const wrong = await post(identityPaths.changeEmail, { newEmail: 'nova@example.test', password: 'wrong-one-123' }, a.first.access_token);
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().error, 'invalid-credentials');

    const newEmail = `nova-${a.id}@example.test`;
    assert.equal((await post(identityPaths.changeEmail, { newEmail, password: PASSWORD }, a.first.access_token)).statusCode, 200);
    const codeMail = await sink.nextMail(newEmail);
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
    const bad = await post(identityPaths.confirmEmailChange, { emailCode: code === '000000' ? '111111' : '000000' }, a.first.access_token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'invalid-code');
    assert.equal((await login(a.email, PASSWORD)).statusCode, 200, 'nothing changed before the code');

    const ok = await post(identityPaths.confirmEmailChange, { emailCode: code }, a.first.access_token);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await login(newEmail, PASSWORD)).statusCode, 200);
    assert.equal((await login(a.email, PASSWORD)).statusCode, 401);
    const notice = await sink.nextMail(a.email);
    assert.match(notice.text, new RegExp(newEmail.replace(/\./g, '\\.')));
    assert.equal((await post(identityPaths.confirmEmailChange, { emailCode: code }, a.first.access_token)).statusCode, 400, 'the code is used up');
  });

  test('change-email: the address taken between the code and its use is 409 and changes nothing', async () => {
    const a = await account();
    const target = `spor-${a.id}@example.test`;
    assert.equal((await post(identityPaths.changeEmail, { newEmail: target, password: PASSWORD }, a.first.access_token)).statusCode, 200);
    const code = /\b(\d{6})\b/.exec((await sink.nextMail(target)).text)![1]!;
    await createUser(ctx.db, { email: target });
    const res = await post(identityPaths.confirmEmailChange, { emailCode: code }, a.first.access_token);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error, 'email-taken');
    assert.equal((await login(a.email, PASSWORD)).statusCode, 200);
  });
});
