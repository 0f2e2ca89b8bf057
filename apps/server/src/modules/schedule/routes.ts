import {
  Ack,
  Blokada,
  BlokadaBody,
  BlokadaDeleteBody,
  BlokadaDeleteQuery,
  BlokadaParams,
  ClosureParams,
  DayOffParams,
  EntitetIdParams,
  ErrorBody,
  FreeDays,
  FreeDaysQuery,
  FreeSlots,
  FreeSlotsQuery,
  MyEmployee,
  Odsustvo,
  OdsustvoList,
  OpenSlotsBody,
  OpenSlotsResponse,
  PeriodBody,
  RadnaNedelja,
  SetRadnaNedeljaBody,
  ZaposleniIdParams,
  Zatvaranje,
  ZatvaranjeList,
  bookingPaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledged } from '../../shared/ack.ts';
import { badRequest } from '../../shared/errors.ts';
import * as blocks from './blocks.ts';
import * as service from './service.ts';
import { freeSlotReader } from './free-slot-batches.ts';

const tags = ['schedule'];
const bearer = [{ bearer: [] }];
/** Fastify route patterns from the agreed path builders. */
const pattern = (build: (...ids: string[]) => string, ...names: string[]) => build(...names.map((n) => `:${n}`));

const SLOT_RULES =
  'A start t (HH:mm, the business\'s local time) is free when: the day is not a day off of the employee nor a closure of the business; ' +
  'the day lies between today and today + horizontDana; t is at least minimalnaNajavaMinuta from now; either [t, t + trajanjeMinuta) lies inside ' +
  "that weekday's working hours, overlaps no break and t is on the grid (the working day's start + k × korakMinuta), or t is an open slot of that " +
  'service and day (InsertOslobodjeneTermine: not bound to hours, breaks or grid); and [t, t + trajanjeMinuta) overlaps no pending or confirmed ' +
  'booking of the employee. Durations are real minutes; on the spring day when clocks skip 02:00–02:59 those times are never offered; on the autumn ' +
  'day when 02:00–02:59 repeats, such a time means its first occurrence (summer time), offered once.';

/** What the schedule module needs from a module it may not import (app.ts passes it in). */
export type ScheduleModuleOptions = { cancelBookings: service.CancelBookings };

export const scheduleModule: FastifyPluginAsyncZod<ScheduleModuleOptions> = async (app, options) => {
  const { db, config } = app.deps;
  const deps: service.ScheduleDeps = { db, config, mail: app.jobWorker, cancelBookings: options.cancelBookings };
  const readFreeSlotRows = freeSlotReader(db);

  app.get(bookingPaths.freeSlots, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Free start times of a service on a day',
      description: `${SLOT_RULES} With zaposleniId: that employee's starts; without: the union over the active employees who perform the service. Unknown or unpublished business, service or employee: 404. An employee who does not perform the service: []. ` +
        'A visit of several services: uslugaIds=A,B[,…] (2 to 5 services of the business, in order) instead of uslugaId: the starts t from which the services fit back to back, ' +
        "the first from t, each next one from the previous one's end and its processing gap (cekanjeMinuta: the client stays, the employee is free for others), each with an employee who offers it " +
        '(zaposleniId pins every part to that employee, zaposleniIdsPoDelu=7,0,8 one employee per part, 0 for any; without them any employee may take a part, one employee for the whole visit preferred). A service keeps its employee busy for its cleanup (pospremanjeMinuta) after its end, in single bookings and visits alike.',
      querystring: FreeSlotsQuery,
      response: { 200: FreeSlots, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => {
      const { uslugaId, uslugaIds, ...day } = req.query;
      return uslugaIds ? service.freeVisitSlots(readFreeSlotRows, { ...day, uslugaIds }) : service.freeSlots(readFreeSlotRows, { ...day, uslugaId: uslugaId! });
    },
  });

  app.get(bookingPaths.freeDays, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Days with at least one free start',
      description: `The days of od..do (at most ${service.FREE_DAYS_MAX_SPAN} days apart, else 400) that have at least one free start by the rules of slobodni-termini, so a calendar can grey out the rest. Days before today or past the horizon are never listed.`,
      querystring: FreeDaysQuery,
      response: { 200: FreeDays, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.freeDays(db, req.query),
  });

  app.get(pattern(bookingPaths.workingWeek, 'zaposleniId'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "An employee's working week",
      description: "Working hours per weekday (1 = Monday) and breaks, HH:mm local time. Public for published businesses; a draft business's only to its Administrator and the employee (404 otherwise).",
      params: ZaposleniIdParams,
      response: { 200: RadnaNedelja, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getWorkingWeek(db, req.user, req.params.zaposleniId),
  });

  app.post(pattern(bookingPaths.setWorkingWeek, 'zaposleniId'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: "Replace an employee's working week",
      description:
        "The employee themself or their business's Administrator (403 otherwise). Rules (400 with details): kraj after pocetak; each weekday at most once; each break on a working day, inside its hours, not overlapping another. " +
        'Replaces the whole week; a weekday left out is a day off every week. Existing bookings are kept even outside the new hours. The business becomes public when it is complete (and stops being when it no longer is).',
      security: bearer,
      params: ZaposleniIdParams,
      body: SetRadnaNedeljaBody,
      response: { 200: RadnaNedelja, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.setWorkingWeek(db, req.user, req.params.zaposleniId, req.body),
  });

  // ---- days off ----

  app.get(pattern(bookingPaths.daysOff, 'zaposleniId'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: "An employee's days off",
      description: "The employee themself or their business's Administrator. Ordered by start.",
      security: bearer,
      params: ZaposleniIdParams,
      response: { 200: OdsustvoList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.listDaysOff(db, req.user, req.params.zaposleniId),
  });

  app.post(pattern(bookingPaths.daysOff, 'zaposleniId'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'Add days off for an employee',
      description:
        `Whole local days od..do (inclusive, at most ${service.PERIOD_MAX_SPAN} days, not wholly past): no free slots on them. The employee themself or their business's Administrator. ` +
        'If live (pending or confirmed) bookings of the employee start on those days: 409 bookings-conflict listing them in details (ConflictingBooking), ' +
        'unless otkaziZakazivanja is true, which cancels them as the business with razlog and mails each customer.',
      security: bearer,
      params: ZaposleniIdParams,
      body: PeriodBody,
      response: { 201: Odsustvo, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.addDayOff(deps, req.user, req.params.zaposleniId, req.body)),
  });

  app.delete(pattern(bookingPaths.dayOff, 'zaposleniId', 'id'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'Remove a day off',
      description: "The employee themself or their business's Administrator. 404 for an unknown id or one of another employee.",
      security: bearer,
      params: DayOffParams,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => acknowledged(service.deleteDayOff(db, req.user, req.params.zaposleniId, req.params.id)),
  });

  // ---- blocked time ----

  app.post(pattern(bookingPaths.blocks, 'zaposleniId'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'Block an interval of an employee (blokada)',
      description:
        "A local interval od..do (do exclusive, after od) on datum, between today and the business's horizon (400 otherwise, or when it is over already). The employee themself or their business's Administrator (403 otherwise, e.g. another business's employee). " +
        'It hides the starts it overlaps at once, like a booking (slobodni-termini, booking, reschedule; the live-slots stream is notified). ' +
        'If live (pending or confirmed) bookings of the employee overlap it: 409 bookings-conflict naming them in details (ConflictingBooking), nothing stored, ' +
        'unless otkaziZakazivanja is true, which cancels them as the business with razlog and mails each customer. 201 with the block.',
      security: bearer,
      params: ZaposleniIdParams,
      body: BlokadaBody,
      response: { 201: Blokada, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await blocks.addBlock(deps, req.user, req.params.zaposleniId, req.body)),
  });

  app.delete(pattern(bookingPaths.blocks, 'zaposleniId'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'Remove a blocked interval (?id= or {id})',
      description: "The block's id in the query (?id=) or the body ({id}); neither: 400. The employee themself or their business's Administrator. 404 for an unknown id or one of another employee. The starts it hid are free again.",
      security: bearer,
      params: ZaposleniIdParams,
      querystring: BlokadaDeleteQuery,
      body: BlokadaDeleteBody,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: async (req) => {
      const id = req.query.id ?? req.body?.id;
      if (id === undefined) throw badRequest('Which block? Send its id as ?id= or in the body', [{ field: 'querystring.id', message: 'required' }]);
      return acknowledged(blocks.deleteBlock(db, req.user, req.params.zaposleniId, id));
    },
  });

  app.delete(pattern(bookingPaths.block, 'zaposleniId', 'id'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'Remove a blocked interval',
      description: "Same as DELETE /api/Zaposleni/{id}/blokade?id=, with the block's id in the path.",
      security: bearer,
      params: BlokadaParams,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => acknowledged(blocks.deleteBlock(db, req.user, req.params.zaposleniId, req.params.id)),
  });

  // ---- closures ----

  app.get(pattern(bookingPaths.closures, 'entitetId'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A business's closures",
      description: 'Days the whole business is closed (public, so its page can say so). A draft business: only its Administrator (404 otherwise).',
      params: EntitetIdParams,
      response: { 200: ZatvaranjeList, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.listClosures(db, req.user, req.params.entitetId),
  });

  app.post(pattern(bookingPaths.closures, 'entitetId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Close the business for some days',
      description:
        `Whole local days od..do (inclusive, at most ${service.PERIOD_MAX_SPAN} days, not wholly past): no employee has free slots on them. Only the business's Administrator. ` +
        'If live bookings start on those days: 409 bookings-conflict listing them, unless otkaziZakazivanja is true, which cancels them with razlog and mails each customer.',
      security: bearer,
      params: EntitetIdParams,
      body: PeriodBody,
      response: { 201: Zatvaranje, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.addClosure(deps, req.user, req.params.entitetId, req.body)),
  });

  app.delete(pattern(bookingPaths.closure, 'entitetId', 'id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Remove a closure',
      description: "Only the business's Administrator. 404 for an unknown id or one of another business.",
      security: bearer,
      params: ClosureParams,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => acknowledged(service.deleteClosure(db, req.user, req.params.entitetId, req.params.id)),
  });

  // ---- open slots and the calling employee ----

  app.post(bookingPaths.openSlots, {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Add open slots (extra bookable starts)',
      description:
        'datum as DD.MM.YYYY. Each slot: a start of that service with that employee on that day, bookable even outside the working week, breaks and grid (days off, closures, bookings, notice and horizon still apply). ' +
        "The caller must be the Administrator of every slot's business (403). All or nothing: if any slot is invalid (employee not of the business, inactive or not performing the service; a past day) nothing is stored (400, details name the slots). " +
        'Slots already stored are ignored; inserted counts the new ones.',
      security: bearer,
      body: OpenSlotsBody,
      response: { 200: OpenSlotsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.insertOpenSlots(db, req.user, req.body.slots),
  });

  app.get(bookingPaths.myEmployee, {
    config: { access: { roles: ['Employee'] } },
    schema: {
      tags,
      summary: "The calling employee's own record",
      description: 'For the /employee view: the zaposleni id, the business, the services the employee performs and the business\'s time zone. 404 when the account has no employee record.',
      security: bearer,
      response: { 200: MyEmployee, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.myEmployee(db, req.user),
  });
};
