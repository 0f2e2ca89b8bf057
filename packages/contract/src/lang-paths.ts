/**
 * The three languages of the public pages and their URLs (CONTRACT.md, Third release, Search and
 * pages): Serbian Latin without a prefix, Serbian Cyrillic under /cir, English under /en. The
 * server writes each page's head in its language; the web client reads its language from the URL
 * it was loaded at and routes under that prefix.
 */
export type PageLang = 'sr' | 'sr-Cyrl' | 'en';
export const PAGE_LANGS: readonly PageLang[] = ['sr', 'sr-Cyrl', 'en'];

const PREFIX: Record<PageLang, string> = { sr: '', 'sr-Cyrl': '/cir', en: '/en' };

/** `<html lang>` and hreflang (BCP 47): Serbian says its script, since it is written in two. */
export const HTML_LANG: Record<PageLang, string> = { sr: 'sr-Latn', 'sr-Cyrl': 'sr-Cyrl', en: 'en' };

/** The prefix of a language's pages: '' for Serbian Latin, '/cir', '/en'. */
export const langPrefix = (lang: PageLang) => PREFIX[lang];

/** '/cir/entity/12' → sr-Cyrl and '/entity/12'; '/en' → en and '/'; any other path is Serbian Latin as it is. */
export function splitLangPath(pathname: string): { lang: PageLang; path: string } {
  for (const lang of ['sr-Cyrl', 'en'] as const) {
    const prefix = PREFIX[lang];
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: 'sr', path: pathname };
}

/** A page's path in a language: '/entity/12' in sr-Cyrl → '/cir/entity/12'; the home page is '/', '/cir', '/en'. */
export function langPath(lang: PageLang, path: string): string {
  if (path === '/') return PREFIX[lang] || '/';
  return `${PREFIX[lang]}${path}`;
}
