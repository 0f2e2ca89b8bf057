import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { identityPaths, type TokenResponse } from '@zakazi/contract';
import { SignJWT, decodeJwt } from 'jose';
import { sql } from 'kysely';
import { GOOD_PASSWORD, bearer, codeFromMail, login, loginTokens, registerConfirmed, tokenFor, uniqueEmail, userWithPassword } from '../../../test/support/auth.ts';
import { addBooking, createBusiness, createUser } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

/** Generous per-IP limits: this file is about the rules, throttling.int.test.ts about the limits. */
const ROOMY_LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000',
  RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '1000',
  RATE_LIMIT_CONFIRM_PER_IP_PER_MINUTE: '1000',
  RATE_LIMIT_CONFIRM_PER_USER_PER_HOUR: '1000',
  RATE_LIMIT_RESET_PER_IP_PER_HOUR: '1000',
  RATE_LIMIT_RESET_PER_EMAIL_PER_HOUR: '1000',
  RATE_LIMIT_RESEND_PER_EMAIL_PER_HOUR: '1000',
};

describe('identity', () => {
  const { ctx, sink } = useTestContextWithMail({ PUBLIC_URL: 'https://zakazi.example', ...ROOMY_LIMITS });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const profile = (userId: number, token: string) => ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${userId}`, headers: bearer(token) });

  describe('sign-up and email confirmation', () => {
    test('create-user → code by real mail (sr by default, text and HTML) → confirm → login', async () => {
      const email = uniqueEmail();
      const res = await post(identityPaths.createUser, { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, ime: 'Ana', prezime: 'Anić', brojTelefona: '+381 64 123 4567' });
      assert.equal(res.statusCode, 201);
      const { userId } = res.json();
      assert.ok(Number.isInteger(userId));

      const mail = await sink.nextMail(email);
      assert.match(mail.subject, /potvrdu/);
      assert.match(mail.text, /^Zdravo,\n/, 'the Serbian greeting names nobody: "Zdravo Ana," would need the vocative');
      assert.match(mail.html ?? '', /<p/);
      const emailCode = /\b(\d{6})\b/.exec(mail.text)![1]!;

      const before = await login(ctx, email, GOOD_PASSWORD);
      assert.equal(before.statusCode, 403);
      assert.equal(before.json().error, 'email-not-confirmed');
      assert.equal(before.json().userId, userId);

      const confirmed = await post(identityPaths.confirmEmail, { userId, emailCode });
      assert.equal(confirmed.statusCode, 200);
      assert.deepEqual(confirmed.json(), { userId, emailConfirmed: true });
      // Confirming again is harmless.
      assert.equal((await post(identityPaths.confirmEmail, { userId, emailCode })).statusCode, 200);

      const tokens = await loginTokens(ctx, email.toUpperCase(), GOOD_PASSWORD);
      assert.equal(tokens.token_type, 'Bearer');
      assert.equal(tokens.expires_in, 900);
      const claims = decodeJwt(tokens.access_token);
      assert.equal(claims.sub, String(userId));
      assert.equal(claims.role, 'RegularUser');
      assert.equal((claims.exp as number) - (claims.iat as number), 900);
      assert.ok(claims.jti);

      const me = await profile(userId, tokens.access_token);
      assert.equal(me.statusCode, 200);
      assert.deepEqual(me.json(), { id: userId, ime: 'Ana', prezime: 'Anić', email, brojTelefona: '+381 64 123 4567', role: 'RegularUser' });
    });

    test('English accounts get English mail', async () => {
      const email = uniqueEmail();
      assert.equal((await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'John', jezik: 'en' })).statusCode, 201);
      const mail = await sink.nextMail(email);
      assert.match(mail.subject, /confirmation code/);
      assert.match(mail.text, /valid for 15 minutes/);
    });

    test('email-taken: 409 for a confirmed account and for an unconfirmed one', async () => {
      const confirmed = await registerConfirmed(ctx, sink);
      const again = await post(identityPaths.createUser, { email: confirmed.email.toUpperCase(), password: GOOD_PASSWORD, ime: 'X' });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().error, 'email-taken');

      const email = uniqueEmail();
      assert.equal((await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'Y' })).statusCode, 201);
      const dup = await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'Y' });
      assert.equal(dup.statusCode, 409);
      assert.equal(dup.json().error, 'email-taken');
    });

    test('weak passwords: too short, too long, common (any case) → 400 weak-password; nothing stored', async () => {
      for (const password of ['kratka', 'x'.repeat(129), 'password1', 'PassWord123', 'QWERTYUIOP', 'lozinka123']) {
        const email = uniqueEmail();
        const res = await post(identityPaths.createUser, { email, password, ime: 'Ana' });
        assert.equal(res.statusCode, 400, password);
        assert.equal(res.json().error, 'weak-password', password);
        const stored = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        assert.equal(stored, undefined);
      }
    });

    test('bad input: malformed email, missing name → 400 bad-request with the fields', async () => {
      const res = await post(identityPaths.createUser, { email: 'not-an-email', password: GOOD_PASSWORD });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, 'bad-request');
      const fields = res.json().details.map((d: { field: string }) => d.field);
      assert.ok(fields.includes('body.email') && fields.includes('body.ime'), fields.join());
    });

    test('wrong code → 400 invalid-code; the 5th wrong try kills the code (too-many-attempts), even for the right code', async () => {
      const email = uniqueEmail();
      const { userId } = (await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'Ana' })).json();
      const code = await codeFromMail(sink, email);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 1; i <= 4; i++) {
        const res = await post(identityPaths.confirmEmail, { userId, emailCode: wrong });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().error, 'invalid-code', `try ${i}`);
      }
      const fifth = await post(identityPaths.confirmEmail, { userId, emailCode: wrong });
      assert.equal(fifth.json().error, 'too-many-attempts');
      const right = await post(identityPaths.confirmEmail, { userId, emailCode: code });
      assert.equal(right.statusCode, 400);
      assert.equal(right.json().error, 'too-many-attempts');

      // A resent code starts afresh and works; the old one does not.
      assert.deepEqual((await post(identityPaths.resendConfirmation, { email })).json(), { ok: true });
      const fresh = await codeFromMail(sink, email);
      if (fresh !== code) assert.equal((await post(identityPaths.confirmEmail, { userId, emailCode: code })).json().error, 'invalid-code');
      assert.equal((await post(identityPaths.confirmEmail, { userId, emailCode: fresh })).statusCode, 200);
    });

    test('an expired code → 400 code-expired', async () => {
      const email = uniqueEmail();
      const { userId } = (await post(identityPaths.createUser, { email, password: GOOD_PASSWORD, ime: 'Ana' })).json();
      const code = await codeFromMail(sink, email);
      const row = await ctx.db.selectFrom('email_confirmation_code').select(['code_hash', sql<number>`extract(epoch from expires_at - created_at)`.as('ttl')]).where('user_id', '=', userId).executeTakeFirstOrThrow();
      assert.equal(Math.round(row.ttl), 15 * 60, '15-minute expiry');
      assert.doesNotMatch(row.code_hash, new RegExp(code), 'the code is stored hashed');
      await ctx.db.updateTable('email_confirmation_code').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', userId).execute();
      const res = await post(identityPaths.confirmEmail, { userId, emailCode: code });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, 'code-expired');
    });

    test('confirm-email for an unknown user → 400 invalid-code; malformed code → 400 bad-request', async () => {
      assert.equal((await post(identityPaths.confirmEmail, { userId: 987654, emailCode: '123456' })).json().error, 'invalid-code');
      assert.equal((await post(identityPaths.confirmEmail, { userId: 1, emailCode: '12a456' })).json().error, 'bad-request');
    });

    test('resend-confirmation answers the same for unknown, confirmed and unconfirmed emails; mails only the unconfirmed', async () => {
      const confirmed = await registerConfirmed(ctx, sink);
      const unknown = uniqueEmail();
      for (const email of [unknown, confirmed.email]) {
        const res = await post(identityPaths.resendConfirmation, { email });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), { ok: true });
      }
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(sink.mailsTo(unknown).length, 0);
      assert.equal(sink.mailsTo(confirmed.email).length, 1, 'only the original code mail');
    });
  });

  describe('login', () => {
    test('unknown email and wrong password answer the same 401 invalid-credentials', async () => {
      const user = await userWithPassword(ctx);
      const unknown = await login(ctx, uniqueEmail(), GOOD_PASSWORD);
      const wrong = await login(ctx, user.email, 'Nije-to-lozinka-1');
      for (const res of [unknown, wrong]) {
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), { error: 'invalid-credentials', message: 'Wrong email or password' });
      }
      assert.equal((await login(ctx, user.email, user.password)).statusCode, 200);
    });

    test('a disabled account: 403 account-disabled at login, and its existing tokens stop working at once', async () => {
      const user = await userWithPassword(ctx);
      const tokens = await loginTokens(ctx, user.email, user.password);
      assert.equal((await profile(user.id, tokens.access_token)).statusCode, 200);
      await ctx.db.updateTable('users').set({ enabled: false }).where('id', '=', user.id).execute();
      const res = await login(ctx, user.email, user.password);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().error, 'account-disabled');
      const me = await profile(user.id, tokens.access_token);
      assert.equal(me.statusCode, 401);
      assert.equal(me.json().error, 'unauthorized');
      assert.equal((await post(identityPaths.refresh, { refresh_token: tokens.refresh_token })).statusCode, 401);
    });

    test('a disabled account with a wrong password still gets 401 (no account state leaks)', async () => {
      const user = await userWithPassword(ctx, { enabled: false });
      assert.equal((await login(ctx, user.email, 'Pogresna-lozinka-9')).statusCode, 401);
    });

    test('demo-style hashes (argon2id, OWASP parameters) verify', async () => {
      const user = await userWithPassword(ctx, { password: 'Demo-lozinka-2025' });
      const row = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      assert.match(row.password_hash!, /^\$argon2id\$v=19\$/);
      for (const p of ['m=19456', 't=2', 'p=1']) assert.ok(row.password_hash!.split('$')[3]!.split(',').includes(p), p);
      assert.equal((await login(ctx, user.email, 'Demo-lozinka-2025')).statusCode, 200);
    });
  });

  describe('access tokens', () => {
    let user: { id: number; email: string; password: string };
    let good: string;
    before(async () => {
      user = await userWithPassword(ctx);
      good = (await loginTokens(ctx, user.email, user.password)).access_token;
    });

    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = () => ({ sub: String(user.id), role: 'SystemAdministrator', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600, jti: crypto.randomUUID() });

    test('a valid token works; missing, garbage or non-Bearer headers → 401 unauthorized', async () => {
      assert.equal((await profile(user.id, good)).statusCode, 200);
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Basic ${good}` }, { authorization: good }]) {
        const res = await ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${user.id}`, headers });
        assert.equal(res.statusCode, 401);
        assert.deepEqual(Object.keys(res.json()).sort(), ['error', 'message']);
        assert.equal(res.json().error, 'unauthorized');
      }
    });

    test('alg none, a wrong signature, another HMAC algorithm, a tampered payload and an expired token are refused', async () => {
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
      const wrongKey = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
      const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(ctx.config.jwtSecret));
      const [h, , s] = good.split('.');
      const tampered = `${h}.${b64({ ...decodeJwt(good), role: 'SystemAdministrator' })}.${s}`;
      const expired = await new SignJWT({ ...claims(), role: 'RegularUser', iat: 1_000, exp: 2_000 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(ctx.config.jwtSecret));
      for (const [name, token] of Object.entries({ unsigned, wrongKey, hs512, tampered, expired })) {
        const res = await ctx.app.inject({ method: 'POST', url: identityPaths.enableDisable(user.id) + '?isEnabled=true', headers: bearer(token) });
        assert.equal(res.statusCode, 401, name);
        assert.equal((await profile(user.id, token)).statusCode, 401, name);
      }
    });

    test('the stored role wins over the claim: a token minted as SystemAdministrator for a customer is still a customer', async () => {
      const forged = await tokenFor(ctx, { id: user.id, role: 'SystemAdministrator' });
      const res = await ctx.app.inject({ method: 'POST', url: `${identityPaths.enableDisable(user.id)}?isEnabled=true`, headers: bearer(forged) });
      assert.equal(res.statusCode, 403);
    });

    test('logout with the Bearer token ends that access token too', async () => {
      const tokens = await loginTokens(ctx, user.email, user.password);
      const res = await post(identityPaths.logout, { refresh_token: tokens.refresh_token }, bearer(tokens.access_token));
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { ok: true });
      assert.equal((await profile(user.id, tokens.access_token)).statusCode, 401);
      assert.equal((await post(identityPaths.refresh, { refresh_token: tokens.refresh_token })).statusCode, 401);
      // Another session of the same user is untouched.
      assert.equal((await profile(user.id, good)).statusCode, 200);
    });

    test('logout without any body or token answers 200', async () => {
      assert.equal((await ctx.app.inject({ method: 'POST', url: identityPaths.logout })).statusCode, 200);
    });
  });

  describe('refresh tokens', () => {
    test('refresh rotates; the old token stops working; reusing it revokes the whole family (401)', async () => {
      const user = await userWithPassword(ctx);
      const first = await loginTokens(ctx, user.email, user.password);
      const other = await loginTokens(ctx, user.email, user.password); // another device: another family

      const r1 = await post(identityPaths.refresh, { refresh_token: first.refresh_token });
      assert.equal(r1.statusCode, 200);
      const second = r1.json() as TokenResponse;
      assert.notEqual(second.refresh_token, first.refresh_token);
      assert.equal(second.token_type, 'Bearer');
      assert.equal((await profile(user.id, second.access_token)).statusCode, 200);

      const r2 = await post(identityPaths.refresh, { refresh_token: second.refresh_token });
      assert.equal(r2.statusCode, 200);
      const third = r2.json() as TokenResponse;

      // The first token is replayed (stolen copy): 401, and the live descendant dies with it.
      const replay = await post(identityPaths.refresh, { refresh_token: first.refresh_token });
      assert.equal(replay.statusCode, 401);
      assert.equal(replay.json().error, 'invalid-refresh-token');
      assert.equal((await post(identityPaths.refresh, { refresh_token: third.refresh_token })).statusCode, 401);

      // The other device's family is unaffected.
      assert.equal((await post(identityPaths.refresh, { refresh_token: other.refresh_token })).statusCode, 200);

      const stored = await ctx.db.selectFrom('refresh_token').select('token_hash').where('user_id', '=', user.id).execute();
      assert.ok(stored.every((r) => r.token_hash !== first.refresh_token && /^[0-9a-f]{64}$/.test(r.token_hash)), 'stored as SHA-256');
    });

    test('unknown, expired and logged-out refresh tokens → 401', async () => {
      const user = await userWithPassword(ctx);
      assert.equal((await post(identityPaths.refresh, { refresh_token: 'no-such-token' })).statusCode, 401);
      const a = await loginTokens(ctx, user.email, user.password);
      await ctx.db.updateTable('refresh_token').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', user.id).execute();
      assert.equal((await post(identityPaths.refresh, { refresh_token: a.refresh_token })).statusCode, 401);
      const b = await loginTokens(ctx, user.email, user.password);
      assert.equal((await post(identityPaths.logout, { refresh_token: b.refresh_token })).statusCode, 200);
      assert.equal((await post(identityPaths.refresh, { refresh_token: b.refresh_token })).statusCode, 401);
    });

    test('refresh tokens last 30 days', async () => {
      const user = await userWithPassword(ctx);
      await loginTokens(ctx, user.email, user.password);
      const row = await ctx.db.selectFrom('refresh_token').select(sql<number>`extract(epoch from expires_at - created_at)`.as('ttl')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      assert.equal(Math.round(row.ttl / 86400), 30);
    });
  });

  describe('password reset', () => {
    const resetLink = async (email: string) => {
      const mail = await sink.nextMail(email);
      const url = new URL(/https:\/\/zakazi\.example\/reset-password\?\S+/.exec(mail.text)![0]);
      return { userId: Number(url.searchParams.get('userId')), token: url.searchParams.get('token')! };
    };

    test('forgot → link by mail → reset; the token is single-use; old sessions end; new password works', async () => {
      const user = await userWithPassword(ctx);
      const session = await loginTokens(ctx, user.email, user.password);
      const res = await post(identityPaths.forgotPassword, { email: user.email.toUpperCase() });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { ok: true });
      const link = await resetLink(user.email);
      assert.equal(link.userId, user.id);

      const weak = await post(identityPaths.resetPassword, { ...link, newPassword: 'password' });
      assert.equal(weak.json().error, 'weak-password');

      const done = await post(identityPaths.resetPassword, { ...link, newPassword: 'Nova-lozinka-2025' });
      assert.equal(done.statusCode, 200);
      const reuse = await post(identityPaths.resetPassword, { ...link, newPassword: 'Jos-jedna-lozinka-7' });
      assert.equal(reuse.statusCode, 400);
      assert.equal(reuse.json().error, 'invalid-token');

      assert.equal((await post(identityPaths.refresh, { refresh_token: session.refresh_token })).statusCode, 401, 'sessions revoked');
      assert.equal((await login(ctx, user.email, user.password)).statusCode, 401);
      assert.equal((await login(ctx, user.email, 'Nova-lozinka-2025')).statusCode, 200);
    });

    test('an expired reset token → 400 token-expired; a token of another user → invalid-token', async () => {
      const user = await userWithPassword(ctx);
      await post(identityPaths.forgotPassword, { email: user.email });
      const link = await resetLink(user.email);
      const other = await post(identityPaths.resetPassword, { userId: user.id + 100000, token: link.token, newPassword: 'Nova-lozinka-2025' });
      assert.equal(other.json().error, 'invalid-token');
      const row = await ctx.db.selectFrom('password_reset_token').select(sql<number>`extract(epoch from expires_at - created_at)`.as('ttl')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      assert.equal(Math.round(row.ttl), 3600);
      await ctx.db.updateTable('password_reset_token').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', user.id).execute();
      const res = await post(identityPaths.resetPassword, { ...link, newPassword: 'Nova-lozinka-2025' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, 'token-expired');
      assert.equal((await login(ctx, user.email, user.password)).statusCode, 200, 'password unchanged');
    });

    test('forgot-password for an unknown email answers the same and sends nothing', async () => {
      const email = uniqueEmail();
      const res = await post(identityPaths.forgotPassword, { email });
      assert.deepEqual([res.statusCode, res.json()], [200, { ok: true }]);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(sink.mailsTo(email).length, 0);
    });
  });

  describe('partner sign-up (create-owner)', () => {
    test('creates an unconfirmed Administrator and a draft business in one go; confirmed like create-user', async () => {
      const email = uniqueEmail('owner');
      const res = await post(identityPaths.createOwner, { email, password: GOOD_PASSWORD, ime: 'Vlasnik', brojTelefona: '+381 11 222 3333', nazivEntiteta: 'Salon Lepota', kategorijaId: 4 });
      assert.equal(res.statusCode, 201);
      const { userId, entitetId } = res.json();
      const entitet = await ctx.db.selectFrom('entitet').selectAll().where('id', '=', entitetId).executeTakeFirstOrThrow();
      assert.equal(entitet.objavljen, false);
      assert.equal(entitet.owner_user_id, userId);
      assert.equal(entitet.naziv, 'Salon Lepota');
      assert.equal(entitet.kategorija_id, 4);
      // The draft is not public.
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/Entitet/${entitetId}` })).statusCode, 404);

      const code = await codeFromMail(sink, email);
      assert.equal((await post(identityPaths.confirmEmail, { userId, emailCode: code })).statusCode, 200);
      const tokens = await loginTokens(ctx, email, GOOD_PASSWORD);
      assert.equal(decodeJwt(tokens.access_token).role, 'Administrator');
      const own = await post(identityPaths.getEntitetId, { userid: userId }, bearer(tokens.access_token));
      assert.deepEqual(own.json(), { entitetId });
      const admin = await ctx.app.inject({ method: 'GET', url: `${identityPaths.getAdminByEntity}?entitetId=${entitetId}`, headers: bearer(tokens.access_token) });
      assert.deepEqual(admin.json(), { userId, ime: 'Vlasnik', email });
    });

    test('an unknown category → 400 and nothing is created; a taken email → 409 and no business', async () => {
      const email = uniqueEmail('owner');
      const res = await post(identityPaths.createOwner, { email, password: GOOD_PASSWORD, ime: 'V', brojTelefona: '0641234567', nazivEntiteta: 'N', kategorijaId: 9999 });
      assert.equal(res.statusCode, 400);
      assert.equal(await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined);

      const taken = await userWithPassword(ctx);
      const before = await ctx.db.selectFrom('entitet').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const dup = await post(identityPaths.createOwner, { email: taken.email, password: GOOD_PASSWORD, ime: 'V', brojTelefona: '0641234567', nazivEntiteta: 'N', kategorijaId: 4 });
      assert.equal(dup.statusCode, 409);
      const afterCount = await ctx.db.selectFrom('entitet').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      assert.equal(afterCount.n, before.n);
    });
  });

  describe('create-employee', () => {
    test('the owner adds an employee with services of their business; the employee is mailed and can log in', async () => {
      const owner = await userWithPassword(ctx, { role: 'Administrator' });
      const business = await createBusiness(ctx.db, { ownerUserId: owner.id, services: [{}, {}] });
      const token = (await loginTokens(ctx, owner.email, owner.password)).access_token;
      const email = uniqueEmail('employee');
      const res = await post(identityPaths.createEmployee, { email, password: GOOD_PASSWORD, ime: 'Jelena', prezime: 'J', tenantId: business.id, uslugaIds: business.serviceIds }, bearer(token));
      assert.equal(res.statusCode, 201, res.body);
      const { userId, zaposleniId } = res.json();
      const z = await ctx.db.selectFrom('zaposleni').selectAll().where('id', '=', zaposleniId).executeTakeFirstOrThrow();
      assert.equal(z.user_id, userId);
      assert.equal(z.entitet_id, business.id);
      const links = await ctx.db.selectFrom('usluga_zaposleni').select('usluga_id').where('zaposleni_id', '=', zaposleniId).execute();
      assert.deepEqual(links.map((l) => l.usluga_id).sort(), [...business.serviceIds].sort());

      const mail = await sink.nextMail(email);
      assert.match(mail.text, /https:\/\/zakazi\.example\/login/);
      const tokens = await loginTokens(ctx, email, GOOD_PASSWORD);
      assert.equal(decodeJwt(tokens.access_token).role, 'Employee');
    });

    test("another owner → 403; unknown business → 404; another business's service → 400; non-Administrator → 403", async () => {
      const ownerA = await userWithPassword(ctx, { role: 'Administrator' });
      const ownerB = await userWithPassword(ctx, { role: 'Administrator' });
      const a = await createBusiness(ctx.db, { ownerUserId: ownerA.id });
      const b = await createBusiness(ctx.db, { ownerUserId: ownerB.id });
      const tokenB = await tokenFor(ctx, ownerB);
      const body = (tenantId: number, uslugaIds?: number[]) => ({ email: uniqueEmail('employee'), password: GOOD_PASSWORD, ime: 'Z', tenantId, uslugaIds });

      const foreign = await post(identityPaths.createEmployee, body(a.id), bearer(tokenB));
      assert.equal(foreign.statusCode, 403);
      assert.equal(foreign.json().error, 'forbidden');
      assert.equal((await post(identityPaths.createEmployee, body(99999999), bearer(tokenB))).statusCode, 404);
      const wrongService = await post(identityPaths.createEmployee, body(b.id, [a.serviceIds[0]!]), bearer(tokenB));
      assert.equal(wrongService.statusCode, 400);
      const customer = await userWithPassword(ctx);
      assert.equal((await post(identityPaths.createEmployee, body(a.id), bearer(await tokenFor(ctx, customer)))).statusCode, 403);
      // Nothing was created by the refused calls.
      const employees = await ctx.db.selectFrom('users').select('id').where('role', '=', 'Employee').where('email', 'like', 'employee-%').execute();
      const zaposleni = await ctx.db.selectFrom('zaposleni').select('id').where('user_id', 'in', employees.length ? employees.map((e) => e.id) : [-1]).where('entitet_id', 'in', [a.id, b.id]).execute();
      assert.equal(zaposleni.length, 0);
    });
  });

  describe('lookups', () => {
    type Caller = { id: number; role: 'Administrator' | 'SystemAdministrator' };
    /** An owner with a business, another owner without one, and a SystemAdministrator. */
    async function owners() {
      const owner = await createUser(ctx.db, { role: 'Administrator' });
      const business = await createBusiness(ctx.db, { ownerUserId: owner.id });
      return { owner, business, other: await createUser(ctx.db, { role: 'Administrator' }), sys: await createUser(ctx.db, { role: 'SystemAdministrator' }) };
    }

    test("get-entitet-id: self or SystemAdministrator; 404 when none; others 403", async () => {
      const { owner, business, other, sys } = await owners();
      const call = async (caller: Caller, userid: number) =>
        post(identityPaths.getEntitetId, { userid }, bearer(await tokenFor(ctx, caller)));
      assert.deepEqual((await call({ id: owner.id, role: 'Administrator' }, owner.id)).json(), { entitetId: business.id });
      assert.deepEqual((await call({ id: sys.id, role: 'SystemAdministrator' }, owner.id)).json(), { entitetId: business.id });
      assert.equal((await call({ id: other.id, role: 'Administrator' }, owner.id)).statusCode, 403);
      assert.equal((await call({ id: other.id, role: 'Administrator' }, other.id)).statusCode, 404);
    });

    test("get-admin-by-entity: that entity's Administrator or SystemAdministrator", async () => {
      const { owner, business, other, sys } = await owners();
      const get = async (caller: Caller, entitetId: number) =>
        ctx.app.inject({ method: 'GET', url: `${identityPaths.getAdminByEntity}?entitetId=${entitetId}`, headers: bearer(await tokenFor(ctx, caller)) });
      assert.deepEqual((await get({ id: sys.id, role: 'SystemAdministrator' }, business.id)).json(), { userId: owner.id, ime: owner.ime, email: owner.email });
      assert.equal((await get({ id: other.id, role: 'Administrator' }, business.id)).statusCode, 403);
      assert.equal((await get({ id: sys.id, role: 'SystemAdministrator' }, 99999999)).statusCode, 404);
    });
  });

  describe('account deletion', () => {
    test('DELETE /api/Identity/{id} by the user: future bookings cancelled, data erased, tokens dead, favorites gone, history kept', async () => {
      const user = await userWithPassword(ctx, { brojTelefona: '+381 60 000 0000' });
      const tokens = await loginTokens(ctx, user.email, user.password);
      const business = await createBusiness(ctx.db);
      const slot = { entitetId: business.id, uslugaId: business.serviceIds[0]!, zaposleniId: business.employeeIds[0]!, userId: user.id };
      const future = await addBooking(ctx.db, { ...slot, start: new Date(Date.now() + 3 * 86400_000), status: 'confirmed' });
      const pending = await addBooking(ctx.db, { ...slot, start: new Date(Date.now() + 4 * 86400_000), status: 'pending' });
      const past = await addBooking(ctx.db, { ...slot, start: new Date(Date.now() - 3 * 86400_000), status: 'completed' });
      await ctx.db.insertInto('favorit').values({ user_id: user.id, entitet_id: business.id }).execute();
      await post(identityPaths.deviceToken, { token: `dev-${user.id}`, platform: 'android' }, bearer(tokens.access_token));

      const other = await userWithPassword(ctx);
      const refused = await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(user.id), headers: bearer(await tokenFor(ctx, other)) });
      assert.equal(refused.statusCode, 403);

      const res = await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(user.id), headers: bearer(tokens.access_token) });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { ok: true });

      const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      assert.equal(row.email, null);
      assert.equal(row.ime, 'Obrisan korisnik');
      assert.equal(row.prezime, null);
      assert.equal(row.broj_telefona, null);
      assert.equal(row.password_hash, null);
      assert.ok(row.deleted_at);
      const bookings = await ctx.db.selectFrom('zakazivanje').select(['id', 'status', 'user_id']).where('id', 'in', [future, pending, past]).orderBy('id').execute();
      assert.deepEqual(bookings.map((b) => [b.id, b.status, b.user_id]), [[future, 'cancelled', user.id], [pending, 'cancelled', user.id], [past, 'completed', user.id]]);
      assert.equal((await ctx.db.selectFrom('favorit').select('user_id').where('user_id', '=', user.id).execute()).length, 0);
      assert.equal((await ctx.db.selectFrom('device_token').select('token').where('user_id', '=', user.id).execute()).length, 0);

      assert.equal((await profile(user.id, tokens.access_token)).statusCode, 401, 'access token dead');
      assert.equal((await post(identityPaths.refresh, { refresh_token: tokens.refresh_token })).statusCode, 401, 'refresh dead');
      assert.equal((await login(ctx, user.email, user.password)).statusCode, 401, 'cannot log in');
      // The address is free again.
      assert.equal((await post(identityPaths.createUser, { email: user.email, password: GOOD_PASSWORD, ime: 'Nova' })).statusCode, 201);
    });

    test('a SystemAdministrator may delete anyone; deleting twice → 404', async () => {
      const user = await createUser(ctx.db);
      const sys = await createUser(ctx.db, { role: 'SystemAdministrator' });
      const token = await tokenFor(ctx, { id: sys.id, role: 'SystemAdministrator' });
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(user.id), headers: bearer(token) })).statusCode, 200);
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(user.id), headers: bearer(token) })).statusCode, 404);
    });

    test("erasing an employee's or an owner's account cancels their customers' future bookings and tells each customer", async () => {
      const sys = await createUser(ctx.db, { role: 'SystemAdministrator' });
      const sysToken = await tokenFor(ctx, { id: sys.id, role: 'SystemAdministrator' });
      const staff = await createUser(ctx.db, { role: 'Employee' });
      const owner = await createUser(ctx.db, { role: 'Administrator' });
      const salon = await createBusiness(ctx.db, { naziv: 'Salon Odlazak', ownerUserId: owner.id, employees: [{ userId: staff.id }, {}] });
      const customer = await createUser(ctx.db, { email: uniqueEmail('musterija') });
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
      const book = (zaposleniId: number, start: Date, status: 'pending' | 'confirmed' | 'completed') =>
        addBooking(ctx.db, { entitetId: salon.id, uslugaId: salon.serviceIds[0]!, zaposleniId, userId: customer.id, start, status });
      const withStaff = await book(salon.employeeIds[0]!, inDays(3), 'confirmed');
      const pastWithStaff = await book(salon.employeeIds[0]!, inDays(-3), 'completed');
      const withColleague = await book(salon.employeeIds[1]!, inDays(4), 'pending');
      const status = async (id: number) =>
        (await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

      const erased = await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteUser(staff.id), headers: bearer(sysToken) });
      assert.equal(erased.statusCode, 200);
      assert.deepEqual(
        [await status(withStaff), await status(pastWithStaff), await status(withColleague)],
        ['cancelled', 'completed', 'pending'],
        "only the employee's future bookings are cancelled",
      );
      const mail = await sink.nextMail(customer.email!);
      assert.match(mail.subject, /Salon Odlazak je otkazao termin/);

      const ownerToken = await tokenFor(ctx, { id: owner.id, role: 'Administrator' });
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(owner.id), headers: bearer(ownerToken) })).statusCode, 200);
      assert.equal(await status(withColleague), 'cancelled', "the closed business's future bookings are cancelled");
      assert.match((await sink.nextMail(customer.email!)).subject, /Salon Odlazak je otkazao termin/);
    });

    test("deleting an owner's account unpublishes their business", async () => {
      const owner = await createUser(ctx.db, { role: 'Administrator' });
      const business = await createBusiness(ctx.db, { ownerUserId: owner.id });
      const token = await tokenFor(ctx, { id: owner.id, role: 'Administrator' });
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: identityPaths.deleteAccount(owner.id), headers: bearer(token) })).statusCode, 200);
      const e = await ctx.db.selectFrom('entitet').select('objavljen').where('id', '=', business.id).executeTakeFirstOrThrow();
      assert.equal(e.objavljen, false);
    });
  });
});
