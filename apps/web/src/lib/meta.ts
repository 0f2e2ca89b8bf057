import { useEffect } from 'react';
import { t, useTranslation } from './i18n';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sets the document title and meta description, debounced by 50 ms (SPEC.md 9). The brand and the
 * home page's fallback are texts like any other, in the interface's language and script.
 */
function setPageMeta(title: string | null | undefined, description?: string | null): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const app = t('common.appName');
    document.title = title ? `${title} — ${app}` : `${app} — ${t('common.titleFallback')}`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description.length > 160 ? `${description.slice(0, 157)}…` : description;
    }
  }, 50);
}

export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  // The language is a dependency too: a page without a title of its own (home) gets the brand's in the new script.
  const { i18n } = useTranslation();
  const lang = i18n.language;
  useEffect(() => {
    setPageMeta(title, description);
  }, [title, description, lang]);
}
