import { bookingPaths as p } from '@zakazi/contract';
import { AUTHENTICATED, PUBLIC, roles, type PolicyTable, type World } from '../world.ts';

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const post = (url: string, payload: object = {}) => ({ url, payload });
const booking = (w: World) => w.bookingA;

/** The customer's booking: the customer, the business's owner, the booked employee, a SystemAdministrator. */
const BOOKING_READERS = ['customer', 'owner', 'employee', 'sysadmin'] as const;
/** The business side of the booking: its owner and the booked employee. */
const BUSINESS_SIDE = ['owner', 'employee'] as const;

/** Schedule, booking and live slots (issue 4). */
export const bookingPolicy: PolicyTable = {
  // free slots
  'GET /api/ZakaziTermini/slobodni-termini': {
    access: PUBLIC,
    request: (w) => ({ url: `${p.freeSlots}?entitetId=${w.businessA}&uslugaId=${w.serviceA}&datum=${isoDay(1)}` }),
  },
  'GET /api/ZakaziTermini/slobodni-dani': {
    access: PUBLIC,
    request: (w) => ({ url: `${p.freeDays}?entitetId=${w.businessA}&uslugaId=${w.serviceA}&od=${isoDay(0)}&do=${isoDay(14)}` }),
  },
  // Answered by 400 (bad query) so the event stream is never opened inside inject.
  'GET /api/ZakaziTermini/uzivo': { access: PUBLIC, request: (w) => ({ url: `${p.liveSlots}?entitetId=${w.businessA}` }) },
  // booking
  'POST /api/ZakaziTermini/zakazi-termin': {
    access: roles('RegularUser'),
    request: (w) => post(p.book, { entitetId: w.businessA, uslugaId: w.serviceA, zaposleniId: w.zaposleniA, datum: isoDay(8), vreme: '11:00' }),
  },
  'GET /api/termini/:id': { access: AUTHENTICATED, request: (w) => ({ url: p.booking(booking(w)) }), allowed: [...BOOKING_READERS] },
  'GET /api/termini/:id/kalendar.ics': { access: AUTHENTICATED, request: (w) => ({ url: p.bookingIcs(booking(w)) }), allowed: [...BOOKING_READERS] },
  'POST /api/termini/:id/confirm': { access: roles('Administrator', 'Employee'), request: (w) => post(p.confirm(booking(w))), allowed: [...BUSINESS_SIDE] },
  'POST /api/termini/:id/reject': { access: roles('Administrator', 'Employee'), request: (w) => post(p.reject(booking(w))), allowed: [...BUSINESS_SIDE] },
  'POST /api/termini/:id/cancel': {
    access: roles('RegularUser', 'Administrator', 'Employee'),
    request: (w) => post(p.cancel(booking(w))),
    allowed: ['customer', ...BUSINESS_SIDE],
  },
  // A time that may be taken or closed: whoever gets past the access rule is answered 200 or 409.
  'POST /api/termini/:id/reschedule': {
    access: roles('RegularUser', 'Administrator', 'Employee'),
    request: (w) => post(p.reschedule(booking(w)), { datum: isoDay(9), vreme: '11:00' }),
    allowed: ['customer', ...BUSINESS_SIDE],
  },
  'POST /api/termini/:id/complete': { access: roles('Administrator', 'Employee'), request: (w) => post(p.complete(booking(w))), allowed: [...BUSINESS_SIDE] },
  'POST /api/termini/:id/no-show': { access: roles('Administrator', 'Employee'), request: (w) => post(p.noShow(booking(w))), allowed: [...BUSINESS_SIDE] },
  // lists
  'GET /api/Profil/zakazivanja': { access: AUTHENTICATED, request: (w) => ({ url: `${p.profileBookings}?userId=${w.ids.customer}` }), allowed: ['customer', 'sysadmin'] },
  'GET /api/Profil/termini': { access: AUTHENTICATED, request: (w) => ({ url: `${p.myAppointments}?userId=${w.ids.customer}&vrsta=prosli` }), allowed: ['customer', 'sysadmin'] },
  'GET /api/AdminDashboard/admin-dashboard/zaposleni': {
    access: roles('Employee', 'Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: `${p.employeeDay}?employeeId=${w.zaposleniA}&date=${isoDay(1)}` }),
    allowed: ['employee', 'owner', 'sysadmin'],
  },
  'GET /api/Entitet/:entitetId/zakazivanja': {
    access: roles('Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: p.businessBookings(w.businessA) }),
    allowed: ['owner', 'sysadmin'],
  },
  // schedule
  'GET /api/RadnaNedelja/:zaposleniId': { access: PUBLIC, request: (w) => ({ url: p.workingWeek(w.zaposleniA) }) },
  'POST /api/RadnaNedelja/:zaposleniId/dodaj-radnu-nedelju': {
    access: roles('Administrator', 'Employee'),
    request: (w) => post(p.setWorkingWeek(w.zaposleniA), { dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }] }),
    allowed: [...BUSINESS_SIDE],
  },
  'GET /api/Zaposleni/:zaposleniId/odsustva': { access: roles('Administrator', 'Employee'), request: (w) => ({ url: p.daysOff(w.zaposleniA) }), allowed: [...BUSINESS_SIDE] },
  'POST /api/Zaposleni/:zaposleniId/odsustva': {
    access: roles('Administrator', 'Employee'),
    request: (w) => post(p.daysOff(w.zaposleniA), { od: isoDay(30), do: isoDay(31) }),
    allowed: [...BUSINESS_SIDE],
  },
  'DELETE /api/Zaposleni/:zaposleniId/odsustva/:id': {
    access: roles('Administrator', 'Employee'),
    request: (w) => ({ url: p.dayOff(w.zaposleniA, 999_999) }),
    allowed: [...BUSINESS_SIDE],
  },
  'GET /api/Entitet/:entitetId/zatvaranja': { access: PUBLIC, request: (w) => ({ url: p.closures(w.businessA) }) },
  'POST /api/Entitet/:entitetId/zatvaranja': {
    access: roles('Administrator'),
    request: (w) => post(p.closures(w.businessA), { od: isoDay(40), do: isoDay(41), razlog: 'Odmor' }),
    allowed: ['owner'],
  },
  'DELETE /api/Entitet/:entitetId/zatvaranja/:id': { access: roles('Administrator'), request: (w) => ({ url: p.closure(w.businessA, 999_999) }), allowed: ['owner'] },
  'POST /api/ZakaziTermini/InsertOslobodjeneTermine': {
    access: roles('Administrator'),
    request: (w) => {
      const [y, m, d] = isoDay(9).split('-');
      return post(p.openSlots, { slots: [{ entitetId: w.businessA, zaposleniId: w.zaposleniA, uslugaId: w.serviceA, datum: `${d}.${m}.${y}`, vreme: '18:00' }] });
    },
    allowed: ['owner'],
  },
  'GET /api/Zaposleni/moj': { access: roles('Employee') },
  // the business's front desk (issue 12)
  'POST /api/Entitet/:entitetId/zakazivanja': {
    access: roles('Administrator', 'Employee'),
    request: (w) =>
      post(p.deskBooking(w.businessA), { uslugaId: w.serviceA, zaposleniId: w.zaposleniA, datum: isoDay(10), vreme: '12:00', klijentIme: 'Marko Walk-in', vanRadnogVremena: true }),
    allowed: [...BUSINESS_SIDE],
  },
  'GET /api/Entitet/:entitetId/kalendar': {
    access: roles('Administrator', 'Employee', 'SystemAdministrator'),
    request: (w) => ({ url: `${p.calendar(w.businessA)}?od=${isoDay(0)}&do=${isoDay(6)}` }),
    allowed: [...BUSINESS_SIDE, 'sysadmin'],
  },
  'GET /api/Entitet/:entitetId/klijenti': {
    access: roles('Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: p.clients(w.businessA) }),
    allowed: ['owner', 'sysadmin'],
  },
  'GET /api/Entitet/:entitetId/klijenti/zakazivanja': {
    access: roles('Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: `${p.clientBookings(w.businessA)}?klijentId=u${w.ids.customer}` }),
    allowed: ['owner', 'sysadmin'],
  },
  'PUT /api/Entitet/:entitetId/klijenti/napomena': {
    access: roles('Administrator'),
    request: (w) => ({ url: p.clientNote(w.businessA), payload: { klijentId: `u${w.ids.customer}`, napomena: 'Voli kratko.' } }),
    allowed: ['owner'],
  },
  'PUT /api/Entitet/:entitetId/klijenti/blokada': {
    access: roles('Administrator'),
    // unblocking: the world's customer keeps booking in the other rows
    request: (w) => ({ url: p.clientBlock(w.businessA), payload: { klijentId: `u${w.ids.customer}`, blokiran: false } }),
    allowed: ['owner'],
  },
  'GET /api/Entitet/:entitetId/klijenti/pravila': {
    access: roles('Administrator'),
    request: (w) => ({ url: p.clientRules(w.businessA) }),
    allowed: ['owner'],
  },
  'PUT /api/Entitet/:entitetId/klijenti/pravila': {
    access: roles('Administrator'),
    request: (w) => ({ url: p.clientRules(w.businessA), payload: { zahtevPosleNedolazaka: false } }),
    allowed: ['owner'],
  },
  'POST /api/Zaposleni/:zaposleniId/blokade': {
    access: roles('Administrator', 'Employee'),
    request: (w) => post(p.blocks(w.zaposleniA), { datum: isoDay(12), od: '13:00', do: '14:00', razlog: 'Sastanak' }),
    allowed: [...BUSINESS_SIDE],
  },
  'DELETE /api/Zaposleni/:zaposleniId/blokade': {
    access: roles('Administrator', 'Employee'),
    request: (w) => ({ url: `${p.blocks(w.zaposleniA)}?id=999999` }),
    allowed: [...BUSINESS_SIDE],
  },
  'DELETE /api/Zaposleni/:zaposleniId/blokade/:id': {
    access: roles('Administrator', 'Employee'),
    request: (w) => ({ url: p.block(w.zaposleniA, 999_999) }),
    allowed: [...BUSINESS_SIDE],
  },
};
