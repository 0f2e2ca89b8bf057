import { queryOptions } from '@tanstack/react-query';
import { getMyEmployee } from './api/getMyEmployee';

export const myEmployeeQuery = (userId: number) =>
  queryOptions({ queryKey: ['employee', 'me', userId], queryFn: ({ signal }) => getMyEmployee(signal), staleTime: 5 * 60_000 });
