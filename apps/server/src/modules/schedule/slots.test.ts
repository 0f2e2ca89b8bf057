import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { freeStarts, insideWorkingDay, isFreeStart, unionOfStarts, type EmployeeDay, type SlotQuery } from './slots.ts';
import { instantToWall, wallToInstant } from '@zakazi/contract/calendar';

const ZONE = 'Europe/Belgrade';
const utc = (iso: string) => new Date(iso);

/** A Monday far enough from `now` that notice and horizon do not interfere unless a test wants them to. */
const DATE = '2026-06-15';
const NOW = utc('2026-06-01T08:00:00Z');

function day(over: Partial<EmployeeDay> = {}): EmployeeDay {
  return { hours: { pocetak: '09:00', kraj: '17:00' }, breaks: [], openSlots: [], closed: false, busy: [], ...over };
}
function query(over: Partial<SlotQuery> & { step?: number; notice?: number; horizon?: number } = {}): SlotQuery {
  return {
    date: over.date ?? DATE,
    durationMinutes: over.durationMinutes ?? 30,
    now: over.now ?? NOW,
    rules: { stepMinutes: over.step ?? 15, noticeMinutes: over.notice ?? 60, horizonDays: over.horizon ?? 60, zone: ZONE },
  };
}
/** A busy interval from local wall times of DATE (summer time: UTC+2). */
const busyLocal = (from: string, to: string, date = DATE) => ({
  start: wallToInstant(date, mins(from), ZONE)!,
  end: wallToInstant(date, mins(to), ZONE)!,
});
const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

describe('free starts: working hours and grid', () => {
  test('a plain day: every 15 minutes from the start until the service still fits', () => {
    const slots = freeStarts(day(), query());
    assert.equal(slots[0], '09:00');
    assert.equal(slots.at(-1), '16:30');
    assert.equal(slots.length, 31);
    assert.deepEqual(slots.slice(0, 3), ['09:00', '09:15', '09:30']);
  });

  test('the grid is anchored at the start of the working day', () => {
    const slots = freeStarts(day({ hours: { pocetak: '09:10', kraj: '11:00' } }), query({ step: 20 }));
    assert.deepEqual(slots, ['09:10', '09:30', '09:50', '10:10', '10:30']);
    assert.ok(!slots.includes('09:15'));
  });

  test('the service duration at the end of the day: a 90-minute service starts at 15:30 at the latest', () => {
    const slots = freeStarts(day(), query({ durationMinutes: 90 }));
    assert.equal(slots.at(-1), '15:30');
    assert.ok(!slots.includes('15:45'));
    // a service longer than the whole day has no start at all
    assert.deepEqual(freeStarts(day({ hours: { pocetak: '09:00', kraj: '10:00' } }), query({ durationMinutes: 90 })), []);
  });

  test('a weekday without working hours has no starts', () => {
    assert.deepEqual(freeStarts(day({ hours: null }), query()), []);
  });
});

describe('free starts: breaks', () => {
  test('no service may overlap a break, however little', () => {
    const slots = freeStarts(day({ breaks: [{ pocetak: '12:00', kraj: '13:00' }] }), query());
    assert.ok(slots.includes('11:30'), 'ends exactly when the break starts');
    assert.ok(!slots.includes('11:45'), 'would run 15 minutes into the break');
    for (const t of ['12:00', '12:15', '12:30', '12:45']) assert.ok(!slots.includes(t), t);
    assert.ok(slots.includes('13:00'), 'starts exactly when the break ends');
  });

  test('two breaks on one day', () => {
    const slots = freeStarts(
      day({ hours: { pocetak: '09:00', kraj: '12:00' }, breaks: [{ pocetak: '10:00', kraj: '10:15' }, { pocetak: '11:00', kraj: '11:30' }] }),
      query({ durationMinutes: 30 }),
    );
    assert.deepEqual(slots, ['09:00', '09:15', '09:30', '10:15', '10:30', '11:30']);
  });
});

describe('free starts: existing bookings', () => {
  test('a pending or confirmed booking blocks every start whose service would overlap it', () => {
    const slots = freeStarts(day({ busy: [busyLocal('10:00', '10:30')] }), query());
    assert.ok(slots.includes('09:30'));
    assert.ok(!slots.includes('09:45'), '09:45–10:15 overlaps');
    assert.ok(!slots.includes('10:00'));
    assert.ok(!slots.includes('10:15'));
    assert.ok(slots.includes('10:30'));
  });

  test('a booking of another length: a 60-minute service needs the whole hour free', () => {
    const slots = freeStarts(day({ busy: [busyLocal('11:00', '11:15')] }), query({ durationMinutes: 60 }));
    assert.ok(slots.includes('09:45') && slots.includes('10:00'));
    for (const t of ['10:15', '10:30', '10:45', '11:00']) assert.ok(!slots.includes(t), t);
    assert.ok(slots.includes('11:15'));
  });
});

describe('free starts: notice and horizon', () => {
  test('starts closer than the minimum notice are not offered', () => {
    // 10:05 local (08:05 UTC) with 60 minutes of notice: 11:05 is the earliest, so 11:15 is the first start
    const slots = freeStarts(day(), query({ now: utc('2026-06-15T08:05:00Z'), notice: 60 }));
    assert.equal(slots[0], '11:15');
    assert.ok(!slots.includes('11:00'));
    // without notice, the next grid start after now
    assert.equal(freeStarts(day(), query({ now: utc('2026-06-15T08:05:00Z'), notice: 0 }))[0], '10:15');
  });

  test('a start exactly at the notice boundary is offered', () => {
    assert.equal(freeStarts(day(), query({ now: utc('2026-06-15T08:00:00Z'), notice: 60 }))[0], '11:00');
  });

  test('past days have no starts', () => {
    assert.deepEqual(freeStarts(day(), query({ date: '2026-05-31', now: NOW })), []);
  });

  test('the horizon: today + horizon days is the last day with starts', () => {
    // now 2026-06-01 (local), horizon 14: 2026-06-15 is bookable, 2026-06-16 is not
    assert.ok(freeStarts(day(), query({ date: '2026-06-15', horizon: 14 })).length > 0);
    assert.deepEqual(freeStarts(day(), query({ date: '2026-06-16', horizon: 14 })), []);
  });

  test('the horizon counts local days: just after local midnight is already the next day', () => {
    // 22:30 UTC on 2026-06-01 is 00:30 on 2026-06-02 in Belgrade
    const now = utc('2026-06-01T22:30:00Z');
    assert.ok(freeStarts(day(), query({ date: '2026-06-16', horizon: 14, now })).length > 0);
  });
});

describe('free starts: open slots, days off and closures', () => {
  test('an open slot is offered on a day without working hours, off the grid', () => {
    assert.deepEqual(freeStarts(day({ hours: null, openSlots: ['18:30', '10:05'] }), query()), ['10:05', '18:30']);
  });

  test('an open slot outside the hours adds to the regular starts', () => {
    const slots = freeStarts(day({ openSlots: ['17:30'] }), query());
    assert.equal(slots.at(-1), '17:30');
    assert.equal(slots.length, 32);
  });

  test('open slots among the regular starts: in order, and one already on the grid offered once', () => {
    const slots = freeStarts(day({ hours: { pocetak: '09:00', kraj: '11:00' }, openSlots: ['12:00', '09:15', '08:05', '09:20'] }), query());
    assert.deepEqual(slots, ['08:05', '09:00', '09:15', '09:20', '09:30', '09:45', '10:00', '10:15', '10:30', '12:00']);
  });

  test('an open slot still respects bookings and notice', () => {
    assert.deepEqual(freeStarts(day({ hours: null, openSlots: ['18:30'], busy: [busyLocal('18:45', '19:00')] }), query()), []);
    assert.deepEqual(freeStarts(day({ hours: null, openSlots: ['10:30'] }), query({ now: utc('2026-06-15T08:00:00Z') })), []);
  });

  test('a day off or a closure removes every start, open slots included', () => {
    assert.deepEqual(freeStarts(day({ closed: true, openSlots: ['18:30'] }), query()), []);
  });

  test('isFreeStart agrees with the list', () => {
    const d = day({ busy: [busyLocal('10:00', '10:30')] });
    assert.equal(isFreeStart(d, query(), '09:30'), true);
    assert.equal(isFreeStart(d, query(), '10:00'), false);
    assert.equal(isFreeStart(d, query(), '09:05'), false, 'off the grid');
  });

  test('the union over employees is sorted and has no duplicates', () => {
    assert.deepEqual(unionOfStarts([['09:00', '10:00'], ['08:30', '10:00', '11:00'], []]), ['08:30', '09:00', '10:00', '11:00']);
  });
});

describe('free starts on the days clocks change in Europe/Belgrade', () => {
  const night = (over: Partial<EmployeeDay> = {}) => day({ hours: { pocetak: '00:00', kraj: '06:00' }, ...over });
  const far = utc('2026-01-10T12:00:00Z');
  const farNext = utc('2027-01-10T12:00:00Z');
  const q = (date: string, now: Date, durationMinutes = 30) => query({ date, now, step: 30, durationMinutes, horizon: 365 });

  for (const [date, now] of [['2026-03-29', far], ['2027-03-28', farNext]] as const) {
    test(`spring ${date}: 02:00–02:59 do not exist and are never offered; the night is an hour shorter`, () => {
      assert.equal(wallToInstant(date, mins('02:30'), ZONE), null);
      const slots = freeStarts(night(), q(date, now));
      assert.ok(!slots.includes('02:00') && !slots.includes('02:30'));
      assert.deepEqual(slots, ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
      // a 60-minute service from 01:30 winter time runs one real hour: until 03:30 summer time
      const start = wallToInstant(date, mins('01:30'), ZONE)!;
      assert.equal(instantToWall(new Date(start.getTime() + 3600_000), ZONE).vreme, '03:30');
    });

    test(`spring ${date}: durations are real minutes across the jump`, () => {
      // busy 03:00–03:30 summer time; a 60-minute service from 01:30 ends at 03:30 summer time, so it overlaps
      const busy = [{ start: wallToInstant(date, mins('03:00'), ZONE)!, end: wallToInstant(date, mins('03:30'), ZONE)! }];
      const slots = freeStarts(night({ busy }), q(date, now, 60));
      assert.ok(!slots.includes('01:30'));
      assert.ok(slots.includes('01:00'), '01:00–03:00 summer time ends as the booking starts');
    });

    test(`spring ${date}: a day shift is unaffected`, () => {
      assert.equal(freeStarts(day(), q(date, now)).length, 16, '09:00–16:30 every 30 minutes');
    });
  }

  for (const [date, now] of [['2026-10-25', far], ['2027-10-31', farNext]] as const) {
    test(`autumn ${date}: a repeated time means its first occurrence, offered once`, () => {
      const first = wallToInstant(date, mins('02:30'), ZONE)!;
      assert.equal(instantToWall(first, ZONE).vreme, '02:30');
      // the second 02:30 is an hour later and reads the same on the wall
      assert.equal(instantToWall(new Date(first.getTime() + 3600_000), ZONE).vreme, '02:30');
      assert.equal(first.getUTCHours(), 0, 'summer time: UTC+2');
      const slots = freeStarts(night(), q(date, now));
      assert.equal(slots.filter((s) => s === '02:30').length, 1);
      assert.equal(slots.length, 12, 'wall-clock 00:00–06:00 still gives 12 half-hour starts');
    });

    test(`autumn ${date}: a 60-minute service at 02:30 runs one real hour, to the second 02:30`, () => {
      const slots = freeStarts(night(), q(date, now, 60));
      assert.ok(slots.includes('02:30'));
      // the working day 00:00–06:00 lasts 7 real hours; the last 60-minute start is 05:00
      assert.equal(slots.at(-1), '05:00');
      // a booking during the second 02:30–03:30 (winter time) blocks 03:00 but not the first 02:30
      const second = new Date(wallToInstant(date, mins('02:30'), ZONE)!.getTime() + 3600_000);
      const busy = [{ start: second, end: new Date(second.getTime() + 3600_000) }];
      const blocked = freeStarts(night({ busy }), q(date, now, 60));
      assert.ok(blocked.includes('02:30'));
      assert.ok(!blocked.includes('03:00'));
      assert.ok(blocked.includes('03:30'));
    });
  }
});

describe('a desk booking inside the working day (insideWorkingDay)', () => {
  const inside = (d: EmployeeDay, vreme: string, duration = 30) => insideWorkingDay(d, DATE, vreme, duration, ZONE);
  test('inside the hours, off the grid too; not past the end, not over a break', () => {
    assert.equal(inside(day(), '09:00'), true);
    assert.equal(inside(day(), '10:10'), true, 'no grid at the desk');
    assert.equal(inside(day(), '16:30'), true);
    assert.equal(inside(day(), '16:45'), false, 'ends after 17:00');
    assert.equal(inside(day(), '08:50'), false);
    const lunch = day({ breaks: [{ pocetak: '12:00', kraj: '12:30' }] });
    assert.equal(inside(lunch, '11:45'), false);
    assert.equal(inside(lunch, '12:30'), true);
  });
  test('not on a closed day or a day without hours, except at an open slot', () => {
    assert.equal(inside(day({ closed: true }), '10:00'), false);
    assert.equal(inside(day({ hours: null }), '10:00'), false);
    assert.equal(inside(day({ hours: null, openSlots: ['19:00'] }), '19:00'), true);
  });
});
