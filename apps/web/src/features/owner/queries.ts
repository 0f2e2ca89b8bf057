import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { entityQuery } from '@/features/business-data';
import { getCompleteness } from './api/getCompleteness';
import { getEmployees } from './api/getEmployees';

/**
 * The owner area reads the business through the public GET /api/Entitet/{id} (an owner sees their
 * own draft): details, address, services and images in one answer, shared with the public page's
 * cache. The completeness check and the staff list (inactive ones, logins) are the owner's own calls.
 */
export { entityQuery };

export const completenessQuery = (entitetId: number) =>
  queryOptions({ queryKey: ['owner', 'completeness', entitetId], queryFn: ({ signal }) => getCompleteness(entitetId, signal) });

export const employeesQuery = (entitetId: number) =>
  queryOptions({ queryKey: ['owner', 'employees', entitetId], queryFn: ({ signal }) => getEmployees(entitetId, signal) });

/**
 * After any change: the business, its completeness and staff are read again, and the public lists
 * (category pages, search) forget what they had, since publication may have changed.
 */
export function useRefreshOwner(entitetId: number): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: entityQuery(entitetId).queryKey }),
      client.invalidateQueries({ queryKey: ['owner'] }),
      client.invalidateQueries({ queryKey: ['catalogue', 'category-entities'] }),
    ]);
  }, [client, entitetId]);
}

/**
 * A write of the owner area (a TanStack mutation): pending until the server answered and the
 * business has been read again, so a form's button spins until the new state shows.
 */
export function useOwnerMutation<TVariables = void, TData = unknown>(
  entitetId: number,
  mutationFn: (variables: TVariables) => Promise<TData>,
  /** After the business was read again. Runs even when that unmounted the form (a new address re-keys it). */
  onSaved?: () => void,
) {
  const refresh = useRefreshOwner(entitetId);
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await refresh();
      onSaved?.();
    },
  });
}
