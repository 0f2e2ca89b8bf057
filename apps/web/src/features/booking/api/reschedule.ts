import type { RescheduleBody, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { send } from '@/lib/http';

/**
 * POST /api/termini/{id}/reschedule: the same booking at a new time. Refused (409 slot-taken or
 * too-late, 400 not-bookable, …): the booking stays exactly as it was.
 */
export function rescheduleBooking(id: number, body: RescheduleBody): Promise<Zakazivanje> {
  return send<Zakazivanje>(bookingPaths.reschedule(id), { method: 'POST', body });
}
