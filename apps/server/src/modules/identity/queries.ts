import { sql, type Kysely, type RawBuilder } from 'kysely';
import { preparedAs, type Db } from '../../db/database.ts';
import { counterHit, type Hit, hitOf } from '../../shared/rate-limit-counters.ts';
import type { Database, UsersTable } from '../../db/schema.ts';

type Executor = Kysely<Database>;
type Role = UsersTable['role'];

// ---- users -----------------------------------------------------------------------------

/**
 * Whether an access token was ended, as one SQL expression of the session check: logged out one by
 * one (revoked_access_token, for tokens without a session) or through its session (user_session,
 * by its key: a session that was ended or no longer exists ends every token issued in it).
 */
function tokenEnded(jti: string, sessionId: string | null): RawBuilder<boolean> {
  return sql<boolean>`(exists (SELECT 1 FROM revoked_access_token r WHERE r.jti = ${jti}::uuid)
      OR (${sessionId}::uuid IS NOT NULL AND NOT exists (SELECT 1 FROM user_session s WHERE s.id = ${sessionId}::uuid AND s.ended_at IS NULL)))`;
}

/**
 * Whether the account still owes the two-step set-up a super-admin requires of business accounts
 * (decision 082): an owner or employee without an enabled authenticator while the rule is on. The
 * role is tested first, so a customer's check (the booking path) reads nothing more; for a business
 * account it is one primary-key probe of user_totp and the one-row account_policy.
 */
function twoStepOwed(): RawBuilder<boolean> {
  return sql<boolean>`(u_row.role IN ('Administrator', 'Employee')
      AND coalesce((SELECT p.two_step_required_business FROM account_policy p), false)
      AND NOT exists (SELECT 1 FROM user_totp t WHERE t.user_id = u_row.id AND t.enabled_at IS NOT NULL))`;
}

/** What the access hook needs for a token: the account's state and whether the token or its session was ended. */
export async function findSessionUser(db: Db, userId: number, jti: string, sessionId: string | null) {
  return db
    .selectFrom('users as u_row')
    .select(['role', 'enabled', 'deleted_at', tokenEnded(jti, sessionId).as('token_revoked'), twoStepOwed().as('two_step_owed')])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A route's per-user limit counted with the session check: the counter's key and window, and the roles it counts. */
export type SessionCount = { key: string; windowMs: number; roles: readonly Role[] | null };

/**
 * findSessionUser and one hit of a per-user rate limit in one statement (one round trip instead of
 * two on a limited route such as booking): the hit is counted only for a session that passes
 * (account enabled, not erased, token not logged out) with a role the route admits, exactly as
 * when the limit was counted after the access check. `hit` is absent when nothing was counted.
 */
export async function findSessionUserCounting(db: Db, userId: number, jti: string, sessionId: string | null, count: SessionCount) {
  const { rows } = await sql<SessionRow>`${sql.raw(preparedAs('session-user-counting'))}
    WITH ${sessionCtes(userId, jti, sessionId, count)}
    SELECT * FROM s_row`.execute(db);
  return sessionOf(rows[0], count.windowMs);
}

/** The session check's row: the account's state (role null: no such user) and the counted hit (hits null: not counted). */
type SessionRow = { role: Role | null; enabled: boolean; deleted_at: Date | string | null; token_revoked: boolean; two_step_owed: boolean; hits: number | null; reset_in_ms: number | null };

/** The account's state and the counted hit (absent when nothing was counted) from a session check's row; undefined: no such user. */
function sessionOf(row: SessionRow | undefined, windowMs: number) {
  if (!row?.role) return undefined;
  const hit: Hit | undefined = row.hits === null ? undefined : hitOf({ hits: row.hits, reset_in_ms: row.reset_in_ms ?? 0 }, windowMs);
  return { role: row.role, enabled: row.enabled, deleted_at: row.deleted_at, token_revoked: row.token_revoked, two_step_owed: row.two_step_owed, hit };
}

/**
 * findSessionUserCounting's CTEs: `s_user` (the account and whether the token was logged out),
 * `s_hit` (the hit, counted only for a session that passes with a role the route admits) and
 * `s_row`, always one row (SessionRow).
 */
function sessionCtes(userId: number, jti: string, sessionId: string | null, count: SessionCount): RawBuilder<unknown> {
  const roles = count.roles as string[] | null;
  return sql`s_user AS (
      SELECT role, enabled, deleted_at, ${tokenEnded(jti, sessionId)} AS token_revoked, ${twoStepOwed()} AS two_step_owed
        FROM users u_row WHERE id = ${userId}::int8
    ), s_hit AS (
      ${counterHit(count.key, count.windowMs, sql`FROM s_user u WHERE u.enabled AND u.deleted_at IS NULL AND NOT u.token_revoked AND (${roles}::text[] IS NULL OR u.role::text = ANY(${roles}::text[]))`)}
    ), s_row AS (
      SELECT u.role, u.enabled, u.deleted_at, u.token_revoked, u.two_step_owed, h.hits, h.reset_in_ms
        FROM (SELECT 1) one LEFT JOIN s_user u ON true LEFT JOIN s_hit h ON true
    )`;
}

const ACCOUNT = ['id', 'email', 'password_hash', 'ime', 'prezime', 'broj_telefona', 'role', 'email_confirmed', 'enabled', 'jezik', 'deleted_at'] as const;

/** A live (not erased) account by email; the column is citext, so case does not matter. */
export function findAccountByEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(ACCOUNT).where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findAccountById(db: Executor, id: number) {
  return db.selectFrom('users').select(ACCOUNT).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Executor,
  u: { email: string; passwordHash: string; ime: string; prezime: string | null; brojTelefona: string | null; role: Role; jezik: 'sr' | 'en'; emailConfirmed: boolean },
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: u.email,
      password_hash: u.passwordHash,
      ime: u.ime,
      prezime: u.prezime,
      broj_telefona: u.brojTelefona,
      role: u.role,
      jezik: u.jezik,
      email_confirmed: u.emailConfirmed,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function markEmailConfirmed(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_confirmed: true }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Executor, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

export async function setEnabled(db: Executor, userId: number, enabled: boolean): Promise<boolean> {
  const r = await db.updateTable('users').set({ enabled }).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Erases the personal data of an account; the row stays so bookings and ratings keep their user_id. */
export async function eraseUser(db: Executor, userId: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({
      email: null,
      ime: 'Obrisan korisnik',
      prezime: null,
      broj_telefona: null,
      password_hash: null,
      enabled: false,
      deleted_at: sql`now()`,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ---- confirmation codes ------------------------------------------------------------------

export async function replaceConfirmationCode(db: Executor, userId: number, codeHash: string, ttlMinutes: number): Promise<void> {
  await db
    .insertInto('email_confirmation_code')
    .values({ user_id: userId, code_hash: codeHash, expires_at: sql`now() + make_interval(mins => ${ttlMinutes})` })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        code_hash: codeHash,
        expires_at: sql`now() + make_interval(mins => ${ttlMinutes})`,
        attempts: 0,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

/** The user's live code, locked for the rest of the transaction (concurrent guesses serialise). */
export function lockConfirmationCode(db: Executor, userId: number) {
  return db
    .selectFrom('email_confirmation_code')
    .select(['code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countFailedCodeAttempt(db: Executor, userId: number): Promise<number> {
  const row = await db
    .updateTable('email_confirmation_code')
    .set({ attempts: sql`attempts + 1` })
    .where('user_id', '=', userId)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

export async function deleteConfirmationCode(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('email_confirmation_code').where('user_id', '=', userId).execute();
}

// ---- refresh tokens ----------------------------------------------------------------------

export async function insertRefreshToken(db: Executor, t: { userId: number; tokenHash: string; familyId: string; ttlDays: number }): Promise<void> {
  await db
    .insertInto('refresh_token')
    .values({
      user_id: t.userId,
      token_hash: t.tokenHash,
      family_id: t.familyId,
      expires_at: sql`now() + make_interval(days => ${t.ttlDays})`,
    })
    .execute();
}

/**
 * Marks a live refresh token used, atomically: of two requests presenting the same token, one
 * wins and the other sees it used (and is treated as reuse).
 */
export function consumeRefreshToken(db: Executor, tokenHash: string) {
  return db
    .updateTable('refresh_token')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .returning(['user_id', 'family_id'])
    .executeTakeFirst();
}

export function findRefreshToken(db: Executor, tokenHash: string) {
  return db.selectFrom('refresh_token').select(['user_id', 'family_id', 'used_at', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Ends a session: its refresh tokens stop working, and its access tokens with the next request (the session check). */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await revokeRefreshTokensOfFamily(db, familyId);
  await db.updateTable('user_session').set({ ended_at: sql`now()` }).where('id', '=', familyId).where('ended_at', 'is', null).execute();
}

/** The session's refresh tokens so far stop working; the session itself goes on (a new password's tokens). */
export async function revokeRefreshTokensOfFamily(db: Executor, familyId: string): Promise<void> {
  await db.updateTable('refresh_token').set({ revoked_at: sql`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the user but `keep` (the caller's own, when it stays signed in). */
export async function revokeAllRefreshTokensOf(db: Executor, userId: number, keep: string | null = null): Promise<void> {
  let tokens = db.updateTable('refresh_token').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  let sessions = db.updateTable('user_session').set({ ended_at: sql`now()` }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (keep) {
    tokens = tokens.where('family_id', '<>', keep);
    sessions = sessions.where('id', '<>', keep);
  }
  await tokens.execute();
  await sessions.execute();
}

/** A sign-in's session, or its activity moved on when it continues (a refresh, a new password). */
export async function touchSession(db: Executor, s: { id: string; userId: number; userAgent: string | null }): Promise<void> {
  await db
    .insertInto('user_session')
    .values({ id: s.id, user_id: s.userId, user_agent: s.userAgent })
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_active_at: sql`now()` }))
    .execute();
}

export async function revokeAccessToken(db: Executor, jti: string, expiresAtEpochSeconds: number): Promise<void> {
  await db
    .insertInto('revoked_access_token')
    .values({ jti, expires_at: new Date(expiresAtEpochSeconds * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

// ---- password reset ------------------------------------------------------------------------

export async function insertResetToken(db: Executor, userId: number, tokenHash: string, ttlMinutes: number): Promise<void> {
  await db
    .insertInto('password_reset_token')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: sql`now() + make_interval(mins => ${ttlMinutes})` })
    .execute();
}

export function lockResetToken(db: Executor, userId: number, tokenHash: string) {
  return db
    .selectFrom('password_reset_token')
    .select(['id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function useAllResetTokensOf(db: Executor, userId: number): Promise<void> {
  await db.updateTable('password_reset_token').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function deleteSecretsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('email_confirmation_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_reset_token').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_challenge').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkey').where('user_id', '=', userId).execute();
  await db.deleteFrom('webauthn_challenge').where('user_id', '=', userId).execute();
}

/** Housekeeping: forgets what can no longer matter. */
export async function pruneExpired(db: Db): Promise<void> {
  // Written only by a server of the previous release (the counters are in shared/rate-limit-counters.ts now).
  await db.deleteFrom('auth_throttle_event').where(sql<boolean>`created_at < now() - interval '1 day'`).execute();
  await db.deleteFrom('revoked_access_token').where(sql<boolean>`expires_at < now()`).execute();
  await db.deleteFrom('refresh_token').where(sql<boolean>`expires_at < now() - interval '7 days'`).execute();
  await db.deleteFrom('password_reset_token').where(sql<boolean>`expires_at < now() - interval '7 days'`).execute();
  await db.deleteFrom('email_confirmation_code').where(sql<boolean>`expires_at < now() - interval '7 days'`).execute();
  await db.deleteFrom('mfa_challenge').where(sql<boolean>`expires_at < now() - interval '1 day'`).execute();
  await db.deleteFrom('webauthn_challenge').where(sql<boolean>`expires_at < now() - interval '1 day'`).execute();
  // A session is forgotten a week after it ended, or once its refresh tokens are (a week after the last expired).
  await db
    .deleteFrom('user_session')
    .where(sql<boolean>`ended_at < now() - interval '7 days' OR (last_active_at < now() - interval '1 day' AND NOT exists (SELECT 1 FROM refresh_token t WHERE t.family_id = user_session.id))`)
    .execute();
}

/** A user's live sessions (not ended, active within the refresh tokens' lifetime), the most recently active first. */
export function liveSessionsOf(db: Executor, userId: number, refreshTokenTtlDays: number) {
  return db
    .selectFrom('user_session')
    .select(['id', 'created_at', 'last_active_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where(sql<boolean>`last_active_at > now() - make_interval(days => ${refreshTokenTtlDays})`)
    .orderBy('last_active_at', 'desc')
    .execute();
}

/** One of the user's sessions, if it is theirs and not ended. */
export function liveSessionOf(db: Executor, userId: number, sessionId: string) {
  return db.selectFrom('user_session').select('id').where('id', '=', sessionId).where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
}
