import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Account erasure (identity): the user's bookings that have not started yet and are still
 * pending or confirmed are cancelled, which frees their slots. Past bookings stay as they are,
 * linked to the (anonymised) user row. Returns how many were cancelled.
 */
export async function cancelFutureBookingsOf(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .updateTable('zakazivanje')
    .set({ status: 'cancelled' })
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'confirmed'])
    .where(sql<boolean>`lower(termin) > now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
