import type { MyEmployee } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Zaposleni/moj: the calling Employee's own employee record (zaposleniId, business). */
export async function getMyEmployee(signal?: AbortSignal): Promise<MyEmployee> {
  return unwrap(await http.get<MyEmployee>(bookingPaths.myEmployee, undefined, signal), 'my employee record');
}
