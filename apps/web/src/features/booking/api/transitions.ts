import type { BusinessZakazivanje, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, type HttpResult } from '@/lib/http';

/** POST /api/termini/{id}/cancel (the booking user, before the start), optional reason. */
export function cancelBooking(id: number, razlog?: string): Promise<HttpResult<Zakazivanje>> {
  return http.post<Zakazivanje>(bookingPaths.cancel(id), razlog ? { razlog } : {});
}

/** POST /api/termini/{id}/confirm (the business's Administrator or the booked employee). */
export function confirmBooking(id: number): Promise<HttpResult<BusinessZakazivanje>> {
  return http.post<BusinessZakazivanje>(bookingPaths.confirm(id), {});
}

/** POST /api/termini/{id}/reject, optional reason mailed to the customer. */
export function rejectBooking(id: number, razlog?: string): Promise<HttpResult<BusinessZakazivanje>> {
  return http.post<BusinessZakazivanje>(bookingPaths.reject(id), razlog ? { razlog } : {});
}
