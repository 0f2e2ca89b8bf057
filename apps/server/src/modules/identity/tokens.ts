import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { UserRole } from '@zakazi/contract';
import { SignJWT } from 'jose';
import type { Config } from '../../config.ts';

/**
 * Access tokens: JWT HS256 signed with JWT_SECRET; claims sub (user id as a string), role, iat,
 * exp, jti, sid (the session it was issued in: user_session, decision 071; absent in tokens of
 * the previous release). Verification accepts HS256 only, so `alg: none`, RS/ES and HS384/512 tokens are refused.
 * Refresh and reset tokens: 32 random bytes, base64url; only their SHA-256 is stored.
 */
const ACCESS_TOKEN_ALGORITHM = 'HS256';

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

export type AccessClaims = { userId: number; role: UserRole; jti: string; exp: number; sessionId: string | null };

export async function issueAccessToken(config: Config, user: { id: number; role: UserRole }, sessionId?: string): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = config.auth.accessTokenTtlSeconds;
  // One clock reading for both claims: read twice, a second can tick between them and exp - iat is then one more.
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await new SignJWT(sessionId ? { role: user.role, sid: sessionId } : { role: user.role })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .setJti(randomUUID())
    .sign(keyOf(config.jwtSecret));
  return { token, expiresIn };
}

const ROLES = new Set<string>(['RegularUser', 'Administrator', 'SystemAdministrator', 'Employee']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** An HMAC-SHA-256 signature in base64url: 32 bytes, 43 characters without padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const decodeSegment = (segment: string): unknown => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

/**
 * The claims of a valid, unexpired token signed by us; null for anything else. Checked here with
 * node's synchronous HMAC (decision 050: jose's verification goes through WebCrypto's thread pool,
 * a measurable share of a booking's server CPU), by the rules jose applied: a compact JWS of
 * three base64url segments, a header whose alg is exactly HS256 with no `crit` or `b64` (no
 * extension is understood), a signature over the first two segments compared in constant time,
 * then the claims: exp a number in the future, nbf and iat numbers when present, nbf not in the
 * future.
 */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims | null> {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, body, signature] = parts as [string, string, string];
    if (!SEGMENT.test(header) || !SEGMENT.test(body) || !SIGNATURE.test(signature)) return null;
    const expected = createHmac('sha256', keyOf(config.jwtSecret)).update(`${header}.${body}`).digest();
    if (!timingSafeEqual(Buffer.from(signature, 'base64url'), expected)) return null;
    const protectedHeader = decodeSegment(header) as Record<string, unknown> | null;
    if (!protectedHeader || typeof protectedHeader !== 'object' || protectedHeader.alg !== ACCESS_TOKEN_ALGORITHM) return null;
    if ('crit' in protectedHeader || 'b64' in protectedHeader) return null;
    const payload = decodeSegment(body) as Record<string, unknown> | null;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    const userId = Number(payload.sub);
    const role = payload.role;
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== payload.sub) return null;
    if (typeof role !== 'string' || !ROLES.has(role)) return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !UUID.test(payload.sid))) return null;
    return { userId, role: role as UserRole, jti: payload.jti, exp: payload.exp, sessionId: payload.sid ?? null };
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
