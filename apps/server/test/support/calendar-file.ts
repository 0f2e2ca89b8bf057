import ICAL from 'ical.js';
import type { ReceivedMail } from './smtp-sink.ts';

/**
 * Calendar files (a booking mail's text/calendar part, GET /api/termini/{id}/kalendar.ics) read
 * the way a calendar program reads them, with ical.js: a parser independent of ical-generator,
 * which writes them (apps/server/src/modules/booking/ics.ts).
 */

/** A calendar entry as a calendar program reads it. */
export type CalendarFile = {
  /** the METHOD of the mail part's Content-Type (RFC 6047), null when not mailed */
  partMethod: string | null;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  organizer: { cn: string | null; address: string; sentBy: string | null } | null;
  attendees: { cn: string | null; address: string; partstat: string | null }[];
};

/**
 * The text of a calendar file read with ical.js, a parser independent of ical-generator that
 * wrote it: what a calendar program sees, not what our code meant to write. It throws on a file
 * that is not iCalendar.
 */
export function readCalendar(text: string, partMethod: string | null = null): CalendarFile {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const event = events[0]!;
  const address = (value: unknown) => String(value).replace(/^mailto:/i, '');
  const organizer = event.getFirstProperty('organizer');
  const param = (p: ICAL.Property, name: string) => {
    const v = p.getParameter(name);
    return typeof v === 'string' ? v : null;
  };
  const read = new ICAL.Event(event);
  return {
    partMethod,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: read.uid,
    sequence: read.sequence,
    status: String(event.getFirstPropertyValue('status')),
    start: read.startDate.toJSDate(),
    end: read.endDate.toJSDate(),
    summary: read.summary,
    location: read.location ?? null,
    organizer: organizer ? { cn: param(organizer, 'cn'), address: address(organizer.getFirstValue()), sentBy: param(organizer, 'sent-by') } : null,
    attendees: event.getAllProperties('attendee').map((a) => ({ cn: param(a, 'cn'), address: address(a.getFirstValue()), partstat: param(a, 'partstat') })),
  };
}

/** The calendar entry a received mail carries (its text/calendar part), or null when it has none. */
export function calendarOf(mail: ReceivedMail): CalendarFile | null {
  const parts = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  if (parts.length > 1) throw new Error(`${parts.length} calendar parts in one mail`);
  return parts[0] ? readCalendar(parts[0].content, parts[0].method) : null;
}
