import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkExamples } from '../test/examples.ts';
import { formatCompact, formatDate, formatDistance, formatDuration, formatHours, formatPrice, formatRating, initials } from './format.ts';

test('prices group thousands the local way', () => {
  checkExamples(formatPrice, [[1500, 'RSD', 'sr', '1.500 RSD'], [1500, 'RSD', 'en', '1,500 RSD'], [12500, 'RSD', 'sr', '12.500 RSD'], [800, 'MKD', 'sr', '800 MKD']]);
});

test('EUR and BAM keep cents only when there are some', () => {
  checkExamples(formatPrice, [[25, 'EUR', 'sr', '25 EUR'], [12.5, 'EUR', 'sr', '12,50 EUR'], [12.5, 'BAM', 'en', '12.50 BAM']]);
});

test('ratings have one decimal with the local separator', () => {
  checkExamples(formatRating, [[4.75, 'sr', '4,8'], [5, 'en', '5.0']]);
});

test('hours keep a fraction only when there is one', () => {
  checkExamples(formatHours, [[24, 'sr', '24'], [1.5, 'sr', '1,5'], [1.5, 'en', '1.5']]);
});

test('distances switch from metres to kilometres', () => {
  checkExamples(formatDistance, [[0.349, 'sr', '350 m'], [1.24, 'sr', '1,2 km'], [12.4, 'en', '12 km'], [0.349, 'sr-Cyrl', '350 м'], [1.24, 'sr-Cyrl', '1,2 км']]);
});

test('durations in the language and its script', () => {
  checkExamples(formatDuration, [
    [45, 'sr', '45 min'], [90, 'sr', '1 h 30 min'], [120, 'sr', '2 h'],
    [45, 'sr-Cyrl', '45 мин'], [90, 'sr-Cyrl', '1 ч 30 мин'], [120, 'sr-Cyrl', '2 ч'],
    [90, 'en', '1 h 30 min'],
  ]);
});

test('dates: the month after a day in the genitive, in the current script ("Od 28. novembar" was wrong)', () => {
  checkExamples((when: string, lang: string) => formatDate(when, lang), [
    ['2026-11-28', 'sr', '28. novembra 2026.'],
    ['2026-11-28', 'sr-Cyrl', '28. новембра 2026.'],
    ['2026-11-28', 'en', '28 November 2026'],
    // an instant (a registration, a rating) on the day it has in UTC
    ['2026-05-03T10:15:00Z', 'sr', '3. maja 2026.'],
  ]);
});

test('dates and compact numbers on a Cyrillic page are in Cyrillic letters even where the runtime has only Latin Serbian data', () => {
  // Such a runtime answers sr-Cyrl-RS with sr-Latn-RS's words ("28. novembra 2026.", "1,2 hilj.").
  const { DateTimeFormat, NumberFormat } = Intl;
  const latinOnly = (locale: string | string[] | undefined) => (locale === 'sr-Cyrl-RS' ? 'sr-Latn-RS' : locale);
  Intl.DateTimeFormat = function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new DateTimeFormat(latinOnly(locale), options);
  } as unknown as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = function (locale?: string | string[], options?: Intl.NumberFormatOptions) {
    return new NumberFormat(latinOnly(locale), options);
  } as unknown as typeof Intl.NumberFormat;
  try {
    // A time zone and a number of its own: formatters made now, not ones cached by the tests above.
    assert.equal(formatDate('2026-11-28T12:00:00Z', 'sr-Cyrl', 'date', 'America/Lima'), '28. новембра 2026.');
    assert.equal(formatDate('2026-11-28T12:00:00Z', 'sr-Cyrl', 'weekdayDate', 'America/Lima'), 'субота, 28. новембра 2026.');
    assert.equal(formatDate('2026-11-28T12:00:00Z', 'sr', 'date', 'America/Lima'), '28. novembra 2026.');
    assert.match(formatCompact(1234567, 'sr-Cyrl'), /^1,2\sмил\.$/); // Intl puts a no-break space there
  } finally {
    Intl.DateTimeFormat = DateTimeFormat;
    Intl.NumberFormat = NumberFormat;
  }
});

test('initials', () => {
  checkExamples(initials, [['Marko', 'Petrović', 'MP'], ['ana', null, 'A']]);
});
