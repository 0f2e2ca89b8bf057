import type { BusinessZakazivanje, BookingStatus } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';
import { toRequestDate, type IsoDay } from '@zakazi/contract/calendar';

export type BusinessBookingsFilter = { od: IsoDay; do: IsoDay; zaposleniId?: number; status?: BookingStatus };

/** GET /api/Entitet/{id}/zakazivanja?od&do&zaposleniId&status: the business's bookings with the customer's name and phone. */
export async function listBusinessBookings(entitetId: number, filter: BusinessBookingsFilter, signal?: AbortSignal): Promise<BusinessZakazivanje[]> {
  const query = { od: toRequestDate(filter.od), do: toRequestDate(filter.do), zaposleniId: filter.zaposleniId, status: filter.status };
  return unwrap(await http.get<BusinessZakazivanje[]>(bookingPaths.businessBookings(entitetId), query, signal), 'business bookings');
}
