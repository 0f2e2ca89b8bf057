import type { EntitetSummary, FavoriteState } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertSelfOrSystemAdmin, type AuthUser } from '../../shared/caller.ts';
import { forbidden, notFound } from '../../shared/errors.ts';
import { summariesByIds } from '../businesses/index.ts';
import * as queries from './queries.ts';

/**
 * Favorites (CONTRACT.md People): a user's own list of businesses. Reading: the user themself or
 * a SystemAdministrator; changing: the user themself only. The check comes before any lookup, so
 * ids cannot be probed.
 */

export async function listFavorites(db: Db, caller: AuthUser | null, userId: number): Promise<EntitetSummary[]> {
  assertSelfOrSystemAdmin(caller, userId);
  return summariesByIds(db, await queries.listFavoriteIds(db, userId));
}

function assertSelf(caller: AuthUser | null, userId: number): void {
  if (!caller || caller.id !== userId) throw forbidden();
}

/** Idempotent; `added` is false when it was a favorite already. 404 for an unknown or unpublished business. */
export async function addFavorite(
  db: Db,
  caller: AuthUser | null,
  body: { entitetId: number; userId: number },
): Promise<{ state: FavoriteState; added: boolean }> {
  assertSelf(caller, body.userId);
  const entity = await queries.findEntityPublication(db, body.entitetId);
  if (!entity?.objavljen) throw notFound('Business');
  const added = await queries.insertFavorite(db, body.userId, body.entitetId);
  return { state: { entitetId: body.entitetId, userId: body.userId, favorit: true }, added };
}

/**
 * Idempotent. A business that has become a draft since can still be removed (it no longer shows in
 * the list, but the user may clean up); only an unknown business is 404.
 */
export async function removeFavorite(db: Db, caller: AuthUser | null, body: { entitetId: number; userId: number }): Promise<FavoriteState> {
  assertSelf(caller, body.userId);
  const entity = await queries.findEntityPublication(db, body.entitetId);
  if (!entity) throw notFound('Business');
  await queries.deleteFavorite(db, body.userId, body.entitetId);
  return { entitetId: body.entitetId, userId: body.userId, favorit: false };
}
