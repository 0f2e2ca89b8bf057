import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * Wall-clock time in a business's IANA zone. Offsets come from @date-fns/tz (the platform's
 * time-zone database); this file only decides what a wall-clock time means on the two days a
 * year when clocks change (docs/decisions/030-slots-and-booking.md):
 * - a time the clocks skip (spring, 02:00–02:59 in Europe/Belgrade) does not exist: null;
 * - a time the clocks show twice (autumn, 02:00–02:59) means its first occurrence.
 */

const MINUTE = 60_000;

/** 'HH:mm' or 'HH:mm:ss' (PostgreSQL time) → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** minutes since midnight → 'HH:mm' */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function parseIsoDate(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** The instant when the wall clock in `zone` shows `minutes` past midnight of `date`; null if it never does. */
export function wallToInstant(date: string, minutes: number, zone: string): Date | null {
  const [y, m, d] = parseIsoDate(date);
  // The wall time read as if it were UTC; the real instant is that minus the zone's offset then.
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  // Offsets around the naive instant cover both sides of any change (changes are ≥ a day apart).
  const offsets = new Set([tzOffset(zone, new Date(naive - 86_400_000)), tzOffset(zone, new Date(naive)), tzOffset(zone, new Date(naive + 86_400_000))]);
  const candidates = [...offsets]
    .map((offset) => naive - offset * MINUTE)
    .filter((t) => tzOffset(zone, new Date(t)) * MINUTE === naive - t)
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}

const HOUR = 60 * MINUTE;

/**
 * wallToInstant for many times of one date, as epoch milliseconds (null: the clocks skip it).
 * Looking up the zone's offset is the costly part, and on almost every day it is one offset all
 * day long: when it is the same everywhere from a day before the date to two days after it (every
 * instant wallToInstant could consult for 00:00–24:00, offsets being within ±14 h), a wall time
 * is simply midnight UTC + minutes − offset. Near a clock change, and for minutes outside
 * 0..1440, each time goes through wallToInstant itself, so DST days keep exactly its answers.
 */
export function wallClockOn(date: string, zone: string): (minutes: number) => number | null {
  const [y, m, d] = parseIsoDate(date);
  const midnight = Date.UTC(y, m - 1, d);
  const exact = (minutes: number) => wallToInstant(date, minutes, zone)?.getTime() ?? null;
  // Samples 6 h apart cannot straddle two changes (changes are ≥ a day apart), so equal samples
  // mean no change in between.
  const offset = tzOffset(zone, new Date(midnight - 24 * HOUR));
  for (let t = midnight - 18 * HOUR; t <= midnight + 48 * HOUR; t += 6 * HOUR) {
    if (tzOffset(zone, new Date(t)) !== offset) return exact;
  }
  const base = midnight - offset * MINUTE;
  return (minutes) => (minutes >= 0 && minutes <= 24 * 60 ? base + minutes * MINUTE : exact(minutes));
}

/** Local date 'YYYY-MM-DD' and time 'HH:mm' of an instant in `zone`. */
export function instantToWall(instant: Date, zone: string): { datum: string; vreme: string } {
  const t = new TZDate(instant.getTime(), zone);
  const datum = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  return { datum, vreme: formatMinutes(t.getHours() * 60 + t.getMinutes()) };
}

/** Today's local date in `zone`. */
export function localToday(now: Date, zone: string): string {
  return instantToWall(now, zone).datum;
}

/** ISO weekday of a calendar date: 1 = Monday .. 7 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parseIsoDate(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A calendar date plus `days` (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseIsoDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (calendar dates). */
export function daysBetween(a: string, b: string): number {
  const [y1, m1, d1] = parseIsoDate(a);
  const [y2, m2, d2] = parseIsoDate(b);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The first instant of a local date (midnight, or the first minute after it that exists). */
export function dayStart(date: string, zone: string): Date {
  for (let m = 0; m < 24 * 60; m++) {
    const t = wallToInstant(date, m, zone);
    if (t) return t;
  }
  throw new Error(`${date} has no minutes in ${zone}`);
}
