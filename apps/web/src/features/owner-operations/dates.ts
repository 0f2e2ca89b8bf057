/**
 * Calendar-day arithmetic for the owner's tabs. Days are ISO strings (YYYY-MM-DD) in the
 * business's own time zone; arithmetic runs on UTC midnights, so no local DST shift can move a
 * day. "Today" in the business's zone comes from Intl (the platform's tz database).
 */
export type IsoDay = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(day: IsoDay): Date {
  const m = ISO.exec(day);
  if (!m) throw new Error(`not an ISO day: ${day}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
}

function format(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

export function isIsoDay(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const d = parse(value);
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** Today's date where the business is (e.g. Europe/Belgrade), whatever the browser's zone. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDay {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return format(now);
  }
}

/** Minutes since midnight now, in the business's zone (to tell past bookings from future ones). */
export function nowMinutesIn(timeZone: string, now: Date = new Date()): number {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return get('hour') * 60 + get('minute');
  } catch {
    return now.getHours() * 60 + now.getMinutes();
  }
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** Monday of the ISO week holding the day. */
export function startOfWeek(day: IsoDay): IsoDay {
  const weekday = (parse(day).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

/** Every day from..to inclusive (empty when to is before from), capped to keep a slip harmless. */
export function daysBetween(from: IsoDay, to: IsoDay, max = 366): IsoDay[] {
  const out: IsoDay[] = [];
  for (let day = from; day <= to && out.length < max; day = addDays(day, 1)) out.push(day);
  return out;
}

/** Request dates on the wire: MM-DD-YYYY (SPEC.md 9). */
export function toRequestDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${m}-${d}-${y}`;
}

/** Open-slot dates on the wire: DD.MM.YYYY (SPEC.md 7). */
export function toDottedDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** Minutes since midnight of "HH:mm". */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** "HH:mm" of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
