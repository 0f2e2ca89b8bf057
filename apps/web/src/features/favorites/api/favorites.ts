import type { EntitetSummary, FavoriteState } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Profil/favoriti?userId: the user's favorite businesses, most recently added first. */
export async function getFavorites(userId: number, signal?: AbortSignal): Promise<EntitetSummary[]> {
  return unwrap(await http.get<EntitetSummary[]>(peoplePaths.favorites, { userId }, signal), 'favorites');
}

/** POST /api/Profil/Insert_favoriti {entitetId, userId}. */
export function addFavorite(entitetId: number, userId: number): Promise<FavoriteState> {
  return send<FavoriteState>(peoplePaths.insertFavorite, { method: 'POST', body: { entitetId, userId } });
}

/** DELETE /api/Profil/favoriti {entitetId, userId}. */
export function removeFavorite(entitetId: number, userId: number): Promise<FavoriteState> {
  return send<FavoriteState>(peoplePaths.favorites, { method: 'DELETE', body: { entitetId, userId } });
}
