/** Zod-free module (the web client imports it at runtime): API paths of schedule and booking. */
type IdLike = number | string;
export const bookingPaths = {
  // free slots and booking (CONTRACT.md, Booking)
  freeSlots: '/api/ZakaziTermini/slobodni-termini',
  /** days in a range that have at least one free start (the calendar greys out the rest) */
  freeDays: '/api/ZakaziTermini/slobodni-dani',
  book: '/api/ZakaziTermini/zakazi-termin',
  openSlots: '/api/ZakaziTermini/InsertOslobodjeneTermine',
  /** server-sent events: a business's free slots changed on a day (LISTEN/NOTIFY fed) */
  liveSlots: '/api/ZakaziTermini/uzivo',
  // one booking and its transitions
  booking: (id: IdLike) => `/api/termini/${id}`,
  bookingIcs: (id: IdLike) => `/api/termini/${id}/kalendar.ics`,
  confirm: (id: IdLike) => `/api/termini/${id}/confirm`,
  reject: (id: IdLike) => `/api/termini/${id}/reject`,
  cancel: (id: IdLike) => `/api/termini/${id}/cancel`,
  complete: (id: IdLike) => `/api/termini/${id}/complete`,
  noShow: (id: IdLike) => `/api/termini/${id}/no-show`,
  /** move the booking to another time (and employee): the same booking, at the new time */
  reschedule: (id: IdLike) => `/api/termini/${id}/reschedule`,
  // lists
  profileBookings: '/api/Profil/zakazivanja',
  /** GET ?userId&vrsta&page&pageSize: the user's own appointments, upcoming or past, paged ("Moji termini") */
  myAppointments: '/api/Profil/termini',
  employeeDay: '/api/AdminDashboard/admin-dashboard/zaposleni',
  businessBookings: (entitetId: IdLike) => `/api/Entitet/${entitetId}/zakazivanja`,
  // schedule
  workingWeek: (zaposleniId: IdLike) => `/api/RadnaNedelja/${zaposleniId}`,
  setWorkingWeek: (zaposleniId: IdLike) => `/api/RadnaNedelja/${zaposleniId}/dodaj-radnu-nedelju`,
  daysOff: (zaposleniId: IdLike) => `/api/Zaposleni/${zaposleniId}/odsustva`,
  dayOff: (zaposleniId: IdLike, odsustvoId: IdLike) => `/api/Zaposleni/${zaposleniId}/odsustva/${odsustvoId}`,
  closures: (entitetId: IdLike) => `/api/Entitet/${entitetId}/zatvaranja`,
  closure: (entitetId: IdLike, zatvaranjeId: IdLike) => `/api/Entitet/${entitetId}/zatvaranja/${zatvaranjeId}`,
  /** the calling Employee's own employee record (zaposleniId, business, services) */
  myEmployee: '/api/Zaposleni/moj',
  // the business's front desk (CONTRACT.md "The business's front desk")
  /** POST: a desk booking for a phone or walk-in customer (GET on the same path is the inbox) */
  deskBooking: (entitetId: IdLike) => `/api/Entitet/${entitetId}/zakazivanja`,
  /** GET: employees, bookings, blocked time and working hours of a day or week */
  calendar: (entitetId: IdLike) => `/api/Entitet/${entitetId}/kalendar`,
  /** POST a blocked interval; DELETE one with ?id= (or the path of one block below) */
  blocks: (zaposleniId: IdLike) => `/api/Zaposleni/${zaposleniId}/blokade`,
  block: (zaposleniId: IdLike, blokadaId: IdLike) => `/api/Zaposleni/${zaposleniId}/blokade/${blokadaId}`,
  /** GET: the business's clients (accounts and walk-ins) */
  clients: (entitetId: IdLike) => `/api/Entitet/${entitetId}/klijenti`,
  /** GET ?klijentId=: one client's bookings with the business (their history) */
  clientBookings: (entitetId: IdLike) => `/api/Entitet/${entitetId}/klijenti/zakazivanja`,
  /** PUT: the business's private note about one client */
  clientNote: (entitetId: IdLike) => `/api/Entitet/${entitetId}/klijenti/napomena`,
  /** PUT: block or unblock one client's online bookings at the business */
  clientBlock: (entitetId: IdLike) => `/api/Entitet/${entitetId}/klijenti/blokada`,
  /** PUT: the business's rules for its clients (no-shows book as requests) */
  clientRules: (entitetId: IdLike) => `/api/Entitet/${entitetId}/klijenti/pravila`,
} as const;

/** No-shows at one business from which a client's online bookings there are requests, when its rules say so. */
export const NO_SHOWS_FOR_REQUEST = 2;

/**
 * Booking statuses (CONTRACT.md Zakazivanje and "Booking lifecycle"). pending and confirmed hold
 * the slot; expired is a request the business did not answer in time.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'noShow', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Error codes of the schedule and booking calls a client can act on. */
export const BOOKING_ERRORS = {
  slotTaken: 'slot-taken', // 409: the time is not (or no longer) a free start for that employee
  tooLate: 'too-late', // 409: the customer's cancellation window (otkazivanjeSati before the start) has passed
  invalidTransition: 'invalid-transition', // 409: the booking's status (or its time) does not allow this change
  notBookable: 'not-bookable', // 400: the employee is inactive, does not perform the service, or belongs to another business
  idempotencyKeyReused: 'idempotency-key-reused', // 409: the same Idempotency-Key was used with a different body
  bookingsConflict: 'bookings-conflict', // 409: a new day off / closure covers live bookings (details list them)
  rateLimited: 'rate-limited', // 429
  clientBlocked: 'client-blocked', // 403: the business blocked this customer's online bookings (details: [{telefon}], call it)
} as const;

/** The most services in one visit (CONTRACT.md "Third release", Bookings: 2 to 5). */
export const VISIT_MAX_SERVICES = 5;

/** Longest range of GET /api/Entitet/{id}/kalendar, in days (od..do inclusive). */
export const CALENDAR_MAX_DAYS = 31;

/** Server-sent event name on liveSlots: data is LiveSlotsEvent JSON. */
export const LIVE_SLOTS_EVENT = 'slots';
