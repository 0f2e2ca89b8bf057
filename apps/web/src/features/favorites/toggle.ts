import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState } from '@zakazi/contract';
import { ApiError } from '@/lib/http';
import { getUser, setFavorites } from '@/lib/session';
import { addFavorite, getFavorites, removeFavorite } from './api/favorites';

const favoritesKey = (userId: number) => ['favorites', userId] as const;

export const favoritesQuery = (userId: number) =>
  queryOptions({ queryKey: favoritesKey(userId), queryFn: ({ signal }) => getFavorites(userId, signal) });

/**
 * SPEC.md 4 favorite toggle: remove the business if it is a favorite, otherwise add it. The answer
 * says the new state: the session's hearts follow it, and the favorites list is read again.
 * SPEC.md 8: a failed toggle is the mutation's error.
 */
export function useToggleFavorite(
  entitetId: number,
  /** Said here rather than at mutate(): the heart may be gone once the list is read again (on /profile). */
  { onToggled, onFailed }: { onToggled: (state: FavoriteState) => void; onFailed: (error: unknown) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<FavoriteState> => {
      const user = getUser();
      if (!user) return Promise.reject(new ApiError(401, null, 'favorite toggle'));
      const isFavorite = user.favorites.some((f) => f.id === entitetId);
      return isFavorite ? removeFavorite(entitetId, user.id) : addFavorite(entitetId, user.id);
    },
    onSuccess: (state) => {
      onToggled(state);
      const others = (getUser()?.favorites ?? []).filter((f) => f.id !== state.entitetId);
      setFavorites(state.favorit ? [{ id: state.entitetId }, ...others] : others);
      return client.invalidateQueries({ queryKey: favoritesKey(state.userId) });
    },
    onError: onFailed,
  });
}
