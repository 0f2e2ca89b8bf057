import { requireUser, type AuthUser } from '../../../shared/caller.ts';
import { AppError, notFound } from '../../../shared/errors.ts';
import { assertMayTryLogin, recordLoginFailure, recordLoginSuccess, type LoginCheck } from '../login-guard.ts';
import { verifyPassword } from '../passwords.ts';
import * as identityQueries from '../queries.ts';
import { normaliseEmail, type IdentityDeps } from '../service.ts';
import { issueTokens, type Tokens } from '../sessions.ts';
import { sha256 } from '../tokens.ts';
import { acceptedStep, newRecoveryCodes, newSecret, otpauthUrl, recoveryCodeHash } from './codes.ts';
import * as queries from './queries.ts';
import { seal, unseal } from './secret-box.ts';

/**
 * Two-step sign-in with an authenticator app (CONTRACT.md "Third release", Accounts; decision 072):
 * set-up, enabling with a first code (ten recovery codes shown once), the login's second step and
 * turning it off. Every code the login and turning off check counts, when wrong, as a failed login
 * of the account's email from the caller's address (login-guard.ts): a code is guessed no faster
 * than a password.
 */

const nowOf = (deps: IdentityDeps) => (deps.clock ? deps.clock().getTime() : Date.now());
const invalidCode = () => new AppError(400, 'invalid-code', 'The code is not correct');
const invalidMfaToken = () => new AppError(401, 'invalid-mfa-token', 'The sign-in has expired; enter your email and password again');

async function liveAccount(deps: IdentityDeps, userId: number) {
  const account = await identityQueries.findAccountById(deps.db, userId);
  if (!account || account.deleted_at || !account.email) throw notFound('User');
  return { ...account, email: account.email };
}

/** POST 2fa/setup: a new secret (replacing one not yet enabled); 409 when two-step sign-in is already on. */
export async function setUpTwoStep(deps: IdentityDeps, caller: AuthUser | null): Promise<{ secret: string; otpauthUrl: string }> {
  const account = await liveAccount(deps, requireUser(caller).id);
  const secret = newSecret();
  if (!(await queries.storePendingSecret(deps.db, account.id, seal(deps.config.jwtSecret, secret)))) {
    throw new AppError(409, 'two-step-enabled', 'Two-step sign-in is already on; turn it off first');
  }
  return { secret, otpauthUrl: otpauthUrl(secret, account.email) };
}

/** POST 2fa/enable: the first code turns it on and gives the ten recovery codes, once. */
export async function enableTwoStep(deps: IdentityDeps, caller: AuthUser | null, code: string): Promise<{ recoveryCodes: string[] }> {
  const user = requireUser(caller);
  const recoveryCodes = newRecoveryCodes();
  const enabled = await deps.db.transaction().execute(async (trx) => {
    const totp = await queries.findTotp(trx, user.id);
    if (!totp || totp.enabled_at) return 'not-set-up' as const;
    const secret = unseal(deps.config.jwtSecret, totp.secret);
    const step = secret === null ? null : await acceptedStep(secret, code, Number(totp.last_step), nowOf(deps));
    if (step === null || !(await queries.acceptStep(trx, user.id, step, true))) return 'invalid-code' as const;
    await queries.replaceRecoveryCodes(trx, user.id, recoveryCodes.map((c) => recoveryCodeHash(deps.config.jwtSecret, user.id, c)));
    return 'enabled' as const;
  });
  if (enabled === 'not-set-up') throw new AppError(409, 'two-step-not-set-up', 'Start the set-up first (or two-step sign-in is already on)');
  if (enabled !== 'enabled') throw invalidCode();
  return { recoveryCodes };
}

/**
 * A current authenticator code (of a step after the last accepted one: no replay) or an unused
 * recovery code, used up; false for anything else.
 */
async function useCode(deps: IdentityDeps, userId: number, code: string): Promise<boolean> {
  const totp = await queries.findTotp(deps.db, userId);
  if (!totp?.enabled_at) return false;
  const secret = unseal(deps.config.jwtSecret, totp.secret);
  const step = secret === null ? null : await acceptedStep(secret, code.trim(), Number(totp.last_step), nowOf(deps));
  if (step !== null) return queries.acceptStep(deps.db, userId, step);
  return queries.useRecoveryCode(deps.db, userId, recoveryCodeHash(deps.config.jwtSecret, userId, code));
}

/** A code checked under the login throttle: 429 while the (email, address) pair is locked, a wrong one counted. */
async function useCodeThrottled(deps: IdentityDeps, account: { id: number; email: string }, code: string, address: string): Promise<LoginCheck> {
  const check = await assertMayTryLogin(deps.db, deps.config, normaliseEmail(account.email), address);
  if (!(await useCode(deps, account.id, code))) {
    await recordLoginFailure(deps.db, deps.config, check);
    throw invalidCode();
  }
  return check;
}

/** POST login/2fa: the mfaToken of a right password and a code give the tokens login gives. */
export async function completeSecondStep(deps: IdentityDeps, body: { mfaToken: string; code: string }, address: string): Promise<Tokens> {
  const tokenHash = sha256(body.mfaToken);
  const challenge = await queries.unusedChallenge(deps.db, tokenHash);
  if (!challenge) throw invalidMfaToken();
  const account = await identityQueries.findAccountById(deps.db, challenge.user_id);
  if (!account?.email || account.deleted_at || !account.enabled) throw invalidMfaToken();
  const check = await useCodeThrottled(deps, { id: account.id, email: account.email }, body.code, address);
  const tokens = await deps.db.transaction().execute(async (trx) => {
    // Locked and re-read: of two second steps with one mfaToken, one gets the tokens.
    const live = await queries.lockLiveChallenge(trx, tokenHash);
    if (!live) return null;
    await queries.useChallenge(trx, tokenHash);
    return issueTokens(deps, trx, account, { id: crypto.randomUUID(), userAgent: live.user_agent });
  });
  if (!tokens) throw invalidMfaToken();
  await recordLoginSuccess(deps.db, check);
  return tokens;
}

/** POST 2fa/disable: the password and a code (or a recovery code) turn it off. */
export async function disableTwoStep(deps: IdentityDeps, caller: AuthUser | null, body: { password: string; code: string }, address: string): Promise<{ ok: true }> {
  const account = await liveAccount(deps, requireUser(caller).id);
  const check = await assertMayTryLogin(deps.db, deps.config, normaliseEmail(account.email), address);
  if (!account.password_hash || !(await verifyPassword(account.password_hash, body.password))) {
    await recordLoginFailure(deps.db, deps.config, check);
    throw new AppError(400, 'invalid-credentials', 'The password is not correct', [{ field: 'body.password', message: 'wrong password' }]);
  }
  if (!(await queries.twoStepOn(deps.db, account.id))) throw new AppError(409, 'two-step-not-enabled', 'Two-step sign-in is not on');
  await useCodeThrottled(deps, account, body.code, address);
  await queries.turnOff(deps.db, account.id);
  return { ok: true };
}

/** GET 2fa: whether it is on, whether the caller must turn it on, and how many recovery codes are left. */
export async function twoStepStatus(deps: IdentityDeps, caller: AuthUser | null): Promise<{ enabled: boolean; required: boolean; recoveryCodesLeft: number }> {
  const user = requireUser(caller);
  const enabled = await queries.twoStepOn(deps.db, user.id);
  const business = user.role === 'Administrator' || user.role === 'Employee';
  const required = business && (await queries.twoStepRequiredForBusiness(deps.db));
  return { enabled, required, recoveryCodesLeft: enabled ? await queries.unusedRecoveryCodes(deps.db, user.id) : 0 };
}

/** GET/PUT the super-admin's rule: every business account (owners and employees) must turn it on. */
export async function accountPolicy(deps: IdentityDeps): Promise<{ dvaKorakaZaPoslovne: boolean }> {
  return { dvaKorakaZaPoslovne: await queries.twoStepRequiredForBusiness(deps.db) };
}

export async function setAccountPolicy(deps: IdentityDeps, body: { dvaKorakaZaPoslovne: boolean }): Promise<{ dvaKorakaZaPoslovne: boolean }> {
  await queries.setTwoStepRequiredForBusiness(deps.db, body.dvaKorakaZaPoslovne);
  return accountPolicy(deps);
}
