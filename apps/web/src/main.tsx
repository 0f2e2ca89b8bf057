import './app/styles';
import { firstTextsIn, i18n } from '@/lib/i18n';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { serviceWorkerKillSwitch } from './app/serviceWorker';
import { whenFirstPainted } from './lib/first-paint';
import { ssrState } from './lib/ssr-state';

const container = document.getElementById('q-app');
if (!container) throw new Error('#q-app is missing');

/**
 * The app, marking the root once React has committed its first render: `data-rendered="hydrated"`
 * when it took over the server's HTML, `"client"` when it rendered alone. Set in an effect, so it
 * means the controls work now (tests wait for it), not that hydration was started. A component
 * around the tree, not a sibling of it: a second child would change every `useId` below (React
 * numbers ids by their place among siblings), and the ids would no longer match the server's.
 */
function App({ how }: { how: 'hydrated' | 'client' }) {
  useEffect(() => {
    container!.dataset.rendered = how;
  }, [how]);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

const app = (how: 'hydrated' | 'client') => (
  <StrictMode>
    <App how={how} />
  </StrictMode>
);

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
// A page the server rendered (decision 065) is hydrated: React keeps its HTML and attaches to it.
// Anything else (signed-in areas, the native build's empty root) is rendered by the client alone.
const render = () =>
  startTransition(() => {
    if (ssrState()) {
      hydrateRoot(container, app('hydrated'), {
        // A mismatch makes React render the page again on the client: worth knowing, not fatal.
        onRecoverableError: (error) => console.error('[hydration]', error),
      });
    } else {
      createRoot(container).render(app('client'));
    }
  });
// Hydration needs the page's lazy route modules and texts: it starts once the router has loaded
// them, and on an English page once the shell's English texts have come (lib/i18n.ts).
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
// Texts that fail to load leave the page in Serbian rather than not rendering it at all.
const textsReady = firstTextsIn(i18n.language).catch((error: unknown) => console.error('[startup] texts', error));
void Promise.all([routerReady, textsReady]).then(render);

// Startup failures are logged only (SPEC.md 8). Once the first page has painted: its request is
// not one the first paint waits for.
whenFirstPainted(() => serviceWorkerKillSwitch().catch((error) => console.error('[startup]', error)));
