import type { Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Profil/zakazivanja?userId: the user's bookings, newest first. */
export async function getMyBookings(userId: number, signal?: AbortSignal): Promise<Zakazivanje[]> {
  return unwrap(await http.get<Zakazivanje[]>(bookingPaths.profileBookings, { userId }, signal), 'my bookings');
}
