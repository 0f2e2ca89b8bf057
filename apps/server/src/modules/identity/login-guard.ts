import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { clearCounter, hitCounter, readCounters } from '../../shared/rate-limit-counters.ts';
import { rateLimited } from './throttle.ts';

/**
 * Who may try a password, so that guessing is slow and nobody can lock the owner out
 * (issue 8.4; thresholds in docs/configuration-identity.md):
 * - An (email, address) pair that failed `loginMaxFailures` times within the window is refused
 *   (429) for the rest of it, even with the right password. Other addresses are not affected,
 *   so failures from elsewhere never lock the owner out.
 * - An address "proven good" for the email logged in with it successfully within the last
 *   KNOWN_ADDRESS_DAYS. Failures from other addresses also count for the email as a whole; at
 *   `loginAttackFailures` within the window the account is under attack: the owner is mailed
 *   (once per window: the failure that reaches the threshold does it), and until the window
 *   ends an address not proven good has one failure per window instead of `loginMaxFailures`.
 *   A distributed guesser gets one guess per address and window; the owner's correct password
 *   from a clean address (no failure of its own) is still checked and accepted.
 * Keys hold addresses first (they contain no '|'), then the normalised email, which exists or not alike.
 */
const KNOWN_ADDRESS_DAYS = 30;

type Keys = { pair: string; account: string; known: string };
const keysOf = (email: string, address: string): Keys => ({
  pair: `login-failure:${address}|${email}`,
  account: `login-failure-account:${email}`,
  known: `login-known-address:${address}|${email}`,
});

export type LoginCheck = { keys: Keys; provenGood: boolean };

/** Before the password is checked: 429 when this address may not try this email now. */
export async function assertMayTryLogin(db: Db, config: Config, email: string, address: string): Promise<LoginCheck> {
  const keys = keysOf(email, address);
  const { loginMaxFailures, loginAttackFailures, loginLockMinutes } = config.auth;
  const counts = await readCounters(db, [keys.pair, keys.account, keys.known]);
  const provenGood = counts.has(keys.known);
  const underAttack = !provenGood && (counts.get(keys.account) ?? 0) >= loginAttackFailures;
  const allowedFailures = underAttack ? 1 : loginMaxFailures;
  if ((counts.get(keys.pair) ?? 0) >= allowedFailures) {
    throw rateLimited(`Too many failed logins from this address; try again in ${loginLockMinutes} minutes`);
  }
  return { keys, provenGood };
}

/** A wrong password or unknown email: counts it; true when this failure put the account under attack. */
export async function recordLoginFailure(db: Db, config: Config, check: LoginCheck): Promise<boolean> {
  const windowMs = config.auth.loginLockMinutes * 60_000;
  await hitCounter(db, check.keys.pair, windowMs);
  if (check.provenGood) return false;
  const { hits } = await hitCounter(db, check.keys.account, windowMs);
  return hits === config.auth.loginAttackFailures;
}

/** The right password: the pair's failures are forgotten and the address is proven good. */
export async function recordLoginSuccess(db: Db, check: LoginCheck): Promise<void> {
  await clearCounter(db, check.keys.pair);
  if (!check.provenGood) await hitCounter(db, check.keys.known, KNOWN_ADDRESS_DAYS * 86_400_000);
}
