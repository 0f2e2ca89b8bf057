/**
 * How the product writes counts and dates, the same in the web interface and in the mails
 * (zod-free, so the web bundles it at no cost). One plural rule and one date formatter:
 *
 * - Counts: CLDR's plural rule of the language through Intl.PluralRules. Serbian has three forms
 *   ("1 termin", "2 termina", "5 termina", "21 termin", "22 termina"), English two.
 * - Dates: Intl.DateTimeFormat in the language's locale, with one correction: CLDR gives Serbian
 *   month names in the nominative even after a day ("28. novembar 2026."), where Serbian writes
 *   the genitive ("28. novembra 2026."). A month standing alone ("novembar 2026.") stays nominative.
 */

/** Serbian in Latin letters, Serbian in Cyrillic letters, English. */
export type Language = 'sr' | 'sr-Cyrl' | 'en';

/** The Intl locale of a language: dates and numbers as people there write them. */
export function localeOf(lang: Language | string): string {
  if (lang === 'en') return 'en-GB';
  return lang === 'sr-Cyrl' ? 'sr-Cyrl-RS' : 'sr-Latn-RS';
}

// ---- counts -------------------------------------------------------------------------------------

/** A counted noun's forms: `one` after 1, 21, 101; `few` after 2–4, 22–24 (Serbian); `other` otherwise. */
export type CountForms = { one: string; few?: string; other: string };

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in a language ('one', 'few' or 'other' for Serbian; 'one' or 'other' for English). */
export function pluralOf(lang: Language | string, n: number): Intl.LDMLPluralRule {
  const locale = localeOf(lang);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/** The form of a counted noun that goes with `n` (a missing form falls back to `other`). */
export function formFor(lang: Language | string, n: number, forms: CountForms): string {
  const category = pluralOf(lang, n);
  return (category === 'one' ? forms.one : category === 'few' ? forms.few : undefined) ?? forms.other;
}

/** "21 termin", "22 termina": the number and the form of its noun. */
export function countOf(lang: Language | string, n: number, forms: CountForms): string {
  return `${n} ${formFor(lang, n, forms)}`;
}

// ---- dates --------------------------------------------------------------------------------------

/** The ways a date is written; examples are Serbian (Latin) and English for Saturday 28 November 2026. */
const DATE_STYLES = {
  /** 28. novembra 2026. · 28 November 2026 */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** subota, 28. novembra 2026. · Saturday, 28 November 2026 */
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** sub, 28. novembra 2026. · Sat, 28 November 2026 */
  shortWeekdayDate: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  /** subota, 28. novembra · Saturday 28 November */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** sub 28. nov · Sat 28 Nov (where room is short) */
  compact: { weekday: 'short', day: 'numeric', month: 'short' },
  /** sub, 28. 11. · Sat 28/11 */
  shortWeekdayNumeric: { weekday: 'short', day: 'numeric', month: 'numeric' },
  /** 28. 11. · 28/11 */
  dayMonthNumeric: { day: 'numeric', month: 'numeric' },
  /** 28. 11. 2026. · 28/11/2026 */
  numeric: { day: 'numeric', month: 'numeric', year: 'numeric' },
  /** novembar 2026. · November 2026 (the month alone: nominative) */
  month: { month: 'long', year: 'numeric' },
  /** sub, 28. novembra 15:30 · Sat 28 November at 15:30 (an instant: give its time zone) */
  shortWeekdayDateTime: { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** Serbian month names after a day: CLDR's nominative → the genitive Serbian writes there. */
const GENITIVE: Record<string, string> = Object.fromEntries(
  [
    ['januar', 'januara'], ['februar', 'februara'], ['mart', 'marta'], ['april', 'aprila'], ['maj', 'maja'], ['jun', 'juna'],
    ['jul', 'jula'], ['avgust', 'avgusta'], ['septembar', 'septembra'], ['oktobar', 'oktobra'], ['novembar', 'novembra'], ['decembar', 'decembra'],
    ['јануар', 'јануара'], ['фебруар', 'фебруара'], ['март', 'марта'], ['април', 'априла'], ['мај', 'маја'], ['јун', 'јуна'],
    ['јул', 'јула'], ['август', 'августа'], ['септембар', 'септембра'], ['октобар', 'октобра'], ['новембар', 'новембра'], ['децембар', 'децембра'],
  ],
);

/**
 * Intl formatters, made once per locale, style and zone: making one loads the locale's data and
 * costs milliseconds on a phone, and a list formats a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone })));
  return made;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the language writes it. `when`: an ISO day (YYYY-MM-DD, a calendar day that no time
 * zone moves) or an instant (a Date or an ISO timestamp), shown in `timeZone` (default UTC; give
 * the business's zone for a booking's instant).
 */
export function formatDate(when: string | Date, lang: Language | string, style: DateStyle, timeZone = 'UTC'): string {
  const isDay = typeof when === 'string' && ISO_DAY.test(when);
  const instant = isDay ? new Date(`${when}T00:00:00Z`) : new Date(when);
  const zone = isDay ? 'UTC' : timeZone;
  if (Number.isNaN(instant.getTime())) return String(when);
  const formatter = formatterFor(localeOf(lang), style, zone);
  const options = DATE_STYLES[style] as Intl.DateTimeFormatOptions;
  if (lang === 'en' || options.month !== 'long' || !options.day) return formatter.format(instant);
  return formatter
    .formatToParts(instant)
    .map((p) => (p.type === 'month' ? (GENITIVE[p.value] ?? p.value) : p.value))
    .join('');
}
