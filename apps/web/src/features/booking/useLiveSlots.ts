import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_SLOTS_EVENT, bookingPaths } from '@zakazi/contract/booking-paths';
import { buildUrl } from '@/lib/http';
import { toRequestDate } from '@zakazi/contract/calendar';
import { bookingKeys } from './queries';

/**
 * While a day's times are on screen: subscribe to the business's live slot events for that day
 * (server-sent events) and refetch the times and free days when one arrives. Closed on unmount or
 * when the day changes. EventSource reconnects by itself after a dropped connection.
 */
export function useLiveSlots(entitetId: number, datum: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!datum || typeof EventSource === 'undefined') return;
    const source = new EventSource(buildUrl(bookingPaths.liveSlots, { entitetId, datum: toRequestDate(datum) }));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(entitetId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.days(entitetId) });
    };
    source.addEventListener(LIVE_SLOTS_EVENT, refresh);
    return () => {
      source.removeEventListener(LIVE_SLOTS_EVENT, refresh);
      source.close();
    };
  }, [entitetId, datum, queryClient]);
}
