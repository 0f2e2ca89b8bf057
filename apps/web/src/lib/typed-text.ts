import { useCallback, type ReactNode } from 'react';
import { placeIn, useTranslation, type Lang } from './i18n';

/**
 * Text people typed (business, service and person names, addresses, descriptions, reviews,
 * replies), stored as they wrote it, in either script, shown in the page's script: a Cyrillic page
 * (/cir) shows it in Cyrillic letters, the Latin and English pages in Latin letters, as the
 * server's HTML of that page does (decision 065). A pure function of (language, text), so the
 * server's markup and the client's hydration agree.
 *
 * For DISPLAY only: a form shows and submits what was typed, never this.
 */
function typedIn(text: string | null | undefined, lang: Lang): string | null | undefined {
  // A place's name and any other typed text are shown alike: i18n's placeIn.
  return text == null ? text : placeIn(text, lang);
}

/** Typed text in the page's script; missing text (null, undefined) stays missing. */
type Typed = {
  (text: string): string;
  (text: string | null | undefined): string | null | undefined;
};

/** `const typed = useTyped(); … {typed(business.naziv)}`: typed text in the current page's script. */
export function useTyped(): Typed {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  // One function per language: a memo or an effect that lists it runs again only when the language changes.
  return useCallback((text: string | null | undefined) => typedIn(text, lang), [lang]) as Typed;
}

/** `<Typed>{business.naziv}</Typed>`, where a hook is not at hand (a list's row, a label): the text alone, no element of its own. */
export function Typed({ children }: { children: string | null | undefined }): ReactNode {
  return useTyped()(children) ?? null;
}
