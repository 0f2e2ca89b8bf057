import type { FreeSlots } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';
import { normalizeTimes } from '../dates';
import { toRequestDate } from '@zakazi/contract/calendar';

export type FreeSlotsParams = { entitetId: number; uslugaId: number; datum: string; zaposleniId?: number | null };

/** GET slobodni-termini: free start times of a day (datum ISO), de-duplicated as HH:mm (SPEC.md 5). */
export async function getFreeSlots(p: FreeSlotsParams, signal?: AbortSignal): Promise<string[]> {
  const result = await http.get<FreeSlots>(
    bookingPaths.freeSlots,
    { entitetId: p.entitetId, uslugaId: p.uslugaId, datum: toRequestDate(p.datum), zaposleniId: p.zaposleniId ?? undefined },
    signal,
  );
  return normalizeTimes(unwrap(result, 'free slots'));
}
