import type { RadnaNedelja } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/RadnaNedelja/{zaposleniId}: the employee's working days and breaks. */
export async function getWorkingWeek(zaposleniId: number, signal?: AbortSignal): Promise<RadnaNedelja> {
  return unwrap(await http.get<RadnaNedelja>(bookingPaths.workingWeek(zaposleniId), undefined, signal), `working week ${zaposleniId}`);
}
