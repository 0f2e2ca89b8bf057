import { queryOptions } from '@tanstack/react-query';
import { getEntity } from './api/getEntity';

export const entityQuery = (id: number) =>
  queryOptions({ queryKey: ['businesses', 'entity', id], queryFn: ({ signal }) => getEntity(id, signal) });

/** The business's ratings, page by page (the page's list and the owner's reviews tab share it). */
export const entityRatingsKey = (id: number) => ['businesses', 'ratings', id] as const;
