import { createHmac, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The codes of two-step sign-in: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every
 * authenticator app reads from the QR code) through otplib, and the single-use recovery codes.
 */
const PERIOD_SECONDS = 30;
/** One step of clock drift either way: a code of the previous or the next 30 seconds is accepted too. */
const DRIFT_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Zakaži';
const RECOVERY_CODE_COUNT = 10;

export function newSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL the set-up screen shows as a QR code, labelled with the account's email. */
export function otpauthUrl(secret: string, accountEmail: string): string {
  return generateURI({ issuer: ISSUER, label: accountEmail, secret, period: PERIOD_SECONDS });
}

/**
 * The 30-second step a 6-digit code belongs to, if it is one of the current step or a neighbour;
 * null otherwise. Only steps after `afterStep` count: a code that was accepted once (its step
 * stored) is refused from then on, and so is any older one (no replay).
 */
export async function acceptedStep(secret: string, code: string, afterStep: number, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: DRIFT_SECONDS, period: PERIOD_SECONDS, afterTimeStep: afterStep });
  // otplib's answer types TOTP and HOTP alike; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes, `xxxxx-xxxxx` of lower-case letters and digits (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The form a typed recovery code is compared in: case, spaces and hyphens do not matter. */
function normalisedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Recovery codes are stored as HMACs under the server secret, bound to the user (a stolen table gives nothing). */
export function recoveryCodeHash(serverSecret: string, userId: number, code: string): string {
  return createHmac('sha256', serverSecret).update(`recovery-code:${userId}:${normalisedRecoveryCode(code)}`).digest('hex');
}
