import assert from 'node:assert/strict';
import { test } from 'node:test';
import { employeeFor, unionTimes } from './anyone.ts';
import { monthGrid, monthRange, normalizeTimes } from './dates.ts';
import { addMonths, isIsoDay, toRequestDate, todayIn } from '@zakazi/contract/calendar';
import { bookingView } from './status.ts';

test('slot times are de-duplicated, cut to HH:mm and sorted (SPEC.md 5)', () => {
  assert.deepEqual(normalizeTimes(['10:00:00', '09:30', '10:00', '09:30:00']), ['09:30', '10:00']);
});

test('dates go out as MM-DD-YYYY and today is taken in the business time zone', () => {
  assert.equal(toRequestDate('2026-05-09'), '05-09-2026');
  // 23:30 UTC on 31 March is already 1 April in Belgrade (UTC+2 in summer time).
  assert.equal(todayIn('Europe/Belgrade', new Date('2026-03-31T23:30:00Z')), '2026-04-01');
  assert.equal(todayIn('America/New_York', new Date('2026-03-31T23:30:00Z')), '2026-03-31');
  assert.ok(isIsoDay('2024-02-29'));
  assert.ok(!isIsoDay('2026-02-29'));
  assert.ok(!isIsoDay('05-09-2026'));
});

test('a month grid starts on Monday and pads with empty cells', () => {
  const weeks = monthGrid({ year: 2026, month: 6 }); // 1 June 2026 is a Monday
  assert.equal(weeks[0]![0], '2026-06-01');
  assert.equal(weeks.at(-1)!.filter(Boolean).at(-1), '2026-06-30');
  const feb = monthGrid({ year: 2026, month: 2 }); // 1 February 2026 is a Sunday
  assert.deepEqual(feb[0]!.slice(0, 7), [null, null, null, null, null, null, '2026-02-01']);
  assert.ok(weeks.every((w) => w.length === 7));
  assert.deepEqual(addMonths({ year: 2026, month: 12 }, 1), { year: 2027, month: 1 });
  assert.deepEqual(addMonths({ year: 2026, month: 1 }, -1), { year: 2025, month: 12 });
});

test('free days are asked for the rest of the month from today', () => {
  assert.deepEqual(monthRange({ year: 2026, month: 5 }, '2026-05-20'), { od: '2026-05-20', do: '2026-05-31' });
  assert.deepEqual(monthRange({ year: 2026, month: 6 }, '2026-05-20'), { od: '2026-06-01', do: '2026-06-30' });
  assert.equal(monthRange({ year: 2026, month: 4 }, '2026-05-20'), null);
});

test('"anyone" shows the union of times and books the first employee free at the chosen time', () => {
  const per = [
    { zaposleniId: 7, times: ['09:00', '09:15'] },
    { zaposleniId: 3, times: ['09:15', '12:00'] },
  ];
  assert.deepEqual(unionTimes(per), ['09:00', '09:15', '12:00']);
  assert.equal(employeeFor('09:15', per), 7);
  assert.equal(employeeFor('12:00', per), 3);
  assert.equal(employeeFor('13:00', per), null);
});

test('a booking is upcoming while it holds its slot and has not started; only then it can be cancelled', () => {
  const now = new Date('2026-05-10T10:00:00Z');
  const at = (pocetak: string, status: 'pending' | 'confirmed' | 'completed' | 'cancelled') =>
    bookingView({ pocetak, kraj: pocetak, status, ocenjeno: false }, now, new Set(), 1);
  assert.deepEqual(at('2026-05-10T10:30:00Z', 'pending'), { upcoming: true, canCancel: true, canRate: false });
  assert.deepEqual(at('2026-05-10T09:30:00Z', 'confirmed'), { upcoming: false, canCancel: false, canRate: false });
  assert.deepEqual(at('2026-05-11T09:30:00Z', 'cancelled'), { upcoming: false, canCancel: false, canRate: false });
  assert.deepEqual(at('2026-05-09T09:30:00Z', 'completed'), { upcoming: false, canCancel: false, canRate: true });
  assert.equal(bookingView({ pocetak: '2026-05-09T09:30:00Z', kraj: '', status: 'completed', ocenjeno: false }, now, new Set([1]), 1).canRate, false, 'rated already (GET myRatings)');
  assert.equal(bookingView({ pocetak: '2026-05-09T09:30:00Z', kraj: '', status: 'completed', ocenjeno: true }, now, new Set(), 1).canRate, false, 'rated already (ocenjeno)');
});

test('the booking choice in the query: values that do not fit the business are dropped; a change clears what depends on it', async () => {
  const { applyChange, readChoice } = await import('./useBookingChoice.ts');
  const entity = { usluge: [{ id: 1, zaposleniIds: [7, 8] }, { id: 2, zaposleniIds: [9] }] } as unknown as Parameters<typeof readChoice>[0];
  const q = (s: string) => new URLSearchParams(s);
  assert.deepEqual(readChoice(entity, q('usluga=1&zaposleni=8&datum=2026-05-12&vreme=10:15')), { uslugaId: 1, zaposleniId: 8, datum: '2026-05-12', vreme: '10:15', dodatne: [] });
  assert.deepEqual(readChoice(entity, q('usluga=1&zaposleni=9&datum=12.05.2026&vreme=25:00')), { uslugaId: 1, zaposleniId: null, datum: null, vreme: null, dodatne: [] });
  assert.deepEqual(readChoice(entity, q('usluga=3&datum=2026-05-12')), { uslugaId: null, zaposleniId: null, datum: null, vreme: null, dodatne: [] });
  // Services added for a visit: an unknown service is dropped, an employee who does not do it is "anyone".
  assert.deepEqual(readChoice(entity, q('usluga=1&dodatno=2:9,3:0,1:9')).dodatne, [{ uslugaId: 2, zaposleniId: 9 }, { uslugaId: 1, zaposleniId: null }]);
  const full = { uslugaId: 1, zaposleniId: 8, datum: '2026-05-12', vreme: '10:15', dodatne: [] };
  assert.deepEqual(applyChange(entity, full, { uslugaId: 2 }), { uslugaId: 2, zaposleniId: null, datum: null, vreme: null, dodatne: [] });
  assert.deepEqual(applyChange(entity, full, { zaposleniId: 7 }), { ...full, zaposleniId: 7, vreme: null });
  assert.deepEqual(applyChange(entity, full, { datum: '2026-05-13' }), { ...full, datum: '2026-05-13', vreme: null });
  assert.deepEqual(applyChange(entity, full, { dodatne: [{ uslugaId: 2, zaposleniId: null }] }), { ...full, dodatne: [{ uslugaId: 2, zaposleniId: null }], vreme: null });
  assert.deepEqual(applyChange(entity, full, { vreme: '11:00' }), { ...full, vreme: '11:00' });
});

test('a visit lasts from its first start to its last end, gaps between services included; its price is the sum', async () => {
  const { visitTotals } = await import('./visit.ts');
  const services = [{ trajanjeMinuta: 30, cekanjeMinuta: 30, cena: 3000 }, { trajanjeMinuta: 45, cekanjeMinuta: 20, cena: 1500 }] as Parameters<typeof visitTotals>[0];
  assert.deepEqual(visitTotals(services), { minutes: 105, cena: 4500 }, 'the last service\'s processing gap is not the visit\'s');
});

test('the cancellation window closes otkazivanjeSati hours before the start (0: at the start)', async () => {
  const { changeDeadline, withinWindow } = await import('./window.ts');
  const start = '2026-06-10T10:00:00.000Z';
  assert.equal(changeDeadline(start, 24), Date.parse('2026-06-09T10:00:00.000Z'));
  assert.ok(withinWindow(start, 24, new Date('2026-06-09T09:59:00Z')));
  assert.ok(!withinWindow(start, 24, new Date('2026-06-09T10:00:00Z')));
  assert.ok(withinWindow(start, 0, new Date('2026-06-10T09:59:00Z')));
  assert.ok(!withinWindow(start, 0, new Date('2026-06-10T10:00:00Z')));
});

test('after otkazivanjeDo the customer changes nothing, but withdraws a pending request until its start', async () => {
  const { customerChoices } = await import('./window.ts');
  const b = { pocetak: '2026-06-10T10:00:00.000Z', otkazivanjeDo: '2026-06-09T10:00:00.000Z' };
  const at = (iso: string) => new Date(iso);
  assert.deepEqual(customerChoices({ ...b, status: 'pending' }, at('2026-06-09T09:59:00Z')), { change: true, withdraw: false });
  assert.deepEqual(customerChoices({ ...b, status: 'confirmed' }, at('2026-06-09T09:59:00Z')), { change: true, withdraw: false });
  assert.deepEqual(customerChoices({ ...b, status: 'pending' }, at('2026-06-09T10:00:00Z')), { change: false, withdraw: true });
  assert.deepEqual(customerChoices({ ...b, status: 'confirmed' }, at('2026-06-09T10:00:00Z')), { change: false, withdraw: false });
  assert.deepEqual(customerChoices({ ...b, status: 'pending' }, at('2026-06-10T10:00:00Z')), { change: false, withdraw: false }, 'started');
  assert.deepEqual(customerChoices({ ...b, status: 'cancelled' }, at('2026-06-01T10:00:00Z')), { change: false, withdraw: false });
});

test('times group into morning, afternoon and evening, empty parts left out', async () => {
  const { groupByDayPart } = await import('./window.ts');
  assert.deepEqual(groupByDayPart(['09:00', '11:45', '12:00', '16:59', '17:00', '20:30']), [
    { part: 'morning', times: ['09:00', '11:45'] },
    { part: 'afternoon', times: ['12:00', '16:59'] },
    { part: 'evening', times: ['17:00', '20:30'] },
  ]);
  assert.deepEqual(groupByDayPart(['13:00']), [{ part: 'afternoon', times: ['13:00'] }]);
});
