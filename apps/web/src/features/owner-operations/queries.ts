import { queryOptions } from '@tanstack/react-query';
import { listBusinessBookings } from './api/listBusinessBookings';
import { closureCalls, dayOffCalls } from './api/periods';
import { listEmployees } from './api/listEmployees';
import { getFinance } from './api/getFinance';
import { getVisits } from './api/getVisits';
import { listClientBookings, listClients } from './api/clients';

/** Every key starts with ['ownerOps', entitetId], so one invalidation refreshes a business's tabs. */
export const ownerOpsKey = (entitetId: number) => ['ownerOps', entitetId] as const;

/** A business's query whose fetch takes the business and one argument; the argument is the key's last part. */
function businessQuery<A, T>(part: string, fetch: (entitetId: number, arg: A, signal: AbortSignal) => Promise<T>) {
  return (entitetId: number, arg: A) =>
    queryOptions({
      queryKey: [...ownerOpsKey(entitetId), part, arg],
      queryFn: ({ signal }) => fetch(entitetId, arg, signal),
    });
}

export const businessBookingsQuery = businessQuery('bookings', listBusinessBookings);

export const employeesQuery = (entitetId: number) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'employees'],
    queryFn: ({ signal }) => listEmployees(entitetId, signal),
    staleTime: 60_000,
  });

export const daysOffQuery = (entitetId: number, zaposleniId: number) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'daysOff', zaposleniId],
    queryFn: ({ signal }) => dayOffCalls.list(zaposleniId, signal),
  });

export const closuresQuery = (entitetId: number) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'closures'],
    queryFn: ({ signal }) => closureCalls.list(entitetId, signal),
  });

export const financeQuery = businessQuery('finance', getFinance);

export const visitsQuery = businessQuery('visits', getVisits);

export const clientsQuery = businessQuery('clients', listClients);

export const clientBookingsQuery = businessQuery('clientBookings', listClientBookings);
