import { queryOptions } from '@tanstack/react-query';
import { getEntity } from './api/getEntity';

export const entityQuery = (id: number) =>
  queryOptions({ queryKey: ['businesses', 'entity', id], queryFn: ({ signal }) => getEntity(id, signal) });
