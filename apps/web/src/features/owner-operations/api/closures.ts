import type { PeriodBody, Zatvaranje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap, type HttpResult } from '@/lib/http';

/** GET /api/Entitet/{id}/zatvaranja: days the whole business is closed. */
export async function listClosures(entitetId: number, signal?: AbortSignal): Promise<Zatvaranje[]> {
  return unwrap(await http.get<Zatvaranje[]>(bookingPaths.closures(entitetId), undefined, signal), 'closures');
}

/** POST /api/Entitet/{id}/zatvaranja {od, do, razlog?, otkaziZakazivanja?}; 409 bookings-conflict lists covered bookings. */
export function addClosure(entitetId: number, body: PeriodBody): Promise<HttpResult<Zatvaranje>> {
  return http.post<Zatvaranje>(bookingPaths.closures(entitetId), body);
}

/** DELETE /api/Entitet/{id}/zatvaranja/{zatvaranjeId}. */
export function deleteClosure(entitetId: number, zatvaranjeId: number): Promise<HttpResult<unknown>> {
  return http.delete(bookingPaths.closure(entitetId, zatvaranjeId));
}
