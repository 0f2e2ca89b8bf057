import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeToken, isExpired, parseStoredAuth, refreshDelay, toStoredAuth } from './session.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

test('decodes sub, role and exp from an access token', () => {
  const claims = decodeToken(jwt({ sub: '42', role: 'Administrator', exp: 2_000_000_000, iat: 1_999_999_100, jti: 'x' }));
  assert.deepEqual(claims, { sub: '42', role: 'Administrator', exp: 2_000_000_000, iat: 1_999_999_100 });
});

test('unknown roles decode as null; broken tokens as nothing', () => {
  assert.equal(decodeToken(jwt({ sub: '1', role: 'Root', exp: 1 }))?.role, null);
  assert.equal(decodeToken(jwt({ sub: 7, exp: 1 }))?.sub, '7');
  assert.equal(decodeToken(jwt({ role: 'Employee', exp: 1 })), null);
  assert.equal(decodeToken(jwt({ sub: '1' })), null);
  assert.equal(decodeToken('not.a.jwt'), null);
  assert.equal(decodeToken('abc'), null);
  assert.equal(decodeToken(''), null);
  assert.equal(decodeToken(null), null);
});

test('decodes non-ASCII payloads (UTF-8)', () => {
  assert.equal(decodeToken(jwt({ sub: '1', exp: 5, name: 'Đorđe Čačak' }))?.sub, '1');
});

test('the refresh runs 30 s before expiry', () => {
  const now = 1_000_000_000_000;
  const exp = now / 1000 + 900;
  assert.equal(refreshDelay({ exp, iat: now / 1000 }, now), 870_000);
  assert.equal(refreshDelay({ exp, iat: null }, now), 870_000);
});

test('short-lived tokens refresh a fifth of their life early, expired ones at once', () => {
  const now = 1_000_000_000_000;
  assert.equal(refreshDelay({ exp: now / 1000 + 60, iat: now / 1000 }, now), 48_000);
  assert.equal(refreshDelay({ exp: now / 1000 - 10, iat: now / 1000 - 910 }, now), 0);
  assert.equal(refreshDelay({ exp: now / 1000 + 10, iat: now / 1000 - 890 }, now), 0);
});

test('far-away expiry stays within setTimeout range', () => {
  assert.equal(refreshDelay({ exp: 9_999_999_999, iat: null }, 0), 2 ** 31 - 1);
});

test('stored auth takes its expiry from the token, else from expires_in', () => {
  const access = jwt({ sub: '3', role: 'RegularUser', exp: 1_700_000_900, iat: 1_700_000_000 });
  assert.equal(toStoredAuth({ access_token: access, refresh_token: 'r', expires_in: 900 }, 0).expiry, 1_700_000_900_000);
  assert.equal(toStoredAuth({ access_token: 'opaque', refresh_token: 'r', expires_in: 900 }, 1000).expiry, 901_000);
  assert.ok(isExpired({ expiry: 10_000 }, 6_000));
  assert.ok(!isExpired({ expiry: 20_000 }, 6_000));
});

test('stored auth parsing rejects junk', () => {
  assert.deepEqual(parseStoredAuth('{"access_token":"a","refresh_token":"b","expiry":1}'), { access_token: 'a', refresh_token: 'b', expiry: 1 });
  assert.equal(parseStoredAuth('{"access_token":"a"}'), null);
  assert.equal(parseStoredAuth('nope'), null);
  assert.equal(parseStoredAuth(null), null);
});
