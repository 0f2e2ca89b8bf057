import { queryOptions } from '@tanstack/react-query';
import { listBusinesses, type BusinessesQuery } from './api/listBusinesses';
import { listUsers, type UsersQuery } from './api/listUsers';

export const PAGE_SIZE = 20;

export const adminUsersQuery = (query: Omit<UsersQuery, 'pageSize'>) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => listUsers({ ...query, pageSize: PAGE_SIZE }, signal),
  });

export const adminBusinessesQuery = (query: Omit<BusinessesQuery, 'pageSize'>) =>
  queryOptions({
    queryKey: ['admin', 'businesses', query],
    queryFn: ({ signal }) => listBusinesses({ ...query, pageSize: PAGE_SIZE }, signal),
  });
