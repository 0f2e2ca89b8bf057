import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Query } from '@/lib/http';
import { getEntitiesByCategory } from './api/getEntitiesByCategory';

/** One page of a category's businesses in the chosen order, optionally only those free on a day. */
export const categoryEntitiesQuery = (categoryId: number, query: Query = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'category-entities', categoryId, query],
    queryFn: ({ signal }) => getEntitiesByCategory(categoryId, query, signal),
    placeholderData: keepPreviousData,
  });
