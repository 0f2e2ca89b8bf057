/**
 * The customer's cancellation window (CONTRACT.md "Booking lifecycle" and "Third release",
 * Bookings): a customer may cancel or move a booking until `otkazivanjeSati` hours before its start
 * (0: until the start), the instant every booking carries as `otkazivanjeDo`; a pending request
 * may still be withdrawn after that, until its start. Later the server answers 409 too-late. Pure,
 * unit-tested; the server stays the judge.
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

type Live = { status: string; pocetak: string; otkazivanjeDo: string };

/**
 * What the customer may still do with a booking now: `change` (cancel or move) until its
 * otkazivanjeDo; after that `withdraw` a pending request, until its start; else nothing.
 */
export function customerChoices(b: Live, now: Date = new Date()): { change: boolean; withdraw: boolean } {
  const live = (b.status === 'pending' || b.status === 'confirmed') && now.getTime() < Date.parse(b.pocetak);
  const change = live && now.getTime() < Date.parse(b.otkazivanjeDo);
  return { change, withdraw: live && !change && b.status === 'pending' };
}

/** "Moji termini", where these choices are made: the booking screen links to it. */
export const MY_APPOINTMENTS_PATH = '/termini';

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
