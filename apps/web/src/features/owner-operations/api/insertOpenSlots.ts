import type { OpenSlotsBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, type HttpResult } from '@/lib/http';

/** POST /api/ZakaziTermini/InsertOslobodjeneTermine {slots} → {inserted} (duplicates are not counted). */
export function insertOpenSlots(body: OpenSlotsBody): Promise<HttpResult<{ inserted: number }>> {
  return http.post<{ inserted: number }>(bookingPaths.openSlots, body);
}
