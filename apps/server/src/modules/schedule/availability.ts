import * as queries from './queries.ts';
import { freeStarts, type EmployeeDay, type SlotRules } from './slots.ts';
import { daysBetween, weekdayOf } from './time.ts';

/**
 * Everything the free-slot rules need for some employees over a range of local dates, answered
 * per employee and day. The free-slot calls and the booking transaction's re-check (booking/
 * claim.ts) load the rows with their context in one statement (queries.freeSlotRows) and answer
 * through availabilityFrom, so they apply the very same rules.
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
  /** what one employee has on one day: hours, breaks, open slots, closed, busy (desk bookings check these themselves) */
  dayOf: (zaposleniId: number, date: string) => EmployeeDay;
};

function slotRulesOf(business: queries.BusinessRules): SlotRules {
  return {
    stepMinutes: business.korak_minuta,
    noticeMinutes: business.minimalna_najava_minuta,
    horizonDays: business.horizont_dana,
    zone: business.vremenska_zona,
  };
}

/** The stored rows the rules read, for some employees over a range of dates. */
export type AvailabilityRows = {
  weeks: { zaposleni_id: number; dan: number; pocetak: string; kraj: string }[];
  breaks: { zaposleni_id: number; dan: number; pocetak: string; kraj: string }[];
  openSlots: { zaposleni_id: number; datum: string; vreme: string }[];
  daysOff: { zaposleni_id: number; od: string; do: string }[];
  closures: { od: string; do: string }[];
  /** pending and confirmed bookings around the range; instants as Date or as ISO text (from JSON) */
  busy: { zaposleni_id: number; start: Date | string; end: Date | string }[];
};

/** Answers free starts per employee and day of from..to from rows already loaded. */
export function availabilityFrom(input: AvailabilityInput, rows: AvailabilityRows): Availability {
  const { from, to } = input;
  const rules = slotRulesOf(input.business);
  const covered = (periods: { od: string; do: string }[], date: string) => periods.some((p) => p.od <= date && p.do >= date);

  const dayOf = (zaposleniId: number, date: string): EmployeeDay => {
    const dan = weekdayOf(date);
    const hours = rows.weeks.find((w) => w.zaposleni_id === zaposleniId && w.dan === dan);
    return {
      hours: hours ? { pocetak: hours.pocetak, kraj: hours.kraj } : null,
      breaks: rows.breaks.filter((p) => p.zaposleni_id === zaposleniId && p.dan === dan).map((p) => ({ pocetak: p.pocetak, kraj: p.kraj })),
      openSlots: rows.openSlots.filter((o) => o.zaposleni_id === zaposleniId && o.datum === date).map((o) => o.vreme.slice(0, 5)),
      closed: covered(rows.closures, date) || covered(rows.daysOff.filter((d) => d.zaposleni_id === zaposleniId), date),
      busy: rows.busy.filter((b) => b.zaposleni_id === zaposleniId).map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
    };
  };

  return {
    rules,
    freeStarts: (zaposleniId, date, now) => {
      if (daysBetween(from, date) < 0 || daysBetween(date, to) < 0) throw new Error(`${date} is outside the loaded range ${from}..${to}`);
      return freeStarts(dayOf(zaposleniId, date), { date, durationMinutes: input.durationMinutes, now, rules });
    },
    dayOf,
  };
}
