/**
 * The booking flow's month view (pure, unit-tested): which days a month shows, which to ask free
 * days for. Days and months themselves are the shared calendar's (@zakazi/contract/calendar): ISO
 * YYYY-MM-DD days of the business's own calendar; how they read is lib/format's formatDate.
 */
import { addDays, firstOfMonth, lastOfMonth, weekdayOf, type IsoDay, type Month } from '@zakazi/contract/calendar';

/** The range to ask free days for: the month, from today on when the month has begun. */
export function monthRange(m: Month, today: IsoDay): { od: string; do: string } | null {
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  if (last < today) return null;
  return { od: first < today ? today : first, do: last };
}

/** Weeks of a month, Monday first; null pads the days of the neighbouring months. */
export function monthGrid(m: Month): Array<Array<string | null>> {
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  const weekday = weekdayOf(first) - 1; // 0 = Monday
  const cells: Array<string | null> = Array.from({ length: weekday }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** SPEC.md 5: slot times from the server are de-duplicated and cut to HH:mm (sorted for the grid). */
export function normalizeTimes(times: readonly string[]): string[] {
  return [...new Set(times.map((t) => t.slice(0, 5)))].sort();
}
