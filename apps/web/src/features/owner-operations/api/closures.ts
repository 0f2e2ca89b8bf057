import type { PeriodBody, Zatvaranje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/zatvaranja: days the whole business is closed. */
export async function listClosures(entitetId: number, signal?: AbortSignal): Promise<Zatvaranje[]> {
  return unwrap(await http.get<Zatvaranje[]>(bookingPaths.closures(entitetId), undefined, signal), 'closures');
}

/** POST /api/Entitet/{id}/zatvaranja {od, do, razlog?, otkaziZakazivanja?}; 409 bookings-conflict lists covered bookings. */
export function addClosure(entitetId: number, body: PeriodBody): Promise<Zatvaranje> {
  return send<Zatvaranje>(bookingPaths.closures(entitetId), { method: 'POST', body });
}

/** DELETE /api/Entitet/{id}/zatvaranja/{zatvaranjeId}. */
export function deleteClosure(entitetId: number, zatvaranjeId: number): Promise<unknown> {
  return send(bookingPaths.closure(entitetId, zatvaranjeId), { method: 'DELETE' });
}
