import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The passkey tables of migration 046: passkey and webauthn_challenge. */
type Executor = Kysely<Database>;

const KEY = ['id', 'user_id', 'credential_id', 'public_key', 'counter', 'user_handle', 'transports', 'backed_up', 'naziv', 'created_at', 'last_used_at'] as const;

export function passkeysOf(db: Executor, userId: number) {
  return db.selectFrom('passkey').select(KEY).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function findPasskey(db: Executor, credentialId: string) {
  return db.selectFrom('passkey').select(KEY).where('credential_id', '=', credentialId).executeTakeFirst();
}

/** A new passkey; undefined when its credential id is registered already (to anyone). */
export function insertPasskey(
  db: Executor,
  k: { userId: number; credentialId: string; publicKey: Uint8Array; counter: number; userHandle: string; transports: string[]; backedUp: boolean; naziv: string },
) {
  return db
    .insertInto('passkey')
    .values({
      user_id: k.userId,
      credential_id: k.credentialId,
      public_key: Buffer.from(k.publicKey),
      counter: k.counter,
      user_handle: k.userHandle,
      transports: k.transports,
      backed_up: k.backedUp,
      naziv: k.naziv,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(KEY)
    .executeTakeFirst();
}

/**
 * A sign-in with the passkey: its new signature counter and the time. Only from the counter the
 * check was made against, so of two sign-ins racing with one key, one wins (false for the other).
 */
export async function recordUse(db: Executor, id: number, checkedCounter: number, newCounter: number): Promise<boolean> {
  const r = await db
    .updateTable('passkey')
    .set({ counter: newCounter, last_used_at: sql`now()` })
    .where('id', '=', id)
    .where('counter', '=', String(checkedCounter))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes one of the user's passkeys; false when it is not theirs (or gone). */
export async function deletePasskey(db: Executor, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('passkey').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertChallenge(
  db: Executor,
  c: { challenge: string; purpose: 'register' | 'login'; userId: number | null; userHandle: string | null; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('webauthn_challenge')
    .values({ challenge: c.challenge, purpose: c.purpose, user_id: c.userId, user_handle: c.userHandle, expires_at: sql`now() + make_interval(secs => ${c.ttlSeconds})` })
    .execute();
}

/**
 * Uses up a live challenge of this purpose (and, for a registration, of this user): deleted as it
 * is read, so an answer is accepted once. undefined for an unknown, used, expired or someone
 * else's challenge (which stays for its owner).
 */
export function takeChallenge(db: Executor, challenge: string, purpose: 'register' | 'login', userId: number | null) {
  return db
    .deleteFrom('webauthn_challenge')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .where(sql<boolean>`expires_at > now()`)
    .returning(['user_handle'])
    .executeTakeFirst();
}
