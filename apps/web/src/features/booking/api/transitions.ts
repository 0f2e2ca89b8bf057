import type { BusinessZakazivanje, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, type HttpResult } from '@/lib/http';

/** POST /api/termini/{id}/cancel by the customer, before the start (a reason is the business's to give). */
export function cancelBooking(id: number): Promise<HttpResult<Zakazivanje>> {
  return http.post<Zakazivanje>(bookingPaths.cancel(id), {});
}

/** POST /api/termini/{id}/confirm (the business's Administrator or the booked employee). */
export function confirmBooking(id: number): Promise<HttpResult<BusinessZakazivanje>> {
  return http.post<BusinessZakazivanje>(bookingPaths.confirm(id), {});
}

/** POST /api/termini/{id}/reject, optional reason mailed to the customer. */
export function rejectBooking(id: number, razlog?: string): Promise<HttpResult<BusinessZakazivanje>> {
  return http.post<BusinessZakazivanje>(bookingPaths.reject(id), razlog ? { razlog } : {});
}
