import type { Blokada, BusinessZakazivanje, Kalendar } from '@zakazi/contract';
import type { BookingStatus } from '@zakazi/contract/booking-paths';
import { formatMinutes, minutesOf, type IsoDay } from '@zakazi/contract/calendar';

/**
 * The calendar's data as the grid component draws it. The grid works on the browser's Date, in the
 * browser's zone; a business's times are wall-clock times in its own zone. So every time here is a
 * "wall date": a Date whose local fields (year..minute) are the business's wall clock, whatever the
 * zone of the browser. `wallDate` and `wallOf` are the only way in and out.
 */
export function wallDate(day: IsoDay, minutes: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 0, minutes);
}

/** The business's local day and HH:mm of a wall date. */
export function wallOf(date: Date): { datum: IsoDay; vreme: string } {
  const datum = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { datum, vreme: formatMinutes(date.getHours() * 60 + date.getMinutes()) };
}

/** Statuses that no longer hold the time: hidden unless asked for (they would overlap the live ones). */
const CLOSED_STATUSES: ReadonlySet<BookingStatus> = new Set(['cancelled', 'rejected', 'expired']);

export type BookingEvent = { kind: 'booking'; key: string; start: Date; end: Date; resourceId: number; booking: BusinessZakazivanje };
export type BlockEvent = { kind: 'block'; key: string; start: Date; end: Date; resourceId: number; block: Blokada };
export type CalendarEvent = BookingEvent | BlockEvent;

/** Bookings as grid events, in their employee's column; closed ones only with `showClosed`. */
export function bookingEvents(data: Pick<Kalendar, 'zakazivanja'>, showClosed: boolean): BookingEvent[] {
  return data.zakazivanja
    .filter((b) => showClosed || !CLOSED_STATUSES.has(b.status))
    .map((b) => {
      const start = wallDate(b.datum, minutesOf(b.vreme));
      return { kind: 'booking', key: `b${b.id}`, start, end: new Date(start.getTime() + b.trajanjeMinuta * 60_000), resourceId: b.zaposleniId, booking: b };
    });
}

/** Blocked time as background events (hatched behind the bookings). */
export function blockEvents(data: Pick<Kalendar, 'blokade'>): BlockEvent[] {
  return data.blokade.map((block) => ({
    kind: 'block',
    key: `k${block.id}`,
    start: wallDate(block.datum, minutesOf(block.od)),
    end: wallDate(block.datum, minutesOf(block.do)),
    resourceId: block.zaposleniId,
    block,
  }));
}

/** The customer's name as the desk knows it: a walk-in's, an account's, or none once erased. */
export function customerOf(b: BusinessZakazivanje): string | null {
  return b.klijentIme ?? b.korisnikIme;
}

/** A customer's phone: the walk-in's given at the desk, else the account's. */
export function phoneOf(b: BusinessZakazivanje): string | null {
  return b.klijentTelefon ?? b.korisnikTelefon;
}

type Interval = [number, number];

/**
 * Working hours per employee and day as minute intervals, to shade the grid: `isWorking(zaposleniId,
 * day, minute)` tells whether a slot starting then lies inside the employee's hours (breaks, days
 * off and closures are already cut out by the server).
 */
export function workingHours(data: Pick<Kalendar, 'radnoVreme'>) {
  const byKey = new Map<string, Interval[]>();
  for (const r of data.radnoVreme) {
    const key = `${r.zaposleniId}|${r.datum}`;
    byKey.set(key, [...(byKey.get(key) ?? []), [minutesOf(r.pocetak), minutesOf(r.kraj)]]);
  }
  return {
    isWorking(zaposleniId: number, day: IsoDay, minute: number): boolean {
      return (byKey.get(`${zaposleniId}|${day}`) ?? []).some(([from, to]) => minute >= from && minute < to);
    },
    /** An interval [from, to) lies wholly inside one stretch of the employee's hours. */
    covers(zaposleniId: number, day: IsoDay, from: number, to: number): boolean {
      return (byKey.get(`${zaposleniId}|${day}`) ?? []).some(([a, b]) => from >= a && to <= b);
    },
  };
}
export type WorkingHours = ReturnType<typeof workingHours>;

/**
 * The hours the grid shows: at least 08–20, widened to whole hours around every working stretch,
 * booking and block of the range.
 */
export function visibleHours(data: Pick<Kalendar, 'radnoVreme' | 'zakazivanja' | 'blokade'> | undefined): { from: number; to: number } {
  let from = 8 * 60;
  let to = 20 * 60;
  const widen = (start: number, end: number) => {
    from = Math.min(from, Math.floor(start / 60) * 60);
    to = Math.max(to, Math.ceil(end / 60) * 60);
  };
  if (!data) return { from, to };
  for (const r of data.radnoVreme) widen(minutesOf(r.pocetak), minutesOf(r.kraj));
  for (const b of data.zakazivanja) widen(minutesOf(b.vreme), minutesOf(b.vreme) + b.trajanjeMinuta);
  for (const k of data.blokade) widen(minutesOf(k.od), minutesOf(k.do));
  return { from, to: Math.min(to, 24 * 60 - 1) };
}

/** The next live booking from `now` (wall minutes of today) on: what the employee's page leads with. */
export function nextBooking(bookings: BusinessZakazivanje[], today: IsoDay, nowMinutes: number): BusinessZakazivanje | null {
  const live = bookings
    .filter((b) => (b.status === 'pending' || b.status === 'confirmed') && (b.datum > today || (b.datum === today && minutesOf(b.vreme) + b.trajanjeMinuta > nowMinutes)))
    .sort((a, b) => (a.datum + a.vreme).localeCompare(b.datum + b.vreme));
  return live[0] ?? null;
}
