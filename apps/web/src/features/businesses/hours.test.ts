import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openState, weekRows, zonedNow } from './hours.ts';

const hours = [
  { dan: 1, pocetak: '09:00', kraj: '17:00' },
  { dan: 2, pocetak: '13:00', kraj: '20:00' },
  { dan: 2, pocetak: '08:00', kraj: '11:00' },
  { dan: 6, pocetak: '10:00:00', kraj: '14:00:00' },
];

test('a row per weekday, Monday first, split shifts in order, missing days closed', () => {
  const rows = weekRows(hours);
  assert.equal(rows.length, 7);
  assert.deepEqual(rows[0], { dan: 1, ranges: ['09:00 – 17:00'] });
  assert.deepEqual(rows[1]!.ranges, ['08:00 – 11:00', '13:00 – 20:00']);
  assert.deepEqual(rows[5]!.ranges, ['10:00 – 14:00']);
  assert.deepEqual(rows[6], { dan: 7, ranges: [] });
});

test('the weekday and time are read in the business time zone', () => {
  // 2025-06-01 is a Sunday; 22:30 UTC is 00:30 on Monday in Belgrade (UTC+2 in summer).
  assert.deepEqual(zonedNow(new Date('2025-06-01T22:30:00Z'), 'Europe/Belgrade'), { dan: 1, minutes: 30 });
  assert.deepEqual(zonedNow(new Date('2025-01-06T08:15:00Z'), 'Europe/Belgrade'), { dan: 1, minutes: 9 * 60 + 15 });
});

test('open now, closing time, and next opening', () => {
  // Monday 2025-01-06, 10:00 in Belgrade (UTC+1)
  assert.deepEqual(openState(hours, new Date('2025-01-06T09:00:00Z'), 'Europe/Belgrade'), { open: true, closesAt: '17:00' });
  // Monday 18:00 → next opening Tuesday 08:00
  assert.deepEqual(openState(hours, new Date('2025-01-06T17:00:00Z'), 'Europe/Belgrade'), { open: false, opensAt: { dan: 2, time: '08:00' } });
  // Tuesday 12:00, between shifts → 13:00 the same day
  assert.deepEqual(openState(hours, new Date('2025-01-07T11:00:00Z'), 'Europe/Belgrade'), { open: false, opensAt: { dan: 2, time: '13:00' } });
  // Sunday → Monday 09:00
  assert.deepEqual(openState(hours, new Date('2025-01-12T11:00:00Z'), 'Europe/Belgrade'), { open: false, opensAt: { dan: 1, time: '09:00' } });
  assert.deepEqual(openState([], new Date(), 'Europe/Belgrade'), { open: false });
});
