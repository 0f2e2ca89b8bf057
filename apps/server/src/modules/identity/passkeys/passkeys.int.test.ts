import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { generateKeyPairSync } from 'node:crypto';
import { identityPaths } from '@zakazi/contract';
import { bearer, loginTokens, userWithPassword } from '../../../../test/support/auth.ts';
import { SoftAuthenticator } from '../../../../test/support/soft-authenticator.ts';
import { useTestContext } from '../../../../test/support/test-app.ts';

/**
 * Passkeys (issue 32 item 5, decision 083): the server's ceremonies checked with a software
 * authenticator that signs for real (test/support/soft-authenticator.ts): options, registering,
 * listing, deleting, signing in; challenges single use and expiring; someone else's challenge,
 * key or account refused; the signature counter checked.
 */
describe('passkeys', { timeout: 180_000 }, () => {
  const ctx = useTestContext({ RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000' });
  const post = (url: string, payload: object, token?: string) => ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const origin = () => new URL(ctx.config.publicUrl).origin;

  async function signedIn() {
    const user = await userWithPassword(ctx, { role: 'Administrator' });
    return { ...user, token: (await loginTokens(ctx, user.email, user.password)).access_token };
  }
  async function registrationOptions(token: string) {
    const res = await post(identityPaths.passkeyRegistrationOptions, {}, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string }; excludeCredentials: { id: string }[]; authenticatorSelection: Record<string, string> };
  }
  /** A user with one registered passkey. */
  async function withPasskey() {
    const user = await signedIn();
    const authenticator = new SoftAuthenticator(origin());
    const res = await post(identityPaths.passkeys, { odgovor: authenticator.register(await registrationOptions(user.token)), naziv: 'Moj telefon' }, user.token);
    assert.equal(res.statusCode, 201, res.body);
    return { user, authenticator, passkey: res.json() as { id: number; naziv: string } };
  }
  async function loginOptions() {
    const res = await post(identityPaths.passkeyLoginOptions, {});
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { challenge: string; rpId: string; userVerification: string; allowCredentials?: unknown[] };
  }

  test('registering: options for the public URL\'s relying party with user verification; the answer stores the key; listed; excluded next time', async () => {
    const user = await signedIn();
    const options = await registrationOptions(user.token);
    assert.equal(options.rp.id, new URL(ctx.config.publicUrl).hostname);
    assert.equal(options.user.name, user.email);
    assert.equal(options.authenticatorSelection.userVerification, 'required');
    assert.equal(options.authenticatorSelection.residentKey, 'required');
    assert.notEqual(options.user.id, Buffer.from(String(user.id)).toString('base64url'), 'the user handle is random, not the account id');

    const authenticator = new SoftAuthenticator(origin());
    const res = await post(identityPaths.passkeys, { odgovor: authenticator.register(options) }, user.token);
    assert.equal(res.statusCode, 201, res.body);
    const created = res.json();
    assert.equal(created.poslednjeKoriscenje, null);
    assert.equal(typeof created.naziv, 'string');
    assert.ok(created.naziv.length > 0, 'named after the device when no name is given');

    const list = await ctx.app.inject({ method: 'GET', url: identityPaths.passkeys, headers: bearer(user.token) });
    assert.deepEqual(list.json().map((k: { id: number }) => k.id), [created.id]);
    const next = await registrationOptions(user.token);
    assert.deepEqual(next.excludeCredentials.map((c) => c.id), [authenticator.id]);
    assert.equal(next.user.id, options.user.id, 'one user handle per account');
    const stored = await ctx.db.selectFrom('passkey').select(['credential_id', 'user_id']).where('user_id', '=', user.id).execute();
    assert.deepEqual(stored, [{ credential_id: authenticator.id, user_id: user.id }]);
  });

  test('signing in with the passkey gives the tokens of a login; the counter and the last use are stored', async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const options = await loginOptions();
    assert.equal(options.rpId, new URL(ctx.config.publicUrl).hostname);
    assert.equal(options.userVerification, 'required');
    const res = await post(identityPaths.passkeyLogin, { odgovor: authenticator.authenticate(options) });
    assert.equal(res.statusCode, 200, res.body);
    const tokens = res.json() as { access_token: string; refresh_token: string; token_type: string };
    assert.equal(tokens.token_type, 'Bearer');
    const profile = await ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${user.id}`, headers: bearer(tokens.access_token) });
    assert.equal(profile.statusCode, 200, 'the token is the passkey owner\'s');
    assert.equal(profile.json().id, user.id);
    const row = await ctx.db.selectFrom('passkey').select(['counter', 'last_used_at']).where('id', '=', passkey.id).executeTakeFirstOrThrow();
    assert.equal(Number(row.counter), 1);
    assert.ok(row.last_used_at);
    const sessions = await ctx.app.inject({ method: 'GET', url: identityPaths.sessions, headers: bearer(tokens.access_token) });
    assert.equal(sessions.json().filter((s: { trenutna: boolean }) => s.trenutna).length, 1, 'a session like any sign-in');
  });

  test('a challenge is used once, expires, and is refused when made up: 400 invalid-challenge, nothing stored', async () => {
    const user = await signedIn();
    const authenticator = new SoftAuthenticator(origin());
    const answer = authenticator.register(await registrationOptions(user.token));
    assert.equal((await post(identityPaths.passkeys, { odgovor: answer }, user.token)).statusCode, 201);
    const again = await post(identityPaths.passkeys, { odgovor: answer }, user.token);
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().error, 'invalid-challenge');

    const madeUp = await post(identityPaths.passkeys, { odgovor: new SoftAuthenticator(origin()).register({ ...(await registrationOptions(user.token)), challenge: 'bm90LWEtY2hhbGxlbmdl' }) }, user.token);
    assert.equal(madeUp.json().error, 'invalid-challenge');

    const late = await registrationOptions(user.token);
    await ctx.db.updateTable('webauthn_challenge').set({ expires_at: new Date(Date.now() - 1000) }).where('challenge', '=', late.challenge).execute();
    const expired = await post(identityPaths.passkeys, { odgovor: new SoftAuthenticator(origin()).register(late) }, user.token);
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().error, 'invalid-challenge');

    const { authenticator: own } = await withPasskey();
    const signIn = await loginOptions();
    const first = own.authenticate(signIn);
    assert.equal((await post(identityPaths.passkeyLogin, { odgovor: first })).statusCode, 200);
    const replay = await post(identityPaths.passkeyLogin, { odgovor: first });
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().error, 'invalid-challenge');
    const lateLogin = await loginOptions();
    await ctx.db.updateTable('webauthn_challenge').set({ expires_at: new Date(Date.now() - 1000) }).where('challenge', '=', lateLogin.challenge).execute();
    assert.equal((await post(identityPaths.passkeyLogin, { odgovor: own.authenticate(lateLogin) })).json().error, 'invalid-challenge');

    const count = await ctx.db.selectFrom('passkey').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1, 'only the first answer stored a key');
  });

  test('someone else\'s challenge, passkey or account is refused', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceOptions = await registrationOptions(alice.token);
    const stolen = await post(identityPaths.passkeys, { odgovor: new SoftAuthenticator(origin()).register(aliceOptions) }, bob.token);
    assert.equal(stolen.statusCode, 400);
    assert.equal(stolen.json().error, 'invalid-challenge');
    assert.equal((await post(identityPaths.passkeys, { odgovor: new SoftAuthenticator(origin()).register(aliceOptions) }, alice.token)).statusCode, 201, 'still Alice\'s to use');

    const { passkey } = await withPasskey();
    const del = await ctx.app.inject({ method: 'DELETE', url: identityPaths.passkey(passkey.id), headers: bearer(bob.token) });
    assert.equal(del.statusCode, 404);
    assert.ok(await ctx.db.selectFrom('passkey').select('id').where('id', '=', passkey.id).executeTakeFirst(), 'Carol\'s passkey stays');

    // Bob's authenticator claims Carol's account, or signs for Carol's key with its own private key.
    const { authenticator: bobs } = await withPasskey();
    const { authenticator: carols } = await withPasskey();
    const otherHandle = await post(identityPaths.passkeyLogin, { odgovor: carols.authenticate(await loginOptions(), { userHandle: (await registrationOptions(bob.token)).user.id }) });
    assert.equal(otherHandle.statusCode, 400);
    assert.equal(otherHandle.json().error, 'invalid-passkey');
    const forged = await post(identityPaths.passkeyLogin, { odgovor: bobs.authenticate(await loginOptions(), { key: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey }) });
    assert.equal(forged.statusCode, 400);
    assert.equal(forged.json().error, 'invalid-passkey');
  });

  test('a key whose signature counter did not grow (a clone), an answer for another origin, an unknown key: 400 invalid-passkey', async () => {
    const { authenticator } = await withPasskey();
    assert.equal((await post(identityPaths.passkeyLogin, { odgovor: authenticator.authenticate(await loginOptions()) })).statusCode, 200);
    authenticator.counter = 0; // the clone still counts from where the key was copied
    const cloned = await post(identityPaths.passkeyLogin, { odgovor: authenticator.authenticate(await loginOptions()) });
    assert.equal(cloned.statusCode, 400);
    assert.equal(cloned.json().error, 'invalid-passkey');

    const user = await signedIn();
    const phishing = await post(identityPaths.passkeys, { odgovor: new SoftAuthenticator('https://zakazi.example.evil').register(await registrationOptions(user.token)) }, user.token);
    assert.equal(phishing.statusCode, 400);
    assert.equal(phishing.json().error, 'invalid-passkey');

    const unknown = await post(identityPaths.passkeyLogin, { odgovor: new SoftAuthenticator(origin()).authenticate(await loginOptions()) });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().error, 'invalid-passkey');
  });

  test('a deleted passkey no longer signs in; a disabled account\'s passkey is refused 403', async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const del = await ctx.app.inject({ method: 'DELETE', url: identityPaths.passkey(passkey.id), headers: bearer(user.token) });
    assert.equal(del.statusCode, 204);
    assert.equal((await post(identityPaths.passkeyLogin, { odgovor: authenticator.authenticate(await loginOptions()) })).json().error, 'invalid-passkey');

    const other = await withPasskey();
    await ctx.db.updateTable('users').set({ enabled: false }).where('id', '=', other.user.id).execute();
    const disabled = await post(identityPaths.passkeyLogin, { odgovor: other.authenticator.authenticate(await loginOptions()) });
    assert.equal(disabled.statusCode, 403);
    assert.equal(disabled.json().error, 'account-disabled');
  });
});
