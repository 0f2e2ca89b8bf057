import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as queries from './queries.ts';
import { freeStarts, type EmployeeDay, type SlotRules } from './slots.ts';
import { addDays, daysBetween, weekdayOf, wallToInstant } from './time.ts';

type Executor = Kysely<Database>;

/**
 * Loads everything the free-slot rules need for some employees over a range of local dates, in
 * six queries whatever the range, and answers per employee and day. Used by the free-slot calls
 * and by the booking transaction (which thereby checks the very same rules).
 */
export type AvailabilityInput = {
  business: queries.BusinessRules;
  uslugaId: number;
  durationMinutes: number;
  zaposleniIds: number[];
  from: string;
  to: string;
};

export type Availability = {
  rules: SlotRules;
  /** free starts of one employee on one day (a date within from..to) */
  freeStarts: (zaposleniId: number, date: string, now: Date) => string[];
};

export function slotRulesOf(business: queries.BusinessRules): SlotRules {
  return {
    stepMinutes: business.korak_minuta,
    noticeMinutes: business.minimalna_najava_minuta,
    horizonDays: business.horizont_dana,
    zone: business.vremenska_zona,
  };
}

export async function loadAvailability(db: Executor, input: AvailabilityInput): Promise<Availability> {
  const { business, zaposleniIds, from, to } = input;
  const rules = slotRulesOf(business);
  // Bookings that may touch the range: from the local midnight before it to two days after it
  // (an open slot late in the evening may run past midnight).
  const windowStart = wallToInstant(addDays(from, -1), 0, rules.zone) ?? new Date(`${addDays(from, -1)}T00:00:00Z`);
  const windowEnd = wallToInstant(addDays(to, 2), 0, rules.zone) ?? new Date(`${addDays(to, 2)}T00:00:00Z`);
  const [weeks, pauses, opens, daysOff, closures, busy] = await Promise.all([
    queries.workingWeeks(db, zaposleniIds),
    queries.breaks(db, zaposleniIds),
    queries.openSlots(db, zaposleniIds, input.uslugaId, from, to),
    queries.daysOffOverlapping(db, zaposleniIds, from, to),
    queries.closuresOverlapping(db, business.id, from, to),
    queries.busyIntervals(db, zaposleniIds, windowStart, windowEnd),
  ]);
  const covered = (periods: { od: string; do: string }[], date: string) => periods.some((p) => p.od <= date && p.do >= date);

  const dayOf = (zaposleniId: number, date: string): EmployeeDay => {
    const dan = weekdayOf(date);
    const hours = weeks.find((w) => w.zaposleni_id === zaposleniId && w.dan === dan);
    return {
      hours: hours ? { pocetak: hours.pocetak, kraj: hours.kraj } : null,
      breaks: pauses.filter((p) => p.zaposleni_id === zaposleniId && p.dan === dan).map((p) => ({ pocetak: p.pocetak, kraj: p.kraj })),
      openSlots: opens.filter((o) => o.zaposleni_id === zaposleniId && o.datum === date).map((o) => o.vreme.slice(0, 5)),
      closed: covered(closures, date) || covered(daysOff.filter((d) => d.zaposleni_id === zaposleniId), date),
      busy: busy.filter((b) => b.zaposleni_id === zaposleniId).map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
    };
  };

  return {
    rules,
    freeStarts: (zaposleniId, date, now) => {
      if (daysBetween(from, date) < 0 || daysBetween(date, to) < 0) throw new Error(`${date} is outside the loaded range ${from}..${to}`);
      return freeStarts(dayOf(zaposleniId, date), { date, durationMinutes: input.durationMinutes, now, rules });
    },
  };
}
