import type { Odsustvo, PeriodBody, Zatvaranje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, send, unwrap } from '@/lib/http';

/**
 * The calls of a list of periods, the same three on two paths: a business's closures
 * (/api/Entitet/{id}/zatvaranja) and an employee's days off (/api/Zaposleni/{id}/odsustva).
 * POST {od, do, razlog?, otkaziZakazivanja?} answers 409 bookings-conflict with the covered bookings.
 */
function periodCalls<T>(paths: { list: (ownerId: number) => string; one: (ownerId: number, id: number) => string }, what: string) {
  return {
    list: async (ownerId: number, signal?: AbortSignal): Promise<T[]> => unwrap(await http.get<T[]>(paths.list(ownerId), undefined, signal), what),
    add: (ownerId: number, body: PeriodBody): Promise<T> => send<T>(paths.list(ownerId), { method: 'POST', body }),
    remove: (ownerId: number, id: number): Promise<unknown> => send(paths.one(ownerId, id), { method: 'DELETE' }),
  };
}

/** Days the whole business is closed, by the business's id. */
export const closureCalls = periodCalls<Zatvaranje>({ list: bookingPaths.closures, one: bookingPaths.closure }, 'closures');
/** An employee's days off, by the employee's id. */
export const dayOffCalls = periodCalls<Odsustvo>({ list: bookingPaths.daysOff, one: bookingPaths.dayOff }, 'days off');
