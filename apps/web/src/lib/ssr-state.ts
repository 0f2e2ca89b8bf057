import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server's render (entry-server.tsx) hands to the client's first render, so that render is
 * the same as the server's and React hydrates the HTML instead of replacing it: the query cache's
 * answers and the router's loader data, as JSON in `<script type="application/json" id="ssr-state">`
 * (the server's http/web-client.ts writes it; no inline script, which the CSP would refuse).
 */
export type SsrState = { queries: DehydratedState; router: HydrationState };

let read: SsrState | null | undefined;

/** The server's state for this page, or null when the server did not render it (signed-in areas, the native build). */
export function ssrState(): SsrState | null {
  if (read !== undefined) return read;
  read = null;
  const element = typeof document === 'undefined' ? null : document.getElementById('ssr-state');
  if (element?.textContent && document.getElementById('q-app')?.firstElementChild) {
    try {
      read = JSON.parse(element.textContent) as SsrState;
    } catch {
      /* rendered on the client alone */
    }
  }
  return read;
}

let navigated = false;
/** The client's router calls this on its first navigation: pages rendered after it are the client's own. */
export function leftServerPage(): void {
  navigated = true;
}

/**
 * Whether what renders now is a page the server renders or has rendered: the server's render, or
 * the client's hydration of the page the server sent (until the first navigation away).
 */
export function inServerPage(): boolean {
  return typeof document === 'undefined' || (!navigated && ssrState() !== null);
}
