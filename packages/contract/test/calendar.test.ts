import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TZDate, tzOffset } from '@date-fns/tz';
import {
  addDays, addMonths, dateOf, dayStart, daysBetween, eachDay, firstOfMonth, instantsOf, instantToWall, isIsoDay, isoWeekOf, lastOfMonth,
  monthOf, monthRangeOf, nowMinutesIn, startOfIsoWeek, toDottedDate, toRequestDate, todayIn, wallClockOn, wallToInstant, weekdayOf,
} from '../src/calendar.ts';

describe('calendar days', () => {
  test('day steps cross months, leap days and DST weekends without drifting', () => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(addDays('2024-03-31', 1), '2024-04-01');
    assert.equal(addDays('2025-10-26', 1), '2025-10-27', 'DST ends in Belgrade that night');
    assert.equal(addDays('2026-03-28', 2), '2026-03-30', 'DST starts: still two days');
    assert.equal(addDays('2025-01-01', -1), '2024-12-31');
    assert.equal(daysBetween('2026-03-01', '2026-04-01'), 31);
    assert.equal(daysBetween('2026-04-01', '2026-03-31'), -1);
  });

  test('eachDay lists every day inclusive, nothing when reversed, at most max', () => {
    assert.deepEqual(eachDay('2025-06-29', '2025-07-02'), ['2025-06-29', '2025-06-30', '2025-07-01', '2025-07-02']);
    assert.deepEqual(eachDay('2025-07-02', '2025-07-01'), []);
    assert.equal(eachDay('2025-01-01', '2030-01-01', 10).length, 10);
    assert.equal(eachDay('2026-03-03', '2026-04-01').length, 30);
  });

  test('only real calendar days are ISO days', () => {
    assert.equal(isIsoDay('2024-02-29'), true);
    assert.equal(isIsoDay('2025-02-29'), false);
    assert.equal(isIsoDay('29.02.2024'), false);
    assert.equal(isIsoDay('05-09-2026'), false);
    assert.equal(isIsoDay(''), false);
    assert.equal(isIsoDay(null), false);
  });

  test('ISO weeks run Monday to Sunday, across month and year ends', () => {
    assert.equal(weekdayOf('2026-03-30'), 1);
    assert.equal(weekdayOf('2026-04-05'), 7);
    assert.equal(startOfIsoWeek('2025-06-15'), '2025-06-09', 'a Sunday belongs to the week before');
    assert.equal(startOfIsoWeek('2025-06-09'), '2025-06-09');
    assert.deepEqual(isoWeekOf('2026-04-01'), { pocetak: '2026-03-30', kraj: '2026-04-05' });
    assert.deepEqual(isoWeekOf('2027-01-01'), { pocetak: '2026-12-28', kraj: '2027-01-03' });
  });

  test('months and leap years', () => {
    assert.deepEqual(monthRangeOf('2028-02-10'), { pocetak: '2028-02-01', kraj: '2028-02-29' });
    assert.deepEqual(monthRangeOf('2026-12-31'), { pocetak: '2026-12-01', kraj: '2026-12-31' });
    assert.deepEqual(addMonths({ year: 2026, month: 12 }, 1), { year: 2027, month: 1 });
    assert.deepEqual(addMonths({ year: 2026, month: 1 }, -1), { year: 2025, month: 12 });
    assert.deepEqual(monthOf('2026-05-12'), { year: 2026, month: 5 });
    assert.equal(firstOfMonth({ year: 2026, month: 5 }), '2026-05-01');
    assert.equal(lastOfMonth({ year: 2026, month: 2 }), '2026-02-28');
  });

  test('wire formats: MM-DD-YYYY for requests, DD.MM.YYYY for open slots', () => {
    assert.equal(toRequestDate('2025-06-09'), '06-09-2025');
    assert.equal(toDottedDate('2025-06-09'), '09.06.2025');
  });
});

describe('days in a time zone', () => {
  test('instantToWall agrees with a TZDate of the instant, every 15 minutes around the clock changes of several zones', () => {
    const zones = ['Europe/Belgrade', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'UTC', 'Not/AZone'];
    const windows = ['2026-03-07', '2026-03-28', '2026-04-04', '2026-10-03', '2026-10-24', '2026-10-31', '2026-12-31'];
    for (const zone of zones) {
      const platformZone = Number.isNaN(tzOffset(zone, new Date(0))) ? 'UTC' : zone;
      for (const day of windows) {
        for (let t = Date.parse(`${day}T00:00:00Z`); t < Date.parse(`${day}T00:00:00Z`) + 3 * 24 * 3600_000; t += 15 * 60_000 + 7_000) {
          const d = new TZDate(t, platformZone);
          const expected = { datum: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`, vreme: `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}` };
          assert.deepEqual(instantToWall(new Date(t), zone), expected, `${zone} ${new Date(t).toISOString()}`);
        }
      }
    }
  });

  test("today and the time of day are the business's, not this machine's", () => {
    const instant = new Date('2025-06-09T22:30:00Z'); // 00:30 on the 10th in Belgrade (CEST)
    assert.equal(todayIn('Europe/Belgrade', instant), '2025-06-10');
    assert.equal(todayIn('UTC', instant), '2025-06-09');
    assert.equal(todayIn('America/New_York', new Date('2026-04-02T03:30:00Z')), '2026-04-01');
    assert.equal(nowMinutesIn('Europe/Belgrade', instant), 30);
    assert.equal(dateOf(new Date('2026-04-02T03:30:00Z'), 'UTC'), '2026-04-02');
    assert.deepEqual(instantToWall(new Date('2026-03-31T22:15:00Z'), 'Europe/Belgrade'), { datum: '2026-04-01', vreme: '00:15' });
  });

  test('a zone the platform does not know reads as UTC instead of breaking', () => {
    assert.equal(todayIn('Not/AZone', new Date('2025-06-09T22:30:00Z')), '2025-06-09');
  });

  test('local midnights as instants; DST days last 23 or 25 hours', () => {
    assert.equal(dayStart('2026-04-01', 'Europe/Belgrade').toISOString(), '2026-03-31T22:00:00.000Z');
    assert.equal(dayStart('2026-01-15', 'Europe/Belgrade').toISOString(), '2026-01-14T23:00:00.000Z');
    assert.equal(dayStart('2026-04-01', 'America/New_York').toISOString(), '2026-04-01T04:00:00.000Z');
    const spring = instantsOf({ pocetak: '2026-03-29', kraj: '2026-03-29' }, 'Europe/Belgrade');
    assert.equal(spring.to.getTime() - spring.from.getTime(), 23 * 3600_000);
    const autumn = instantsOf({ pocetak: '2026-10-25', kraj: '2026-10-25' }, 'Europe/Belgrade');
    assert.equal(autumn.to.getTime() - autumn.from.getTime(), 25 * 3600_000);
  });

  test('a day whose midnight the clocks skip starts at the first minute that exists', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 2026-09-06.
    assert.equal(dayStart('2026-09-06', 'America/Santiago').toISOString(), '2026-09-06T04:00:00.000Z');
  });

  test('wall-clock times around clock changes: skipped ones do not exist, repeated ones mean the first', () => {
    assert.equal(wallToInstant('2026-03-29', 2 * 60 + 30, 'Europe/Belgrade'), null);
    assert.equal(wallToInstant('2026-10-25', 2 * 60 + 30, 'Europe/Belgrade')?.toISOString(), '2026-10-25T00:30:00.000Z');
    assert.equal(wallToInstant('2026-06-15', 9 * 60, 'Europe/Belgrade')?.toISOString(), '2026-06-15T07:00:00.000Z');
  });

  /**
   * wallToInstant and wallClockOn (its per-day shortcut) against the zone database read the other
   * way: every minute's instant around the day, read as a wall clock by TZDate, and the first instant
   * that shows each wall time. Minute by minute, above all around clock changes.
   */
  const cases: [string, string][] = [
    ['Europe/Belgrade', '2026-03-29'], ['Europe/Belgrade', '2026-10-25'], ['Europe/Belgrade', '2027-03-28'],
    ['Europe/Belgrade', '2027-10-31'], ['Europe/Belgrade', '2026-06-15'], ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'], ['Australia/Lord_Howe', '2026-04-05'], ['Pacific/Kiritimati', '2026-06-15'], ['UTC', '2026-06-15'],
  ];
  const MINUTE_MS = 60_000;
  /** Wall time (as if UTC, ms) → the first instant showing it, for the instants of [from, to). */
  function firstInstantsShowing(zone: string, from: number, to: number): Map<number, number> {
    const first = new Map<number, number>();
    for (let t = from; t < to; t += MINUTE_MS) {
      const d = new TZDate(t, zone);
      const wall = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());
      if (!first.has(wall)) first.set(wall, t);
    }
    return first;
  }
  for (const [zone, changeDay] of cases) {
    test(`wallToInstant and wallClockOn agree with the zone database: ${zone}, the days around ${changeDay}`, () => {
      for (let offset = -3; offset <= 3; offset++) {
        const date = addDays(changeDay, offset);
        const midnight = Date.parse(`${date}T00:00:00Z`);
        const first = firstInstantsShowing(zone, midnight - 16 * 3600_000, midnight + 42 * 3600_000);
        const wall = wallClockOn(date, zone);
        for (let m = 0; m <= 24 * 60 + 90; m++) {
          const expected = first.get(midnight + m * MINUTE_MS) ?? null;
          assert.equal(wall(m), expected, `wallClockOn ${date} minute ${m}`);
          assert.equal(wallToInstant(date, m, zone)?.getTime() ?? null, expected, `wallToInstant ${date} minute ${m}`);
        }
      }
    });
  }
});
