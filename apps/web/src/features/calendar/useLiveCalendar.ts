import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_SLOTS_EVENT, bookingPaths } from '@zakazi/contract/booking-paths';
import { toRequestDate, type IsoDay } from '@zakazi/contract/calendar';
import { buildUrl } from '@/lib/http';
import { calendarKey } from './queries';

/**
 * The live channel the booking page uses (server-sent events per business and day, fed by the
 * database's notifications on bookings and blocks): when the day on screen changes, the calendar
 * is read again. One stream, for the day in focus (a week view listens to its focused day; the
 * minute refetch of calendarQuery covers the other days). Only a public business has the stream.
 */
export function useLiveCalendar(entitetId: number, datum: IsoDay, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(buildUrl(bookingPaths.liveSlots, { entitetId, datum: toRequestDate(datum) }));
    const refresh = () => void client.invalidateQueries({ queryKey: calendarKey(entitetId) });
    source.addEventListener(LIVE_SLOTS_EVENT, refresh);
    return () => {
      source.removeEventListener(LIVE_SLOTS_EVENT, refresh);
      source.close();
    };
  }, [entitetId, datum, enabled, client]);
}
