import type { UserRole } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';
import { deviceInWords } from './device-names.ts';
import * as queries from './queries.ts';
import { issueAccessToken, randomToken, sha256 } from './tokens.ts';

/**
 * Sessions (CONTRACT.md "Third release", Accounts): a sign-in is a user_session row, the same id
 * as its refresh-token family and the `sid` claim of its access tokens. Ending one (here, logout,
 * a new password, a reused refresh token, a disabled or erased account) sets ended_at, and the
 * session check of every request reads it by its key: its access tokens answer 401 from the next
 * request on every process (decision 071).
 */
type SessionDeps = { db: Db; config: Config };
export type Tokens = { access_token: string; refresh_token: string; expires_in: number; token_type: 'Bearer' };
/** The session tokens are issued in: its id (the refresh family) and, for a new one, the device's User-Agent. */
export type SessionRef = { id: string; userAgent?: string | null | undefined };

/** Tokens of the session (created on its first issue, its activity moved on at each later one). */
export async function issueTokens(deps: SessionDeps, trx: Db, user: { id: number; role: UserRole }, session: SessionRef): Promise<Tokens> {
  await queries.touchSession(trx, { id: session.id, userId: user.id, userAgent: session.userAgent?.slice(0, 512) ?? null });
  const refresh = randomToken();
  await queries.insertRefreshToken(trx, { userId: user.id, tokenHash: sha256(refresh), familyId: session.id, ttlDays: deps.config.auth.refreshTokenTtlDays });
  const access = await issueAccessToken(deps.config, user, session.id);
  return { access_token: access.token, refresh_token: refresh, expires_in: access.expiresIn, token_type: 'Bearer' };
}

export type SessionView = { id: string; kreirana: string; poslednjaAktivnost: string; uredjaj: string; trenutna: boolean };

/** GET sesije: the caller's live sessions, the most recently active first, the caller's own marked. */
export async function listSessions(deps: SessionDeps, caller: AuthUser | null): Promise<SessionView[]> {
  const user = requireUser(caller);
  const rows = await queries.liveSessionsOf(deps.db, user.id, deps.config.auth.refreshTokenTtlDays);
  return rows.map((r) => ({
    id: r.id,
    kreirana: new Date(r.created_at).toISOString(),
    poslednjaAktivnost: new Date(r.last_active_at).toISOString(),
    uredjaj: deviceInWords(r.user_agent),
    trenutna: r.id === user.sessionId,
  }));
}

/** DELETE sesije/{id}: ends one of the caller's sessions (404 for anyone else's, or one already ended). */
export async function endSession(deps: SessionDeps, caller: AuthUser | null, sessionId: string): Promise<void> {
  const user = requireUser(caller);
  const ended = await deps.db.transaction().execute(async (trx) => {
    const own = await queries.liveSessionOf(trx, user.id, sessionId);
    if (!own) return false;
    await queries.revokeFamily(trx, sessionId);
    return true;
  });
  if (!ended) throw notFound('Session');
}

/** DELETE sesije: "sign out everywhere else", every session of the caller but the current one. */
export async function endOtherSessions(deps: SessionDeps, caller: AuthUser | null): Promise<void> {
  const user = requireUser(caller);
  // A token of the previous release has no session: it keeps nothing, so every session ends.
  await deps.db.transaction().execute((trx) => queries.revokeAllRefreshTokensOf(trx, user.id, user.sessionId ?? null));
}
