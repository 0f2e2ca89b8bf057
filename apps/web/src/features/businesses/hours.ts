import { dateTimeFormat } from '../../lib/format';
/** Opening hours: rows per weekday (1 = Monday .. 7 = Sunday) and "open now" in the business's zone. */
export type OpeningHours = { dan: number; pocetak: string; kraj: string };
export type DayRow = { dan: number; ranges: string[] };

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const hhmm = (t: string) => t.slice(0, 5);

/** Seven rows, Monday first; a day without hours has no ranges ("Zatvoreno"). */
export function weekRows(hours: OpeningHours[]): DayRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dan) => ({
    dan,
    ranges: hours
      .filter((h) => h.dan === dan)
      .sort((a, b) => toMinutes(a.pocetak) - toMinutes(b.pocetak))
      .map((h) => `${hhmm(h.pocetak)} – ${hhmm(h.kraj)}`),
  }));
}

/** Weekday (1 = Monday) and minutes since midnight of `now` in an IANA time zone. */
export function zonedNow(now: Date, timeZone: string): { dan: number; minutes: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  } catch {
    parts = dateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const dan = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { dan, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export type OpenState = { open: true; closesAt: string } | { open: false; opensAt?: { dan: number; time: string } };

/** Whether the business is open at `now`, and when it closes or next opens. */
export function openState(hours: OpeningHours[], now: Date, timeZone: string): OpenState {
  const { dan, minutes } = zonedNow(now, timeZone);
  const current = hours.find((h) => h.dan === dan && toMinutes(h.pocetak) <= minutes && minutes < toMinutes(h.kraj));
  if (current) return { open: true, closesAt: hhmm(current.kraj) };
  for (let offset = 0; offset < 7; offset++) {
    const day = ((dan - 1 + offset) % 7) + 1;
    const next = hours
      .filter((h) => h.dan === day && (offset > 0 || toMinutes(h.pocetak) > minutes))
      .sort((a, b) => toMinutes(a.pocetak) - toMinutes(b.pocetak))[0];
    if (next) return { open: false, opensAt: { dan: day, time: hhmm(next.pocetak) } };
  }
  return { open: false };
}
