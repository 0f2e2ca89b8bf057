import type { FreeSlots } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';
import { normalizeTimes } from '../dates';
import { toRequestDate } from '@zakazi/contract/calendar';

export type VisitSlotsParams = { entitetId: number; datum: string; parts: { uslugaId: number; zaposleniId: number | null }[] };

/** GET slobodni-termini for a visit: the starts from which its services fit back to back, each with its chosen employee (or anyone). */
export async function getVisitSlots(p: VisitSlotsParams, signal?: AbortSignal): Promise<string[]> {
  const pinned = p.parts.some((part) => part.zaposleniId !== null);
  const result = await http.get<FreeSlots>(
    bookingPaths.freeSlots,
    {
      entitetId: p.entitetId,
      uslugaIds: p.parts.map((part) => part.uslugaId).join(','),
      datum: toRequestDate(p.datum),
      zaposleniIdsPoDelu: pinned ? p.parts.map((part) => part.zaposleniId ?? 0).join(',') : undefined,
    },
    signal,
  );
  return normalizeTimes(unwrap(result, 'free slots'));
}
