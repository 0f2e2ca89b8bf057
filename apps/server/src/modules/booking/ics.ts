import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ZakazivanjeStatus } from '@zakazi/contract';

/**
 * A booking's iCalendar entry (RFC 5545, with RFC 5546's methods), built by ical-generator: the
 * `text/calendar` part of every booking mail and GET /api/termini/{id}/kalendar.ics
 * (CONTRACT.md "Third release", Notifications). The UID is the booking's, so each file updates
 * the same event; SEQUENCE is the booking's calendar version (zakazivanje.kalendar_sekvenca),
 * which grows with every change and every mailed file, so a calendar takes each one as newer.
 * A pending booking is TENTATIVE, a confirmed one CONFIRMED; a cancelled, rejected or expired one
 * is METHOD:CANCEL with STATUS:CANCELLED, which removes the event. The business is the ORGANIZER
 * (RFC 5546 §3.2 requires one in every method); the customer, when we know an address, the
 * ATTENDEE (§3.2.5: a CANCEL of the whole event names its attendees). Times are UTC, so no
 * VTIMEZONE is needed.
 */
export type CalendarEntry = {
  id: number;
  status: ZakazivanjeStatus;
  sequence: number;
  pocetak: Date;
  kraj: Date;
  /** the event's title, as the recipient reads it */
  summary: string;
  description: string;
  adresa: string | null;
  organizer: { name: string; email: string; sentBy: string | null };
  attendee: { name: string; email: string } | null;
};

/** How a booking of each status stands in a calendar. */
type CalendarState = 'tentative' | 'confirmed' | 'cancelled';

const STATES: Record<ZakazivanjeStatus, CalendarState> = {
  pending: 'tentative',
  confirmed: 'confirmed',
  // a visit that took place (or was missed) stays in the calendar as it was
  completed: 'confirmed',
  noShow: 'confirmed',
  cancelled: 'cancelled',
  rejected: 'cancelled',
  expired: 'cancelled',
};

/** METHOD of a booking's file: CANCEL removes the event, PUBLISH adds or updates it. */
export function calendarMethod(status: ZakazivanjeStatus): 'PUBLISH' | 'CANCEL' {
  return STATES[status] === 'cancelled' ? 'CANCEL' : 'PUBLISH';
}

const EVENT_STATUS: Record<CalendarState, ICalEventStatus> = {
  tentative: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

// A cancelled event's attendee has no answer to give.
const PARTSTAT: Record<CalendarState, ICalAttendeeStatus | null> = {
  tentative: ICalAttendeeStatus.TENTATIVE,
  confirmed: ICalAttendeeStatus.ACCEPTED,
  cancelled: null,
};

/**
 * A parameter value (CN) may not hold a double quote at all (RFC 5545 §3.1: no escaping there),
 * nor control characters: a business or customer name is written with them replaced.
 */
const parameterText = (s: string) => s.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ');

export function bookingIcs(entry: CalendarEntry, opts: { domain: string; url: string; now?: Date }): string {
  const state = STATES[entry.status];
  const calendar = ical({
    prodId: { company: 'Zakazi', product: 'Booking', language: 'SR' },
    method: state === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `zakazivanje-${entry.id}@${opts.domain}`,
    sequence: entry.sequence,
    stamp: opts.now ?? new Date(),
    start: entry.pocetak,
    end: entry.kraj,
    summary: entry.summary,
    description: entry.description,
    location: entry.adresa,
    url: opts.url,
    status: EVENT_STATUS[state],
    organizer: {
      name: parameterText(entry.organizer.name),
      email: entry.organizer.email,
      ...(entry.organizer.sentBy ? { sentBy: entry.organizer.sentBy } : {}),
    },
    attendees: entry.attendee
      ? [{ name: parameterText(entry.attendee.name), email: entry.attendee.email, role: ICalAttendeeRole.REQ, status: PARTSTAT[state], rsvp: false }]
      : [],
  });
  // ical-generator ends the last line without its CRLF; RFC 5545 ends every content line with one.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
