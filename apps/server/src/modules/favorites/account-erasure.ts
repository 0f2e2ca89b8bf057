import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Account erasure (identity): the user's favorites go. */
export async function deleteFavoritesOf(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('favorit').where('user_id', '=', userId).execute();
}
