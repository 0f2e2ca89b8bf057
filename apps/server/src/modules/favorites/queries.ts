import type { Db } from '../../db/database.ts';

/** SQL of favorites. The cards themselves come from the businesses module (summariesByIds). */

/** The user's favorite businesses that are published, most recently added first. */
export async function listFavoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorit as f')
    .innerJoin('entitet as e', 'e.id', 'f.entitet_id')
    .select('e.id')
    .where('f.user_id', '=', userId)
    .where('e.objavljen', '=', true)
    .orderBy('f.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

export function findEntityPublication(db: Db, entitetId: number) {
  return db.selectFrom('entitet').select(['id', 'objavljen']).where('id', '=', entitetId).executeTakeFirst();
}

/** Adds the favorite unless it is there; true when a row was added. */
export async function insertFavorite(db: Db, userId: number, entitetId: number): Promise<boolean> {
  const result = await db
    .insertInto('favorit')
    .values({ user_id: userId, entitet_id: entitetId })
    .onConflict((oc) => oc.columns(['user_id', 'entitet_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFavorite(db: Db, userId: number, entitetId: number): Promise<void> {
  await db.deleteFrom('favorit').where('user_id', '=', userId).where('entitet_id', '=', entitetId).execute();
}
