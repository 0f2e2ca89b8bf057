import type { AuditAction, BusinessZakazivanje, MojiTermini, Zakazivanje, ZakazivanjeStatus } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertOwnerOrSystemAdmin, assertSelfOrSystemAdmin, isSystemAdmin, requireUser, type AuthUser } from '../../shared/caller.ts';
import { badRequest, forbidden, notFound } from '../../shared/errors.ts';
import { addDays, dayStart, daysBetween, todayIn } from '@zakazi/contract/calendar';
// The schedule module's reads and row locks that a booking needs, from its public face.
import { bookingSubject, recordAudit } from '../audit/index.ts';
import * as scheduleQueries from '../schedule/index.ts';
import type { BookingDeps } from './deps.ts';
import { icsFor } from './mails.ts';
import * as queries from './queries.ts';
import { applyTransition, type Transition } from './transitions.ts';
import { toBusinessZakazivanje, toZakazivanje } from './view.ts';

// ---- one booking --------------------------------------------------------------------------------

/** The business side of a booking: its Administrator or the booked employee. */
function isBusinessSide(caller: AuthUser, row: queries.BookingRow): boolean {
  return (
    (caller.role === 'Administrator' && row.owner_user_id !== null && caller.id === row.owner_user_id) ||
    (caller.role === 'Employee' && row.zaposleni_user_id !== null && caller.id === row.zaposleni_user_id)
  );
}

async function visibleBooking(db: Db, caller: AuthUser | null, id: number): Promise<{ row: queries.BookingRow; user: AuthUser }> {
  const user = requireUser(caller);
  const row = await queries.findBooking(db, id);
  if (!row) throw notFound('Booking');
  if (row.user_id !== user.id && !isBusinessSide(user, row) && !isSystemAdmin(user)) throw forbidden();
  return { row, user };
}

/** The customer, the business side and SystemAdministrators see a booking; the business side sees who booked it. */
export async function getBooking(db: Db, caller: AuthUser | null, id: number): Promise<Zakazivanje | BusinessZakazivanje> {
  const { row, user } = await visibleBooking(db, caller, id);
  return isBusinessSide(user, row) || isSystemAdmin(user) ? toBusinessZakazivanje(row) : toZakazivanje(row);
}

export async function getBookingIcs(deps: BookingDeps, caller: AuthUser | null, id: number): Promise<string> {
  const { row, user } = await visibleBooking(deps.db, caller, id);
  return icsFor(deps.config, row, row.user_id === user.id ? 'customer' : 'business');
}

/** The status changes by the business side that its audit log keeps. */
const BUSINESS_LOGGED: Partial<Record<Transition, AuditAction>> = { cancel: 'termin-otkazan', reject: 'termin-odbijen' };

/**
 * A status change. confirm, reject, complete and noShow belong to the business side; cancel to
 * the customer and to the business side (the business gives an optional reason, mailed to the
 * customer). Who may comes before what state: a stranger learns nothing from 409.
 */
export async function transition(deps: BookingDeps, caller: AuthUser | null, id: number, what: Transition, razlog: string | null): Promise<Zakazivanje> {
  const user = requireUser(caller);
  const existing = await queries.findBooking(deps.db, id);
  if (!existing) throw notFound('Booking');
  const business = isBusinessSide(user, existing);
  const customer = existing.user_id === user.id && user.role === 'RegularUser';
  const allowed = what === 'cancel' ? business || customer : business;
  if (!allowed) throw forbidden();
  const actor = { kind: business ? ('business' as const) : ('customer' as const), userId: user.id };
  const row = await deps.db.transaction().execute(async (trx) => {
    const changed = await applyTransition(trx, deps.config, id, what, actor, actor.kind === 'business' ? razlog : null);
    // The business's cancellations and rejections go to its audit log; a customer's own do not.
    const logged = business ? BUSINESS_LOGGED[what] : undefined;
    if (logged) await recordAudit(trx, user, { entitetId: changed.entitet_id, radnja: logged, predmet: bookingSubject(changed.id, changed.pocetak, changed.vremenska_zona) });
    return changed;
  });
  deps.jobs.poke();
  return business ? toBusinessZakazivanje(row) : toZakazivanje(row);
}

// ---- lists --------------------------------------------------------------------------------------

export async function profileBookings(db: Db, caller: AuthUser | null, userId: number): Promise<Zakazivanje[]> {
  assertSelfOrSystemAdmin(caller, userId);
  return (await queries.bookingsOfUser(db, userId)).map(toZakazivanje);
}

/**
 * GET /api/Profil/termini: a page of the user's appointments of one kind, with the phone and
 * address of their businesses (for the address, the map link and the call). The user themself or
 * a SystemAdministrator.
 */
export async function myAppointments(db: Db, caller: AuthUser | null, q: { userId: number; vrsta: 'predstojeci' | 'prosli'; page: number; pageSize: number }): Promise<MojiTermini> {
  assertSelfOrSystemAdmin(caller, q.userId);
  const { rows, total, visits } = await queries.pageOfUserBookings(db, q.userId, q.vrsta === 'predstojeci', q.pageSize, (q.page - 1) * q.pageSize);
  const places = await queries.placesOf(db, [...new Set(rows.map((r) => Number(r.entitet_id)))]);
  return {
    zakazivanja: rows.map(toZakazivanje),
    total,
    posete: visits,
    lokali: places.map((p) => ({
      entitetId: Number(p.id),
      telefon: p.telefon,
      adresa: p.ulica === null ? null : { ulica: p.ulica, broj: p.broj ?? '', grad: p.grad ?? '', latitude: Number(p.latitude), longitude: Number(p.longitude) },
    })),
  };
}

/** The employee themself, the business's Administrator or a SystemAdministrator. */
export async function employeeDay(db: Db, caller: AuthUser | null, zaposleniId: number, date: string): Promise<BusinessZakazivanje[]> {
  const user = requireUser(caller);
  const employee = await scheduleQueries.findEmployee(db, zaposleniId);
  if (!employee) throw notFound('Employee');
  const self = user.role === 'Employee' && employee.user_id === user.id;
  const owner = user.role === 'Administrator' && employee.owner_user_id === user.id;
  if (!self && !owner && !isSystemAdmin(user)) throw forbidden();
  const rows = await queries.bookingsOfEmployee(db, zaposleniId, dayStart(date, employee.vremenska_zona), dayStart(addDays(date, 1), employee.vremenska_zona));
  return rows.map(toBusinessZakazivanje);
}

export async function businessBookings(
  db: Db,
  caller: AuthUser | null,
  entitetId: number,
  q: { od?: string; do?: string; status?: ZakazivanjeStatus; zaposleniId?: number },
): Promise<BusinessZakazivanje[]> {
  const business = await scheduleQueries.findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  assertOwnerOrSystemAdmin(caller, business.owner_user_id);
  const od = q.od ?? todayIn(business.vremenska_zona);
  const to = q.do ?? addDays(od, 62);
  const span = daysBetween(od, to);
  if (span < 0 || span > 366) throw badRequest('do must be on or after od, at most 366 days later', [{ field: 'querystring.do', message: 'od..do: 0 to 366 days' }]);
  const rows = await queries.bookingsOfBusiness(db, {
    entitetId,
    from: dayStart(od, business.vremenska_zona),
    to: dayStart(addDays(to, 1), business.vremenska_zona),
    ...(q.status ? { status: q.status } : {}),
    ...(q.zaposleniId ? { zaposleniId: q.zaposleniId } : {}),
  });
  return rows.map(toBusinessZakazivanje);
}
