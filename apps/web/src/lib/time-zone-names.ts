import { toCyrillic } from '@zakazi/contract/cyrillic';
import type { Lang } from './translate';

/**
 * Time zones by name, in the interface's language and script, instead of their IANA identifiers
 * ("Europe/Belgrade" is a code, and Latin in the Cyrillic interface). The region's zones are named
 * by their city (place names, like lib/cities.ts); every other zone by the browser's own names (Intl, from
 * CLDR): the zone's generic name ("Srednjeevropsko vreme") and where it is, the city Intl names
 * for it or else its country.
 */

/** The region's zones by their city's name in Serbian and in English (Cyrillic is the Serbian, transliterated). */
const REGION: Record<string, { sr: string; en: string }> = {
  'Europe/Belgrade': { sr: 'Beograd', en: 'Belgrade' },
  'Europe/Sarajevo': { sr: 'Sarajevo', en: 'Sarajevo' },
  'Europe/Podgorica': { sr: 'Podgorica', en: 'Podgorica' },
  'Europe/Skopje': { sr: 'Skoplje', en: 'Skopje' },
  'Europe/Zagreb': { sr: 'Zagreb', en: 'Zagreb' },
  'Europe/Ljubljana': { sr: 'Ljubljana', en: 'Ljubljana' },
};
export const REGION_ZONES = Object.keys(REGION);

function cityName(city: { sr: string; en: string }, lang: Lang): string {
  if (lang === 'en') return city.en;
  return lang === 'sr-Cyrl' ? toCyrillic(city.sr) : city.sr;
}

const LOCALE: Record<Lang, string> = { sr: 'sr-Latn', 'sr-Cyrl': 'sr-Cyrl', en: 'en' };

function intlName(zone: string, lang: Lang, style: 'long' | 'longGeneric' | 'shortGeneric'): string | undefined {
  try {
    // Today's names: a zone's generic name depends on whether it keeps summer time in the year asked about.
    return new Intl.DateTimeFormat(LOCALE[lang], { timeZone: zone, timeZoneName: style }).formatToParts(Date.now()).find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined; // a zone this browser does not know
  }
}

/** Each zone's country (ISO 3166 code), where the browser can tell (Intl.Locale's getTimeZones). */
let countries: Map<string, string> | undefined;
function countryOf(zone: string): string | undefined {
  if (!countries) {
    countries = new Map();
    const A = 'A'.charCodeAt(0);
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 26; j++) {
        const region = String.fromCharCode(A + i, A + j);
        let locale: Intl.Locale & { getTimeZones?: () => string[] | undefined };
        try {
          locale = new Intl.Locale(`und-${region}`);
          // Old codes (YU, CS) name today's countries under another code: keep the current one.
          if (Intl.getCanonicalLocales(`und-${region}`)[0] !== `und-${region}`) continue;
        } catch {
          continue;
        }
        for (const z of locale.getTimeZones?.() ?? []) if (!countries.has(z)) countries.set(z, region);
      }
    }
  }
  return countries.get(zone);
}

/** Where a zone is: Intl's place for it (a city) when it has one, else its country. */
function placeOf(zone: string, lang: Lang): string | undefined {
  const short = intlName(zone, lang, 'shortGeneric');
  // A place is written in words; an abbreviation (CET) or an offset (GMT+1) is not one, and a city
  // the locale has no name of its own for comes in English ("Azores" in sr-Cyrl): then the country.
  const inScript = lang !== 'sr-Cyrl' || !/\p{Script=Latin}/u.test(short ?? '');
  if (short && /\p{Ll}/u.test(short) && !/\d/.test(short) && inScript) return short;
  const country = countryOf(zone);
  if (!country) return undefined;
  try {
    return new Intl.DisplayNames([LOCALE[lang]], { type: 'region', fallback: 'none' }).of(country);
  } catch {
    return undefined;
  }
}

/**
 * A zone as people read it: "Beograd — Srednjeevropsko vreme", "Argentina, standardno vreme — Salta".
 */
export function zoneName(zone: string, lang: Lang): string {
  const generic = intlName(zone, lang, 'longGeneric');
  const city = REGION[zone];
  if (city) return [cityName(city, lang), generic].filter(Boolean).join(' — ');
  // A zone without a generic name of its own (UTC) gets an offset ("GMT+00:00"): its full name says more.
  if (generic && /\d/.test(generic)) return intlName(zone, lang, 'long') ?? generic;
  const place = placeOf(zone, lang);
  if (generic && place && !generic.includes(place)) return `${generic} — ${place}`;
  return generic ?? place ?? zone;
}
