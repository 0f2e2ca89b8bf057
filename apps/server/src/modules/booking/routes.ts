import { createHash } from 'node:crypto';
import {
  BookBody,
  BookingIdParams,
  BusinessBookingsParams,
  BusinessBookingsQuery,
  BusinessZakazivanje,
  BusinessZakazivanjeList,
  BusinessZakazivanjePosete,
  CALENDAR_MAX_DAYS,
  CalendarQuery,
  ClientsQuery,
  DeskBookingBody,
  Kalendar,
  ClientBookingsQuery,
  KlijentList,
  KlijentNapomena,
  KlijentNapomenaBody,
  KlijentBlokada,
  KlijentBlokadaBody,
  KlijentPravila,
  EmployeeDayQuery,
  ErrorBody,
  IdempotencyHeaders,
  LiveSlotsQuery,
  ProfileBookingsQuery,
  MyAppointmentsQuery,
  MojiTermini,
  RescheduleBody,
  TransitionBody,
  Zakazivanje,
  ZakazivanjeList,
  ZakazivanjePosete,
  bookingPaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { AppError } from '../../shared/errors.ts';
import { housekeeping } from '../../shared/housekeeping.ts';
import { calendar } from './calendar.ts';
import { clientBookings, listClients, setClientNote } from './clients.ts';
import { readClientRules, setClientBlocked, setClientRules } from './client-standing.ts';
import { EXPIRE_JOB, expiryJob } from './expiry.ts';
import { forgetOldIdempotencyKeys } from './queries.ts';
import type { BookingDeps } from './deps.ts';
import { placeBooking, type BookingRequest } from './place.ts';
import * as service from './service.ts';
import { streamLiveSlots } from './sse.ts';
import { toBusinessZakazivanje, toZakazivanje } from './view.ts';
import { NOTICE_JOB, noticeHandler } from './notices.ts';
import { dailySummaryHandler, SUMMARY_JOB } from './daily-summary.ts';
import { AUTO_COMPLETE_HOURS, REMINDER_HOURS, autoCompleteJob, reminderJob, type Transition } from './transitions.ts';

const tags = ['booking'];
const bearer = [{ bearer: [] }];
const idPattern = (build: (id: string) => string) => build(':id');

const IDEMPOTENCY_KEY_HOURS = 24;
const HOUR = 3600_000;

const ANY_BOOKING = 'Zakazivanje or, for the business side and SystemAdministrators, BusinessZakazivanje (with korisnikIme and korisnikTelefon).';

/** The services of a body: usluge (a visit), or uslugaId with zaposleniId (one service). */
function partsOf(body: { uslugaId?: number | undefined; zaposleniId?: number | undefined; usluge?: { uslugaId: number; zaposleniId?: number | undefined }[] | undefined }) {
  return body.usluge?.map((p) => ({ uslugaId: p.uslugaId, zaposleniId: p.zaposleniId ?? null })) ?? [{ uslugaId: body.uslugaId!, zaposleniId: body.zaposleniId! }];
}

/** A customer's booking request from the route's body: its parts, the note, the key with the hash of the body. */
function customerRequest(caller: AuthUser, body: z.output<typeof BookBody>, key: string | undefined): BookingRequest {
  // A booking of one service hashes as it always did, so a retry across the upgrade still replays.
  const hashed = body.usluge ? [body.entitetId, body.usluge, body.datum, body.vreme, body.napomena ?? null] : [body.entitetId, body.uslugaId, body.zaposleniId, body.datum, body.vreme, body.napomena ?? null];
  const requestHash = createHash('sha256').update(JSON.stringify(hashed)).digest('hex');
  return {
    kind: 'customer',
    caller,
    entitetId: body.entitetId,
    visit: { datum: body.datum, vreme: body.vreme, parts: partsOf(body) },
    napomena: body.napomena?.length ? body.napomena : null,
    idempotencyKey: key ? { key, requestHash } : null,
  };
}

/** The outcome label of a refused booking: the error code it answers with (slot-taken, not-bookable, …). */
function bookingOutcome(err: unknown): string {
  return err instanceof AppError ? err.code : 'error';
}

export const bookingModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const deps: BookingDeps = { db, config, jobs: app.jobWorker };
  /** Bookings per user (or IP without a token) and minute: enough for any person, not for a script. */
  const bookPerMinute = config.rateLimits.bookingPerUserPerMinute;
  app.jobWorker.handle('booking-reminder', reminderJob(config, app.deps.clock ?? (() => new Date())));
  app.jobWorker.handle('booking-complete', autoCompleteJob(config));
  app.jobWorker.handle(EXPIRE_JOB, expiryJob(config, app.deps.clock ?? (() => new Date())));
  app.jobWorker.handle(NOTICE_JOB, noticeHandler(config, app.deps.clock ?? (() => new Date())));
  app.jobWorker.handle(SUMMARY_JOB, dailySummaryHandler(config, app.deps.clock ?? (() => new Date())));

  housekeeping(app, 'idempotency key housekeeping', HOUR, () => forgetOldIdempotencyKeys(db, IDEMPOTENCY_KEY_HOURS));

  app.post(bookingPaths.book, {
    config: {
      access: { roles: ['RegularUser'] },
      // counted by the access hook with the session check (http/access.ts; decision 050)
      userRateLimit: { max: bookPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags,
      summary: 'Book a time (zakazi-termin)',
      description:
        'datum MM-DD-YYYY or YYYY-MM-DD and vreme HH:mm in the business\'s time zone. 201 with the booking: status pending, or confirmed when the business confirms automatically (automatskaPotvrda). ' +
        'The time must be a free start by the rules of slobodni-termini at the moment of booking; otherwise, or when another booking took it meanwhile, 409 slot-taken. ' +
        'Under any concurrency an employee never holds two overlapping pending-or-confirmed bookings (a database exclusion constraint). ' +
        '404 for an unknown or unpublished business, a service not of it, an employee not of it; 400 not-bookable when the employee is inactive or does not perform the service. ' +
        `Idempotency-Key header (optional): a retry with the same key by the same user within ${IDEMPOTENCY_KEY_HOURS} h returns the first booking (201, header idempotent-replayed: true) and never books twice; the same key with a different body is 409 idempotency-key-reused. ` +
        'A visit of several services: usluge [{uslugaId, zaposleniId?}, …] (2 to 5, in order) instead of uslugaId and zaposleniId; the parts follow each other from vreme, each next one from the previous one\'s end and its processing gap (cekanjeMinuta). ' +
        'A part without zaposleniId gets one of the employees who offer it: one employee for the whole visit if possible, then the fewest changes of employee. ' +
        '201 with the first part\'s Zakazivanje and delovi (every part, in order); every part carries the same posetaId. All or nothing: when any part\'s time is not free, 409 slot-taken and nothing is booked. ' +
        'Cancel, confirm, reject and reschedule on any part act on the whole visit; one mail per visit and change names every part. ' +
        `Mails the customer and the business. At most ${bookPerMinute} requests per user and minute (429).`,
      security: bearer,
      headers: IdempotencyHeaders,
      body: BookBody,
      response: { 201: ZakazivanjePosete.or(Zakazivanje), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (req, reply) => {
      let placed: Awaited<ReturnType<typeof placeBooking>>;
      try {
        placed = await placeBooking(deps, customerRequest(requireUser(req.user), req.body, req.headers['idempotency-key']));
      } catch (err) {
        app.metrics.countBooking(bookingOutcome(err));
        throw err;
      }
      app.metrics.countBooking(placed.replay ? 'replayed' : 'created');
      if (placed.replay) reply.header('idempotent-replayed', 'true');
      const [first, ...rest] = placed.bookings.map(toZakazivanje);
      return reply.code(201).send(rest.length || first!.posetaId !== null ? { ...first!, delovi: [first!, ...rest] } : first!);
    },
  });

  app.get(idPattern(bookingPaths.booking), {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'One booking',
      description: `The customer who made it, the business's Administrator, the booked employee, or a SystemAdministrator (403 for anyone else). ${ANY_BOOKING}`,
      security: bearer,
      params: BookingIdParams,
      response: { 200: BusinessZakazivanje.or(Zakazivanje), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getBooking(db, req.user, req.params.id),
  });

  app.get(idPattern(bookingPaths.bookingIcs), {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'A booking as a calendar entry (text/calendar)',
      description: 'Same access as the booking. An iCalendar file with a UID stable per booking, times in UTC, SUMMARY "service @ business" and the address as LOCATION; STATUS:CANCELLED for rejected or cancelled bookings.',
      security: bearer,
      params: BookingIdParams,
      response: {
        200: { description: 'The booking as an iCalendar file (attachment)', content: { 'text/calendar': { schema: z.string() } } },
        403: ErrorBody,
      },
    },
    handler: async (req, reply) => {
      const ics = await service.getBookingIcs(deps, req.user, req.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="zakazivanje-${req.params.id}.ics"`)
        .send(ics);
    },
  });

  const transitions: { path: (id: string) => string; what: Transition; summary: string; description: string }[] = [
    { path: bookingPaths.confirm, what: 'confirm', summary: 'Confirm a pending booking', description: `pending → confirmed. The business's Administrator or the booked employee. Mails the customer with the calendar entry; schedules a reminder at the customer's podsetnikSati before the start (default ${REMINDER_HOURS} h; none when they turned reminders off).` },
    { path: bookingPaths.reject, what: 'reject', summary: 'Reject a pending booking', description: "pending → rejected. The business's Administrator or the booked employee; optional razlog, mailed to the customer. Frees the time." },
    {
      path: bookingPaths.cancel,
      what: 'cancel',
      summary: 'Cancel a booking',
      description:
        "pending or confirmed → cancelled, before the start. The customer who booked it (a pending request any time before the start; a confirmed booking until its otkazivanjeDo, the business's otkazivanjeSati before the start, later 409 too-late), or the business (any time before the start: its Administrator or the booked employee) with an optional razlog that is mailed to the customer. Frees the time; a customer's cancellation also mails the business.",
    },
    {
      path: bookingPaths.complete,
      what: 'complete',
      summary: 'Mark a visit completed',
      description: `confirmed → completed, once the booking has ended. The business's Administrator or the booked employee. Bookings nobody completes are completed automatically ${AUTO_COMPLETE_HOURS} h after their end, so the customer can rate them.`,
    },
    { path: bookingPaths.noShow, what: 'noShow', summary: 'Mark a booking as a no-show', description: "confirmed → noShow, once the booking has started. The business's Administrator or the booked employee." },
  ];
  for (const t of transitions) {
    app.post(idPattern(t.path), {
      config: { access: t.what === 'cancel' ? { roles: ['RegularUser', 'Administrator', 'Employee'] } : { roles: ['Administrator', 'Employee'] } },
      schema: {
        tags,
        summary: t.summary,
        description: `${t.description} Any other status, or the wrong moment: 409 invalid-transition. Every change mails the customer. Answers the booking as the caller sees it: ${ANY_BOOKING}`,
        security: bearer,
        params: BookingIdParams,
        body: TransitionBody,
        response: { 200: BusinessZakazivanje.or(Zakazivanje), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
      handler: (req) => service.transition(deps, req.user, req.params.id, t.what, req.body?.razlog ?? null),
    });
  }

  app.post(idPattern(bookingPaths.reschedule), {
    config: { access: { roles: ['RegularUser', 'Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'Move a booking to another time',
      description:
        "The same booking (same id) at a new local datum and vreme, optionally with another employee of the same business who performs the service. " +
        "The customer who booked it, until the business's otkazivanjeSati before the start (later: 409 too-late); the business's Administrator or the booked employee, any time before the start. " +
        "Only pending and confirmed bookings that have not started (409 invalid-transition). The new time must be a free start by the rules of slobodni-termini (the booking's own time does not count as taken): otherwise 409 slot-taken; " +
        '404 for an employee of another business, 400 not-bookable for one who does not perform the service. One transaction under the booking locks: any refusal leaves the booking exactly as it was. ' +
        'The business side may send vanRadnogVremena: true to move it by the desk booking rules (outside working hours, off the grid, without minimum notice, not into the past; never over a live booking or blocked time); the customer\'s is ignored. ' +
        "A customer's move makes a confirmed booking pending again unless the business confirms automatically; a move by the business keeps the status. " +
        'The history keeps the earlier time; the customer and the business are mailed with the updated calendar entry (same UID, higher SEQUENCE). ' +
        `Answers the booking as the caller sees it: ${ANY_BOOKING}`,
      security: bearer,
      params: BookingIdParams,
      body: RescheduleBody,
      response: { 200: BusinessZakazivanje.or(Zakazivanje), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req) => {
      const { datum, vreme, zaposleniId, vanRadnogVremena } = req.body;
      const request = { kind: 'move', caller: requireUser(req.user), bookingId: req.params.id, to: { zaposleniId, datum, vreme }, outsideHours: vanRadnogVremena ?? false } as const;
      const { bookings, mover } = await placeBooking(deps, request);
      return mover === 'business' ? toBusinessZakazivanje(bookings[0]!) : toZakazivanje(bookings[0]!);
    },
  });

  app.get(bookingPaths.profileBookings, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "A user's bookings (Profil/zakazivanja)",
      description: 'The user themself or a SystemAdministrator (403 otherwise). Newest start first, at most 500.',
      security: bearer,
      querystring: ProfileBookingsQuery,
      response: { 200: ZakazivanjeList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: (req) => service.profileBookings(db, req.user, req.query.userId),
  });

  app.get(bookingPaths.myAppointments, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "A user's appointments, upcoming or past, paged (Moji termini)",
      description:
        'vrsta=predstojeci (default): pending or confirmed bookings not started yet, soonest first; vrsta=prosli: every other booking, newest first. ' +
        'page is 1-based; pageSize default 20, at most 100. total counts the appointments of that kind (the menu shows the upcoming ones). ' +
        "lokali: the phone and address of each business on the page. The user themself or a SystemAdministrator (403 otherwise).",
      security: bearer,
      querystring: MyAppointmentsQuery,
      response: { 200: MojiTermini, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: (req) => service.myAppointments(db, req.user, req.query),
  });

  app.get(bookingPaths.employeeDay, {
    config: { access: { roles: ['Employee', 'Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "An employee's bookings of one day",
      description: "employeeId is the zaposleni id; date MM-DD-YYYY or YYYY-MM-DD, a local day of the business. The employee themself, the business's Administrator or a SystemAdministrator. Every status, by start time, with the customer's name and phone.",
      security: bearer,
      querystring: EmployeeDayQuery,
      response: { 200: BusinessZakazivanjeList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.employeeDay(db, req.user, req.query.employeeId, req.query.date),
  });

  app.get(bookingPaths.businessBookings(':entitetId'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "A business's bookings (the owner's inbox and agenda)",
      description: "Its Administrator or a SystemAdministrator. Bookings starting on local days od..do (default: today to today + 62 days; at most 366 days), optionally of one status and one employee, by start time, with the customer's name and phone. At most 2000.",
      security: bearer,
      params: BusinessBookingsParams,
      querystring: BusinessBookingsQuery,
      response: { 200: BusinessZakazivanjeList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.businessBookings(db, req.user, req.params.entitetId, req.query),
  });

  // ---- the business's front desk (CONTRACT.md "The business's front desk") ----

  app.post(bookingPaths.deskBooking(':entitetId'), {
    config: { access: { roles: ['Administrator', 'Employee'] } },
    schema: {
      tags,
      summary: 'A desk booking: a phone or walk-in customer without an account',
      description:
        "The business's Administrator (any of its employees) or its Employee for themself (403 otherwise). 201 with the booking, status confirmed, userId null, klijentIme set. " +
        'The time: a day from today to the horizon (400 otherwise); no minimum notice and no grid; inside the employee\'s working hours, breaks, days off and closures unless vanRadnogVremena is true; ' +
        'never over a live (pending or confirmed) booking or blocked time of the employee: 409 slot-taken, details naming the bookings (ConflictingBooking; a block as {blokada: true, …}). ' +
        'A service or employee not of the business: 404; an inactive employee or one who does not perform the service: 400 not-bookable. ' +
        "On the customer bookings' path: the employee's bookings take turns at one lock, and the database's exclusion constraint refuses any overlap. " +
        'With klijentEmail the customer is mailed the confirmation with its calendar entry (and a reminder); later changes mail them too.',
      security: bearer,
      params: BusinessBookingsParams,
      body: DeskBookingBody,
      response: { 201: BusinessZakazivanjePosete.or(BusinessZakazivanje), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => {
      const b = req.body;
      const { bookings } = await placeBooking(deps, {
        kind: 'desk',
        caller: requireUser(req.user),
        entitetId: req.params.entitetId,
        visit: { datum: b.datum, vreme: b.vreme, parts: partsOf(b) },
        napomena: b.napomena?.length ? b.napomena : null,
        klijent: { ime: b.klijentIme, telefon: b.klijentTelefon ?? null, email: b.klijentEmail ?? null },
        outsideHours: b.vanRadnogVremena ?? false,
      });
      const [first, ...rest] = bookings.map(toBusinessZakazivanje);
      return reply.code(201).send(rest.length ? { ...first!, delovi: [first!, ...rest] } : first!);
    },
  });

  app.get(bookingPaths.calendar(':entitetId'), {
    config: { access: { roles: ['Administrator', 'Employee', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "The business's calendar: a day or a week in one call",
      description:
        `Local days od..do (default today..od; at most ${CALENDAR_MAX_DAYS} days, else 400) in the business's zone: the employees (columns), the bookings starting on those days (every status, with the customer; by start), ` +
        'the blocked intervals and each employee\'s working hours per day (less breaks, without days off and closures). ' +
        "Its Administrator or a SystemAdministrator (every employee, or zaposleniId's column); an Employee of the business sees only their own column (403 for a colleague's or another business).",
      security: bearer,
      params: BusinessBookingsParams,
      querystring: CalendarQuery,
      response: { 200: Kalendar, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => calendar(db, req.user, req.params.entitetId, req.query),
  });

  app.get(bookingPaths.clients(':entitetId'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "The business's clients",
      description:
        'Everyone with a booking at the business: accounts and desk customers (a walk-in is one client per email, else phone, else name). ' +
        'posete: completed visits; nedolasci: no-shows; poslednjaPoseta: local date of the last completed visit; napomena: the business\'s private note. ' +
        'q: part of the name, phone or email. By name, paged (pageSize default 50, at most 100). Its Administrator or a SystemAdministrator.',
      security: bearer,
      params: BusinessBookingsParams,
      querystring: ClientsQuery,
      response: { 200: KlijentList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => listClients(db, req.user, req.params.entitetId, req.query),
  });

  app.get(bookingPaths.clientBookings(':entitetId'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "One client's bookings with the business (their history)",
      description:
        "klijentId is the client's id from the clients list. Every status, newest first, at most 200, with the customer, service and employee. " +
        'Its Administrator or a SystemAdministrator; 404 for an id that is no client of the business.',
      security: bearer,
      params: BusinessBookingsParams,
      querystring: ClientBookingsQuery,
      response: { 200: BusinessZakazivanjeList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => clientBookings(db, req.user, req.params.entitetId, req.query.klijentId),
  });

  app.put(bookingPaths.clientNote(':entitetId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "The business's private note about a client",
      description: "klijentId is the client's id from the clients list; an empty napomena removes the note. Only the business's Administrator; 404 for an id that is no client of the business. Never shown to the client.",
      security: bearer,
      params: BusinessBookingsParams,
      body: KlijentNapomenaBody,
      response: { 200: KlijentNapomena, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => setClientNote(db, req.user, req.params.entitetId, req.body),
  });

  app.put(bookingPaths.clientBlock(':entitetId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "Block or unblock a client's online bookings",
      description:
        "klijentId is an account's id from the clients list (u{userId}); a walk-in's is 400 (walk-ins do not book online). A blocked client's bookings at the business answer 403 client-blocked " +
        "(details: [{telefon}], the business's phone, so they can call); their bookings made before stay. Only the business's Administrator; 404 for an id that is no client of the business.",
      security: bearer,
      params: BusinessBookingsParams,
      body: KlijentBlokadaBody,
      response: { 200: KlijentBlokada, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => setClientBlocked(db, req.user, req.params.entitetId, req.body),
  });

  app.get(bookingPaths.clientRules(':entitetId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "The business's rules for its clients",
      description: 'zahtevPosleNedolazaka: clients with 2 or more no-shows at the business book as requests (pending) even when it confirms at once. Off until set. Only the business\'s Administrator.',
      security: bearer,
      params: BusinessBookingsParams,
      response: { 200: KlijentPravila, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => readClientRules(db, req.user, req.params.entitetId),
  });

  app.put(bookingPaths.clientRules(':entitetId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "Set the business's rules for its clients",
      description: 'zahtevPosleNedolazaka: clients with 2 or more no-shows at the business book as requests (pending) even when it confirms at once; their bookings made before keep their status. Only the business\'s Administrator.',
      security: bearer,
      params: BusinessBookingsParams,
      body: KlijentPravila,
      response: { 200: KlijentPravila, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => setClientRules(db, req.user, req.params.entitetId, req.body),
  });

  app.get(bookingPaths.liveSlots, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Live changes of free slots (server-sent events)',
      description:
        'text/event-stream for one business and local day. Starts with the comment ": ready" once the server listens; then `event: slots` with data LiveSlotsEvent {entitetId, zaposleniId, datum} whenever a booking of that business on that day is made or changes status, ' +
        'or the schedule changes (datum null: every day; zaposleniId null: every employee); refetch slobodni-termini then. A comment line every 25 s keeps the connection open. ' +
        'Fed by PostgreSQL LISTEN/NOTIFY, so changes made through any server process arrive. 404 for an unknown or unpublished business.',
      querystring: LiveSlotsQuery,
      response: {
        200: { description: 'The stream of slot changes', content: { 'text/event-stream': { schema: z.string() } } },
        404: ErrorBody,
      },
    },
    handler: (req, reply) => streamLiveSlots(app, req, reply, req.query.entitetId, req.query.datum),
  });
};
