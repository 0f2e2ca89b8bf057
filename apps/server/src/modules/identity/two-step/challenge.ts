import type { Db } from '../../../db/database.ts';
import { randomToken, sha256 } from '../tokens.ts';
import { insertChallenge, twoStepOn } from './queries.ts';

/** How long the second step of a login may wait for its code. */
const MFA_TOKEN_TTL_SECONDS = 5 * 60;

export type SecondStepOwed = { mfaRequired: true; mfaToken: string };

/**
 * After the right password of an account with two-step sign-in: no tokens yet, but an mfaToken
 * (stored as SHA-256, 5 minutes, one use) that login/2fa exchanges with a code. null: the account
 * signs in with the password alone.
 */
export async function secondStepOwed(db: Db, userId: number, userAgent: string | null): Promise<SecondStepOwed | null> {
  if (!(await twoStepOn(db, userId))) return null;
  const mfaToken = randomToken();
  await insertChallenge(db, { tokenHash: sha256(mfaToken), userId, userAgent: userAgent?.slice(0, 512) ?? null, ttlSeconds: MFA_TOKEN_TTL_SECONDS });
  return { mfaRequired: true, mfaToken };
}
