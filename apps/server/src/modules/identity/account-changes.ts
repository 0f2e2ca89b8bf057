import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { emailChangeCodeMail, emailChangedNoticeMail, enqueueMail } from '../notifications/index.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
import * as queries from './queries.ts';
import { codeRefused, normaliseEmail, type IdentityDeps } from './service.ts';
import { issueTokens } from './sessions.ts';
import { assertMayTryLogin, recordLoginFailure } from './login-guard.ts';
import { codeHash, sameHash } from './tokens.ts';

/**
 * The signed-in user's own password and login email (CONTRACT.md "Customer account"). Both ask
 * for the current password, and a wrong one counts as a failed login of the account's email from
 * the caller's address (login-guard.ts), so these calls cannot guess a password faster than login.
 */

const CODE_TTL_MINUTES = 15;
const CODE_MAX_ATTEMPTS = 5;
const emailTaken = () => new AppError(409, 'email-taken', 'An account with this email already exists');

/** The caller's live account, the login throttle checked, the password verified (a failure counted). */
async function verifiedAccount(deps: IdentityDeps, caller: AuthUser | null, password: string, address: string) {
  const user = requireUser(caller);
  const account = await queries.findAccountById(deps.db, user.id);
  if (!account || account.deleted_at || !account.email || !account.password_hash) throw notFound('User');
  const check = await assertMayTryLogin(deps.db, deps.config, normaliseEmail(account.email), address);
  if (!(await verifyPassword(account.password_hash, password))) {
    await recordLoginFailure(deps.db, deps.config, check);
    throw new AppError(400, 'invalid-credentials', 'The current password is not correct', [{ field: 'body.currentPassword', message: 'wrong password' }]);
  }
  return { ...account, email: account.email };
}

/**
 * POST change-password: new tokens for this session, which goes on; every other session ends (its
 * refresh tokens revoked, its access tokens refused from the next request), and so do this
 * session's earlier refresh tokens.
 */
export async function changePassword(
  deps: IdentityDeps,
  caller: AuthUser | null,
  body: { currentPassword: string; newPassword: string },
  address: string,
  userAgent: string | null = null,
) {
  const account = await verifiedAccount(deps, caller, body.currentPassword, address);
  assertStrongPassword(body.newPassword, 'newPassword');
  const hash = await hashPassword(body.newPassword);
  const session = caller?.sessionId ?? null;
  return deps.db.transaction().execute(async (trx) => {
    await queries.setPasswordHash(trx, account.id, hash);
    await queries.revokeAllRefreshTokensOf(trx, account.id, session);
    if (session) await queries.revokeRefreshTokensOfFamily(trx, session);
    await queries.useAllResetTokensOf(trx, account.id);
    return issueTokens(deps, trx, account, { id: session ?? randomUUID(), userAgent });
  });
}

const emailInUse = async (deps: IdentityDeps, email: string) => !!(await queries.findAccountByEmail(deps.db, email));

/** POST change-email: a 6-digit code to the new address (a new request replaces an earlier one). */
export async function changeEmail(deps: IdentityDeps, caller: AuthUser | null, body: { newEmail: string; password: string }, address: string) {
  const account = await verifiedAccount(deps, caller, body.password, address);
  const newEmail = normaliseEmail(body.newEmail);
  if (newEmail === normaliseEmail(account.email) || (await emailInUse(deps, newEmail))) throw emailTaken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('email_change')
      .values({ user_id: account.id, new_email: newEmail, code_hash: codeHash(deps.config, account.id, code), expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})` })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ new_email: newEmail, code_hash: codeHash(deps.config, account.id, code), expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`, attempts: 0, created_at: sql<Date>`now()` }),
      )
      .execute();
    await enqueueMail(trx, newEmail, emailChangeCodeMail(account.jezik, { ime: account.ime, code, minutes: CODE_TTL_MINUTES }));
  });
  deps.mail.poke();
  return { ok: true as const };
}

/** POST confirm-email-change: the code makes the new address the login email; the old one gets a notice. */
export async function confirmEmailChange(deps: IdentityDeps, caller: AuthUser | null, body: { emailCode: string }) {
  const user = requireUser(caller);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('email_change')
      .select(['new_email', 'code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!pending) return 'invalid-code' as const;
    if (pending.attempts >= CODE_MAX_ATTEMPTS) return 'too-many-attempts' as const;
    if (pending.expired) return 'code-expired' as const;
    if (!sameHash(pending.code_hash, codeHash(deps.config, user.id, body.emailCode))) {
      await trx.updateTable('email_change').set({ attempts: sql`attempts + 1` }).where('user_id', '=', user.id).execute();
      return pending.attempts + 1 >= CODE_MAX_ATTEMPTS ? ('too-many-attempts' as const) : ('invalid-code' as const);
    }
    const account = await queries.findAccountById(trx, user.id);
    if (!account || account.deleted_at || !account.email) return 'invalid-code' as const;
    if (await queries.findAccountByEmail(trx, pending.new_email)) return 'email-taken' as const;
    await trx.updateTable('users').set({ email: pending.new_email }).where('id', '=', user.id).execute();
    await trx.deleteFrom('email_change').where('user_id', '=', user.id).execute();
    await enqueueMail(trx, account.email, emailChangedNoticeMail(account.jezik, { ime: account.ime, newEmail: pending.new_email }));
    return 'changed' as const;
  }).catch((err: unknown) => {
    // Another account took the address between the check and the update (unique_violation).
    if ((err as { code?: unknown } | null)?.code === '23505') return 'email-taken' as const;
    throw err;
  });
  switch (outcome) {
    case 'changed':
      deps.mail.poke();
      return { ok: true as const };
    case 'email-taken':
      throw emailTaken();
    default:
      throw codeRefused(outcome);
  }
}
