import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assertOwner, assertOwnerOrSystemAdmin, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';

type Executor = Kysely<Database>;

/**
 * The object check of every management call (docs/decisions/031): 404 for an unknown business,
 * 403 `forbidden` unless the caller is the business's Administrator. A SystemAdministrator may
 * read (completeness, staff list) but not write: changes to a business come from its owner only.
 */

/** For reads: the owner or a SystemAdministrator. */
export async function assertMayReadBusiness(db: Executor, user: AuthUser | null, entitetId: number): Promise<void> {
  const row = await db.selectFrom('entitet').select('owner_user_id').where('id', '=', entitetId).executeTakeFirst();
  if (!row) throw notFound('Business');
  assertOwnerOrSystemAdmin(user, row.owner_user_id);
}

/** A cheap check before expensive work (an upload is read and re-encoded only for its owner). */
export async function assertOwnsBusiness(db: Executor, user: AuthUser | null, entitetId: number): Promise<void> {
  const row = await db.selectFrom('entitet').select('owner_user_id').where('id', '=', entitetId).executeTakeFirst();
  if (!row) throw notFound('Business');
  assertOwner(user, row.owner_user_id);
}

/**
 * For writes, inside the write's transaction: checks the owner and locks the business row until
 * commit, so concurrent changes of one business apply one after the other and the completeness
 * each one computes (refreshPublication) sees the others' results. FOR NO KEY UPDATE: bookings,
 * whose foreign key only key-share-locks the row, are not held up.
 */
export async function lockOwnedBusiness(
  trx: Executor,
  user: AuthUser | null,
  entitetId: number,
): Promise<{ id: number; valuta: string }> {
  const row = await trx
    .selectFrom('entitet')
    .select(['id', 'owner_user_id', 'valuta'])
    .where('id', '=', entitetId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Business');
  assertOwner(user, row.owner_user_id);
  return { id: row.id, valuta: row.valuta };
}
