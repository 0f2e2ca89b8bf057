import { useEffect } from 'react';

const APP = 'Zakaži';
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sets the document title and meta description, debounced by 50 ms (SPEC.md 9). */
function setPageMeta(title: string | null | undefined, description?: string | null): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const fallback = document.documentElement.lang === 'en' ? 'online appointment booking' : 'online zakazivanje termina';
    document.title = title ? `${title} — ${APP}` : `${APP} — ${fallback}`;
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
  useEffect(() => {
    setPageMeta(title, description);
  }, [title, description]);
}
