import type { SetRadnaNedeljaBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, type HttpResult } from '@/lib/http';

/** POST /api/RadnaNedelja/{zaposleniId}/dodaj-radnu-nedelju: replaces the whole week. The caller checks `ok`. */
export function setWorkingWeek(zaposleniId: number, body: SetRadnaNedeljaBody): Promise<HttpResult<unknown>> {
  return http.post<unknown>(bookingPaths.setWorkingWeek(zaposleniId), body);
}
