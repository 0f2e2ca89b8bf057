import { randomInt, randomUUID } from 'node:crypto';
import type { UserRole } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { assertOwner, assertOwnerOrSystemAdmin, assertSelfOrSystemAdmin, type AuthUser } from '../../shared/caller.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { cancelBookingsServedBy, cancelFutureBookingsOf } from '../booking/index.ts';
import { categoryExists } from '../catalogue/index.ts';
import { deleteFavoritesOf } from '../favorites/index.ts';
import { confirmationCodeMail, employeeWelcomeMail, enqueueMail, forgetDevicesOf, loginAttackMail, passwordResetMail } from '../notifications/index.ts';
import { createDraftBusiness, findBusinessOwner, findOwnedEntityId, unpublishBusinessesOf } from '../ownership/index.ts';
import { recordAudit } from '../audit/index.ts';
import { createEmployee as createStaffMember, deactivateEmployeeOfUser } from '../staff/index.ts';
import { assertStrongPassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import * as queries from './queries.ts';
import { assertMayTryLogin, recordLoginFailure, recordLoginSuccess } from './login-guard.ts';
import { BUCKETS, spend } from './throttle.ts';
import { issueTokens, type Tokens } from './sessions.ts';
import { codeHash, randomToken, sameHash, sha256 } from './tokens.ts';
import { secondStepOwed, type SecondStepOwed } from './two-step/challenge.ts';

/** clock: the time authenticator codes are checked at (tests pass one they control); default the system clock. */
export type IdentityDeps = { db: Db; config: Config; mail: { poke(): void }; clock?: (() => Date) | undefined };

const CONFIRMATION_CODE_TTL_MINUTES = 15;
const CONFIRMATION_CODE_MAX_ATTEMPTS = 5;
const RESET_TOKEN_TTL_MINUTES = 60;

const ok = { ok: true } as const;
const emailTaken = () => new AppError(409, 'email-taken', 'An account with this email already exists');
const invalidCredentials = () => new AppError(401, 'invalid-credentials', 'Wrong email or password');
const invalidRefresh = () => new AppError(401, 'invalid-refresh-token', 'The session has ended; log in again');

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// ---- sign-up -------------------------------------------------------------------------------

type NewAccount = { email: string; password: string; ime: string; prezime?: string | null; brojTelefona?: string | null; jezik?: 'sr' | 'en' };

async function prepareAccount(deps: IdentityDeps, a: NewAccount): Promise<string> {
  assertStrongPassword(a.password);
  if (await queries.findAccountByEmail(deps.db, a.email)) throw emailTaken();
  return hashPassword(a.password);
}

async function insertAccount(trx: Db, a: NewAccount, passwordHash: string, role: UserRole, emailConfirmed: boolean): Promise<number> {
  const id = await queries.insertUser(trx, {
    email: normaliseEmail(a.email),
    passwordHash,
    ime: a.ime,
    prezime: a.prezime ?? null,
    brojTelefona: a.brojTelefona ?? null,
    role,
    jezik: a.jezik ?? 'sr',
    emailConfirmed,
  });
  if (id === null) throw emailTaken(); // lost a race for the same email
  return id;
}

/** A new 6-digit code replaces any earlier one; the mail goes out with the same transaction. */
async function sendConfirmationCode(deps: IdentityDeps, trx: Db, user: { id: number; email: string; ime: string; jezik: 'sr' | 'en' }): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await queries.replaceConfirmationCode(trx, user.id, codeHash(deps.config, user.id, code), CONFIRMATION_CODE_TTL_MINUTES);
  await enqueueMail(trx, user.email, confirmationCodeMail(user.jezik, { ime: user.ime, code, minutes: CONFIRMATION_CODE_TTL_MINUTES }));
}

export async function createUser(deps: IdentityDeps, body: NewAccount): Promise<{ userId: number }> {
  const hash = await prepareAccount(deps, body);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertAccount(trx, body, hash, 'RegularUser', false);
    await sendConfirmationCode(deps, trx, { id, email: body.email, ime: body.ime, jezik: body.jezik ?? 'sr' });
    return id;
  });
  deps.mail.poke();
  return { userId };
}

export async function createOwner(
  deps: IdentityDeps,
  body: NewAccount & { brojTelefona: string; nazivEntiteta: string; kategorijaId: number },
): Promise<{ userId: number; entitetId: number }> {
  if (!(await categoryExists(deps.db, body.kategorijaId))) {
    throw new AppError(400, 'bad-request', `Category ${body.kategorijaId} does not exist`, [
      { field: 'body.kategorijaId', message: 'unknown category' },
    ]);
  }
  const hash = await prepareAccount(deps, body);
  const result = await deps.db.transaction().execute(async (trx) => {
    const userId = await insertAccount(trx, body, hash, 'Administrator', false);
    const entitetId = await createDraftBusiness(trx, {
      ownerUserId: userId,
      naziv: body.nazivEntiteta,
      kategorijaId: body.kategorijaId,
      telefon: body.brojTelefona,
    });
    await sendConfirmationCode(deps, trx, { id: userId, email: body.email, ime: body.ime, jezik: body.jezik ?? 'sr' });
    return { userId, entitetId };
  });
  deps.mail.poke();
  return result;
}

/**
 * The owner of a business adds an employee with an initial password they hand over. The owner
 * vouches for the address, so the account is confirmed at once; the employee gets a notice mail
 * (an address that is not theirs learns of it and can object).
 */
export async function createEmployee(
  deps: IdentityDeps,
  caller: AuthUser | null,
  body: NewAccount & { tenantId: number; uslugaIds?: number[] },
): Promise<{ userId: number; zaposleniId: number }> {
  const business = await findBusinessOwner(deps.db, body.tenantId);
  if (!business) throw notFound('Business');
  assertOwner(caller, business.ownerUserId);
  const hash = await prepareAccount(deps, body);
  const result = await deps.db.transaction().execute(async (trx) => {
    const userId = await insertAccount(trx, body, hash, 'Employee', true);
    const zaposleniId = await createStaffMember(trx, {
      entitetId: body.tenantId,
      userId,
      ime: body.ime,
      prezime: body.prezime ?? null,
      uslugaIds: body.uslugaIds,
    });
    await recordAudit(trx, caller, { entitetId: body.tenantId, radnja: 'zaposleni-dodat', predmet: [body.ime, body.prezime].filter(Boolean).join(' ') });
    await enqueueMail(
      trx,
      body.email,
      employeeWelcomeMail(body.jezik ?? 'sr', { ime: body.ime, nazivEntiteta: business.naziv, email: body.email, loginUrl: `${deps.config.publicUrl}/login` }),
    );
    return { userId, zaposleniId };
  });
  deps.mail.poke();
  return result;
}

// ---- email confirmation --------------------------------------------------------------------

export async function confirmEmail(deps: IdentityDeps, body: { userId: number; emailCode: string }): Promise<{ userId: number; emailConfirmed: true }> {
  const { config, db } = deps;
  await spend(db, BUCKETS.confirm, String(body.userId), config.rateLimits.confirmPerUserPerHour, 60, 'Too many confirmation attempts; try again later');
  // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
  const outcome = await db.transaction().execute(async (trx) => {
    const account = await queries.findAccountById(trx, body.userId);
    if (!account || account.deleted_at) return 'invalid-code';
    if (account.email_confirmed) return 'confirmed';
    const code = await queries.lockConfirmationCode(trx, body.userId);
    if (!code) return 'invalid-code';
    if (code.attempts >= CONFIRMATION_CODE_MAX_ATTEMPTS) return 'too-many-attempts';
    if (code.expired) return 'code-expired';
    if (!sameHash(code.code_hash, codeHash(config, body.userId, body.emailCode))) {
      const attempts = await queries.countFailedCodeAttempt(trx, body.userId);
      return attempts >= CONFIRMATION_CODE_MAX_ATTEMPTS ? 'too-many-attempts' : 'invalid-code';
    }
    await queries.markEmailConfirmed(trx, body.userId);
    await queries.deleteConfirmationCode(trx, body.userId);
    return 'confirmed';
  });
  if (outcome !== 'confirmed') throw codeRefused(outcome);
  return { userId: body.userId, emailConfirmed: true };
}

/** Same answer whether or not the email has an unconfirmed account. */
export async function resendConfirmation(deps: IdentityDeps, email: string): Promise<typeof ok> {
  const normalised = normaliseEmail(email);
  await spend(deps.db, BUCKETS.resend, normalised, deps.config.rateLimits.resendPerEmailPerHour, 60, 'Too many codes requested; try again later');
  const account = await queries.findAccountByEmail(deps.db, normalised);
  if (account && !account.email_confirmed && account.email) {
    await deps.db.transaction().execute((trx) =>
      sendConfirmationCode(deps, trx, { id: account.id, email: account.email!, ime: account.ime, jezik: account.jezik }),
    );
    deps.mail.poke();
  }
  return ok;
}

// ---- sessions ------------------------------------------------------------------------------

/**
 * The password step. An account with two-step sign-in gets no tokens here but an mfaToken for
 * login/2fa (two-step/), and its address is proven good only when the code is right too, so the
 * failures of wrong codes are not forgotten by one more right password.
 */
export async function login(deps: IdentityDeps, body: { username: string; password: string }, address: string, userAgent: string | null = null): Promise<Tokens | SecondStepOwed> {
  const { db, config } = deps;
  const email = normaliseEmail(body.username);
  const check = await assertMayTryLogin(db, config, email, address);
  const account = email ? await queries.findAccountByEmail(db, email) : undefined;
  const valid = account?.password_hash ? await verifyPassword(account.password_hash, body.password) : (await verifyAgainstDummy(body.password), false);
  if (!account || !valid) {
    if ((await recordLoginFailure(db, config, check)) && account?.email) await warnOfAttack(deps, account);
    throw invalidCredentials();
  }
  const owed = account.email_confirmed && account.enabled ? await secondStepOwed(db, account.id, userAgent) : null;
  if (!owed) await recordLoginSuccess(db, check);
  if (!account.email_confirmed) {
    throw new AppError(403, 'email-not-confirmed', 'Confirm your email address first', undefined, { userId: account.id });
  }
  if (!account.enabled) throw new AppError(403, 'account-disabled', 'This account has been disabled');
  if (owed) return owed;
  return db.transaction().execute((trx) => issueTokens(deps, trx, account, { id: randomUUID(), userAgent }));
}

/** Once per lock window of an account under attack: the owner learns of it and how to act. */
async function warnOfAttack(deps: IdentityDeps, account: { email: string | null; ime: string; jezik: 'sr' | 'en' }): Promise<void> {
  const mail = loginAttackMail(account.jezik, {
    ime: account.ime,
    failures: deps.config.auth.loginAttackFailures,
    minutes: deps.config.auth.loginLockMinutes,
    loginUrl: `${deps.config.publicUrl}/login`,
  });
  await enqueueMail(deps.db, account.email!, mail);
  deps.mail.poke();
}

/**
 * Rotation: the presented token is used up and the next one of its family is returned.
 * A token that was already used means it was copied: the whole family is revoked (both the thief
 * and the user must log in again).
 */
export async function refresh(deps: IdentityDeps, refreshToken: string): Promise<Tokens> {
  const tokenHash = sha256(refreshToken);
  const result = await deps.db.transaction().execute(async (trx) => {
    const consumed = await queries.consumeRefreshToken(trx, tokenHash);
    if (!consumed) {
      const known = await queries.findRefreshToken(trx, tokenHash);
      if (known?.used_at && !known.revoked_at) {
        await queries.revokeFamily(trx, known.family_id);
        return 'reused' as const;
      }
      return null;
    }
    const account = await queries.findAccountById(trx, consumed.user_id);
    if (!account || account.deleted_at || !account.enabled || !account.email_confirmed) {
      await queries.revokeFamily(trx, consumed.family_id);
      return 'refused' as const;
    }
    return issueTokens(deps, trx, account, { id: consumed.family_id });
  });
  if (result === null || typeof result === 'string') throw invalidRefresh();
  return result;
}

/** Ends the refresh token's session and, with a valid Bearer token, the caller's session (its access tokens) too. */
export async function logout(deps: IdentityDeps, caller: AuthUser | null, refreshToken: string | undefined): Promise<typeof ok> {
  if (refreshToken) {
    const known = await queries.findRefreshToken(deps.db, sha256(refreshToken));
    if (known) await queries.revokeFamily(deps.db, known.family_id);
  }
  if (caller?.sessionId) await queries.revokeFamily(deps.db, caller.sessionId);
  else if (caller) await queries.revokeAccessToken(deps.db, caller.tokenId, caller.tokenExpiresAt);
  return ok;
}

// ---- password reset ------------------------------------------------------------------------

export async function forgotPassword(deps: IdentityDeps, email: string): Promise<typeof ok> {
  const normalised = normaliseEmail(email);
  await spend(deps.db, BUCKETS.forgot, normalised, deps.config.rateLimits.resetPerEmailPerHour, 60, 'Too many reset requests; try again later');
  const account = await queries.findAccountByEmail(deps.db, normalised);
  if (account?.email && account.enabled) {
    const token = randomToken();
    const link = `${deps.config.publicUrl}/reset-password?userId=${account.id}&token=${encodeURIComponent(token)}`;
    await deps.db.transaction().execute(async (trx) => {
      await queries.insertResetToken(trx, account.id, sha256(token), RESET_TOKEN_TTL_MINUTES);
      await enqueueMail(trx, account.email!, passwordResetMail(account.jezik, { ime: account.ime, link, minutes: RESET_TOKEN_TTL_MINUTES }));
    });
    deps.mail.poke();
  }
  return ok;
}

/** Sets the new password, uses up every reset link of the user and ends all their sessions. */
export async function resetPassword(deps: IdentityDeps, body: { userId: number; token: string; newPassword: string }): Promise<typeof ok> {
  assertStrongPassword(body.newPassword, 'newPassword');
  const hash = await hashPassword(body.newPassword);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await queries.lockResetToken(trx, body.userId, sha256(body.token));
    if (!row || row.used_at) return 'invalid-token';
    if (row.expired) return 'token-expired';
    const account = await queries.findAccountById(trx, body.userId);
    if (!account || account.deleted_at) return 'invalid-token';
    await queries.setPasswordHash(trx, body.userId, hash);
    await queries.useAllResetTokensOf(trx, body.userId);
    await queries.revokeAllRefreshTokensOf(trx, body.userId);
    // The link came by mail: whoever used it controls the mailbox.
    await queries.markEmailConfirmed(trx, body.userId);
    return 'done';
  });
  if (outcome === 'token-expired') throw new AppError(400, 'token-expired', 'The reset link has expired; ask for a new one');
  if (outcome !== 'done') throw new AppError(400, 'invalid-token', 'The reset link is not valid or was already used');
  return ok;
}

// ---- account lookups -----------------------------------------------------------------------

export async function getEntitetId(deps: IdentityDeps, caller: AuthUser | null, userId: number): Promise<{ entitetId: number }> {
  assertSelfOrSystemAdmin(caller, userId);
  const entitetId = await findOwnedEntityId(deps.db, userId);
  if (entitetId === null) throw notFound('Business of this user');
  return { entitetId };
}

export async function getAdminByEntity(deps: IdentityDeps, caller: AuthUser | null, entitetId: number): Promise<{ userId: number; ime: string; email: string | null }> {
  const business = await findBusinessOwner(deps.db, entitetId);
  if (!business) throw notFound('Business');
  assertOwnerOrSystemAdmin(caller, business.ownerUserId);
  const owner = business.ownerUserId === null ? undefined : await queries.findAccountById(deps.db, business.ownerUserId);
  if (!owner || owner.deleted_at) throw notFound('Administrator of this business');
  return { userId: owner.id, ime: owner.ime, email: owner.email };
}

// ---- account administration and erasure ----------------------------------------------------

export async function deleteOwnAccount(deps: IdentityDeps, caller: AuthUser | null, userId: number): Promise<typeof ok> {
  assertSelfOrSystemAdmin(caller, userId);
  return eraseAccount(deps, userId);
}

/**
 * Erasure (GDPR-style "delete my account"): future pending/confirmed bookings are cancelled,
 * personal data is removed from the users row (which stays, so past bookings and ratings keep
 * their user_id and read as "Obrisan korisnik"), favorites, push tokens, codes and reset links
 * go, every session ends. An owner's businesses are unpublished; an employee stops being bookable.
 * The customers of an erased employee or owner have their future bookings cancelled, with a mail.
 */
export async function eraseAccount(
  deps: Pick<IdentityDeps, 'db' | 'config'> & Partial<Pick<IdentityDeps, 'mail'>>,
  userId: number,
  bySystemAdmin?: AuthUser,
): Promise<typeof ok> {
  const erased = await deps.db.transaction().execute(async (trx) => {
    const account = await queries.findAccountById(trx, userId);
    if (!account || account.deleted_at) return false;
    // a super-admin's erasure is logged by the account's id only: its name and address go with it
    if (bySystemAdmin) await recordAudit(trx, bySystemAdmin, { korisnikId: userId, radnja: 'nalog-obrisan', predmet: null });
    await cancelFutureBookingsOf(trx, userId);
    await cancelBookingsServedBy(trx, deps.config, { id: userId, role: account.role });
    await deleteFavoritesOf(trx, userId);
    await forgetDevicesOf(trx, userId);
    await queries.revokeAllRefreshTokensOf(trx, userId);
    await queries.deleteSecretsOf(trx, userId);
    if (account.role === 'Administrator') await unpublishBusinessesOf(trx, userId);
    if (account.role === 'Employee') await deactivateEmployeeOfUser(trx, userId);
    return queries.eraseUser(trx, userId);
  });
  if (!erased) throw notFound('User');
  deps.mail?.poke();
  return ok;
}

/** Disabling ends every session at once (tokens are checked per request, refresh tokens revoked). */
export async function setAccountEnabled(db: Db, userId: number, enabled: boolean, bySystemAdmin?: AuthUser): Promise<{ userId: number; enabled: boolean }> {
  const found = await db.transaction().execute(async (trx) => {
    if (!(await queries.setEnabled(trx, userId, enabled))) return false;
    if (bySystemAdmin) {
      const account = await queries.findAccountById(trx, userId);
      await recordAudit(trx, bySystemAdmin, { korisnikId: userId, radnja: enabled ? 'nalog-ukljucen' : 'nalog-iskljucen', predmet: account ? [account.ime, account.prezime].filter(Boolean).join(' ') : null });
    }
    if (!enabled) await queries.revokeAllRefreshTokensOf(trx, userId);
    return true;
  });
  if (!found) throw notFound('User');
  return { userId, enabled };
}

export async function housekeeping(db: Db): Promise<void> {
  await queries.pruneExpired(db);
}

/** The 400 for a one-time code (confirmation, email change) that did not open the door. */
export function codeRefused(outcome: string): AppError {
  if (outcome === 'code-expired') return new AppError(400, 'code-expired', 'The code has expired; ask for a new one');
  if (outcome === 'too-many-attempts') return new AppError(400, 'too-many-attempts', 'Too many wrong codes; ask for a new one');
  return new AppError(400, 'invalid-code', 'The code is not correct');
}
