import { BOOKING_ERRORS } from '@zakazi/contract';
import { instantToWall, minutesOf, wallToInstant } from '@zakazi/contract/calendar';
import { AppError, badRequest, notFound } from '../../shared/errors.ts';
import {
  assignVisit,
  availabilityFrom,
  busyMinutes,
  chainedOffsets,
  freeAt,
  insideWorkingDay,
  isWithinHorizon,
  partStarts,
  type BusinessRules,
  type FreeFor,
  type FreeSlotRows,
  type VisitPart,
} from '../schedule/index.ts';

/**
 * The rules a booked time must satisfy, as pure functions of the free-slot rows (the rows
 * GET slobodni-termini computes from; schedule/queries.ts freeSlotRows). They read nothing and
 * change nothing: booking/place.ts reads the rows under the employee's lock and asks here.
 */

/** One part of a visit as asked for: a service with an employee, starting at a local date and time. */
export type RequestedPart = { uslugaId: number; zaposleniId: number; datum: string; vreme: string };

/** One part of a visit once its time is checked: the instants to store, and the cleanup after it (the employee stays busy). */
export type CheckedPart = { uslugaId: number; zaposleniId: number; start: Date; end: Date; pospremanjeMinuta: number };

/**
 * A visit of several services as asked for: from datum at vreme, its services in order, each with
 * its employee or null (any). `offsets`: the minutes from the visit's start to each part's (a
 * moved visit keeps its own); without them each part follows the previous one's end and gap.
 */
export type RequestedVisit = { datum: string; vreme: string; parts: { uslugaId: number; zaposleniId: number | null }[]; offsets?: number[] };

/**
 * Whose rules apply: 'customer' — a free start of slobodni-termini (grid, minimum notice,
 * working day, nothing busy); 'desk' — the front desk's (CONTRACT.md "The business's front
 * desk": no grid, no notice, only no overlap and inside the working day unless outsideHours).
 */
export type Rules = { kind: 'customer' } | { kind: 'desk'; outsideHours: boolean };

/** The business's rules with the checked part (what the write and the mails need of the business). */
export type Decided = { business: BusinessRules; part: CheckedPart };

const slotTaken = (message = 'This time is not free (any more); choose another one', details?: unknown[]) =>
  new AppError(409, BOOKING_ERRORS.slotTaken, message, details);
const notBookable = (message: string) => new AppError(400, BOOKING_ERRORS.notBookable, message);

/**
 * Decides one part on its rows: 404 for an unknown business (or, for a customer, an unpublished
 * one), a service not of it or withdrawn, an employee not of it; 400 not-bookable for an inactive
 * employee or one who does not perform the service; then the time by `rules` (409 slot-taken).
 * `moving`: the booking being rescheduled, whose own interval does not count as busy.
 */
export function decidePart(rows: FreeSlotRows, part: RequestedPart, rules: Rules, now: Date, moving?: number): Decided {
  const { business, service } = rows;
  if (!business || (rules.kind === 'customer' && !business.objavljen)) throw notFound('Business');
  if (!service || service.entitet_id !== business.id || service.obrisana) throw notFound('Service');
  if (rows.employee_entitet_id !== business.id) throw notFound('Employee');
  if (!rows.performers.includes(part.zaposleniId)) throw notBookable('This employee is not available for this service');
  const busy = rows.busy.filter((b) => b.id === null || b.id !== moving);
  const decide = rules.kind === 'customer' ? customerTime : deskTime(rules.outsideHours);
  const { start, end } = decide({ ...rows, busy }, business, service, part, now, moving);
  return { business, part: { uslugaId: part.uslugaId, zaposleniId: part.zaposleniId, start, end, pospremanjeMinuta: service.pospremanje_minuta } };
}

/**
 * Decides a visit of several services on the rows of its parts (one free_slot_rows each, in
 * order): the same 404 and 400 as decidePart for every part, then an employee for each part by
 * the planner's preference (schedule/visits.ts: one employee for all, then the fewest changes)
 * under `rules` — a customer's: the first part at a free start, each later part inside its
 * employee's working day over nothing busy; the desk's: no overlap, inside the working day unless
 * outsideHours. No assignment: 409 slot-taken, and nothing is booked. `moving`: the visit's own
 * bookings when it is rescheduled, whose intervals do not count as busy.
 */
export function decideVisit(rowsOfParts: FreeSlotRows[], visit: RequestedVisit, rules: Rules, now: Date, moving: number[] = []): Decided[] {
  const business = rowsOfParts[0]?.business;
  if (!business || (rules.kind === 'customer' && !business.objavljen)) throw notFound('Business');
  const services = rowsOfParts.map((rows, i) => {
    const { service } = rows;
    const pinned = visit.parts[i]!.zaposleniId;
    if (!service || service.entitet_id !== business.id || service.obrisana) throw notFound('Service');
    if (pinned !== null && rows.employee_entitet_id !== business.id) throw notFound('Employee');
    if (pinned !== null ? !rows.performers.includes(pinned) : rows.performers.length === 0) throw notBookable('No available employee performs this service');
    return service;
  });
  const zone = business.vremenska_zona;
  const visitStart = wallToInstant(visit.datum, minutesOf(visit.vreme), zone);
  if (rules.kind === 'desk' && !isWithinHorizon(visit.datum, now, { horizonDays: business.horizont_dana, zone })) {
    throw badRequest(`datum must lie between today and ${business.horizont_dana} days ahead`, [{ field: 'body.datum', message: 'outside the booking horizon' }]);
  }
  if (!visitStart) throw slotTaken(); // a time the clocks skip that day
  if (moving.length && visitStart < now) throw slotTaken();

  const offsets = visit.offsets ?? chainedOffsets(services);
  const plan: VisitPart[] = rowsOfParts.map((rows, i) => ({ offsetMinutes: offsets[i]!, busyMinutes: busyMinutes(services[i]!), candidates: rows.performers }));
  const availability = rowsOfParts.map((rows, i) => {
    const busy = rows.busy.filter((b) => b.id === null || !moving.includes(b.id));
    const input = { business, uslugaId: services[i]!.id, durationMinutes: plan[i]!.busyMinutes, zaposleniIds: rows.performers, from: visit.datum, to: visit.datum };
    return availabilityFrom(input, { ...rows, busy });
  });
  const freeFor: FreeFor =
    rules.kind === 'customer'
      ? (i, z, at) => (i === 0 ? availability[0]!.freeStarts(z, visit.datum, now).includes(visit.vreme) : freeAt(availability[i]!.dayOf(z, visit.datum), visit.datum, at, plan[i]!.busyMinutes, zone))
      : (i, z, at) => {
          const day = availability[i]!.dayOf(z, visit.datum);
          const end = at + plan[i]!.busyMinutes * 60_000;
          if (day.busy.some((b) => at < b.end.getTime() && end > b.start.getTime())) return false;
          const wall = instantToWall(new Date(at), zone);
          return rules.outsideHours || (wall.datum === visit.datum && insideWorkingDay(day, visit.datum, wall.vreme, plan[i]!.busyMinutes, zone));
        };
  const employees = assignVisit(plan, visitStart.getTime(), freeFor);
  if (!employees) throw slotTaken('These services do not fit back to back at this time (any more); choose another one');
  const starts = partStarts(plan, visitStart.getTime());
  return services.map((service, i) => {
    const start = new Date(starts[i]!);
    return {
      business,
      part: { uslugaId: service.id, zaposleniId: employees[i]!, start, end: new Date(start.getTime() + minutes(service.trajanje_minuta)), pospremanjeMinuta: service.pospremanje_minuta },
    };
  });
}

type Service = NonNullable<FreeSlotRows['service']>;
type TimeRule = (rows: FreeSlotRows, business: BusinessRules, service: Service, part: RequestedPart, now: Date, moving?: number) => { start: Date; end: Date };

const minutes = (n: number) => n * 60_000;

/** A customer's time: one of the employee's free starts now (the grid, the notice, the horizon, nothing busy). */
const customerTime: TimeRule = (rows, business, service, part, now) => {
  const input = { business, uslugaId: service.id, durationMinutes: busyMinutes(service), zaposleniIds: rows.performers, from: part.datum, to: part.datum };
  if (!availabilityFrom(input, rows).freeStarts(part.zaposleniId, part.datum, now).includes(part.vreme)) throw slotTaken();
  const start = wallToInstant(part.datum, minutesOf(part.vreme), business.vremenska_zona);
  if (!start) throw slotTaken(); // a time the clocks skip that day (never a free start either)
  return { start, end: new Date(start.getTime() + minutes(service.trajanje_minuta)) };
};

/**
 * The front desk's time: a day from today to the horizon, a time that exists, no overlap with a
 * live booking or blocked time (409 naming them), inside the working day unless outsideHours.
 * A move never goes into the past; a new desk booking may start earlier today (a walk-in
 * entered after they sat down).
 */
const deskTime = (outsideHours: boolean): TimeRule => (rows, business, service, part, now, moving) => {
  const zone = business.vremenska_zona;
  if (!isWithinHorizon(part.datum, now, { horizonDays: business.horizont_dana, zone })) {
    throw badRequest(`datum must lie between today and ${business.horizont_dana} days ahead`, [{ field: 'body.datum', message: 'outside the booking horizon' }]);
  }
  const start = wallToInstant(part.datum, minutesOf(part.vreme), zone);
  if (!start) throw badRequest('This time does not exist on that day (clock change)', [{ field: 'body.vreme', message: 'skipped by the clock change' }]);
  const end = new Date(start.getTime() + minutes(service.trajanje_minuta));
  if (moving !== undefined && start < now) throw slotTaken();

  // The employee is busy through the service's cleanup; the busy rows end after theirs.
  const busyUntil = new Date(end.getTime() + minutes(service.pospremanje_minuta));
  const overlapping = rows.busy.filter((b) => b.zaposleni_id === part.zaposleniId && new Date(b.start) < busyUntil && new Date(b.end) > start);
  if (overlapping.length) {
    const bookings = overlapping.filter((b) => b.id !== null);
    throw slotTaken(
      bookings.length ? 'This time overlaps another live booking of the employee' : 'This time overlaps blocked time of the employee',
      overlapping.map((b) => ({ ...(b.id === null ? { blokada: true } : { id: b.id }), zaposleniId: b.zaposleni_id, ...instantToWall(new Date(b.start), zone), status: b.status })),
    );
  }
  if (!outsideHours) {
    const input = { business, uslugaId: service.id, durationMinutes: busyMinutes(service), zaposleniIds: rows.performers, from: part.datum, to: part.datum };
    const day = availabilityFrom(input, rows).dayOf(part.zaposleniId, part.datum);
    if (!insideWorkingDay(day, part.datum, part.vreme, busyMinutes(service), zone)) {
      throw slotTaken('This time lies outside the working hours of the employee (vanRadnogVremena: true books it anyway)');
    }
  }
  return { start, end };
};
