import { queryClient } from '@/lib/queryClient';
import { getUser, setFavorites } from '@/lib/session';
import { addFavorite, getFavorites, removeFavorite } from './api/favorites';

export const favoritesKey = (userId: number) => ['favorites', userId] as const;

/**
 * SPEC.md 4 favorite toggle: remove the business if it is a favorite, otherwise add it; then reload
 * the favorites into the session (and the profile's list). SPEC.md 8: a failed toggle returns false.
 */
export async function toggleFavorite(entitetId: number): Promise<boolean> {
  const user = getUser();
  if (!user) return false;
  const isFavorite = user.favorites.some((f) => f.id === entitetId);
  const result = isFavorite ? await removeFavorite(entitetId, user.id) : await addFavorite(entitetId, user.id);
  if (!result.ok) return false;
  await reloadFavorites(user.id);
  return true;
}

export async function reloadFavorites(userId: number): Promise<void> {
  try {
    const list = await queryClient.fetchQuery({ queryKey: favoritesKey(userId), queryFn: ({ signal }) => getFavorites(userId, signal), staleTime: 0 });
    setFavorites(list.map((e) => ({ id: e.id })));
  } catch {
    /* the toggle itself succeeded; the list catches up on the next load */
  }
}
