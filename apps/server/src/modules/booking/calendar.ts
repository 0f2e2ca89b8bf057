import { CALENDAR_MAX_DAYS, type Kalendar } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { isSystemAdmin, requireUser, type AuthUser } from '../../shared/caller.ts';
import { badRequest, forbidden, notFound } from '../../shared/errors.ts';
import * as cal from '@zakazi/contract/calendar';
import * as schedule from '../schedule/index.ts';
import { standingsOf } from './client-standing.ts';
import * as queries from './queries.ts';
import { toBusinessZakazivanje } from './view.ts';

type CalendarRequest = { od?: string | undefined; do?: string | undefined; zaposleniId?: number | undefined };

const hhmm = (t: string) => t.slice(0, 5);
const minutes = (t: string) => cal.minutesOf(hhmm(t));
const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * Who sees which columns: the business's Administrator and a SystemAdministrator every employee
 * (the inbox's rule, service.businessBookings), an Employee of the business only their own
 * column (asking for a colleague's: 403). Everyone else 403.
 */
function visibleColumns(user: AuthUser, business: schedule.BusinessRules, employees: { id: number; user_id: number | null }[], asked: number | undefined): number[] {
  const all = employees.map((e) => e.id);
  if ((user.role === 'Administrator' && business.owner_user_id === user.id) || isSystemAdmin(user)) {
    if (asked === undefined) return all;
    if (!all.includes(asked)) throw notFound('Employee');
    return [asked];
  }
  const own = user.role === 'Employee' ? employees.find((e) => e.user_id === user.id) : undefined;
  if (!own || (asked !== undefined && asked !== own.id)) throw forbidden();
  return [own.id];
}

/**
 * Working hours per employee and local day of od..do, less breaks (a break splits the day in
 * two entries), without days off of the employee and closures of the business.
 */
function workingHours(
  days: string[],
  ids: number[],
  weeks: { zaposleni_id: number; dan: number; pocetak: string; kraj: string }[],
  breaks: { zaposleni_id: number; dan: number; pocetak: string; kraj: string }[],
  periods: { daysOff: { zaposleni_id: number; od: string; do: string }[]; closures: { od: string; do: string }[] },
): Kalendar['radnoVreme'] {
  const out: Kalendar['radnoVreme'] = [];
  const covers = (p: { od: string; do: string }, d: string) => p.od <= d && p.do >= d;
  for (const datum of days) {
    if (periods.closures.some((c) => covers(c, datum))) continue;
    const dan = cal.weekdayOf(datum);
    for (const zaposleniId of ids) {
      if (periods.daysOff.some((o) => o.zaposleni_id === zaposleniId && covers(o, datum))) continue;
      const hours = weeks.find((w) => w.zaposleni_id === zaposleniId && w.dan === dan);
      if (!hours) continue;
      let from = minutes(hours.pocetak);
      const to = minutes(hours.kraj);
      const dayBreaks = breaks.filter((b) => b.zaposleni_id === zaposleniId && b.dan === dan).sort((a, b) => minutes(a.pocetak) - minutes(b.pocetak));
      for (const b of dayBreaks) {
        if (minutes(b.pocetak) > from) out.push({ zaposleniId, datum, pocetak: fmt(from), kraj: fmt(Math.min(minutes(b.pocetak), to)) });
        from = Math.max(from, minutes(b.kraj));
      }
      if (to > from) out.push({ zaposleniId, datum, pocetak: fmt(from), kraj: fmt(to) });
    }
  }
  return out;
}

/**
 * GET /api/Entitet/{id}/kalendar: a day or a week (od..do, at most CALENDAR_MAX_DAYS local days)
 * in one call: the columns (employees), the bookings that start on those local days (every
 * status, with the customer), the blocked time that touches them and each employee's working
 * hours per day, and the standing of each account booked (no-shows, blocked). Local days are the business's zone's: a booking at 00:30 local belongs to its
 * local day whatever the UTC date.
 */
export async function calendar(db: Db, caller: AuthUser | null, entitetId: number, q: CalendarRequest): Promise<Kalendar> {
  const user = requireUser(caller);
  const business = await schedule.findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  const zone = business.vremenska_zona;
  const od = q.od ?? cal.todayIn(zone);
  const to = q.do ?? od;
  const span = cal.daysBetween(od, to);
  if (span < 0 || span >= CALENDAR_MAX_DAYS) {
    throw badRequest(`do must be on or after od, at most ${CALENDAR_MAX_DAYS} days in all`, [{ field: 'querystring.do', message: `od..do: 1 to ${CALENDAR_MAX_DAYS} days` }]);
  }
  const employees = await schedule.employeesOfBusiness(db, entitetId);
  const ids = visibleColumns(user, business, employees, q.zaposleniId);
  const from = cal.dayStart(od, zone);
  const until = cal.dayStart(cal.addDays(to, 1), zone);
  const days = Array.from({ length: span + 1 }, (_, i) => cal.addDays(od, i));

  const [bookings, blocks, weeks, breaks, periods] = await Promise.all([
    queries.bookingsOfBusiness(db, { entitetId, from, to: until, ...(ids.length === 1 ? { zaposleniId: ids[0]! } : {}) }),
    schedule.blocksBetween(db, ids, from, until),
    schedule.workingWeeks(db, ids),
    schedule.breaks(db, ids),
    schedule.periodsBetween(db, entitetId, ids, od, to),
  ]);
  const shown = new Set(ids);
  const visible = bookings.filter((b) => shown.has(b.zaposleni_id));
  const customers = [...new Set(visible.flatMap((b) => (b.user_id === null ? [] : [Number(b.user_id)])))];
  return {
    od,
    do: to,
    vremenskaZona: zone,
    zaposleni: employees.filter((e) => shown.has(e.id)).map((e) => ({ id: e.id, ime: e.ime, prezime: e.prezime, aktivan: e.aktivan, uslugaIds: e.usluga_ids })),
    zakazivanja: visible.map(toBusinessZakazivanje),
    blokade: blocks.map((b) => schedule.toBlokada(b, zone)),
    radnoVreme: workingHours(days, ids, weeks, breaks, periods),
    klijenti: await standingsOf(db, entitetId, customers),
  };
}
