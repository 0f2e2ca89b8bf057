import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readCalendar } from '../../../test/support/calendar-file.ts';
import { bookingIcs, calendarMethod, type CalendarEntry } from './ics.ts';

/**
 * The calendar entry as ical-generator writes it, read back with ical.js (an independent parser):
 * what a calendar program would take from it.
 */
const entry: CalendarEntry = {
  id: 42,
  status: 'confirmed',
  sequence: 3,
  pocetak: new Date('2026-03-29T01:30:00Z'),
  kraj: new Date('2026-03-29T02:30:00Z'),
  summary: 'Šišanje, pranje; feniranje @ Frizerski salon "Đurđa"',
  description: 'Šišanje — Jelena Jovanović\nKratko',
  adresa: 'Knez Mihailova 1, 11000 Beograd',
  organizer: { name: 'Frizerski salon "Đurđa"', email: 'salon@example.test', sentBy: 'no-reply@zakazi.test' },
  attendee: { name: 'Ana Petrović', email: 'ana@example.test' },
};
const opts = { domain: 'zakazi.test', url: 'https://zakazi.test/profile', now: new Date('2026-03-01T10:00:00Z') };

describe('a booking as an iCalendar entry', () => {
  test('a confirmed booking: PUBLISH, CONFIRMED, its UID and SEQUENCE, UTC times, text as written', () => {
    const ics = bookingIcs(entry, opts);
    const read = readCalendar(ics);
    assert.equal(read.method, 'PUBLISH');
    assert.equal(read.status, 'CONFIRMED');
    assert.equal(read.uid, 'zakazivanje-42@zakazi.test');
    assert.equal(read.sequence, 3);
    assert.equal(read.start.toISOString(), '2026-03-29T01:30:00.000Z');
    assert.equal(read.end.toISOString(), '2026-03-29T02:30:00.000Z');
    assert.equal(read.summary, entry.summary, 'commas, semicolons and quotes survive escaping');
    assert.equal(read.location, entry.adresa);
    assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\n'));
    assert.ok(ics.endsWith('END:VCALENDAR\r\n'), 'every line, the last one too, ends with CRLF');
  });

  test('the business is the ORGANIZER (sent by the service), the customer the ATTENDEE', () => {
    const read = readCalendar(bookingIcs(entry, opts));
    assert.deepEqual(read.organizer, { cn: "Frizerski salon 'Đurđa'", address: 'salon@example.test', sentBy: 'mailto:no-reply@zakazi.test' });
    assert.deepEqual(read.attendees, [{ cn: 'Ana Petrović', address: 'ana@example.test', partstat: 'ACCEPTED' }]);
    const desk = readCalendar(bookingIcs({ ...entry, attendee: null }, opts));
    assert.deepEqual(desk.attendees, [], 'a desk booking without an address has no attendee');
  });

  test('a pending booking is TENTATIVE', () => {
    const read = readCalendar(bookingIcs({ ...entry, status: 'pending' }, opts));
    assert.equal(read.method, 'PUBLISH');
    assert.equal(read.status, 'TENTATIVE');
    assert.equal(read.attendees[0]!.partstat, 'TENTATIVE');
  });

  test('cancelled, rejected and expired: METHOD:CANCEL, STATUS:CANCELLED, the same UID, with ORGANIZER and ATTENDEE (RFC 5546 §3.2.5)', () => {
    for (const status of ['cancelled', 'rejected', 'expired'] as const) {
      const read = readCalendar(bookingIcs({ ...entry, status, sequence: 4 }, opts));
      assert.equal(read.method, 'CANCEL', status);
      assert.equal(read.status, 'CANCELLED', status);
      assert.equal(read.uid, 'zakazivanje-42@zakazi.test', status);
      assert.equal(read.sequence, 4, status);
      assert.equal(read.organizer?.address, 'salon@example.test', status);
      assert.equal(read.attendees[0]?.address, 'ana@example.test', status);
      assert.equal(calendarMethod(status), 'CANCEL');
    }
    for (const status of ['completed', 'noShow'] as const) {
      assert.equal(readCalendar(bookingIcs({ ...entry, status }, opts)).status, 'CONFIRMED', `${status}: the visit stays in the calendar`);
      assert.equal(calendarMethod(status), 'PUBLISH');
    }
  });

  test('long lines fold at 75 octets without splitting a character', () => {
    const ics = bookingIcs({ ...entry, summary: 'Đ'.repeat(80) }, opts);
    for (const line of ics.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
    assert.equal(readCalendar(ics).summary, 'Đ'.repeat(80));
  });
});
