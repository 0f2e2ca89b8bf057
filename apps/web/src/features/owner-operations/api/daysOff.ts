import type { Odsustvo, PeriodBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Zaposleni/{id}/odsustva: an employee's days off. */
export async function listDaysOff(zaposleniId: number, signal?: AbortSignal): Promise<Odsustvo[]> {
  return unwrap(await http.get<Odsustvo[]>(bookingPaths.daysOff(zaposleniId), undefined, signal), 'days off');
}

/** POST /api/Zaposleni/{id}/odsustva {od, do, razlog?, otkaziZakazivanja?}; 409 bookings-conflict lists covered bookings. */
export function addDayOff(zaposleniId: number, body: PeriodBody): Promise<Odsustvo> {
  return send<Odsustvo>(bookingPaths.daysOff(zaposleniId), { method: 'POST', body });
}

/** DELETE /api/Zaposleni/{id}/odsustva/{odsustvoId}. */
export function deleteDayOff(zaposleniId: number, odsustvoId: number): Promise<unknown> {
  return send(bookingPaths.dayOff(zaposleniId, odsustvoId), { method: 'DELETE' });
}
