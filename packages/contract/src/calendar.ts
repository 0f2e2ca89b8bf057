import { tzOffset } from '@date-fns/tz';

/**
 * The one calendar of server and web (zod-free, so the web bundles it without the schema library).
 *
 * A day is an ISO calendar date, YYYY-MM-DD, of a business's own calendar: each business has its
 * IANA time zone (Europe/Belgrade by default) and "today", a booking's date and a statistics day are
 * dates there, whatever the zone of the server or the browser. Calendar arithmetic (day steps,
 * ISO weeks, months) runs on UTC midnights, where every day has 24 hours, so no DST change can move
 * a day. Where a day meets real instants (its midnight, a wall-clock time), offsets come from
 * @date-fns/tz (the platform's time-zone database); this file only decides what a wall-clock time
 * means on the two days a year the clocks change (docs/decisions/030-slots-and-booking.md):
 * - a time the clocks skip (spring, 02:00–02:59 in Europe/Belgrade) does not exist: null;
 * - a time the clocks show twice (autumn, 02:00–02:59) means its first occurrence.
 */

export type IsoDay = string;
/** An inclusive range of days, as the wire names it (statistics, periods). */
export type DayRange = { pocetak: IsoDay; kraj: IsoDay };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function partsOf(day: IsoDay): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}
// By slices, not partsOf's split: a free-slot request turns days into midnights a dozen times.
const utcMidnight = (day: IsoDay) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOfUtc = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10);

// ---- calendar days ------------------------------------------------------------------------------

/** A real calendar day written YYYY-MM-DD (2024-02-29 is one, 2025-02-29 is not). */
export function isIsoDay(value: string | null | undefined): value is IsoDay {
  const m = value ? ISO_DAY.exec(value) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return dayOfUtc(utcMidnight(day) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: IsoDay, b: IsoDay): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

/** Every day from..to inclusive, in order (empty when to is before from), at most `max` of them. */
export function eachDay(from: IsoDay, to: IsoDay, max = 366): IsoDay[] {
  const out: IsoDay[] = [];
  for (let day = from; day <= to && out.length < max; day = addDays(day, 1)) out.push(day);
  return out;
}

/** ISO weekday: 1 = Monday .. 7 = Sunday (the wire's `dan`). */
export function weekdayOf(day: IsoDay): number {
  return new Date(utcMidnight(day)).getUTCDay() || 7;
}

/** Monday of the ISO week holding the day. */
export function startOfIsoWeek(day: IsoDay): IsoDay {
  return addDays(day, 1 - weekdayOf(day));
}

/** Monday..Sunday of the ISO week holding the day. */
export function isoWeekOf(day: IsoDay): DayRange {
  const monday = startOfIsoWeek(day);
  return { pocetak: monday, kraj: addDays(monday, 6) };
}

// ---- months -------------------------------------------------------------------------------------

/** A month as {year, month 1..12}. */
export type Month = { year: number; month: number };

export function monthOf(day: IsoDay): Month {
  const [year, month] = partsOf(day);
  return { year, month };
}
export function addMonths(m: Month, delta: number): Month {
  const index = m.year * 12 + (m.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
export function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month;
}
export function firstOfMonth(m: Month): IsoDay {
  return `${m.year}-${String(m.month).padStart(2, '0')}-01`;
}
export function lastOfMonth(m: Month): IsoDay {
  return addDays(firstOfMonth(addMonths(m, 1)), -1);
}
/** First..last day of the month holding the day. */
export function monthRangeOf(day: IsoDay): DayRange {
  const m = monthOf(day);
  return { pocetak: firstOfMonth(m), kraj: lastOfMonth(m) };
}

// ---- wall-clock times ---------------------------------------------------------------------------

/** 'HH:mm' or 'HH:mm:ss' (PostgreSQL time) → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * Every minute of a day as HH:mm, made once: free-slot answers are lists of these, and sharing
 * the strings spares three new ones per start (decision 054). Other values (fractions, beyond a
 * day) are formatted as they come.
 */
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const HH_MM: readonly string[] = Array.from({ length: 24 * 60 }, (_, m) => hhmm(m));

/** Minutes since midnight → 'HH:mm'. */
export function formatMinutes(minutes: number): string {
  return HH_MM[minutes] ?? hhmm(minutes);
}

// ---- days in a time zone ------------------------------------------------------------------------

const zoneChecks = new Map<string, string>();

/**
 * The zone when the platform knows it, else UTC (a zone typed wrongly must not break a page).
 * Remembered per zone name: asking Intl was a third of the time zone work of a booking request.
 */
function knownZone(zone: string): string {
  let known = zoneChecks.get(zone);
  if (known === undefined) {
    known = Number.isNaN(tzOffset(zone, new Date(0))) ? 'UTC' : zone;
    if (zoneChecks.size < 1000) zoneChecks.set(zone, known);
  }
  return known;
}

/** Per zone, per UTC day (days since 1970): the zone's offset through that whole day, or null if it changes. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset (minutes) at an instant. Each platform lookup formats a date through Intl
 * (the largest single item of freeSlots()'s profile; decision 053), and a booking request asks
 * for several instants: "now", and the booking's start on another day. So the offset is
 * remembered per zone and UTC day when it is the same at the day's start and at the next day's:
 * changes are at least a day apart, so it is then the same all day. A day with a change asks the
 * zone database for each instant.
 */
function offsetAt(zone: string, instant: Date): number {
  const ms = instant.getTime();
  const day = Math.floor(ms / DAY_MS);
  let days = dayOffsets.get(zone);
  if (days === undefined) {
    if (dayOffsets.size >= 1000) dayOffsets.clear();
    days = new Map();
    dayOffsets.set(zone, days);
  }
  let steady = days.get(day);
  if (steady === undefined) {
    const known = knownZone(zone);
    const start = tzOffset(known, new Date(day * DAY_MS));
    steady = start === tzOffset(known, new Date((day + 1) * DAY_MS)) ? start : null;
    if (days.size >= 4000) days.clear();
    days.set(day, steady);
  }
  return steady ?? tzOffset(knownZone(zone), instant);
}

/** Local date 'YYYY-MM-DD' and time 'HH:mm' of an instant in `zone`. */
export function instantToWall(instant: Date, zone: string): { datum: IsoDay; vreme: string } {
  // The wall clock at an instant is the instant moved by the zone's offset then: one offset
  // lookup (a TZDate made two, and Date objects besides; this runs for every booking shown).
  const t = new Date(instant.getTime() + offsetAt(zone, instant) * MINUTE);
  const datum = `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`;
  return { datum, vreme: formatMinutes(t.getUTCHours() * 60 + t.getUTCMinutes()) };
}

/** The local date of an instant in `zone` (the day a booking starting then belongs to). */
export function dateOf(instant: Date, zone: string): IsoDay {
  return instantToWall(instant, zone).datum;
}

/** Today's date where the business is (e.g. Europe/Belgrade), whatever the zone of this machine. */
export function todayIn(zone: string, now: Date = new Date()): IsoDay {
  return dateOf(now, zone);
}

/** Minutes since midnight now, in the business's zone (past bookings from future ones). */
export function nowMinutesIn(zone: string, now: Date = new Date()): number {
  return minutesOf(instantToWall(now, zone).vreme);
}

/**
 * The instant when the wall clock in `zone` shows `minutes` past midnight of `day`; null if it
 * never does. Through wallClockOn, whose offset is remembered per zone and day: a booking asks
 * this once per request, and the lookups below were most of its time zone work.
 */
export function wallToInstant(day: IsoDay, minutes: number, zone: string): Date | null {
  const t = wallClockOn(day, zone)(minutes);
  return t === null ? null : new Date(t);
}

/** wallToInstant from the zone database, each time: for the days and minutes wallClockOn does not cover. */
function exactWallToInstant(day: IsoDay, minutes: number, zone: string): Date | null {
  // The wall time read as if it were UTC; the real instant is that minus the zone's offset then.
  const naive = utcMidnight(day) + minutes * MINUTE;
  // Offsets around the naive instant cover both sides of any change (changes are ≥ a day apart).
  const offsets = new Set([tzOffset(zone, new Date(naive - DAY_MS)), tzOffset(zone, new Date(naive)), tzOffset(zone, new Date(naive + DAY_MS))]);
  const candidates = [...offsets]
    .map((offset) => naive - offset * MINUTE)
    .filter((t) => tzOffset(zone, new Date(t)) * MINUTE === naive - t)
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}

/**
 * wallToInstant for many times of one day, as epoch milliseconds (null: the clocks skip it).
 * Looking up the zone's offset is the costly part, and on almost every day it is one offset all
 * day long: when it is the same everywhere from a day before the date to two days after it (every
 * instant wallToInstant could consult for 00:00–24:00, offsets being within ±14 h), a wall time
 * is simply midnight UTC + minutes − offset. Near a clock change, and for minutes outside
 * 0..1440, each time goes through wallToInstant itself, so DST days keep exactly its answers.
 */
export function wallClockOn(day: IsoDay, zone: string): (minutes: number) => number | null {
  const midnight = utcMidnight(day);
  const exact = (minutes: number) => exactWallToInstant(day, minutes, zone)?.getTime() ?? null;
  const offset = steadyOffset(day, zone, midnight);
  if (offset === null) return exact;
  const base = midnight - offset * MINUTE;
  return (minutes) => (minutes >= 0 && minutes <= 24 * 60 ? base + minutes * MINUTE : exact(minutes));
}

const steadyOffsets = new Map<string, number | null>();

/**
 * The offset of `zone` from a day before `day` to two days after it when it is the same all along;
 * null when the clocks change in between. Remembered per zone and day (the zone database does not
 * change while the process runs): the 13 offset lookups were most of a free-slot request's time
 * zone work, and the union of several employees asks for the same day each time.
 */
function steadyOffset(day: IsoDay, zone: string, midnight: number): number | null {
  const key = `${zone} ${day}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  // Samples 6 h apart cannot straddle two changes (changes are ≥ a day apart), so equal samples
  // mean no change in between.
  let offset: number | null = tzOffset(zone, new Date(midnight - 24 * HOUR));
  for (let t = midnight - 18 * HOUR; t <= midnight + 48 * HOUR; t += 6 * HOUR) {
    if (tzOffset(zone, new Date(t)) !== offset) {
      offset = null;
      break;
    }
  }
  if (steadyOffsets.size >= 20_000) steadyOffsets.clear();
  steadyOffsets.set(key, offset);
  return offset;
}

/** The first instant of a local day (midnight, or the first minute after it that exists). */
export function dayStart(day: IsoDay, zone: string): Date {
  const wall = wallClockOn(day, zone);
  for (let m = 0; m < 24 * 60; m++) {
    const t = wall(m);
    if (t !== null) return new Date(t);
  }
  throw new Error(`${day} has no minutes in ${zone}`);
}

/** The instants of a range of local days: [first day's start, the start of the day after the last). */
export function instantsOf(range: DayRange, zone: string): { from: Date; to: Date } {
  return { from: dayStart(range.pocetak, zone), to: dayStart(addDays(range.kraj, 1), zone) };
}

// ---- dates on the wire --------------------------------------------------------------------------

/** Request dates: "2026-05-12" → "05-12-2026" (MM-DD-YYYY, SPEC.md 9). */
export function toRequestDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${m}-${d}-${y}`;
}

/** Open-slot dates: "2026-05-12" → "12.05.2026" (DD.MM.YYYY, SPEC.md 7). */
export function toDottedDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
