import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Authenticated, CountedLimit } from '../../http/access.ts';
import type { Hit } from '../../http/rate-limits/index.ts';
import { findSessionUser, findSessionUserCounting } from './queries.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * The caller behind a Bearer access token, for http/access.ts's hook on every request: a token we
 * signed and that has not expired, of a session not logged out, of an account still enabled and
 * not erased; null for anything else. One primary-key lookup, so a disabled, erased or logged-out
 * account loses access at once, not when its token expires. On a route with a per-user limit
 * (`count`) the lookup also counts the hit, in the same statement (queries.findSessionUserCounting).
 */
export async function authenticateAccessToken(deps: { config: Config; db: Db }, token: string, count?: CountedLimit): Promise<Authenticated | null> {
  const claims = await verifyAccessToken(deps.config, token);
  if (!claims) return null;
  const user: (Awaited<ReturnType<typeof findSessionUser>> & { hit?: Hit }) | undefined = count
    ? await findSessionUserCounting(deps.db, claims.userId, claims.jti, { key: count.keyOf(claims.userId), windowMs: count.windowMs, roles: count.roles })
    : await findSessionUser(deps.db, claims.userId, claims.jti);
  if (!user || !user.enabled || user.deleted_at || user.token_revoked) return null;
  // The stored role wins over the token's claim: a role change applies at once.
  return {
    user: { id: claims.userId, role: user.role, tokenId: claims.jti, tokenExpiresAt: claims.exp },
    hit: user.hit,
  };
}
