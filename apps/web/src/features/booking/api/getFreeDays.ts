import type { FreeDays } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';
import { toRequestDate } from '@zakazi/contract/calendar';

export type FreeDaysParams = { entitetId: number; uslugaId: number; zaposleniId?: number | null; od: string; do: string };

/** GET slobodni-dani: the days (ISO) between od and do that have at least one free start. */
export async function getFreeDays(p: FreeDaysParams, signal?: AbortSignal): Promise<string[]> {
  const result = await http.get<FreeDays>(
    bookingPaths.freeDays,
    { entitetId: p.entitetId, uslugaId: p.uslugaId, zaposleniId: p.zaposleniId ?? undefined, od: toRequestDate(p.od), do: toRequestDate(p.do) },
    signal,
  );
  return unwrap(result, 'free days');
}
