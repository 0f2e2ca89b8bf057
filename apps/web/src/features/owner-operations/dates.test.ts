import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, daysBetween, isIsoDay, nowMinutesIn, startOfWeek, toDottedDate, toRequestDate, todayIn } from './dates.ts';

test('day arithmetic crosses months, leap days and DST changes without drifting', () => {
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2024-03-31', 1), '2024-04-01');
  assert.equal(addDays('2025-10-26', 1), '2025-10-27'); // DST ends in Belgrade that night
  assert.equal(addDays('2025-01-01', -1), '2024-12-31');
});

test('the week starts on Monday', () => {
  assert.equal(startOfWeek('2025-06-15'), '2025-06-09'); // a Sunday
  assert.equal(startOfWeek('2025-06-09'), '2025-06-09'); // a Monday
});

test('a range lists every day inclusive, and nothing when reversed', () => {
  assert.deepEqual(daysBetween('2025-06-29', '2025-07-02'), ['2025-06-29', '2025-06-30', '2025-07-01', '2025-07-02']);
  assert.deepEqual(daysBetween('2025-07-02', '2025-07-01'), []);
  assert.equal(daysBetween('2025-01-01', '2030-01-01', 10).length, 10);
});

test('wire formats: MM-DD-YYYY for requests, DD.MM.YYYY for open slots', () => {
  assert.equal(toRequestDate('2025-06-09'), '06-09-2025');
  assert.equal(toDottedDate('2025-06-09'), '09.06.2025');
});

test('today and the time of day are those of the business, not of the browser', () => {
  const instant = new Date('2025-06-09T22:30:00Z'); // 00:30 on the 10th in Belgrade (CEST)
  assert.equal(todayIn('Europe/Belgrade', instant), '2025-06-10');
  assert.equal(todayIn('UTC', instant), '2025-06-09');
  assert.equal(nowMinutesIn('Europe/Belgrade', instant), 30);
});

test('only real calendar days are ISO days', () => {
  assert.equal(isIsoDay('2025-02-29'), false);
  assert.equal(isIsoDay('2024-02-29'), true);
  assert.equal(isIsoDay('29.02.2024'), false);
});
