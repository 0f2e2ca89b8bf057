import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The two-step tables of migration 037: user_totp, recovery_code, mfa_challenge, account_policy. */
type Executor = Kysely<Database>;

export function findTotp(db: Executor, userId: number) {
  return db.selectFrom('user_totp').select(['secret', 'enabled_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the user signs in in two steps. */
export async function twoStepOn(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
  return !!row;
}

/** A new set-up replaces one still waiting for its first code; an enabled one is left alone (false). */
export async function storePendingSecret(db: Executor, userId: number, sealed: string): Promise<boolean> {
  const row = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret: sealed })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret: sealed, last_step: 0, created_at: sql`now()` }).where('user_totp.enabled_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

/**
 * Records the step of an accepted code, only if it is newer than the last accepted one: of two
 * requests with the same code, one wins (true) and the other is refused as a replay (false).
 * `enable` turns two-step sign-in on with it.
 */
export async function acceptStep(db: Executor, userId: number, step: number, enable = false): Promise<boolean> {
  let q = db.updateTable('user_totp').set({ last_step: step }).where('user_id', '=', userId).where(sql<boolean>`last_step < ${step}`);
  q = enable ? q.set({ enabled_at: sql`now()` }).where('enabled_at', 'is', null) : q.where('enabled_at', 'is not', null);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function replaceRecoveryCodes(db: Executor, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await db.insertInto('recovery_code').values(hashes.map((code_hash) => ({ user_id: userId, code_hash }))).execute();
}

/** Uses up an unused recovery code; false when there is none such (of two uses, one wins). */
export async function useRecoveryCode(db: Executor, userId: number, hash: string): Promise<boolean> {
  const r = await db
    .updateTable('recovery_code')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function unusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_code').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function turnOff(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_challenge').where('user_id', '=', userId).execute();
}

export async function insertChallenge(db: Executor, c: { tokenHash: string; userId: number; userAgent: string | null; ttlSeconds: number }): Promise<void> {
  await db
    .insertInto('mfa_challenge')
    .values({ token_hash: c.tokenHash, user_id: c.userId, user_agent: c.userAgent, expires_at: sql`now() + make_interval(secs => ${c.ttlSeconds})` })
    .execute();
}

/** The account of an unused challenge (expired or not: the locked re-read checks expiry), before its code is checked. */
export function unusedChallenge(db: Executor, tokenHash: string) {
  return db.selectFrom('mfa_challenge').select('user_id').where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
}

/** A live challenge (unused, unexpired), locked for the rest of the transaction: concurrent second steps serialise. */
export function lockLiveChallenge(db: Executor, tokenHash: string) {
  return db
    .selectFrom('mfa_challenge')
    .select(['user_id', 'user_agent'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .forUpdate()
    .executeTakeFirst();
}

export async function useChallenge(db: Executor, tokenHash: string): Promise<void> {
  await db.updateTable('mfa_challenge').set({ used_at: sql`now()` }).where('token_hash', '=', tokenHash).execute();
}

export async function twoStepRequiredForBusiness(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('account_policy').select('two_step_required_business').executeTakeFirst();
  return row?.two_step_required_business ?? false;
}

export async function setTwoStepRequiredForBusiness(db: Executor, required: boolean): Promise<void> {
  await db.updateTable('account_policy').set({ two_step_required_business: required }).execute();
}
