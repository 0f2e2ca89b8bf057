import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Authenticated, CountedLimit, SessionChecks } from '../../shared/session-checks.ts';
import type { Hit } from '../../shared/rate-limit-counters.ts';
import type { UsersTable } from '../../db/schema.ts';
import { findSessionUser, findSessionUserCounting } from './queries.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * The caller behind a Bearer access token, for http/access.ts's hook on every request: a token we
 * signed and that has not expired, of a session not ended, of an account still enabled and
 * not erased; null for anything else. One statement of primary-key lookups, so a disabled, erased
 * or logged-out account, or an ended session, loses access at once, not when its token expires (decision 071). On a route with a per-user limit
 * (`count`) the lookup also counts the hit, in the same statement (queries.findSessionUserCounting).
 */
async function authenticateAccessToken(deps: { config: Config; db: Db }, token: string, count?: CountedLimit): Promise<Authenticated | null> {
  const claims = await verifyAccessToken(deps.config, token);
  if (!claims) return null;
  if (count) return checkSession(deps.db, claims, count);
  return callerOf(claims, await findSessionUser(deps.db, claims.userId, claims.jti, claims.sessionId));
}

/** The session check with a route's count for verified claims (queries.findSessionUserCounting). */
async function checkSession(db: Db, claims: Claims, count: CountedLimit): Promise<Authenticated | null> {
  const row = await findSessionUserCounting(db, claims.userId, claims.jti, claims.sessionId, { key: count.keyOf(claims.userId), windowMs: count.windowMs, roles: count.roles });
  return callerOf(claims, row);
}

type Claims = { userId: number; jti: string; exp: number; sessionId: string | null };
type Session = { role: UsersTable['role']; enabled: boolean; deleted_at: Date | string | null; token_revoked: boolean; two_step_owed: boolean; hit?: Hit | undefined };

/** The caller from the session the check read (undefined: no such user): null unless it passes. */
function callerOf(claims: Claims, user: Session | undefined): Authenticated | null {
  if (!user || !user.enabled || user.deleted_at || user.token_revoked) return null;
  // The stored role wins over the token's claim: a role change applies at once.
  return {
    user: { id: claims.userId, role: user.role, tokenId: claims.jti, tokenExpiresAt: claims.exp, sessionId: claims.sessionId, twoStepOwed: user.two_step_owed },
    hit: user.hit,
  };
}

/** The session check of http/access.ts's hook. */
export function sessionChecks(deps: { config: Config; db: Db }): SessionChecks {
  return { authenticate: (token, count) => authenticateAccessToken(deps, token, count) };
}
