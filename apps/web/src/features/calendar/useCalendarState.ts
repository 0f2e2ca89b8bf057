import { useQuery } from '@tanstack/react-query';
import { isoWeekOf, minutesOf, todayIn, type IsoDay } from '@zakazi/contract/calendar';
import { useMemo, useReducer } from 'react';
import { useLiveUpdates } from '@/lib/useLiveUpdates';
import { employeeName } from '@/features/owner-operations';
import { calendarReducer, initialState, pendingMove, type ViewName } from './calendar-state';
import { blockEvents, bookingEvents, visibleHours, wallDate, workingHours } from './events';
import { calendarKey, calendarQuery } from './queries';
import { useTyped } from '@/lib/typed-text';

/**
 * The front desk calendar's state (calendar-state.ts) with the server's data and what follows from
 * both: the range to read, the staff shown, whose column(s), the events as the grid draws them
 * (a booking waiting for its move confirmation shows where it was dropped), working hours.
 */
export function useCalendarState({ entitetId, zone, ownZaposleniId, live, phone }: {
  entitetId: number;
  zone: string;
  ownZaposleniId?: number;
  live: boolean;
  phone: boolean;
}) {
  const today = todayIn(zone);
  const [state, dispatch] = useReducer(calendarReducer, undefined, () => initialState(today, ownZaposleniId));
  const { date, showClosed, employee: chosenEmployee } = state;
  const view: ViewName = phone ? 'day' : state.view;
  const range = useMemo(() => {
    if (view === 'day') return { od: date, do: date };
    const week = isoWeekOf(date);
    return { od: week.pocetak, do: week.kraj };
  }, [view, date]);
  const query = useQuery(calendarQuery(entitetId, { ...range, ...(ownZaposleniId ? { zaposleniId: ownZaposleniId } : {}) }));
  // Live updates for the day in focus (a week view listens to its focused day; the minute refetch
  // of calendarQuery covers the other days). Only a public business has the stream.
  useLiveUpdates(entitetId, live ? date : null, [calendarKey(entitetId)]);
  const data = query.data;

  const staff = useMemo(
    () => (data?.zaposleni ?? []).filter((e) => e.aktivan || data?.zakazivanja.some((b) => b.zaposleniId === e.id)),
    [data],
  );
  // Employees' names as the page shows them: in Cyrillic on /cir (typed-text.ts).
  const typed = useTyped();
  const names = useMemo(() => new Map(staff.map((e) => [e.id, typed(employeeName(e))])), [staff, typed]);
  // One column per employee only on a wide day view; else one employee (the chosen, or the first).
  const single = phone || view === 'week' || chosenEmployee !== 'all';
  const employeeId = single ? (staff.find((e) => String(e.id) === chosenEmployee) ?? staff[0])?.id ?? null : null;
  const hours = useMemo(() => (data ? workingHours(data) : null), [data]);
  const pending = pendingMove(state);

  const events = useMemo(() => {
    if (!data) return [];
    return bookingEvents(data, showClosed)
      .filter((e) => employeeId === null || e.resourceId === employeeId)
      .map((e) => {
        if (pending?.booking.id !== e.booking.id) return e;
        const start = wallDate(pending.to.datum, minutesOf(pending.to.vreme));
        return { ...e, start, end: new Date(start.getTime() + e.booking.trajanjeMinuta * 60_000), resourceId: pending.to.zaposleniId };
      });
  }, [data, showClosed, employeeId, pending]);
  const background = useMemo(() => (data ? blockEvents(data).filter((e) => employeeId === null || e.resourceId === employeeId) : []), [data, employeeId]);
  const resources = employeeId === null ? staff.map((e) => ({ id: e.id, title: typed(employeeName(e)) })) : undefined;
  /** The employees a desk booking, a block or a move may name: the active ones, with the services they perform. */
  const deskEmployees = useMemo(() => staff.filter((e) => e.aktivan).map((e) => ({ id: e.id, name: typed(employeeName(e)), uslugaIds: e.uslugaIds })), [staff, typed]);
  const openBooking = state.dialog.kind === 'booking' ? data?.zakazivanja.find((b) => b.id === (state.dialog as { bookingId: number }).bookingId) ?? null : null;

  return {
    state,
    dispatch,
    today,
    view,
    range: range as { od: IsoDay; do: IsoDay },
    query,
    data,
    staff,
    names,
    single,
    employeeId,
    hours,
    shown: visibleHours(data),
    events,
    background,
    resources,
    deskEmployees,
    openBooking,
    pending,
  };
}

export type CalendarModel = ReturnType<typeof useCalendarState>;
