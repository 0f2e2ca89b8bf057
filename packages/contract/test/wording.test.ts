import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countOf, formatDate, pluralOf } from '../src/wording.ts';

/** The counts every counted noun is checked over (web: lib/plural-texts.test.ts; mails: notifications/mail-texts.test.ts). */
const COUNTS = [1, 2, 5, 11, 21, 22, 101];

describe('the plural rule', () => {
  test("Serbian's three forms by CLDR: one after 1, 21, 101 (not 11); few after 2–4, 22 (not 12–14); other for the rest", () => {
    assert.deepEqual(COUNTS.map((n) => pluralOf('sr', n)), ['one', 'few', 'other', 'other', 'one', 'few', 'one']);
    assert.deepEqual([3, 4, 12, 13, 14, 24, 104, 111, 112].map((n) => pluralOf('sr', n)), ['few', 'few', 'other', 'other', 'other', 'few', 'few', 'other', 'other']);
    assert.deepEqual(COUNTS.map((n) => pluralOf('sr-Cyrl', n)), COUNTS.map((n) => pluralOf('sr', n)), 'the script does not change the rule');
  });

  test("English: one for 1 only", () => {
    assert.deepEqual(COUNTS.map((n) => pluralOf('en', n)), ['one', 'other', 'other', 'other', 'other', 'other', 'other']);
  });

  test('countOf puts the number before the form of its noun (a missing few falls back to other)', () => {
    const termin = { one: 'termin', few: 'termina', other: 'termina' };
    assert.deepEqual(COUNTS.map((n) => countOf('sr', n, termin)), ['1 termin', '2 termina', '5 termina', '11 termina', '21 termin', '22 termina', '101 termin']);
    const zvezdica = { one: 'zvezdica', few: 'zvezdice', other: 'zvezdica' };
    assert.deepEqual(COUNTS.map((n) => countOf('sr', n, zvezdica)), ['1 zvezdica', '2 zvezdice', '5 zvezdica', '11 zvezdica', '21 zvezdica', '22 zvezdice', '101 zvezdica']);
    assert.deepEqual(COUNTS.map((n) => countOf('en', n, { one: 'star', other: 'stars' })), ['1 star', '2 stars', '5 stars', '11 stars', '21 stars', '22 stars', '101 stars']);
  });
});

describe('the date formatter', () => {
  test('a day with its month: the genitive in Serbian, both scripts, every month', () => {
    const latin = ['januara', 'februara', 'marta', 'aprila', 'maja', 'juna', 'jula', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'];
    const cyrillic = ['јануара', 'фебруара', 'марта', 'априла', 'маја', 'јуна', 'јула', 'августа', 'септембра', 'октобра', 'новембра', 'децембра'];
    for (let m = 1; m <= 12; m++) {
      const day = `2026-${String(m).padStart(2, '0')}-28`;
      assert.equal(formatDate(day, 'sr', 'date'), `28. ${latin[m - 1]} 2026.`);
      assert.equal(formatDate(day, 'sr-Cyrl', 'date'), `28. ${cyrillic[m - 1]} 2026.`);
    }
  });

  test('every style in the three languages', () => {
    const day = '2026-11-28';
    const expected: Record<string, [string, string, string]> = {
      date: ['28. novembra 2026.', '28. новембра 2026.', '28 November 2026'],
      weekdayDate: ['subota, 28. novembra 2026.', 'субота, 28. новембра 2026.', 'Saturday 28 November 2026'],
      shortWeekdayDate: ['sub, 28. novembra 2026.', 'суб, 28. новембра 2026.', 'Sat 28 November 2026'],
      weekdayDayMonth: ['subota, 28. novembra', 'субота, 28. новембра', 'Saturday 28 November'],
      compact: ['sub 28. nov', 'суб 28. нов', 'Sat 28 Nov'],
      shortWeekdayNumeric: ['sub, 28. 11.', 'суб, 28. 11.', 'Sat 28/11'],
      dayMonthNumeric: ['28. 11.', '28. 11.', '28/11'],
      numeric: ['28. 11. 2026.', '28. 11. 2026.', '28/11/2026'],
      month: ['novembar 2026.', 'новембар 2026.', 'November 2026'],
    };
    for (const [style, [sr, cyr, en]] of Object.entries(expected)) {
      const s = style as Parameters<typeof formatDate>[2];
      assert.equal(formatDate(day, 'sr', s), sr, style);
      assert.equal(formatDate(day, 'sr-Cyrl', s), cyr, style);
      // English punctuation differs between ICU versions ("Saturday, 28 …" or "Saturday 28 …"): only the words are checked.
      assert.equal(formatDate(day, 'en', s).replace(/,/g, ''), en, style);
    }
  });

  test('an instant is shown in the given time zone, across a DST change', () => {
    // 2026-10-25 00:30 UTC is 02:30 in Belgrade before the clocks go back at 03:00.
    assert.equal(formatDate(new Date('2026-10-25T00:30:00Z'), 'sr', 'shortWeekdayDateTime', 'Europe/Belgrade'), 'ned, 25. oktobra 02:30');
    assert.equal(formatDate('2026-10-25T02:30:00Z', 'sr', 'shortWeekdayDateTime', 'Europe/Belgrade'), 'ned, 25. oktobra 03:30');
    assert.equal(formatDate('2026-10-24T22:30:00Z', 'sr', 'date', 'Europe/Belgrade'), '25. oktobra 2026.', 'the day in Belgrade, not in UTC');
    assert.equal(formatDate('2026-10-24T22:30:00Z', 'sr', 'date'), '24. oktobra 2026.', 'UTC by default');
  });

  test('a value that is no date comes back as it is', () => {
    assert.equal(formatDate('not a date', 'sr', 'date'), 'not a date');
  });
});
