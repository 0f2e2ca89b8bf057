import { queryOptions } from '@tanstack/react-query';
import { listBusinessBookings, type BusinessBookingsFilter } from './api/listBusinessBookings';
import { closureCalls, dayOffCalls } from './api/periods';
import { listEmployees } from './api/listEmployees';
import { getFinance } from './api/getFinance';
import { getVisits } from './api/getVisits';
import { listClientBookings, listClients } from './api/clients';
import type { IsoDay } from '@zakazi/contract/calendar';

/** Every key starts with ['ownerOps', entitetId], so one invalidation refreshes a business's tabs. */
export const ownerOpsKey = (entitetId: number) => ['ownerOps', entitetId] as const;

export const businessBookingsQuery = (entitetId: number, filter: BusinessBookingsFilter) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'bookings', filter],
    queryFn: ({ signal }) => listBusinessBookings(entitetId, filter, signal),
  });

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

export const financeQuery = (entitetId: number, datum: IsoDay) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'finance', datum],
    queryFn: ({ signal }) => getFinance(entitetId, datum, signal),
  });

export const visitsQuery = (entitetId: number, datum: IsoDay) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'visits', datum],
    queryFn: ({ signal }) => getVisits(entitetId, datum, signal),
  });

export type ClientsFilter = { q: string; page: number; pageSize: number };

export const clientsQuery = (entitetId: number, filter: ClientsFilter) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'clients', filter],
    queryFn: ({ signal }) => listClients(entitetId, filter, signal),
  });

export const clientBookingsQuery = (entitetId: number, klijentId: string) =>
  queryOptions({
    queryKey: [...ownerOpsKey(entitetId), 'clientBookings', klijentId],
    queryFn: ({ signal }) => listClientBookings(entitetId, klijentId, signal),
  });
