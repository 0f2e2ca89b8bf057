import type { OpenSlotsBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { send } from '@/lib/http';

/** POST /api/ZakaziTermini/InsertOslobodjeneTermine {slots} → {inserted} (duplicates are not counted). */
export function insertOpenSlots(body: OpenSlotsBody): Promise<{ inserted: number }> {
  return send<{ inserted: number }>(bookingPaths.openSlots, { method: 'POST', body });
}
