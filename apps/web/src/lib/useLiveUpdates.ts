import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_SLOTS_EVENT, bookingPaths } from '@zakazi/contract/booking-paths';
import { toRequestDate } from '@zakazi/contract/calendar';
import { buildUrl } from './http';

/**
 * The one live channel of the web: while a business's day is on screen, follow its live-slots
 * stream (server-sent events per business and day, fed by the database's notifications on bookings
 * and blocks) and read the given queries again when an event arrives. The booking flow's free
 * times and the front desk's calendar both use it. Closed on unmount and when the day changes;
 * EventSource reconnects by itself after a dropped connection. `datum` null: nothing to follow.
 */
export function useLiveUpdates(entitetId: number, datum: string | null, keys: readonly QueryKey[]): void {
  const client = useQueryClient();
  // The keys as one string, so a new array of the same keys on each render keeps the stream open.
  const keysText = JSON.stringify(keys);
  useEffect(() => {
    if (!datum || typeof EventSource === 'undefined') return;
    const source = new EventSource(buildUrl(bookingPaths.liveSlots, { entitetId, datum: toRequestDate(datum) }));
    const stale = JSON.parse(keysText) as QueryKey[];
    const refresh = () => {
      for (const queryKey of stale) void client.invalidateQueries({ queryKey });
    };
    source.addEventListener(LIVE_SLOTS_EVENT, refresh);
    return () => {
      source.removeEventListener(LIVE_SLOTS_EVENT, refresh);
      source.close();
    };
  }, [entitetId, datum, keysText, client]);
}
