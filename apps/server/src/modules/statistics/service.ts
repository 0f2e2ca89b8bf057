import type { BrojPoStatusu, Currency, FinancePeriod, FinanceResponse, Prihod, VisitsResponse } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertOwnerOrSystemAdmin, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';
import { addDays, dateOf, eachDay, instantsOf, isoWeekOf, monthRangeOf, todayIn, type DayRange } from '@zakazi/contract/calendar';
import * as queries from './queries.ts';

/**
 * Page views and the owner's statistics (CONTRACT.md Statistics). Every day is a calendar day in
 * the business's time zone (@zakazi/contract/calendar); a booking belongs to the local day it starts on.
 */

/** Days of GET posecenost: datum and the 29 before it. */
export const VISIT_DAYS = 30;

/**
 * Counts a view of a published business on today's local date; 404 for an unknown business or a
 * draft. The owner looking at their own page is not counted.
 */
export async function recordPageView(db: Db, viewer: AuthUser | null, entitetId: number, now = new Date()): Promise<void> {
  const entity = await queries.findEntity(db, entitetId);
  if (!entity?.objavljen) throw notFound('Business');
  if (viewer && viewer.id === entity.owner_user_id) return;
  await queries.countPageView(db, entitetId, todayIn(entity.vremenska_zona, now));
}

/** The business, once the caller is its Administrator or a SystemAdministrator (403 for anyone else). */
async function ownedEntity(db: Db, caller: AuthUser | null, entitetId: number) {
  const entity = await queries.findEntity(db, entitetId);
  if (!entity) throw notFound('Business');
  assertOwnerOrSystemAdmin(caller, entity.owner_user_id);
  return entity;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A running total of revenue and bookings. */
class Tally {
  prihod = 0;
  broj = 0;
  add(amount: number) {
    this.prihod += amount;
    this.broj += 1;
  }
  toJSON(): Prihod {
    return { prihod: round2(this.prihod), broj: this.broj };
  }
}

function tallyOf<K>(map: Map<K, Tally>, key: K): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = new Tally()));
  return t;
}

type Booking = queries.RevenueBookingRow & { dan: string; iznos: number };

/** One period's totals and splits over the bookings that start in it. */
function financePeriod(range: DayRange, bookings: Booking[]): FinancePeriod {
  const ukupno = new Tally();
  const zavrseno = new Tally();
  const potvrdjeno = new Tally();
  const services = new Map<number, Tally>();
  const employees = new Map<number, Tally>();
  const days = new Map(eachDay(range.pocetak, range.kraj).map((d) => [d, new Tally()]));
  const serviceNames = new Map<number, string>();
  const employeeNames = new Map<number, { ime: string; prezime: string | null }>();
  for (const b of bookings) {
    if (b.dan < range.pocetak || b.dan > range.kraj) continue;
    ukupno.add(b.iznos);
    (b.status === 'completed' ? zavrseno : potvrdjeno).add(b.iznos);
    tallyOf(services, b.usluga_id).add(b.iznos);
    tallyOf(employees, b.zaposleni_id).add(b.iznos);
    days.get(b.dan)!.add(b.iznos);
    serviceNames.set(b.usluga_id, b.usluga_naziv);
    employeeNames.set(b.zaposleni_id, { ime: b.zaposleni_ime, prezime: b.zaposleni_prezime });
  }
  const byRevenue = (a: { prihod: number; id: number }, b: { prihod: number; id: number }) => b.prihod - a.prihod || a.id - b.id;
  return {
    ...range,
    ukupno: ukupno.toJSON(),
    zavrseno: zavrseno.toJSON(),
    potvrdjeno: potvrdjeno.toJSON(),
    poUslugama: [...services]
      .map(([id, t]) => ({ id, ...t.toJSON() }))
      .sort(byRevenue)
      .map(({ id, ...t }) => ({ uslugaId: id, naziv: serviceNames.get(id)!, ...t })),
    poZaposlenima: [...employees]
      .map(([id, t]) => ({ id, ...t.toJSON() }))
      .sort(byRevenue)
      .map(({ id, ...t }) => ({ zaposleniId: id, ...employeeNames.get(id)!, ...t })),
    poDanima: [...days].map(([datum, t]) => ({ datum, ...t.toJSON() })),
  };
}

/**
 * GET finansije: revenue of completed and confirmed bookings starting on datum, in its ISO week and
 * in its month, in the business's currency. A booking priced in another currency is converted at
 * the current rates of the kurs table (price in RSD, then into the business's currency).
 */
export async function finance(db: Db, caller: AuthUser | null, entitetId: number, datum: string): Promise<FinanceResponse> {
  const entity = await ownedEntity(db, caller, entitetId);
  const zone = entity.vremenska_zona;
  const dan = { pocetak: datum, kraj: datum };
  const nedelja = isoWeekOf(datum);
  const mesec = monthRangeOf(datum);
  // The week may reach into the month before or after: read the union of both.
  const span = instantsOf(
    { pocetak: nedelja.pocetak < mesec.pocetak ? nedelja.pocetak : mesec.pocetak, kraj: nedelja.kraj > mesec.kraj ? nedelja.kraj : mesec.kraj },
    zone,
  );
  const [rows, rsd] = await Promise.all([queries.revenueBookings(db, entitetId, span.from, span.to), queries.rates(db)]);
  const target = rsd.get(entity.valuta)!;
  const bookings: Booking[] = rows.map((r) => ({
    ...r,
    dan: dateOf(new Date(r.start), zone),
    iznos: r.valuta === entity.valuta ? Number(r.cena) : (Number(r.cena) * rsd.get(r.valuta)!) / target,
  }));
  return {
    entitetId,
    datum,
    valuta: entity.valuta as Currency,
    vremenskaZona: zone,
    dan: financePeriod(dan, bookings),
    nedelja: financePeriod(nedelja, bookings),
    mesec: financePeriod(mesec, bookings),
  };
}

const STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'noShow', 'expired'] as const;
const noBookings = (): BrojPoStatusu => ({ pending: 0, confirmed: 0, rejected: 0, cancelled: 0, completed: 0, noShow: 0, expired: 0 });

/** GET posecenost: for datum and the 29 days before it, bookings by status (by start day) and page views. */
export async function visits(db: Db, caller: AuthUser | null, entitetId: number, datum: string): Promise<VisitsResponse> {
  const entity = await ownedEntity(db, caller, entitetId);
  const zone = entity.vremenska_zona;
  const range = { pocetak: addDays(datum, -(VISIT_DAYS - 1)), kraj: datum };
  const span = instantsOf(range, zone);
  const [bookings, views] = await Promise.all([
    queries.bookingStarts(db, entitetId, span.from, span.to),
    queries.pageViews(db, entitetId, range.pocetak, range.kraj),
  ]);
  const dani = new Map(eachDay(range.pocetak, range.kraj).map((d) => [d, { datum: d, poStatusu: noBookings(), zakazivanja: 0, pregledi: 0 }]));
  const ukupno = { poStatusu: noBookings(), zakazivanja: 0, pregledi: 0 };
  for (const b of bookings) {
    const day = dani.get(dateOf(new Date(b.start), zone));
    const status = b.status as (typeof STATUSES)[number];
    if (!day || !STATUSES.includes(status)) continue;
    day.poStatusu[status] += 1;
    day.zakazivanja += 1;
    ukupno.poStatusu[status] += 1;
    ukupno.zakazivanja += 1;
  }
  for (const v of views) {
    const day = dani.get(v.dan);
    if (!day) continue;
    day.pregledi += v.broj;
    ukupno.pregledi += v.broj;
  }
  return { entitetId, vremenskaZona: zone, ...range, dani: [...dani.values()], ukupno };
}
