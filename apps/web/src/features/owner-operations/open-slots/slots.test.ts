import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildOpenSlots, mergeSorted, timeSeries } from './slots.ts';

test('a time series runs from..to inclusive on the step', () => {
  assert.deepEqual(timeSeries('09:00', '10:00', 30), ['09:00', '09:30', '10:00']);
  assert.deepEqual(timeSeries('09:00', '09:50', 20), ['09:00', '09:20', '09:40']);
  assert.deepEqual(timeSeries('10:00', '09:00', 30), []);
  assert.deepEqual(timeSeries('9:00', '10:00', 30), [], 'times must be HH:mm');
  assert.deepEqual(timeSeries('09:00', '10:00', 0), [], 'a zero step would never end');
});

test('chips stay sorted and unique', () => {
  assert.deepEqual(mergeSorted(['10:00', '08:30'], ['09:00', '10:00']), ['08:30', '09:00', '10:00']);
  assert.deepEqual(mergeSorted(['2025-06-10'], ['2025-06-09', '2025-06-10']), ['2025-06-09', '2025-06-10']);
});

test('the body holds every date × time with dotted dates', () => {
  const body = buildOpenSlots({ entitetId: 1, zaposleniId: 2, uslugaId: 3 }, ['2025-06-09', '2025-06-10'], ['09:00', '12:30']);
  assert.equal(body.slots.length, 4);
  assert.deepEqual(body.slots[0], { entitetId: 1, zaposleniId: 2, uslugaId: 3, datum: '09.06.2025', vreme: '09:00' });
  assert.deepEqual(body.slots.map((s) => `${s.datum} ${s.vreme}`), ['09.06.2025 09:00', '09.06.2025 12:30', '10.06.2025 09:00', '10.06.2025 12:30']);
});
