import { useCallback, useSyncExternalStore } from 'react';
import { pluralOf } from '@zakazi/contract/wording';
import { toCyrillic, toCyrillicDeep } from '@zakazi/contract/cyrillic';

/**
 * A small translation engine with the part of i18next's API the client uses: nested keys
 * ('search.prices.3'), `{{name}}` interpolation, plurals by `count` as suffixes (_one, _few,
 * _other) chosen by the plural rule the mails use too (@zakazi/contract/wording: CLDR's, through
 * Intl.PluralRules), a fallback language, bundles added at run time, and a hook.
 * It replaces i18next + react-i18next to keep the home route within its JavaScript budget (their
 * size: docs/decisions/021-own-translation-engine.md). Serbian Cyrillic (sr-Cyrl)
 * has no texts of its own: it shows the Serbian Latin texts transliterated (packages/contract/src/cyrillic.ts).
 */

/** Serbian in Latin letters, Serbian in Cyrillic letters, English. */
export type Lang = 'sr' | 'sr-Cyrl' | 'en';
export type Texts = Record<string, unknown>;
export type TOptions = Record<string, unknown> & { count?: number };
/** Untyped here: lib/i18n.ts gives t() the union of the keys that exist (TranslationKey). */
type Translate = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

const FALLBACK: Lang = 'sr';
/** Languages with texts of their own; sr-Cyrl reads the Serbian (Latin) texts, transliterated. */
type TextLang = Exclude<Lang, 'sr-Cyrl'>;
const textsOf = (lang: Lang): TextLang => (lang === 'sr-Cyrl' ? 'sr' : lang);

const resources: Record<TextLang, Texts> = { sr: {}, en: {} };
/** Each Serbian text in Cyrillic, made once when first shown. */
const cyrillic = new Map<string, string>();
function inScript(lang: Lang, text: string): string {
  if (lang !== 'sr-Cyrl') return text;
  let cyr = cyrillic.get(text);
  if (cyr === undefined) {
    cyr = toCyrillic(text);
    cyrillic.set(text, cyr);
  }
  return cyr;
}
const listeners = new Set<() => void>();
const languageListeners = new Set<(lang: Lang) => void>();
let language: Lang = FALLBACK;
/** Bumped on every change so subscribed components re-render with new texts. */
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function lookup(texts: Texts, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function find(lang: Lang, key: string, options?: TOptions): string | undefined {
  const texts = resources[textsOf(lang)];
  if (typeof options?.count === 'number') {
    const plural = lookup(texts, `${key}_${pluralOf(lang, options.count)}`) ?? lookup(texts, `${key}_other`);
    if (typeof plural === 'string') return inScript(lang, plural);
  }
  const value = lookup(texts, key);
  return typeof value === 'string' ? inScript(lang, value) : undefined;
}

function interpolate(text: string, options?: TOptions): string {
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The text for `key` in the current language, else in Serbian, else the key itself. */
export const translate = ((key: string, options?: TOptions) => {
  if (options?.returnObjects) {
    const group = lookup(resources[textsOf(language)], key) ?? lookup(resources[FALLBACK], key) ?? key;
    return language === 'sr-Cyrl' ? toCyrillicDeep(group) : group;
  }
  return interpolate(find(language, key, options) ?? find(FALLBACK, key, options) ?? key, options);
}) as Translate;

function deepMerge(target: Texts, source: Texts): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object') {
      deepMerge(existing as Texts, value as Texts);
    } else {
      target[key] = value;
    }
  }
}

export const i18n = {
  get language(): Lang {
    return language;
  },
  addTexts(lang: TextLang, texts: Texts): void {
    deepMerge(resources[lang], texts);
    notify();
  },
  changeLanguage(lang: Lang): void {
    if (lang === language) return;
    language = lang;
    for (const listener of languageListeners) listener(lang);
    notify();
  },
  onLanguageChanged(listener: (lang: Lang) => void): () => void {
    languageListeners.add(listener);
    return () => languageListeners.delete(listener);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Same shape as react-i18next's hook: `const { t, i18n } = useTexts()`; re-renders on change. */
export function useTexts(): { t: Translate; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, () => version, () => version);
  // A new function identity per change, so memoised children that take `t` update too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` (the texts' version) is not read: a new identity per version is the point
  const bound = useCallback(((key: string, options?: TOptions) => translate(key, options)) as Translate, [current]);
  return { t: bound, i18n };
}
