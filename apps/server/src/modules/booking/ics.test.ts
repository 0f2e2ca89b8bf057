import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bookingIcs, type IcsBooking } from './ics.ts';

const booking: IcsBooking = {
  id: 42,
  pocetak: new Date('2026-03-29T01:30:00Z'),
  kraj: new Date('2026-03-29T02:30:00Z'),
  uslugaNaziv: 'Šišanje, pranje; feniranje',
  entitetNaziv: 'Frizerski salon Đurđa',
  zaposleniIme: 'Jelena Jovanović',
  adresa: 'Knez Mihailova 1, 11000 Beograd',
  napomena: null,
  cancelled: false,
  sequence: 0,
};

/** Unfolds continuation lines, as a calendar reader does. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

test('an ICS entry: UTC times, stable UID, escaped text, CRLF lines', () => {
  const ics = bookingIcs(booking, { domain: 'zakazi.test', now: new Date('2026-03-01T10:00:00Z') });
  const body = unfold(ics);
  assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\n'));
  assert.ok(ics.endsWith('END:VCALENDAR\r\n'));
  assert.match(body, /\r\nMETHOD:PUBLISH\r\n/);
  assert.match(body, /\r\nUID:zakazivanje-42@zakazi.test\r\n/);
  assert.match(body, /\r\nDTSTART:20260329T013000Z\r\n/);
  assert.match(body, /\r\nDTEND:20260329T023000Z\r\n/);
  assert.match(body, /\r\nDTSTAMP:20260301T100000Z\r\n/);
  assert.match(body, /\r\nSUMMARY:Šišanje\\, pranje\\; feniranje @ Frizerski salon Đurđa\r\n/);
  assert.match(body, /\r\nLOCATION:Knez Mihailova 1\\, 11000 Beograd\r\n/);
  assert.match(body, /\r\nSTATUS:CONFIRMED\r\n/);
});

test('long lines fold at 75 octets without splitting a character', () => {
  const ics = bookingIcs({ ...booking, uslugaNaziv: 'Đ'.repeat(80) }, { domain: 'zakazi.test' });
  for (const line of ics.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
  assert.match(unfold(ics), new RegExp(`SUMMARY:${'Đ'.repeat(80)} @`));
});

test('a cancelled booking: METHOD:CANCEL, STATUS:CANCELLED, the same UID', () => {
  const ics = unfold(bookingIcs({ ...booking, cancelled: true, sequence: 2 }, { domain: 'zakazi.test' }));
  assert.match(ics, /METHOD:CANCEL/);
  assert.match(ics, /STATUS:CANCELLED/);
  assert.match(ics, /SEQUENCE:2/);
  assert.match(ics, /UID:zakazivanje-42@zakazi.test/);
});
