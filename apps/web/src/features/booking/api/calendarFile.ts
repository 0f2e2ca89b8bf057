import type { Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { buildUrl, getAccessToken } from '@/lib/http';

/**
 * "Add to calendar": the server's .ics of the booking (GET kalendar.ics with the bearer token),
 * saved as a file. Should that call fail, the same event is built here from the booking.
 */
export async function downloadCalendarFile(booking: Zakazivanje, summary: string): Promise<void> {
  let blob: Blob | null = null;
  try {
    const token = getAccessToken();
    const response = await fetch(buildUrl(bookingPaths.bookingIcs(booking.id)), {
      headers: token ? { authorization: `Bearer ${token}`, accept: 'text/calendar' } : { accept: 'text/calendar' },
    });
    if (response.ok) blob = await response.blob();
  } catch {
    /* offline: build it here */
  }
  blob ??= new Blob([icsOf(booking, summary)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `zakazi-termin-${booking.id}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/([,;])/g, '\\$1');

/** RFC 5545 VEVENT in UTC instants. */
function icsOf(b: Pick<Zakazivanje, 'id' | 'pocetak' | 'kraj' | 'entitetNaziv' | 'uslugaNaziv' | 'zaposleniIme' | 'createdAt'>, summary: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zakazi//booking//SR',
    'BEGIN:VEVENT',
    `UID:zakazivanje-${b.id}@zakazi`,
    `DTSTAMP:${stamp(b.createdAt)}`,
    `DTSTART:${stamp(b.pocetak)}`,
    `DTEND:${stamp(b.kraj)}`,
    `SUMMARY:${escape(summary)}`,
    `DESCRIPTION:${escape(`${b.uslugaNaziv} · ${b.zaposleniIme}`)}`,
    `LOCATION:${escape(b.entitetNaziv)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
