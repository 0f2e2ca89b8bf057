import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFiltered } from './api/getFiltered';
import { apiQuery, type SearchFilters } from './filters';

export const searchQuery = (f: SearchFilters) => {
  const query = apiQuery(f);
  return queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => getFiltered(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
