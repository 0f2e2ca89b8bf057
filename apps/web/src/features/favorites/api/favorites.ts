import type { EntitetSummary, FavoriteState } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, unwrap, type HttpResult } from '@/lib/http';

/** GET /api/Profil/favoriti?userId: the user's favorite businesses, most recently added first. */
export async function getFavorites(userId: number, signal?: AbortSignal): Promise<EntitetSummary[]> {
  return unwrap(await http.get<EntitetSummary[]>(peoplePaths.favorites, { userId }, signal), 'favorites');
}

/** POST /api/Profil/Insert_favoriti {entitetId, userId}. */
export function addFavorite(entitetId: number, userId: number): Promise<HttpResult<FavoriteState>> {
  return http.post<FavoriteState>(peoplePaths.insertFavorite, { entitetId, userId });
}

/** DELETE /api/Profil/favoriti {entitetId, userId}. */
export function removeFavorite(entitetId: number, userId: number): Promise<HttpResult<FavoriteState>> {
  return http.delete<FavoriteState>(peoplePaths.favorites, { entitetId, userId });
}
