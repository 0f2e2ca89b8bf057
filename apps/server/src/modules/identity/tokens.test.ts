import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { loadConfig } from '../../config.ts';
import { issueAccessToken, verifyAccessToken } from './tokens.ts';

const config = loadConfig({ JWT_SECRET: 'k'.repeat(48), DATA_DIR: '/tmp/zakazi-tokens-test' });
const key = new TextEncoder().encode(config.jwtSecret);
const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ sub: '7', role: 'RegularUser', jti: randomUUID(), iat: now(), exp: now() + 600, ...extra });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Signed by hand: jose refuses to sign headers it would refuse to verify. */
const handSigned = (header: Record<string, unknown>, payload: Record<string, unknown>) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};
const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = {}) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', ...header }).sign(key);

test('a token the server issued verifies to its claims', async () => {
  const { token } = await issueAccessToken(config, { id: 42, role: 'Employee' });
  const verified = await verifyAccessToken(config, token);
  assert.equal(verified?.userId, 42);
  assert.equal(verified?.role, 'Employee');
});

test('the checks jose made are made: nbf, iat, exp, crit and b64 headers, segments, claim shapes', async () => {
  assert.ok(await verifyAccessToken(config, await sign(claims({ nbf: now() - 5 }))));
  assert.ok(await verifyAccessToken(config, handSigned({ alg: 'HS256', typ: 'JWT' }, claims())), 'the hand-signed form itself is valid');
  const refused = {
    notYetValid: await sign(claims({ nbf: now() + 600 })),
    iatNotANumber: await sign(claims({ iat: 'yesterday' })),
    noExp: await sign(claims({ exp: undefined })),
    expiresNow: await sign(claims({ exp: now() })),
    crit: handSigned({ alg: 'HS256', crit: ['zk'], zk: 1 }, claims()),
    b64: handSigned({ alg: 'HS256', b64: true }, claims()),
    algCase: handSigned({ alg: 'hs256' }, claims()),
    subNotCanonical: await sign(claims({ sub: '007' })),
    unknownRole: await sign(claims({ role: 'Root' })),
  };
  for (const [name, token] of Object.entries(refused)) assert.equal(await verifyAccessToken(config, token), null, name);
  const good = await sign(claims());
  const [h, p, s] = good.split('.') as [string, string, string];
  for (const bad of [`${h}.${p}`, `${h}.${p}.${s}.x`, `${h}.${p}.${s}=`, `${h}.${p}.${s.slice(0, -1)}`, `${h}=.${p}.${s}`, ` ${good}`]) {
    assert.equal(await verifyAccessToken(config, bad), null, bad);
  }
});
