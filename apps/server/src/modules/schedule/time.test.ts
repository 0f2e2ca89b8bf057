import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addDays, wallClockOn, wallToInstant } from './time.ts';

/** The per-day shortcut must agree with wallToInstant minute by minute, above all around clock changes. */
describe('wallClockOn', () => {
  const cases: [string, string][] = [
    ['Europe/Belgrade', '2026-03-29'],
    ['Europe/Belgrade', '2026-10-25'],
    ['Europe/Belgrade', '2027-03-28'],
    ['Europe/Belgrade', '2027-10-31'],
    ['Europe/Belgrade', '2026-06-15'],
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['Pacific/Kiritimati', '2026-06-15'],
    ['UTC', '2026-06-15'],
  ];
  for (const [zone, changeDay] of cases) {
    test(`${zone}, the days around ${changeDay}`, () => {
      for (let offset = -3; offset <= 3; offset++) {
        const date = addDays(changeDay, offset);
        const wall = wallClockOn(date, zone);
        for (let m = 0; m <= 24 * 60 + 90; m++) {
          assert.equal(wall(m), wallToInstant(date, m, zone)?.getTime() ?? null, `${date} minute ${m}`);
        }
      }
    });
  }
});
