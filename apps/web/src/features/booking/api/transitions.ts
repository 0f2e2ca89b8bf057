import type { BusinessZakazivanje, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { send } from '@/lib/http';

/** POST /api/termini/{id}/cancel by the customer, before the start (a reason is the business's to give). */
export function cancelBooking(id: number): Promise<Zakazivanje> {
  return send<Zakazivanje>(bookingPaths.cancel(id), { method: 'POST', body: {} });
}

/** POST /api/termini/{id}/confirm (the business's Administrator or the booked employee). */
export function confirmBooking(id: number): Promise<BusinessZakazivanje> {
  return send<BusinessZakazivanje>(bookingPaths.confirm(id), { method: 'POST', body: {} });
}

/** POST /api/termini/{id}/reject, optional reason mailed to the customer. */
export function rejectBooking(id: number, razlog?: string): Promise<BusinessZakazivanje> {
  return send<BusinessZakazivanje>(bookingPaths.reject(id), { method: 'POST', body: razlog ? { razlog } : {} });
}
