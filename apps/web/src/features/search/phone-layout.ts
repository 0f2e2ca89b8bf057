import { useSyncExternalStore } from 'react';

/** Below this width the filters open in a sheet, so the first screen shows results. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the list pages lay out for a phone: true or false once known; undefined while it is not,
 * in the server's render and the client's hydration of it (the server does not know the screen).
 * Then a page puts both layouts in its HTML, each with `layoutClass(...)`, and CSS shows the one
 * that fits (app.css, the same width as PHONE_QUERY): the page does not move when the client
 * learns the width (it did; bench/README.md, "After server rendering").
 */
export function usePhoneLayout(): boolean | undefined {
  // React takes the server's snapshot (undefined) in the server's render and while hydrating, the
  // browser's at once in a page the client renders alone. (Mantine's useMediaQuery answers false
  // for "not known yet".)
  return useSyncExternalStore(subscribe, phoneNow, unknownOnServer);
}

const phoneNow = () => window.matchMedia(PHONE_QUERY).matches;
const unknownOnServer = () => undefined;
function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** `base`, and while the kind of screen is not known yet the class that hides this layout's part on the other kind. */
export function layoutClass(base: string, kind: 'phone' | 'wide', phone: boolean | undefined): string {
  return phone === undefined ? `${base} layout-${kind}-only` : base;
}
