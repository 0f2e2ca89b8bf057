import { queryOptions } from '@tanstack/react-query';
import type { IsoDay } from '@zakazi/contract/calendar';
import { ownerOpsKey } from '@/features/owner-operations';
import { getCalendar } from './api';

/**
 * Under the owner's key (['ownerOps', entitetId]): the bookings tab's actions invalidate it, so a
 * booking confirmed there or here shows the same everywhere.
 */
export const calendarKey = (entitetId: number) => [...ownerOpsKey(entitetId), 'calendar'] as const;

export const calendarQuery = (entitetId: number, range: { od: IsoDay; do: IsoDay; zaposleniId?: number }) =>
  queryOptions({
    queryKey: [...calendarKey(entitetId), range],
    queryFn: ({ signal }) => getCalendar(entitetId, range, signal),
    // The desk looks at it all day: read it again now and then even without a live event.
    refetchInterval: 60_000,
  });
