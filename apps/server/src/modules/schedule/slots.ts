import { addDays, daysBetween, formatMinutes, instantToWall, minutesOf, todayIn, wallClockOn } from '@zakazi/contract/calendar';

/**
 * Free-slot computation (CONTRACT.md Booking), a pure function of its inputs so that the
 * free-slot calls and the booking transaction apply exactly the same rules, and so that the
 * rules can be tested without a database. A start t (HH:mm, local) is free for one employee on
 * one day when:
 * - the day is not a day off of the employee nor a closure of the business;
 * - the day is between today and today + horizon (local dates, inclusive);
 * - t is at least `notice` minutes from now;
 * - either [t, t + duration) lies inside the working hours of that weekday, overlaps no break,
 *   and t is on the grid (working-day start + k × step), or t is one of the day's open slots for
 *   the service (an explicit start the business added: not bound to the hours, breaks or grid);
 * - [t, t + duration) overlaps none of the employee's pending or confirmed bookings.
 * Times are wall-clock times in the business's zone; durations are real minutes. On the day
 * clocks go forward, skipped times are never offered; on the day they go back, a repeated time
 * means its first occurrence (time.ts).
 */

export type TimeRange = { pocetak: string; kraj: string };
export type Interval = { start: Date; end: Date };

/** What one employee has on one day. */
export type EmployeeDay = {
  /** working hours of that weekday; null when the employee does not work that weekday */
  hours: TimeRange | null;
  breaks: TimeRange[];
  /** open slots of the service that day, HH:mm */
  openSlots: string[];
  /** a day off of the employee or a closure of the business */
  closed: boolean;
  /** pending and confirmed bookings that may touch the day */
  busy: Interval[];
};

export type SlotRules = { stepMinutes: number; noticeMinutes: number; horizonDays: number; zone: string };
export type SlotQuery = { date: string; durationMinutes: number; now: Date; rules: SlotRules };

const MINUTE = 60_000;

/**
 * Free starts of one employee on one day, HH:mm ascending.
 *
 * Written for allocation, not only for time: it runs for every employee of every free-slot request
 * (decision 054). Intervals are flat arrays of instants (ms) and the overlap tests plain loops, so
 * that no closure, context or boxed number is made per candidate start; the grid's starts come out
 * ascending, and only open slots off the grid need a sort.
 */
export function freeStarts(day: EmployeeDay, q: SlotQuery): string[] {
  const { date, durationMinutes, now, rules } = q;
  if (day.closed || !isWithinHorizon(date, now, rules)) return [];
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE;
  const duration = durationMinutes * MINUTE;
  const busy = flatIntervals(day.busy, (b) => b.start.getTime(), (b) => b.end.getTime());

  const wall = wallClockOn(date, rules.zone);
  const free: number[] = [];
  if (day.hours) {
    const from = minutesOf(day.hours.pocetak);
    const to = minutesOf(day.hours.kraj);
    const workEnd = instantAtOrAfter(wall, to);
    const breaks = flatIntervals(day.breaks, (b) => instantAtOrAfter(wall, minutesOf(b.pocetak)), (b) => instantAtOrAfter(wall, minutesOf(b.kraj)));
    for (let m = from; m < to; m += rules.stepMinutes) {
      const start = wall(m);
      if (start === null) continue; // skipped by the clocks
      const end = start + duration;
      if (end > workEnd || overlapsAny(breaks, start, end)) continue;
      if (start >= earliest && !overlapsAny(busy, start, end)) free.push(m);
    }
  }
  let offGrid = false;
  for (const slot of day.openSlots) {
    const m = minutesOf(slot);
    const start = wall(m);
    if (start === null || start < earliest || overlapsAny(busy, start, start + duration) || free.includes(m)) continue;
    offGrid ||= free.length > 0 && m < free[free.length - 1]!;
    free.push(m);
  }
  if (offGrid) free.sort((a, b) => a - b);
  return free.map(formatMinutes);
}

/** Intervals as one flat array of instants (ms): start, end, start, end, ... (overlapsAny reads it). */
function flatIntervals<T>(items: T[], startOf: (item: T) => number, endOf: (item: T) => number): Float64Array {
  const flat = new Float64Array(items.length * 2);
  items.forEach((item, i) => {
    flat[2 * i] = startOf(item);
    flat[2 * i + 1] = endOf(item);
  });
  return flat;
}

/** Does [start, end) overlap one of `ranges` (flat: start, end, start, end, ...; instants in ms)? */
function overlapsAny(ranges: Float64Array, start: number, end: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) {
    if (start < ranges[i + 1]! && end > ranges[i]!) return true;
  }
  return false;
}

/** Free starts of several employees: the union, HH:mm ascending without duplicates. */
export function unionOfStarts(lists: string[][]): string[] {
  // One employee's list (every request with zaposleniId) is already ascending without duplicates.
  if (lists.length === 1) return lists[0]!;
  return [...new Set(lists.flat())].sort();
}

/** Is `vreme` a free start? (The booking transaction's check.) */
export function isFreeStart(day: EmployeeDay, q: SlotQuery, vreme: string): boolean {
  return freeStarts(day, q).includes(vreme);
}

/** Between today and today + horizonDays (local calendar dates, inclusive). */
export function isWithinHorizon(date: string, now: Date, rules: Pick<SlotRules, 'horizonDays' | 'zone'>): boolean {
  const ahead = daysBetween(todayIn(rules.zone, now), date);
  return ahead >= 0 && ahead <= rules.horizonDays;
}

/** The last bookable date: today + horizonDays, local. */
export function lastBookableDate(now: Date, rules: Pick<SlotRules, 'horizonDays' | 'zone'>): string {
  return addDays(todayIn(rules.zone, now), rules.horizonDays);
}

/**
 * The instant of a wall time used as a boundary (end of work, a break's ends). A boundary the
 * clocks skip moves to the moment the clocks jump to, so 01:00–02:30 on the spring day ends at
 * 03:00 summer time: the skipped minutes neither exist nor count.
 */
function instantAtOrAfter(wall: (minutes: number) => number | null, minutes: number): number {
  for (let m = minutes; m < minutes + 24 * 60; m++) {
    const t = wall(m);
    if (t !== null) return t;
  }
  throw new Error(`no wall time at or after ${formatMinutes(minutes)}`);
}

/**
 * A desk booking's time inside the working day (CONTRACT.md "The business's front desk"): not a
 * day off or closure, and [t, t + duration) inside that weekday's hours without a break, or t an
 * open slot. Unlike freeStarts, off the grid is fine (the business enters what the customer
 * asked for) and busy intervals are the caller's (overlaps are refused even outside the hours).
 */
export function insideWorkingDay(day: EmployeeDay, date: string, vreme: string, durationMinutes: number, zone: string): boolean {
  if (day.closed) return false;
  const wall = wallClockOn(date, zone);
  const start = wall(minutesOf(vreme));
  if (start === null) return false;
  if (day.openSlots.includes(vreme)) return true;
  if (!day.hours) return false;
  const end = start + durationMinutes * MINUTE;
  const dayFrom = instantAtOrAfter(wall, minutesOf(day.hours.pocetak));
  const dayTo = instantAtOrAfter(wall, minutesOf(day.hours.kraj));
  if (start < dayFrom || end > dayTo) return false;
  return !day.breaks.some((b) => start < instantAtOrAfter(wall, minutesOf(b.kraj)) && end > instantAtOrAfter(wall, minutesOf(b.pocetak)));
}

/**
 * A later part of a visit (CONTRACT.md "Third release", Bookings): is [start, start + duration)
 * free for the employee? Not on the grid and past the notice by construction (the visit's first
 * part is a free start), so only: the same local day, not a day off or closure, inside the working
 * day (or at an open slot) without a break, and over nothing busy. `start` is an instant in ms.
 */
export function freeAt(day: EmployeeDay, date: string, start: number, durationMinutes: number, zone: string): boolean {
  if (day.closed) return false;
  const wall = instantToWall(new Date(start), zone);
  if (wall.datum !== date || !insideWorkingDay(day, date, wall.vreme, durationMinutes, zone)) return false;
  const end = start + durationMinutes * MINUTE;
  return !day.busy.some((b) => start < b.end.getTime() && end > b.start.getTime());
}
