import { toCyrillic, toLatin } from '@zakazi/contract/cyrillic';
import type { PageLang } from '@zakazi/contract/lang-paths';

export { HTML_LANG, langPath, PAGE_LANGS, splitLangPath, type PageLang } from '@zakazi/contract/lang-paths';

/**
 * What the server writes in each language of the public pages (packages/contract/src/lang-paths.ts).
 * Serbian Cyrillic has no texts of its own: it is the Serbian Latin text transliterated, the
 * interface's as the web client does it and what businesses and customers typed alike.
 */

/** og:locale (language_TERRITORY): Open Graph has no script subtag, so both Serbian pages are sr_RS. */
export const OG_LOCALE: Record<PageLang, string> = { sr: 'sr_RS', 'sr-Cyrl': 'sr_RS', en: 'en_US' };

/** An interface text written in Serbian and English, in the page's language and script. */
export function say(lang: PageLang, sr: string, en: string): string {
  if (lang === 'en') return en;
  return lang === 'sr-Cyrl' ? toCyrillic(sr) : sr;
}

/**
 * What a business or a customer typed (names, addresses, descriptions, reviews), in either script:
 * in Cyrillic pages transliterated to Cyrillic (words with q, w, x or y, mail and web addresses
 * kept as typed), in the Latin and English pages to Latin.
 */
export function typed(lang: PageLang, text: string): string {
  return lang === 'sr-Cyrl' ? toCyrillic(text) : toLatin(text);
}

/** A catalogue name (category, main category) in the page's language. */
export function catalogueName(lang: PageLang, item: { naziv: string; nazivEn: string }): string {
  return lang === 'en' ? item.nazivEn : typed(lang, item.naziv);
}

/**
 * The language a first visit's Accept-Language prefers among the three, or undefined when it
 * names none of them before any other language. `sr` alone, `sr-RS` and `sr-Latn` are Serbian
 * Latin (the site's default); `sr-Cyrl` (or `sr-Cyrl-RS`) is Cyrillic; `en-*` is English.
 */
export function preferredLang(acceptLanguage: string | undefined): PageLang | undefined {
  if (!acceptLanguage) return undefined;
  const ranges = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranges) {
    if (tag === 'sr-cyrl' || tag.startsWith('sr-cyrl-')) return 'sr-Cyrl';
    if (tag === 'sr' || tag.startsWith('sr-')) return 'sr';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return undefined;
}
