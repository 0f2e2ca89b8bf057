import type { SetRadnaNedeljaBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { send } from '@/lib/http';

/** POST /api/RadnaNedelja/{zaposleniId}/dodaj-radnu-nedelju: replaces the whole week. */
export function setWorkingWeek(zaposleniId: number, body: SetRadnaNedeljaBody): Promise<unknown> {
  return send<unknown>(bookingPaths.setWorkingWeek(zaposleniId), { method: 'POST', body });
}
