import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { lockSchedulesServedBy } from '../schedule/index.ts';
import { cancelForSchedule } from './transitions.ts';

/**
 * Account erasure (identity): the user's bookings that have not started yet and are still
 * pending or confirmed are cancelled, which frees their slots. Past bookings stay as they are,
 * linked to the (anonymised) user row. Returns how many were cancelled.
 *
 * Erasure's first lock (identity/service.ts eraseAccount calls this before anything else that
 * locks): it takes the business and employee rows the user serves first, in the lock order of
 * schedule/queries.ts, because erasure cancels bookings (locking their rows) before it
 * unpublishes those businesses and deactivates those employees; taken only then, a booking, a
 * day off or an owner's change holding them could wait for erasure while erasure waits for it.
 */
export async function cancelFutureBookingsOf(db: Kysely<Database>, userId: number): Promise<number> {
  await lockSchedulesServedBy(db, userId);
  // The booking rows in the lock order's order (start, then id), as a closure or a day off
  // cancelling some of the same bookings takes them.
  const { rows } = await sql<{ id: number }>`
    UPDATE zakazivanje SET status = 'cancelled', kalendar_sekvenca = kalendar_sekvenca + 1
     WHERE id IN (SELECT id FROM zakazivanje
                   WHERE user_id = ${userId} AND status IN ('pending', 'confirmed') AND lower(termin) > now()
                   ORDER BY lower(termin), id FOR UPDATE)
       AND status IN ('pending', 'confirmed')
    RETURNING id`.execute(db);
  return rows.length;
}

/**
 * Account erasure of someone who serves bookings: an employee (who stops being bookable) or an
 * owner (whose businesses are unpublished). Their customers' future pending or confirmed
 * bookings are cancelled the way a business cancels, so each customer gets a mail (with a
 * cancelling ICS for a confirmed visit) and nobody turns up to a closed door. Returns how many.
 */
export async function cancelBookingsServedBy(
  trx: Kysely<Database>,
  config: Config,
  user: { id: number; role: string },
): Promise<number> {
  const served =
    user.role === 'Employee'
      ? sql<boolean>`zaposleni_id IN (SELECT id FROM zaposleni WHERE user_id = ${user.id})`
      : user.role === 'Administrator'
        ? sql<boolean>`entitet_id IN (SELECT id FROM entitet WHERE owner_user_id = ${user.id})`
        : null;
  if (!served) return 0;
  const rows = await trx
    .selectFrom('zakazivanje')
    .select('id')
    .where('status', 'in', ['pending', 'confirmed'])
    .where(sql<boolean>`lower(termin) > now()`)
    .where(served)
    .orderBy(sql`lower(termin)`)
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => r.id);
  await cancelForSchedule(trx, config, ids, user.id, null);
  return ids.length;
}
