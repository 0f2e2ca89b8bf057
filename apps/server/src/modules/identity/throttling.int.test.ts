import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { GOOD_PASSWORD, codeFromMail, login, uniqueEmail, userWithPassword } from '../../../test/support/auth.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

/**
 * The limits, set small through configuration. Every test uses its own client address
 * (inject's remoteAddress; the app trusts the proxy) so per-IP budgets do not mix.
 */
describe('identity throttling', () => {
  const { ctx, sink } = useTestContextWithMail({
    LOGIN_MAX_FAILURES: '3',
    LOGIN_LOCK_MINUTES: '15',
    RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '6',
    RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '2',
    RATE_LIMIT_CONFIRM_PER_IP_PER_MINUTE: '4',
    RATE_LIMIT_CONFIRM_PER_USER_PER_HOUR: '3',
    RATE_LIMIT_RESET_PER_IP_PER_HOUR: '3',
    RATE_LIMIT_RESET_PER_EMAIL_PER_HOUR: '2',
    RATE_LIMIT_RESEND_PER_EMAIL_PER_HOUR: '2',
  });
  let n = 0;
  const ip = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;
  const post = (url: string, payload: object, remoteAddress: string) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  const assertLimited = (res: { statusCode: number; json: () => { error: string; message: string } }, what: string) => {
    assert.equal(res.statusCode, 429, what);
    assert.equal(res.json().error, 'rate-limited', what);
    assert.equal(typeof res.json().message, 'string');
  };

  test('login per account and address: after 3 failures that pair is locked (429), even with the right password; other addresses are not', async () => {
    const user = await userWithPassword(ctx);
    const attacker = ip();
    for (let i = 0; i < 3; i++) assert.equal((await login(ctx, user.email, 'Pogresna-lozinka-1', attacker)).statusCode, 401);
    assertLimited(await login(ctx, user.email, user.password, attacker), 'right password while locked');
    assertLimited(await login(ctx, user.email.toUpperCase(), user.password, attacker), 'case does not dodge the lock');
    assert.equal((await login(ctx, user.email, user.password, ip())).statusCode, 200, 'the owner from another address');
    // Other accounts from the locked address are not affected.
    const other = await userWithPassword(ctx);
    assert.equal((await login(ctx, other.email, other.password, attacker)).statusCode, 200);
    // Unknown emails lock the same way, so a 429 tells nothing about existence.
    const ghost = uniqueEmail();
    const guesser = ip();
    for (let i = 0; i < 3; i++) assert.equal((await login(ctx, ghost, 'x', guesser)).statusCode, 401);
    assertLimited(await login(ctx, ghost, 'x', guesser), 'unknown email');
  });

  test('login per account and address: a success clears earlier failures', async () => {
    const user = await userWithPassword(ctx);
    const address = ip();
    for (let i = 0; i < 2; i++) await login(ctx, user.email, 'Pogresna-lozinka-1', address);
    assert.equal((await login(ctx, user.email, user.password, address)).statusCode, 200);
    for (let i = 0; i < 2; i++) assert.equal((await login(ctx, user.email, 'Pogresna-lozinka-1', address)).statusCode, 401);
    assert.equal((await login(ctx, user.email, user.password, address)).statusCode, 200);
  });

  test('login per IP: the 7th request within a minute from one address → 429', async () => {
    const address = ip();
    for (let i = 0; i < 6; i++) assert.notEqual((await login(ctx, uniqueEmail(), 'x', address)).statusCode, 429);
    assertLimited(await login(ctx, uniqueEmail(), 'x', address), 'per IP');
    assert.equal((await login(ctx, uniqueEmail(), 'x', ip())).statusCode, 401, 'another address is fine');
  });

  test('create-user and create-owner per IP', async () => {
    const address = ip();
    for (let i = 0; i < 2; i++) {
      assert.equal((await post(identityPaths.createUser, { email: uniqueEmail(), password: GOOD_PASSWORD, ime: 'A' }, address)).statusCode, 201);
    }
    assertLimited(await post(identityPaths.createUser, { email: uniqueEmail(), password: GOOD_PASSWORD, ime: 'A' }, address), 'create-user');
    const owner = { password: GOOD_PASSWORD, ime: 'V', brojTelefona: '0641234567', nazivEntiteta: 'N', kategorijaId: 4 };
    const other = ip();
    for (let i = 0; i < 2; i++) assert.equal((await post(identityPaths.createOwner, { ...owner, email: uniqueEmail() }, other)).statusCode, 201);
    assertLimited(await post(identityPaths.createOwner, { ...owner, email: uniqueEmail() }, other), 'create-owner');
  });

  test('confirm-email per user: beyond the per-code rule, at most 3 tries per hour even across resent codes', async () => {
    const email = uniqueEmail();
    const { userId } = (await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'A' }, ip())).json();
    const code = await codeFromMail(sink, email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 3; i++) assert.equal((await post(identityPaths.confirmEmail, { userId, emailCode: wrong }, ip())).statusCode, 400);
    assertLimited(await post(identityPaths.confirmEmail, { userId, emailCode: code }, ip()), 'per user');
  });

  test('confirm-email per IP', async () => {
    const address = ip();
    for (let i = 0; i < 4; i++) await post(identityPaths.confirmEmail, { userId: 900000 + i, emailCode: '123456' }, address);
    assertLimited(await post(identityPaths.confirmEmail, { userId: 900100, emailCode: '123456' }, address), 'per IP');
  });

  test('forgot-password per email (existing or not) and per IP', async () => {
    const user = await userWithPassword(ctx);
    for (let i = 0; i < 2; i++) assert.equal((await post(identityPaths.forgotPassword, { email: user.email }, ip())).statusCode, 200);
    assertLimited(await post(identityPaths.forgotPassword, { email: user.email }, ip()), 'per email');
    const ghost = uniqueEmail();
    for (let i = 0; i < 2; i++) assert.equal((await post(identityPaths.forgotPassword, { email: ghost }, ip())).statusCode, 200);
    assertLimited(await post(identityPaths.forgotPassword, { email: ghost }, ip()), 'unknown email, same answer');

    const address = ip();
    for (let i = 0; i < 3; i++) assert.equal((await post(identityPaths.forgotPassword, { email: uniqueEmail() }, address)).statusCode, 200);
    assertLimited(await post(identityPaths.forgotPassword, { email: uniqueEmail() }, address), 'per IP');
  });

  test('resend-confirmation per email', async () => {
    const email = uniqueEmail();
    await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'A' }, ip());
    for (let i = 0; i < 2; i++) assert.equal((await post(identityPaths.resendConfirmation, { email }, ip())).statusCode, 200);
    assertLimited(await post(identityPaths.resendConfirmation, { email }, ip()), 'per email');
  });
});
