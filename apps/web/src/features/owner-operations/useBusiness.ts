import { useQuery } from '@tanstack/react-query';
import { entityQuery } from '@/features/business-data';
import { employeesQuery } from './queries';

/** The business the tabs work on: its services, currency and time zone (GET /api/Entitet/{id}). */
export function useBusiness(entitetId: number) {
  return useQuery({ ...entityQuery(entitetId), staleTime: 60_000 });
}

/** The owner's staff list, inactive employees too (GET /api/Entitet/{id}/zaposleni). */
export function useEmployees(entitetId: number) {
  return useQuery(employeesQuery(entitetId));
}

export const DEFAULT_ZONE = 'Europe/Belgrade';

/** "Marko Petrović" of an employee record. */
export function employeeName(e: { ime: string; prezime: string | null }): string {
  return [e.ime, e.prezime].filter(Boolean).join(' ');
}
