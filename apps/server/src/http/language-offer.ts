import type { FastifyRequest } from 'fastify';
import { HTML_LANG, langPath, preferredLang, type PageLang } from './page-lang.ts';

/**
 * A visitor whose browser asks for another of the site's languages than the page's (Accept-Language
 * `sr-Cyrl` or `en` on a Serbian Latin page) gets a link to the same page in it, written in that
 * language, at the top of the page. A link, not a redirect: the URL a visitor or a crawler asked
 * for is the page it gets (a crawler sends no Accept-Language and would otherwise never see the
 * Serbian pages), and the choice stays theirs.
 */
const OFFER: Record<PageLang, string> = {
  sr: 'Ova stranica na srpskom (latinica)',
  'sr-Cyrl': 'Ова страница на српском (ћирилица)',
  en: 'This page in English',
};

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The offer's HTML, or '' when the page is already in the visitor's language or they ask for none of ours. */
export function languageOffer(request: FastifyRequest, lang: PageLang, path: string): string {
  const header = request.headers['accept-language'];
  const wanted = preferredLang(header);
  if (!wanted || wanted === lang) return '';
  // Serbian without a script (sr, sr-RS) reads both: a Cyrillic page is in its language already.
  if (wanted === 'sr' && lang === 'sr-Cyrl' && !/\bsr-latn\b/i.test(header ?? '')) return '';
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const href = escapeAttr(`${langPath(wanted, path)}${query}`);
  // A landmark of its own (navigation to the other language), so nothing on the page is outside one.
  return `<nav class="language-offer" lang="${HTML_LANG[wanted]}" aria-label="${OFFER[wanted]}"><a href="${href}" hreflang="${HTML_LANG[wanted]}">${OFFER[wanted]}</a></nav>`;
}
