import { toCyrillic, toLatin } from '@zakazi/contract/cyrillic';
import { HTML_LANG, langPath, splitLangPath } from '@zakazi/contract/lang-paths';
import { i18n, translate, useTexts, type Lang, type TOptions } from './translate';
import { common } from './i18n.common';
import type { commonEn } from './i18n.common.en';
import { catalogue } from '@/features/catalogue/i18n';
import type { catalogueEn } from '@/features/catalogue/i18n.en';
import { notFound } from '@/features/not-found/i18n';
import type { notFoundEn } from '@/features/not-found/i18n.en';

export { i18n, type Lang } from './translate';
/** The interface languages, in the order the switch shows them. */
export const LANGS: Lang[] = ['sr', 'sr-Cyrl', 'en'];
/** The languages with texts of their own (sr-Cyrl is sr, transliterated). */
const TEXT_LANGS = ['sr', 'en'] as const;

type Resources = Record<(typeof TEXT_LANGS)[number], Record<string, unknown>>;
/**
 * Each feature's texts live under its own key: t('search.title'). These are in the first bundle,
 * in Serbian; their English (`firstTextsIn`) loads before an English page's first render, so the
 * Serbian pages, most of them, do not carry it (the home route's JavaScript budget).
 */
const features = { common, catalogue, notFound };
type FirstTexts = {
  common: { sr: typeof common; en: typeof commonEn };
  catalogue: { sr: typeof catalogue; en: typeof catalogueEn };
  notFound: { sr: typeof notFound; en: typeof notFoundEn };
};

/**
 * The other features' texts load with their routes (routes.tsx: `page(import, ...texts)`), so the
 * home route does not carry every page's strings. Each entry is the feature's i18n.ts.
 */
const lazyFeatures = {
  businesses: () => import('@/features/businesses/i18n').then((m) => m.businesses),
  search: () => import('@/features/search/i18n').then((m) => m.search),
  nearMe: () => import('@/features/near-me/i18n').then((m) => m.nearMe),
  info: () => import('@/features/info/i18n').then((m) => m.info),
  auth: () => import('@/features/auth/i18n').then((m) => m.auth),
  account: () => import('@/features/account/i18n').then((m) => m.account),
  owner: () => import('@/features/owner/i18n').then((m) => m.owner),
  employee: () => import('@/features/employee/i18n').then((m) => m.employee),
  admin: () => import('@/features/admin/i18n').then((m) => m.admin),
  booking: () => import('@/features/booking/i18n').then((m) => m.booking),
  favorites: () => import('@/features/favorites/i18n').then((m) => m.favorites),
  schedule: () => import('@/features/schedule/i18n').then((m) => m.schedule),
  ownerOps: () => import('@/features/owner-operations/i18n').then((m) => m.ownerOps),
  calendar: () => import('@/features/calendar/i18n').then((m) => m.calendar),
};
export type LazyTexts = keyof typeof lazyFeatures;

// ---- typed keys ---------------------------------------------------------------------------------
// A key that exists in no language is a type error: t() takes only the keys of the texts below.
// A key built at run time goes through a typed map (`{ pending: 'booking.status.pending' } as const
// satisfies Record<Status, TranslationKey>`), so every key stays written out and greppable; where
// each key is a prefix and the name it maps, keysUnder (text-keys.ts) builds the map (grep finds the prefix).

/** Every feature's texts, as t() sees them: the first bundle's and the lazily loaded ones. */
type AllTexts = FirstTexts & {
  [K in LazyTexts]: Awaited<ReturnType<(typeof lazyFeatures)[K]>>;
};
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
/** 'reviews_few' → 'reviews': plurals are asked for by their base key and a count. */
type PluralBase<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
/** The dotted paths of a text tree: strings (leaves) or groups (objects and lists). */
type TextPaths<T, Leaf extends boolean> = {
  [K in Extract<keyof T, string | number>]: T[K] extends string
    ? PluralBase<`${K}`>
    : T[K] extends object
      ? (Leaf extends true ? never : `${K}`) | `${K}.${TextPaths<T[K], Leaf>}`
      : never;
}[Extract<keyof T, string | number>];
type KeysOf<Leaf extends boolean> = {
  [F in keyof AllTexts]: `${F}.${TextPaths<AllTexts[F]['sr'], Leaf> | TextPaths<AllTexts[F]['en'], Leaf>}`;
}[keyof AllTexts];

/** A text's key, e.g. 'booking.status.pending'. */
export type TranslationKey = KeysOf<true>;
/** A text's or a group of texts' key (lists read with `returnObjects`). */
type TextsKey = KeysOf<false>;

export type TFunction = {
  /** Lists and groups of texts (e.g. the points of a bulleted list), as stored. */
  (key: TextsKey, options: TOptions & { returnObjects: true }): unknown;
  (key: TranslationKey, options?: TOptions): string;
};

/** The text for a key in the current language (outside React; components use useTranslation). */
export const t: TFunction = translate;

/** `const { t, i18n } = useTranslation()`; re-renders when the language or the texts change. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return useTexts();
}

const loaded = new Map<string, Promise<void>>();

/** Adds a feature's texts (both languages) once; resolves when t() can use them. */
export function loadTexts(...keys: LazyTexts[]): Promise<void> {
  return Promise.all(
    keys.map((key) => {
      let done = loaded.get(key);
      if (!done) {
        done = lazyFeatures[key]().then((res: Resources) => {
          for (const lang of TEXT_LANGS) i18n.addTexts(lang, { [key]: res[lang] });
        });
        done.catch(() => loaded.delete(key));
        loaded.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

let english: Promise<void> | undefined;
/** The first bundle's texts in the page's language: at once for Serbian, the English ones loaded once. */
export function firstTextsIn(lang: Lang): Promise<void> {
  if (lang !== 'en') return Promise.resolve();
  english ??= import('./i18n.first-en').then(({ firstEn }) => i18n.addTexts('en', firstEn satisfies { [K in keyof FirstTexts]: FirstTexts[K]['en'] }));
  english.catch(() => (english = undefined));
  return english;
}

/**
 * The language of the page: its URL's prefix (/cir, /en; none for Serbian Latin), as the server
 * wrote its head and CONTRACT.md names the pages (packages/contract/src/lang-paths.ts).
 */
function urlLang(): Lang {
  return typeof location === 'undefined' ? 'sr' : splitLangPath(location.pathname).lang;
}

/** A catalogue name from the server (category, main category) in the interface's language and script. */
export function nameIn(item: { naziv: string; nazivEn: string }, lang: Lang): string {
  if (lang === 'en') return item.nazivEn;
  return lang === 'sr-Cyrl' ? toCyrillic(item.naziv) : item.naziv;
}

/**
 * A place's name (the city list's Serbian names, a business's address as its owner typed it) in
 * the interface's script: Latin typed is Cyrillic on a Cyrillic page, Cyrillic typed is Latin on
 * the Latin and English pages (Skoplje, Banja Luka are how Serbian names them in English text too).
 */
export function placeIn(name: string, lang: Lang): string {
  return lang === 'sr-Cyrl' ? toCyrillic(name) : toLatin(name);
}

/** The language of what the server writes for this user (CONTRACT.md jezik: sr or en; mails are in Latin). */
export function currentLang(): 'sr' | 'en' {
  return i18n.language === 'en' ? 'en' : 'sr';
}

/**
 * Another language is another URL: the same page under the language's prefix, loaded anew so
 * that its router, its head and everything already rendered are in that language.
 */
export function setLang(lang: Lang): void {
  if (lang === i18n.language) return;
  const { path } = splitLangPath(location.pathname);
  location.assign(`${langPath(lang, path)}${location.search}${location.hash}`);
}

// The server's render (entry-server.tsx) has no document: it sets the language per request, and
// the page's <html lang> is the server's template's.
const html = typeof document === 'undefined' ? undefined : document.documentElement;
i18n.onLanguageChanged((lang) => {
  if (html) html.lang = HTML_LANG[lang];
});

i18n.addTexts('sr', features);
i18n.changeLanguage(urlLang());
if (html) html.lang = HTML_LANG[i18n.language];
