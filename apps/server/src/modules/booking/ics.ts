/**
 * An iCalendar (RFC 5545) entry for one booking, attached to the mails of confirmed bookings
 * and served by GET /api/termini/{id}/kalendar.ics. The UID is stable per booking, so a calendar
 * that imported the confirmation updates the same event on a reminder and removes it on a
 * cancellation (METHOD:CANCEL, STATUS:CANCELLED). Times are UTC, so no VTIMEZONE is needed.
 */
export type IcsBooking = {
  id: number;
  pocetak: Date;
  kraj: Date;
  uslugaNaziv: string;
  entitetNaziv: string;
  zaposleniIme: string;
  adresa: string | null;
  napomena: string | null;
  cancelled: boolean;
  /** bumps SEQUENCE so calendars accept the update */
  sequence: number;
};

export function bookingIcs(b: IcsBooking, opts: { domain: string; now?: Date; url?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zakazi//Booking//SR',
    'CALSCALE:GREGORIAN',
    `METHOD:${b.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:zakazivanje-${b.id}@${opts.domain}`,
    `SEQUENCE:${b.sequence}`,
    `DTSTAMP:${utc(opts.now ?? new Date())}`,
    `DTSTART:${utc(b.pocetak)}`,
    `DTEND:${utc(b.kraj)}`,
    `SUMMARY:${text(`${b.uslugaNaziv} @ ${b.entitetNaziv}`)}`,
    ...(b.adresa ? [`LOCATION:${text(b.adresa)}`] : []),
    `DESCRIPTION:${text([`${b.uslugaNaziv} — ${b.zaposleniIme}`, b.napomena ?? ''].filter(Boolean).join('\n'))}`,
    ...(opts.url ? [`URL:${opts.url}`] : []),
    `STATUS:${b.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 20260329T013000Z */
function utc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 3.3.11). */
function text(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}
