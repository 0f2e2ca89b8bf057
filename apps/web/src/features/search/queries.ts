import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFiltered } from './api/getFiltered';
import { apiQuery } from './filters';
import type { SearchFilters } from './url-filters';
import type { ListState } from './list-state';
import type { Position } from './position';

export const searchQuery = (f: SearchFilters, list?: Pick<ListState, 'sort' | 'day'> & Partial<Pick<ListState, 'hours'>>, position?: Position | null) => {
  const query = apiQuery(f, list, position);
  return queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => getFiltered(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
