import type { Kysely } from 'kysely';
import {
  BOOKING_ERRORS,
  type MyEmployee,
  type Odsustvo,
  type RadnaNedelja,
  type Zatvaranje,
} from '@zakazi/contract';
import { addDays, daysBetween, instantToWall, minutesOf, todayIn, wallClockOn } from '@zakazi/contract/calendar';
import { weekProblems, type WeekProblem } from '@zakazi/contract/working-week';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { assertOwner, isSystemAdmin, requireUser, type AuthUser } from '../../shared/caller.ts';
import { AppError, badRequest, forbidden, notFound } from '../../shared/errors.ts';
import type { JobWorker } from '../notifications/index.ts';
import { assertEntityVisible, refreshPublication } from '../ownership/index.ts';
import { bookingSubject, recordAudit } from '../audit/index.ts';
import { availabilityFrom } from './availability.ts';
import * as queries from './queries.ts';
import { freeAt, isWithinHorizon, lastBookableDate, unionOfStarts } from './slots.ts';
import { assignVisit, chainedOffsets, type FreeFor, type VisitPart } from './visits.ts';

/** How long a booking of the service keeps its employee busy: the service and its cleanup (migration 025). */
export const busyMinutes = (service: { trajanje_minuta: number; pospremanje_minuta: number }) => service.trajanje_minuta + service.pospremanje_minuta;

type Executor = Kysely<Database>;
/**
 * Cancels live bookings as the business, through the booking state machine (each customer is
 * mailed). The booking module provides it and app.ts passes it in: booking depends on this
 * module (availability, time), so this module must not import booking.
 */
export type CancelBookings = (trx: Executor, config: Config, ids: number[], actorUserId: number, razlog: string | null) => Promise<void>;
export type ScheduleDeps = { db: Db; config: Config; mail: JobWorker; cancelBookings: CancelBookings };
type Detail = { field: string; message: string };

/** Longest range of GET slobodni-dani, in days (two calendar months). */
export const FREE_DAYS_MAX_SPAN = 62;
/** Longest day off or closure, in days. */
export const PERIOD_MAX_SPAN = 366;

// ---- who may change what ------------------------------------------------------------------------

/** The business's Administrator or the employee themself. */
function managesEmployee(caller: AuthUser, e: queries.EmployeeRow): boolean {
  return (caller.role === 'Administrator' && e.owner_user_id !== null && caller.id === e.owner_user_id) || (caller.role === 'Employee' && e.user_id !== null && caller.id === e.user_id);
}

export async function managedEmployee(db: Executor, caller: AuthUser | null, zaposleniId: number): Promise<{ user: AuthUser; employee: queries.EmployeeRow }> {
  const user = requireUser(caller);
  const employee = await queries.findEmployee(db, zaposleniId);
  if (!employee) throw notFound('Employee');
  if (!managesEmployee(user, employee)) throw forbidden();
  return { user, employee };
}

// ---- working week -------------------------------------------------------------------------------

const hhmm = (t: string) => t.slice(0, 5);

async function readWeek(db: Executor, zaposleniId: number): Promise<RadnaNedelja> {
  const [dani, pauze] = await Promise.all([queries.workingWeeks(db, [zaposleniId]), queries.breaks(db, [zaposleniId])]);
  return {
    dani: dani.map((d) => ({ dan: d.dan, pocetak: hhmm(d.pocetak), kraj: hhmm(d.kraj) })),
    pauze: pauze.map((p) => ({ dan: p.dan, pocetak: hhmm(p.pocetak), kraj: hhmm(p.kraj) })),
  };
}

/** Public for published businesses; a draft's weeks only for those who manage them. */
export async function getWorkingWeek(db: Db, caller: AuthUser | null, zaposleniId: number): Promise<RadnaNedelja> {
  const employee = await queries.findEmployee(db, zaposleniId);
  if (!employee) throw notFound('Employee');
  if (!employee.objavljen && !(caller && (managesEmployee(caller, employee) || isSystemAdmin(caller)))) throw notFound('Employee');
  return readWeek(db, zaposleniId);
}

/** The messages of the working-week rule (@zakazi/contract/working-week) in the 400's details. */
const WEEK_MESSAGES: Record<WeekProblem, string> = {
  missingTime: 'must be a time HH:mm',
  endBeforeStart: 'must be after pocetak',
  breakEndBeforeStart: 'must be after pocetak',
  breakOutside: "must lie within its day's working hours",
  breaksOverlap: 'overlaps another break of the day',
  dayTwice: 'the day appears twice',
  breakOnDayOff: 'no working hours on that day',
};

/**
 * Replaces an employee's working week (the employee themself or the business's Administrator).
 * Existing bookings stay as they are, also outside the new hours: the business settles them with
 * the customer (decision 030). The business's publication follows completeness.
 */
export async function setWorkingWeek(db: Db, caller: AuthUser | null, zaposleniId: number, body: { dani: RadnaNedelja['dani']; pauze?: RadnaNedelja['pauze'] }): Promise<RadnaNedelja> {
  const { employee } = await managedEmployee(db, caller, zaposleniId);
  const week = { dani: body.dani, pauze: body.pauze ?? [] };
  const problems = weekProblems(week).map((p) => ({ field: `body.${p.field}`, message: WEEK_MESSAGES[p.problem] }));
  if (problems.length) throw badRequest('The working week is not valid', problems);
  return db.transaction().execute(async (trx) => {
    // The business first (refreshPublication updates it below), then the employee: a booking of
    // this employee waits for the new week, or the week for the booking (lock order: queries.ts).
    await queries.lockBusiness(trx, employee.entitet_id, 'write');
    await queries.lockEmployees(trx, [zaposleniId]);
    await queries.replaceWorkingWeek(trx, zaposleniId, week.dani, week.pauze);
    await refreshPublication(trx, employee.entitet_id);
    await recordAudit(trx, caller, { entitetId: employee.entitet_id, radnja: 'radna-nedelja-izmenjena', predmet: employeeName(employee) });
    return readWeek(trx, zaposleniId);
  });
}

// ---- days off and closures ----------------------------------------------------------------------

type PeriodInput = { od: string; do: string; razlog?: string | undefined; otkaziZakazivanja?: boolean | undefined };

function checkPeriod(p: PeriodInput, zone: string): void {
  const span = daysBetween(p.od, p.do);
  if (span < 0) throw badRequest('do must be on or after od', [{ field: 'body.do', message: 'must be on or after od' }]);
  if (span > PERIOD_MAX_SPAN) throw badRequest(`A period lasts at most ${PERIOD_MAX_SPAN} days`, [{ field: 'body.do', message: `at most ${PERIOD_MAX_SPAN} days after od` }]);
  if (daysBetween(todayIn(zone), p.do) < 0) throw badRequest('The period is over already', [{ field: 'body.do', message: 'must not be in the past' }]);
}

/**
 * A new day off or closure over live bookings: refused with 409 bookings-conflict listing them,
 * unless otkaziZakazivanja asks to cancel them (as the business, with razlog, mailing each
 * customer). The caller locked the employee (or business) row first, so no booking slips in
 * meanwhile; the bookings it cancels are locked after it (lock order: queries.ts).
 */
async function resolveConflicts(trx: Executor, deps: ScheduleDeps, user: AuthUser, entitetId: number, zaposleniIds: number[] | null, zone: string, p: PeriodInput): Promise<void> {
  const live = await queries.liveBookingsOnDays(trx, entitetId, zaposleniIds, p.od, p.do);
  if (!live.length) return;
  if (!p.otkaziZakazivanja) {
    throw new AppError(
      409,
      BOOKING_ERRORS.bookingsConflict,
      `${live.length} live booking(s) fall in this period: cancel them (otkaziZakazivanja: true) or choose other days`,
      live.map((b) => ({ id: b.id, zaposleniId: b.zaposleni_id, ...instantToWall(new Date(b.start), zone), status: b.status })),
    );
  }
  await deps.cancelBookings(trx, deps.config, live.map((b) => b.id), user.id, p.razlog ?? null);
  for (const b of live) await recordAudit(trx, user, { entitetId, radnja: 'termin-otkazan', predmet: bookingSubject(b.id, b.start, zone) });
}

export async function listDaysOff(db: Db, caller: AuthUser | null, zaposleniId: number): Promise<Odsustvo[]> {
  await managedEmployee(db, caller, zaposleniId);
  return (await queries.daysOff.list(db, zaposleniId)).map((r) => toOdsustvo(zaposleniId, r));
}

export async function addDayOff(deps: ScheduleDeps, caller: AuthUser | null, zaposleniId: number, p: PeriodInput): Promise<Odsustvo> {
  const { user, employee } = await managedEmployee(deps.db, caller, zaposleniId);
  checkPeriod(p, employee.vremenska_zona);
  const row = await deps.db.transaction().execute(async (trx) => {
    await queries.lockEmployees(trx, [zaposleniId]);
    await resolveConflicts(trx, deps, user, employee.entitet_id, [zaposleniId], employee.vremenska_zona, p);
    await recordAudit(trx, user, { entitetId: employee.entitet_id, radnja: 'odsustvo-dodato', predmet: `${employeeName(employee)}: ${periodText(p)}` });
    return queries.daysOff.insert(trx, zaposleniId, { od: p.od, do: p.do, razlog: p.razlog ?? null });
  });
  deps.mail.poke();
  return toOdsustvo(zaposleniId, row);
}

export async function deleteDayOff(db: Db, caller: AuthUser | null, zaposleniId: number, id: number): Promise<void> {
  const { user, employee } = await managedEmployee(db, caller, zaposleniId);
  await db.transaction().execute(async (trx) => {
    const deleted = await queries.daysOff.delete(trx, zaposleniId, id);
    if (!deleted) throw notFound('Day off');
    await recordAudit(trx, user, { entitetId: employee.entitet_id, radnja: 'odsustvo-obrisano', predmet: `${employeeName(employee)}: ${periodText(deleted)}` });
  });
}

/** Closures are public: the business page may say when it is closed. A draft's only to its owner. */
export async function listClosures(db: Db, caller: AuthUser | null, entitetId: number): Promise<Zatvaranje[]> {
  await assertEntityVisible(db, entitetId, caller ?? undefined);
  return (await queries.closures.list(db, entitetId)).map((r) => toZatvaranje(entitetId, r));
}

export async function addClosure(deps: ScheduleDeps, caller: AuthUser | null, entitetId: number, p: PeriodInput): Promise<Zatvaranje> {
  const business = await queries.findBusinessRules(deps.db, entitetId);
  if (!business) throw notFound('Business');
  const user = assertOwner(caller, business.owner_user_id);
  checkPeriod(p, business.vremenska_zona);
  const row = await deps.db.transaction().execute(async (trx) => {
    await queries.lockBusiness(trx, entitetId, 'write');
    await resolveConflicts(trx, deps, user, entitetId, null, business.vremenska_zona, p);
    await recordAudit(trx, user, { entitetId, radnja: 'zatvaranje-dodato', predmet: periodText(p) });
    return queries.closures.insert(trx, entitetId, { od: p.od, do: p.do, razlog: p.razlog ?? null });
  });
  deps.mail.poke();
  return toZatvaranje(entitetId, row);
}

export async function deleteClosure(db: Db, caller: AuthUser | null, entitetId: number, id: number): Promise<void> {
  const business = await queries.findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  const user = assertOwner(caller, business.owner_user_id);
  await db.transaction().execute(async (trx) => {
    const deleted = await queries.closures.delete(trx, entitetId, id);
    if (!deleted) throw notFound('Closure');
    await recordAudit(trx, user, { entitetId, radnja: 'zatvaranje-obrisano', predmet: periodText(deleted) });
  });
}

/** Names for the audit log: an employee, a period of days. */
const employeeName = (e: { ime: string; prezime: string | null }) => [e.ime, e.prezime].filter(Boolean).join(' ');
const periodText = (p: { od: string; do: string }) => (p.od === p.do ? p.od : `${p.od} – ${p.do}`);

function toOdsustvo(zaposleniId: number, r: queries.PeriodRow): Odsustvo {
  return { id: r.id, zaposleniId, od: r.od, do: r.do, razlog: r.razlog };
}

function toZatvaranje(entitetId: number, r: queries.PeriodRow): Zatvaranje {
  return { id: r.id, entitetId, od: r.od, do: r.do, razlog: r.razlog };
}

// ---- open slots ---------------------------------------------------------------------------------

type OpenSlotInput = { entitetId: number; zaposleniId: number; uslugaId: number; datum: string; vreme: string };

/**
 * InsertOslobodjeneTermine: extra starts beyond the working week. All or nothing: every slot is
 * checked (the caller owns its business, the employee works there and performs the service, the
 * day has not passed) before any is stored; duplicates of stored ones are ignored.
 */
export async function insertOpenSlots(db: Db, caller: AuthUser | null, slots: OpenSlotInput[]): Promise<{ inserted: number }> {
  const user = requireUser(caller);
  const problems: Detail[] = [];
  const cache = new Map<number, queries.BusinessRules | undefined>();
  for (const [i, s] of slots.entries()) {
    if (!cache.has(s.entitetId)) cache.set(s.entitetId, await queries.findBusinessRules(db, s.entitetId));
    const business = cache.get(s.entitetId);
    if (!business) throw notFound(`Business ${s.entitetId}`);
    if (user.role !== 'Administrator' || business.owner_user_id !== user.id) throw forbidden();
    const field = `body.slots.${i}`;
    const performs = await queries.performers(db, s.entitetId, s.uslugaId, s.zaposleniId);
    if (!performs.length) problems.push({ field, message: 'the employee does not work at this business, is inactive, or does not perform this service' });
    if (daysBetween(todayIn(business.vremenska_zona), s.datum) < 0) problems.push({ field: `${field}.datum`, message: 'the day has passed' });
  }
  if (problems.length) throw badRequest('Some open slots are not valid; none was stored', problems);
  const inserted = await db.transaction().execute(async (trx) => {
    // The businesses first (lock order: queries.ts): the insert's trigger updates their hours of the week (migration 047).
    for (const entitetId of [...cache.keys()].sort((a, b) => a - b)) await queries.lockBusiness(trx, entitetId, 'write');
    return queries.insertOpenSlots(trx, slots.map((s) => ({ entitet_id: s.entitetId, zaposleni_id: s.zaposleniId, usluga_id: s.uslugaId, datum: s.datum, vreme: s.vreme })));
  });
  return { inserted };
}

// ---- free slots and days ------------------------------------------------------------------------

/**
 * The rows of a free-slot call (one statement) after its checks: unknown or unpublished business,
 * a service not of it (or deleted), an employee not of it: 404.
 */
async function bookableRows(db: Db, q: { entitetId: number; uslugaId: number; zaposleniId?: number | undefined; from: string; to: string }) {
  return checkedRows(await queries.freeSlotRows(db, q), q);
}

function checkedRows(rows: queries.FreeSlotRows, q: { entitetId: number; uslugaId: number; zaposleniId?: number | undefined; from: string; to: string }) {
  const { business, service } = rows;
  if (!business?.objavljen) throw notFound('Business');
  if (!service || service.entitet_id !== business.id || service.obrisana) throw notFound('Service');
  if (q.zaposleniId !== undefined && rows.employee_entitet_id !== business.id) throw notFound('Employee');
  const input = { business, uslugaId: service.id, durationMinutes: busyMinutes(service), zaposleniIds: rows.performers, from: q.from, to: q.to };
  return { business, service, zaposleniIds: rows.performers, availability: availabilityFrom(input, rows) };
}

/** Reads the rows of a free-slot call: queries.freeSlotRows, or batched with others (free-slot-batches.ts). */
export type FreeSlotRead = (q: queries.FreeSlotQuery) => Promise<queries.FreeSlotRows>;

/** Free starts of one day: one employee's, or the union over the service's employees. */
export async function freeSlots(read: FreeSlotRead, q: { entitetId: number; uslugaId: number; datum: string; zaposleniId?: number | undefined }, now = new Date()): Promise<string[]> {
  const day = { ...q, from: q.datum, to: q.datum };
  return startsOfDay(checkedRows(await read(day), day), q.datum, now);
}

/**
 * Free starts of a visit of several services on one day (CONTRACT.md "Third release", Bookings):
 * the starts t from which the services fit back to back, each part with an employee who offers it
 * (all pinned to zaposleniId, or any per part). The rows of every part are read together: the
 * reads are issued at once, so the batching reader sends them as one statement.
 */
export async function freeVisitSlots(
  read: FreeSlotRead,
  q: { entitetId: number; uslugaIds: number[]; datum: string; zaposleniId?: number | undefined; zaposleniIdsPoDelu?: number[] | undefined },
  now = new Date(),
): Promise<string[]> {
  // Each part's employee: the one of zaposleniIdsPoDelu (0: any), else zaposleniId for all, else any.
  const dayOfPart = (i: number) => ({ entitetId: q.entitetId, zaposleniId: q.zaposleniIdsPoDelu?.[i] || q.zaposleniId, from: q.datum, to: q.datum });
  const parts = (await Promise.all(q.uslugaIds.map((uslugaId, i) => read({ ...dayOfPart(i), uslugaId })))).map((rows, i) => checkedRows(rows, { ...dayOfPart(i), uslugaId: q.uslugaIds[i]! }));
  const { business } = parts[0]!;
  if (!isWithinHorizon(q.datum, now, { horizonDays: business.horizont_dana, zone: business.vremenska_zona })) return [];
  const offsets = chainedOffsets(parts.map((p) => p.service));
  const plan: VisitPart[] = parts.map((p, i) => ({ offsetMinutes: offsets[i]!, busyMinutes: busyMinutes(p.service), candidates: p.zaposleniIds }));
  const firstStarts = new Map(parts[0]!.zaposleniIds.map((z) => [z, new Set(parts[0]!.availability.freeStarts(z, q.datum, now))]));
  const days = parts.map((p) => new Map(p.zaposleniIds.map((z) => [z, p.availability.dayOf(z, q.datum)])));
  const zone = business.vremenska_zona;
  const wall = wallClockOn(q.datum, zone);
  const free: string[] = [];
  for (const vreme of unionOfStarts([...firstStarts.values()].map((s) => [...s]))) {
    const start = wall(minutesOf(vreme))!;
    const freeFor: FreeFor = (i, z, at) => (i === 0 ? firstStarts.get(z)!.has(vreme) : freeAt(days[i]!.get(z)!, q.datum, at, plan[i]!.busyMinutes, zone));
    if (assignVisit(plan, start, freeFor, 'any')) free.push(vreme);
  }
  return free;
}

function startsOfDay({ business, zaposleniIds, availability }: ReturnType<typeof checkedRows>, datum: string, now: Date): string[] {
  if (!zaposleniIds.length || !isWithinHorizon(datum, now, { horizonDays: business.horizont_dana, zone: business.vremenska_zona })) return [];
  return unionOfStarts(zaposleniIds.map((z) => availability.freeStarts(z, datum, now)));
}

/**
 * For each (business, service) pair, whether it has a free start on `datum`: freeSlots's rules
 * and rows, read for all pairs in one statement. A business or service withdrawn meanwhile has none.
 * The free-on-a-day lists read their table instead (freeStartsOfDay); this is the answer
 * without it, which that table's tests compare with.
 */
export async function hasFreeStartOnDay(db: Db, pairs: Array<{ entitetId: number; uslugaId: number }>, datum: string, now = new Date()): Promise<boolean[]> {
  const rowsOfPairs = await queries.freeSlotRowsOfDay(db, pairs, datum);
  return rowsOfPairs.map((rows, i) => {
    try {
      return startsOfDay(checkedRows(rows, { ...pairs[i]!, from: datum, to: datum }), datum, now).length > 0;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return false;
      throw error;
    }
  });
}

/** The instant the rules never see as late: no start is before it, every day is after its today. */
const LONG_AGO = new Date(0);
/** A horizon no day after LONG_AGO lies beyond. */
const NO_HORIZON = 10_000_000;

/** A business's free starts of one day as if asked long before it: see freeStartsOfDay. */
export type TimelessDay = {
  /** the latest free start, null when there is none */
  latest: Date | null;
  /** every free start, as minutes after local midnight, ascending */
  minutes: number[];
  /** for each of minutes, a service of the pairs free at that start (to book it straight away) */
  services: number[];
};

/**
 * For each business of the pairs, its free starts on `datum` over the given services of it and all
 * their performers, by freeSlots's rules as if asked long before the day: no minimum notice and no
 * horizon. Those two are the only rules that depend on the clock, so while the rows stay as they
 * are, the business has a free start at m on datum at instant t exactly when datum lies within its
 * horizon at t and that start is at least its minimum notice after t (businesses/free-day-cache.ts
 * keeps them in a table). Whether the business is published is not asked: lists ask only of
 * published ones. One statement for all pairs.
 */
export async function freeStartsOfDay(db: Executor, pairs: Array<{ entitetId: number; uslugaId: number }>, datum: string): Promise<Map<number, TimelessDay>> {
  const days = new Map<number, { latest: Date | null; starts: Map<number, number> }>();
  const rowsOfPairs = await queries.freeSlotRowsOfDay(db, pairs, datum);
  rowsOfPairs.forEach((rows, i) => {
    const { entitetId } = pairs[i]!;
    let day = days.get(entitetId);
    if (!day) days.set(entitetId, (day = { latest: null, starts: new Map() }));
    const { business, service } = rows;
    if (!business || business.id !== entitetId || !service || service.entitet_id !== business.id || service.obrisana) return;
    const timeless = { ...business, minimalna_najava_minuta: 0, horizont_dana: NO_HORIZON };
    const input = { business: timeless, uslugaId: service.id, durationMinutes: busyMinutes(service), zaposleniIds: rows.performers, from: datum, to: datum };
    const availability = availabilityFrom(input, rows);
    const wall = wallClockOn(datum, business.vremenska_zona);
    for (const zaposleniId of rows.performers) {
      const starts = availability.freeStarts(zaposleniId, datum, LONG_AGO);
      for (const s of starts) if (!day.starts.has(minutesOf(s))) day.starts.set(minutesOf(s), service.id);
      const last = starts.at(-1);
      if (last === undefined) continue;
      const start = wall(minutesOf(last))!;
      if (!day.latest || start > day.latest.getTime()) day.latest = new Date(start);
    }
  });
  return new Map(
    [...days].map(([id, d]) => {
      const minutes = [...d.starts.keys()].sort((a, b) => a - b);
      return [id, { latest: d.latest, minutes, services: minutes.map((m) => d.starts.get(m)!) }];
    }),
  );
}

/** Days of od..do (at most FREE_DAYS_MAX_SPAN) with at least one free start. */
export async function freeDays(db: Db, q: { entitetId: number; uslugaId: number; od: string; do: string; zaposleniId?: number | undefined }, now = new Date()): Promise<string[]> {
  const span = daysBetween(q.od, q.do);
  if (span < 0 || span > FREE_DAYS_MAX_SPAN) {
    throw badRequest(`do must be on or after od, at most ${FREE_DAYS_MAX_SPAN} days later`, [{ field: 'querystring.do', message: `od..do: 0 to ${FREE_DAYS_MAX_SPAN} days` }]);
  }
  // The bookable part (local today..horizon) is known only once the business is: rows from the
  // day before today in UTC, which no zone's today precedes, to do.
  const utcYesterday = addDays(now.toISOString().slice(0, 10), -1);
  const { business, zaposleniIds, availability } = await bookableRows(db, { ...q, from: q.od < utcYesterday ? utcYesterday : q.od, to: q.do });
  const rules = { horizonDays: business.horizont_dana, zone: business.vremenska_zona };
  const today = todayIn(rules.zone, now);
  const from = q.od < today ? today : q.od;
  const last = lastBookableDate(now, rules);
  const to = q.do > last ? last : q.do;
  if (!zaposleniIds.length || from > to) return [];
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (zaposleniIds.some((z) => availability.freeStarts(z, d, now).length > 0)) days.push(d);
  }
  return days;
}

// ---- the calling employee -----------------------------------------------------------------------

export async function myEmployee(db: Db, caller: AuthUser | null): Promise<MyEmployee> {
  const user = requireUser(caller);
  const row = await queries.findEmployeeByUser(db, user.id);
  if (!row) throw notFound('Employee record');
  return {
    zaposleniId: row.id,
    entitetId: row.entitet_id,
    entitetNaziv: row.entitet_naziv,
    ime: row.ime,
    prezime: row.prezime,
    uslugaIds: (row.usluga_ids ?? []).map(Number),
    vremenskaZona: row.vremenska_zona,
  };
}
