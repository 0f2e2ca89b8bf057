import { TZDate } from '@date-fns/tz';
import { addDays, endOfMonth, format, startOfISOWeek, startOfMonth } from 'date-fns';

/**
 * Calendar days of statistics. A day is a calendar date (YYYY-MM-DD) in the business's time zone;
 * its instants run from that zone's midnight to the next one (23, 24 or 25 hours around DST
 * changes, which @date-fns/tz knows). Date arithmetic itself (weeks, months, day steps) is done on
 * dates pinned to UTC, where every day has 24 hours.
 */

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 'UTC');
};
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

export type DayRange = { pocetak: string; kraj: string };

export const plusDays = (date: string, n: number): string => iso(addDays(day(date), n));

/** Monday..Sunday of the ISO week holding the date. */
export function isoWeekOf(date: string): DayRange {
  const monday = startOfISOWeek(day(date));
  return { pocetak: iso(monday), kraj: iso(addDays(monday, 6)) };
}

export function monthOf(date: string): DayRange {
  return { pocetak: iso(startOfMonth(day(date))), kraj: iso(endOfMonth(day(date))) };
}

/** Every date from pocetak to kraj inclusive, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = range.pocetak; d <= range.kraj; d = plusDays(d, 1)) days.push(d);
  return days;
}

/** The instant the date begins in the zone (its local midnight). */
export function startOfLocalDay(date: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, zone).getTime());
}

/** The instants of a range of local days: [first day's midnight, the day after the last's midnight). */
export function instantsOf(range: DayRange, zone: string): { from: Date; to: Date } {
  return { from: startOfLocalDay(range.pocetak, zone), to: startOfLocalDay(plusDays(range.kraj, 1), zone) };
}

/** The local calendar date of an instant in the zone. */
export function localDate(instant: Date, zone: string): string {
  return iso(new TZDate(instant.getTime(), zone));
}
