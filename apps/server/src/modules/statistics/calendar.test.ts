import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { daysOf, instantsOf, isoWeekOf, localDate, monthOf, plusDays, startOfLocalDay } from './calendar.ts';

describe('statistics calendar', () => {
  test('ISO weeks run Monday to Sunday, across month and year ends', () => {
    assert.deepEqual(isoWeekOf('2026-04-01'), { pocetak: '2026-03-30', kraj: '2026-04-05' });
    assert.deepEqual(isoWeekOf('2026-03-30'), { pocetak: '2026-03-30', kraj: '2026-04-05' }, 'a Monday starts its own week');
    assert.deepEqual(isoWeekOf('2026-04-05'), { pocetak: '2026-03-30', kraj: '2026-04-05' }, 'a Sunday ends it');
    assert.deepEqual(isoWeekOf('2027-01-01'), { pocetak: '2026-12-28', kraj: '2027-01-03' });
  });

  test('months, leap years and day steps', () => {
    assert.deepEqual(monthOf('2028-02-10'), { pocetak: '2028-02-01', kraj: '2028-02-29' });
    assert.deepEqual(monthOf('2026-12-31'), { pocetak: '2026-12-01', kraj: '2026-12-31' });
    assert.equal(plusDays('2026-03-01', -1), '2026-02-28');
    assert.equal(plusDays('2026-03-28', 2), '2026-03-30', 'DST weekend is still two days');
    assert.equal(daysOf({ pocetak: '2026-03-03', kraj: '2026-04-01' }).length, 30);
  });

  test("local days in a zone: midnights as instants, DST days 23 or 25 hours long", () => {
    assert.equal(startOfLocalDay('2026-04-01', 'Europe/Belgrade').toISOString(), '2026-03-31T22:00:00.000Z');
    assert.equal(startOfLocalDay('2026-01-15', 'Europe/Belgrade').toISOString(), '2026-01-14T23:00:00.000Z');
    const spring = instantsOf({ pocetak: '2026-03-29', kraj: '2026-03-29' }, 'Europe/Belgrade');
    assert.equal(spring.to.getTime() - spring.from.getTime(), 23 * 3600_000);
    const autumn = instantsOf({ pocetak: '2026-10-25', kraj: '2026-10-25' }, 'Europe/Belgrade');
    assert.equal(autumn.to.getTime() - autumn.from.getTime(), 25 * 3600_000);
    assert.equal(startOfLocalDay('2026-04-01', 'America/New_York').toISOString(), '2026-04-01T04:00:00.000Z');
  });

  test('the local date of an instant', () => {
    assert.equal(localDate(new Date('2026-03-31T22:15:00Z'), 'Europe/Belgrade'), '2026-04-01');
    assert.equal(localDate(new Date('2026-04-02T03:30:00Z'), 'America/New_York'), '2026-04-01');
    assert.equal(localDate(new Date('2026-04-02T03:30:00Z'), 'UTC'), '2026-04-02');
  });
});
