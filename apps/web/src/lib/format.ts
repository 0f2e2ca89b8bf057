import { toCyrillic } from '@zakazi/contract/cyrillic';
import { formatDate as formatDateIn, localeOf, type DateStyle } from '@zakazi/contract/wording';

/**
 * Formatting shared by every feature: prices, ratings, distances, durations, dates. Pure, so it is
 * unit-tested. Dates and the plural rule are the ones the mails use too (@zakazi/contract/wording).
 */

/** The Intl locale of an interface language: dates and numbers as people there write them. */
export const locale = localeOf;

/**
 * Intl formatters, made once per locale and options. Making one loads the locale's data and costs
 * milliseconds on a phone; a list of businesses formats a price and a rating per card, and the
 * business page's first render spent a good part of its time making the same few again.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(localeTag, options)));
  return made;
}

const DECIMAL_CURRENCIES = new Set(['EUR', 'BAM']);

/** "1.500 RSD" (sr) or "1,500 RSD" (en); EUR/BAM keep cents when there are any. */
export function formatPrice(amount: number, currency: string, lang: string): string {
  const cents = DECIMAL_CURRENCIES.has(currency) && Math.round(amount * 100) % 100 !== 0;
  const number = numberFormat(locale(lang), {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
    useGrouping: true,
  }).format(amount);
  // sr-Latn does not group 4-digit numbers by default ("1500"): we always group for readability.
  return `${groupThousands(number, lang)} ${currency}`;
}

function groupThousands(formatted: string, lang: string): string {
  const sep = lang === 'en' ? ',' : '.';
  const dec = lang === 'en' ? '.' : ',';
  const [int, frac] = formatted.split(dec);
  if (!int || int.includes(sep) || int.replace('-', '').length < 4) return formatted;
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return frac !== undefined ? `${grouped}${dec}${frac}` : grouped;
}

/** Whole numbers with the local grouping ("1.234" / "1,234"). */
export function formatCount(value: number, lang: string): string {
  return numberFormat(locale(lang)).format(value);
}

/** A number on a chart's axis: "1,2 hilj." / "1.2K". */
export function formatCompact(value: number, lang: string): string {
  return inScript(numberFormat(locale(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(value), lang);
}

/** "4,8" (sr) or "4.8" (en). */
export function formatRating(value: number, lang: string): string {
  return numberFormat(locale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A number of hours as people write it: "24", "1,5" (sr) or "1.5" (en). */
export function formatHours(hours: number, lang: string): string {
  return numberFormat(locale(lang), { maximumFractionDigits: 1 }).format(hours);
}

/** The unit symbols of a distance: Serbian Cyrillic writes them in its letters (м, км). */
const DISTANCE_UNITS: Record<string, { m: string; km: string }> = {
  sr: { m: 'm', km: 'km' },
  'sr-Cyrl': { m: 'м', km: 'км' },
  en: { m: 'm', km: 'km' },
};

/** "350 m" under a kilometre, else "1,2 km" / "12 km"; in Cyrillic "1,2 км". */
export function formatDistance(km: number, lang: string): string {
  const unit = DISTANCE_UNITS[lang] ?? DISTANCE_UNITS.sr!;
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} ${unit.m}`;
  const digits = km < 10 ? 1 : 0;
  return `${numberFormat(locale(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km)} ${unit.km}`;
}

/** The unit symbols of a duration in each script: symbols, so no count declines them. */
const DURATION_UNITS: Record<string, { h: string; min: string }> = {
  sr: { h: 'h', min: 'min' },
  'sr-Cyrl': { h: 'ч', min: 'мин' },
  en: { h: 'h', min: 'min' },
};

/** "45 min", "1 h", "1 h 30 min"; in Cyrillic "1 ч 30 мин". */
export function formatDuration(minutes: number, lang: string): string {
  const unit = DURATION_UNITS[lang] ?? DURATION_UNITS.sr!;
  if (minutes < 60) return `${minutes} ${unit.min}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} ${unit.h} ${m} ${unit.min}` : `${h} ${unit.h}`;
}

/**
 * A date in the interface's language and script: an ISO day (YYYY-MM-DD) or an instant (shown in
 * `timeZone`, UTC by default). Default style "28. novembra 2026." / "28 November 2026"; the
 * styles are @zakazi/contract/wording's.
 */
export function formatDate(when: string | Date, lang: string, style: DateStyle = 'date', timeZone?: string): string {
  return inScript(formatDateIn(when, lang, style, timeZone), lang);
}

/**
 * Intl's words (months, weekdays, "hilj.") in the page's script. A runtime without Serbian
 * Cyrillic data answers sr-Cyrl-RS with the Latin forms ("28. novembra 2026." on a Cyrillic page):
 * those are transliterated; Cyrillic passes through toCyrillic unchanged.
 */
function inScript(text: string, lang: string): string {
  return lang === 'sr-Cyrl' ? toCyrillic(text) : text;
}

/** Initials for an avatar: "Marko Petrović" → "MP". */
export function initials(...parts: Array<string | null | undefined>): string {
  return parts
    .flatMap((p) => (p ?? '').split(/\s+/))
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toLocaleUpperCase())
    .join('');
}
