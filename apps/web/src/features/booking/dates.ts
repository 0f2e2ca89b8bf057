/**
 * Calendar and time helpers of the booking flow (pure, unit-tested). Dates are ISO YYYY-MM-DD
 * strings of the business's local calendar; they go on the wire as MM-DD-YYYY (SPEC.md 9).
 * Calendar arithmetic runs on UTC midnights, so the browser's own zone never shifts a day.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value) return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** "2026-05-12" → "05-12-2026", the request form of SPEC.md 9. */
export function toRequestDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}-${d}-${y}`;
}

/** Today's date where the business is (its IANA zone), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function toUtc(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}
function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** A month as {year, month 1..12}. */
export type Month = { year: number; month: number };

export function monthOf(iso: string): Month {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}
export function addMonths(m: Month, delta: number): Month {
  const index = m.year * 12 + (m.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
export function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month;
}
export function firstOfMonth(m: Month): string {
  return `${m.year}-${String(m.month).padStart(2, '0')}-01`;
}
function lastOfMonth(m: Month): string {
  return addDays(firstOfMonth(addMonths(m, 1)), -1);
}

/** The range to ask free days for: the month, from today on when the month has begun. */
export function monthRange(m: Month, today: string): { od: string; do: string } | null {
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  if (last < today) return null;
  return { od: first < today ? today : first, do: last };
}

/** Weeks of a month, Monday first; null pads the days of the neighbouring months. */
export function monthGrid(m: Month): Array<Array<string | null>> {
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  const weekday = (new Date(toUtc(first)).getUTCDay() + 6) % 7; // 0 = Monday
  const cells: Array<string | null> = Array.from({ length: weekday }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

function locale(lang: string): string {
  return lang === 'en' ? 'en-GB' : 'sr-Latn-RS';
}

/** "utorak, 12. maj 2026." / "Tuesday, 12 May 2026". */
export function formatDayLong(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(toUtc(iso)));
}
/** "uto, 12. maj" / "Tue, 12 May": a day where room is short (the phone's booking bar). */
export function formatDayShort(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(toUtc(iso)));
}
/** "maj 2026" / "May 2026". */
export function formatMonth(m: Month, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(m.year, m.month - 1, 1)));
}

/** SPEC.md 5: slot times from the server are de-duplicated and cut to HH:mm (sorted for the grid). */
export function normalizeTimes(times: readonly string[]): string[] {
  return [...new Set(times.map((t) => t.slice(0, 5)))].sort();
}
