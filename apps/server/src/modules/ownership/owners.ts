import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/**
 * Who owns which business, for identity: partner sign-up creates a draft business, sessions of
 * an Administrator carry its id, an owner's erased account unpublishes their businesses.
 */

/** A draft (unpublished) business owned by `ownerUserId`; returns its id. */
export async function createDraftBusiness(
  db: Executor,
  input: { ownerUserId: number; naziv: string; kategorijaId: number; telefon?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('entitet')
    .values({
      naziv: input.naziv,
      kategorija_id: input.kategorijaId,
      owner_user_id: input.ownerUserId,
      telefon: input.telefon ?? null,
      objavljen: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The business this user owns (the oldest, should there be several), or null. */
export async function findOwnedEntityId(db: Executor, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('entitet')
    .select('id')
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The owner of a business: undefined when the business does not exist, null when it has none. */
export async function findBusinessOwner(db: Executor, entitetId: number): Promise<{ ownerUserId: number | null; naziv: string } | undefined> {
  const row = await db.selectFrom('entitet').select(['owner_user_id', 'naziv']).where('id', '=', entitetId).executeTakeFirst();
  return row ? { ownerUserId: row.owner_user_id, naziv: row.naziv } : undefined;
}

/** An owner's account is erased: their businesses stop taking bookings (unpublished, kept for history). */
export async function unpublishBusinessesOf(db: Executor, userId: number): Promise<void> {
  await db.updateTable('entitet').set({ objavljen: false }).where('owner_user_id', '=', userId).execute();
}
