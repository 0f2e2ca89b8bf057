import { BOOKING_ERRORS, type Blokada } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../../shared/caller.ts';
import { AppError, badRequest, notFound } from '../../shared/errors.ts';
import * as queries from './queries.ts';
import { managedEmployee, type ScheduleDeps } from './service.ts';
import { isWithinHorizon } from './slots.ts';
import { instantToWall, minutesOf, wallToInstant } from '@zakazi/contract/calendar';

/**
 * Blocked time (blokada, CONTRACT.md "The business's front desk"): an interval of one employee on
 * one local day in which nobody can book, like a booking of nobody. The free-slot rows read
 * blocks among the busy intervals (queries.freeSlotRows), so slobodni-termini, the booking's
 * re-check under the employee's lock (booking/claim.ts) and a reschedule all leave them out; the
 * table's trigger notifies the live-slots channel (migration 014).
 */

export type BlockInput = { datum: string; od: string; do: string; razlog?: string | undefined; otkaziZakazivanja?: boolean | undefined };

export function toBlokada(row: queries.BlockRow, zone: string): Blokada {
  const start = new Date(row.start);
  const end = new Date(row.end);
  const from = instantToWall(start, zone);
  return {
    id: row.id,
    zaposleniId: row.zaposleni_id,
    datum: from.datum,
    od: from.vreme,
    do: instantToWall(end, zone).vreme,
    razlog: row.razlog,
    pocetak: start.toISOString(),
    kraj: end.toISOString(),
  };
}

/**
 * The interval's instants: od before do (400), the day between today and the business's horizon
 * (400; a block has no use elsewhere), both times existing that day (not skipped by the clocks).
 */
function blockInterval(p: BlockInput, business: queries.BusinessRules, now: Date): { start: Date; end: Date } {
  if (minutesOf(p.do) <= minutesOf(p.od)) throw badRequest('do must be after od', [{ field: 'body.do', message: 'must be after od' }]);
  if (!isWithinHorizon(p.datum, now, { horizonDays: business.horizont_dana, zone: business.vremenska_zona })) {
    throw badRequest(`datum must lie between today and ${business.horizont_dana} days ahead`, [{ field: 'body.datum', message: 'outside the booking horizon' }]);
  }
  const start = wallToInstant(p.datum, minutesOf(p.od), business.vremenska_zona);
  const end = wallToInstant(p.datum, minutesOf(p.do), business.vremenska_zona);
  if (!start) throw badRequest('od does not exist on that day (clock change)', [{ field: 'body.od', message: 'skipped by the clock change' }]);
  if (!end) throw badRequest('do does not exist on that day (clock change)', [{ field: 'body.do', message: 'skipped by the clock change' }]);
  if (end.getTime() <= now.getTime()) throw badRequest('The interval is over already', [{ field: 'body.do', message: 'must not be in the past' }]);
  return { start, end };
}

/**
 * POST /api/Zaposleni/{id}/blokade: the employee themself or the business's Administrator. Under
 * the employee's lock (lock order: queries.ts; bookings of the employee wait for it, so none
 * slips in): live bookings overlapping the interval are refused with 409 bookings-conflict
 * naming them, or cancelled as the business (otkaziZakazivanja: true, with razlog, each customer
 * mailed through the job queue); then the block is stored. Any refusal changes nothing.
 */
export async function addBlock(deps: ScheduleDeps, caller: AuthUser | null, zaposleniId: number, p: BlockInput, now = new Date()): Promise<Blokada> {
  const { user, employee } = await managedEmployee(deps.db, caller, zaposleniId);
  const business = await queries.findBusinessRules(deps.db, employee.entitet_id);
  if (!business) throw notFound('Business');
  const { start, end } = blockInterval(p, business, now);
  const row = await deps.db.transaction().execute(async (trx) => {
    await queries.lockEmployees(trx, [zaposleniId]);
    const live = await queries.liveBookingsOverlapping(trx, zaposleniId, start, end);
    if (live.length && !p.otkaziZakazivanja) {
      throw new AppError(
        409,
        BOOKING_ERRORS.bookingsConflict,
        `${live.length} live booking(s) overlap this interval: cancel them (otkaziZakazivanja: true) or choose another time`,
        live.map((b) => ({ id: b.id, zaposleniId: b.zaposleni_id, ...instantToWall(new Date(b.start), business.vremenska_zona), status: b.status })),
      );
    }
    if (live.length) await deps.cancelBookings(trx, deps.config, live.map((b) => b.id), user.id, p.razlog ?? null);
    return queries.insertBlock(trx, { zaposleniId, start, end, razlog: p.razlog ?? null, userId: user.id });
  });
  deps.mail.poke();
  return toBlokada(row, business.vremenska_zona);
}

/** DELETE: the employee themself or the business's Administrator; 404 for a block of someone else. */
export async function deleteBlock(db: Db, caller: AuthUser | null, zaposleniId: number, id: number): Promise<void> {
  await managedEmployee(db, caller, zaposleniId);
  if (!(await queries.deleteBlock(db, zaposleniId, id))) throw notFound('Block');
}
