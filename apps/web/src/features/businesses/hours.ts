import { instantToWall, minutesOf, weekdayOf } from '@zakazi/contract/calendar';

/** Opening hours: rows per weekday (1 = Monday .. 7 = Sunday) and "open now" in the business's zone. */
export type OpeningHours = { dan: number; pocetak: string; kraj: string };
export type DayRow = { dan: number; ranges: string[] };

const hhmm = (t: string) => t.slice(0, 5);

/** Seven rows, Monday first; a day without hours has no ranges ("Zatvoreno"). */
export function weekRows(hours: OpeningHours[]): DayRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dan) => ({
    dan,
    ranges: hours
      .filter((h) => h.dan === dan)
      .sort((a, b) => minutesOf(a.pocetak) - minutesOf(b.pocetak))
      .map((h) => `${hhmm(h.pocetak)} – ${hhmm(h.kraj)}`),
  }));
}

/** Weekday (1 = Monday) and minutes since midnight of `now` in an IANA time zone. */
export function zonedNow(now: Date, timeZone: string): { dan: number; minutes: number } {
  const { datum, vreme } = instantToWall(now, timeZone);
  return { dan: weekdayOf(datum), minutes: minutesOf(vreme) };
}

export type OpenState = { open: true; closesAt: string } | { open: false; opensAt?: { dan: number; time: string } };

/** Whether the business is open at `now`, and when it closes or next opens. */
export function openState(hours: OpeningHours[], now: Date, timeZone: string): OpenState {
  const { dan, minutes } = zonedNow(now, timeZone);
  const current = hours.find((h) => h.dan === dan && minutesOf(h.pocetak) <= minutes && minutes < minutesOf(h.kraj));
  if (current) return { open: true, closesAt: hhmm(current.kraj) };
  for (let offset = 0; offset < 7; offset++) {
    const day = ((dan - 1 + offset) % 7) + 1;
    const next = hours
      .filter((h) => h.dan === day && (offset > 0 || minutesOf(h.pocetak) > minutes))
      .sort((a, b) => minutesOf(a.pocetak) - minutesOf(b.pocetak))[0];
    if (next) return { open: false, opensAt: { dan: day, time: hhmm(next.pocetak) } };
  }
  return { open: false };
}
