/**
 * The customer's cancellation window (CONTRACT.md "Booking lifecycle"): a customer may cancel or
 * move a booking until `otkazivanjeSati` hours before its start (0: until the start); later the
 * server answers 409 too-late. Pure, unit-tested; the server stays the judge.
 */

const HOUR_MS = 3_600_000;

/** The last instant (ms since epoch) the customer may still cancel or move a booking starting at `pocetak`. */
export function changeDeadline(pocetak: string, otkazivanjeSati: number): number {
  return new Date(pocetak).getTime() - Math.max(0, otkazivanjeSati) * HOUR_MS;
}

/** True while the customer may still cancel or move the booking themself. */
export function withinWindow(pocetak: string, otkazivanjeSati: number, now: Date = new Date()): boolean {
  return now.getTime() < changeDeadline(pocetak, otkazivanjeSati);
}

/** Parts of the day the time picker groups its times into. */
export type DayPart = 'morning' | 'afternoon' | 'evening';
const PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** Morning until 12:00, afternoon until 17:00, evening after (HH:mm, the business's local time). */
function dayPartOf(time: string): DayPart {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** Times grouped by part of the day, in order, parts without times left out. */
export function groupByDayPart(times: readonly string[]): Array<{ part: DayPart; times: string[] }> {
  return PARTS.map((part) => ({ part, times: times.filter((t) => dayPartOf(t) === part) })).filter((g) => g.times.length > 0);
}
