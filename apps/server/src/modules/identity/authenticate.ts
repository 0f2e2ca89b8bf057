import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../../http/access.ts';
import { findSessionUser } from './queries.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * The caller behind a Bearer access token, for http/access.ts's hook on every request: a token we
 * signed and that has not expired, of a session not logged out, of an account still enabled and
 * not erased; null for anything else. One primary-key lookup, so a disabled, erased or logged-out
 * account loses access at once, not when its token expires.
 */
export async function authenticateAccessToken(deps: { config: Config; db: Db }, token: string): Promise<AuthUser | null> {
  const claims = await verifyAccessToken(deps.config, token);
  if (!claims) return null;
  const user = await findSessionUser(deps.db, claims.userId, claims.jti);
  if (!user || !user.enabled || user.deleted_at || user.token_revoked) return null;
  // The stored role wins over the token's claim: a role change applies at once.
  return { id: claims.userId, role: user.role, tokenId: claims.jti, tokenExpiresAt: claims.exp };
}
