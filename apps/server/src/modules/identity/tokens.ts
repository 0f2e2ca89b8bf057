import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { UserRole } from '@zakazi/contract';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';

/**
 * Access tokens: JWT HS256 signed with JWT_SECRET; claims sub (user id as a string), role, iat,
 * exp, jti. Verification accepts HS256 only, so `alg: none`, RS/ES and HS384/512 tokens are refused.
 * Refresh and reset tokens: 32 random bytes, base64url; only their SHA-256 is stored.
 */
const ACCESS_TOKEN_ALGORITHM = 'HS256';

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

export type AccessClaims = { userId: number; role: UserRole; jti: string; exp: number };

export async function issueAccessToken(config: Config, user: { id: number; role: UserRole }): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = config.auth.accessTokenTtlSeconds;
  const token = await new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .setJti(randomUUID())
    .sign(keyOf(config.jwtSecret));
  return { token, expiresIn };
}

const ROLES = new Set<string>(['RegularUser', 'Administrator', 'SystemAdministrator', 'Employee']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of a valid, unexpired token signed by us; null for anything else. */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.jwtSecret), { algorithms: [ACCESS_TOKEN_ALGORITHM] });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== payload.sub) return null;
    if (typeof role !== 'string' || !ROLES.has(role)) return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti) || typeof payload.exp !== 'number') return null;
    return { userId, role: role as UserRole, jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Confirmation codes have only a million values, so a plain hash would be reversible from a
 * database copy: they are keyed with the server secret and bound to the user.
 */
export function codeHash(config: Config, userId: number, code: string): string {
  return createHmac('sha256', keyOf(config.jwtSecret)).update(`email-code:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
