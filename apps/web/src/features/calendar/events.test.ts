import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { bookingEvents, nextBooking, visibleHours, wallDate, wallOf, workingHours } from './events.ts';

function booking(over: Partial<BusinessZakazivanje>): BusinessZakazivanje {
  return {
    id: 1, entitetId: 3, entitetNaziv: 'Salon', uslugaId: 11, uslugaNaziv: 'Šišanje', zaposleniId: 7, zaposleniIme: 'Ana',
    userId: null, datum: '2026-12-04', vreme: '10:00', trajanjeMinuta: 45, cena: 1500, valuta: 'RSD', status: 'confirmed',
    napomena: null, createdAt: '2026-11-20T10:00:00Z', pocetak: '2026-12-04T09:00:00Z', kraj: '2026-12-04T09:45:00Z',
    vremenskaZona: 'Europe/Belgrade', razlog: null, otkazivanjeDo: '2026-12-03T09:00:00Z', ocenjeno: false, klijentIme: 'Mila', korisnikIme: 'Mila', korisnikTelefon: null,
    istice: null, klijentTelefon: null, klijentEmail: null, posetaId: null, ...over,
  };
}

test('a wall date carries the business’s wall clock, whatever the browser’s zone', () => {
  const d = wallDate('2026-03-29', 2 * 60 + 30);
  assert.deepEqual(wallOf(d), { datum: '2026-03-29', vreme: '02:30' });
  assert.deepEqual(wallOf(wallDate('2026-12-31', 23 * 60 + 59)), { datum: '2026-12-31', vreme: '23:59' });
});

test('bookings become events in their employee’s column, lasting their duration; closed ones only on request', () => {
  const data = { zakazivanja: [booking({ id: 1 }), booking({ id: 2, status: 'cancelled', zaposleniId: 8 })] };
  const live = bookingEvents(data, false);
  assert.deepEqual(live.map((e) => e.booking.id), [1]);
  assert.equal(live[0]!.resourceId, 7);
  assert.deepEqual(wallOf(live[0]!.start), { datum: '2026-12-04', vreme: '10:00' });
  assert.deepEqual(wallOf(live[0]!.end), { datum: '2026-12-04', vreme: '10:45' });
  assert.deepEqual(bookingEvents(data, true).map((e) => e.booking.id), [1, 2]);
});

test('working hours shade the employee’s own stretches, breaks left out', () => {
  const hours = workingHours({ radnoVreme: [
    { zaposleniId: 7, datum: '2026-12-04', pocetak: '09:00', kraj: '13:00' },
    { zaposleniId: 7, datum: '2026-12-04', pocetak: '13:30', kraj: '17:00' },
  ] });
  assert.equal(hours.isWorking(7, '2026-12-04', 9 * 60), true);
  assert.equal(hours.isWorking(7, '2026-12-04', 13 * 60 + 15), false, 'the break');
  assert.equal(hours.isWorking(7, '2026-12-04', 17 * 60), false, 'the end is exclusive');
  assert.equal(hours.isWorking(8, '2026-12-04', 10 * 60), false, 'another employee');
  assert.equal(hours.covers(7, '2026-12-04', 12 * 60, 12 * 60 + 45), true);
  assert.equal(hours.covers(7, '2026-12-04', 12 * 60 + 30, 13 * 60 + 15), false, 'runs into the break');
});

test('the grid shows at least 08–20, widened to whole hours around whatever lies outside', () => {
  assert.deepEqual(visibleHours(undefined), { from: 480, to: 1200 });
  const data = { radnoVreme: [{ zaposleniId: 7, datum: '2026-12-04', pocetak: '07:30', kraj: '15:00' }], zakazivanja: [booking({ vreme: '20:15', trajanjeMinuta: 30 })], blokade: [] };
  assert.deepEqual(visibleHours(data), { from: 420, to: 21 * 60 });
});

test('the next booking is the first live one not yet over', () => {
  const list = [
    booking({ id: 1, datum: '2026-12-04', vreme: '09:00', trajanjeMinuta: 30 }),
    booking({ id: 2, datum: '2026-12-04', vreme: '11:00', status: 'cancelled' }),
    booking({ id: 3, datum: '2026-12-05', vreme: '08:00', status: 'pending' }),
    booking({ id: 4, datum: '2026-12-04', vreme: '12:00' }),
  ];
  assert.equal(nextBooking(list, '2026-12-04', 9 * 60 + 10)?.id, 1, 'still running');
  assert.equal(nextBooking(list, '2026-12-04', 10 * 60)?.id, 4);
  assert.equal(nextBooking(list, '2026-12-04', 13 * 60)?.id, 3);
  assert.equal(nextBooking(list, '2026-12-06', 0), null);
});
