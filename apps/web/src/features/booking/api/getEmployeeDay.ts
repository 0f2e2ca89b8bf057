import type { BusinessZakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';
import { toRequestDate } from '@zakazi/contract/calendar';

/** GET admin-dashboard/zaposleni?employeeId&date (MM-DD-YYYY): one employee's bookings of a day. */
export async function getEmployeeDay(employeeId: number, datum: string, signal?: AbortSignal): Promise<BusinessZakazivanje[]> {
  return unwrap(
    await http.get<BusinessZakazivanje[]>(bookingPaths.employeeDay, { employeeId, date: toRequestDate(datum) }, signal),
    'employee day',
  );
}
