import { i18n, type Lang } from './translate';
import { common } from './i18n.common';
import { catalogue } from '@/features/catalogue/i18n';
import { notFound } from '@/features/not-found/i18n';

export { i18n, t, useTranslation, type Lang, type TFunction } from './translate';
export const LANGS: Lang[] = ['sr', 'en'];
const STORAGE_KEY = 'zakazi.lang';

type Resources = { sr: Record<string, unknown>; en: Record<string, unknown> };
/** Each feature's texts live under its own key: t('search.title'). These are in the first bundle. */
const features: Record<string, Resources> = { common, catalogue, notFound };

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
} satisfies Record<string, () => Promise<Resources>>;
export type LazyTexts = keyof typeof lazyFeatures;

const loaded = new Map<string, Promise<void>>();

/** Adds a feature's texts (both languages) once; resolves when t() can use them. */
export function loadTexts(...keys: LazyTexts[]): Promise<void> {
  return Promise.all(
    keys.map((key) => {
      let done = loaded.get(key);
      if (!done) {
        done = lazyFeatures[key]().then((res) => {
          for (const lang of LANGS) i18n.addTexts(lang, { [key]: res[lang] });
        });
        done.catch(() => loaded.delete(key));
        loaded.set(key, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

function bundle(lang: Lang): Record<string, unknown> {
  return Object.fromEntries(Object.entries(features).map(([key, res]) => [key, res[lang]]));
}

function storedLang(): Lang {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (value === 'sr' || value === 'en') return value;
  } catch {
    /* storage unavailable */
  }
  return 'sr';
}

export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'sr';
}

export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* storage unavailable */
  }
  i18n.changeLanguage(lang);
}

const htmlLang = (lang: Lang) => (lang === 'en' ? 'en' : 'sr-Latn');
i18n.onLanguageChanged((lang) => {
  document.documentElement.lang = htmlLang(lang);
});

for (const lang of LANGS) i18n.addTexts(lang, bundle(lang));
i18n.changeLanguage(storedLang());
document.documentElement.lang = htmlLang(currentLang());
