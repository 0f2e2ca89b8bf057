import './app/styles';
import '@/lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { serviceWorkerKillSwitch } from './app/serviceWorker';
import { whenFirstPainted } from './lib/first-paint';

const container = document.getElementById('q-app');
if (!container) throw new Error('#q-app is missing');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
const root = createRoot(container);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
// The server sent the page's content in the root (decision 065): it stays until the client's page
// is ready to replace it (its module, texts and data loaded), not blanked while they load.
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

// Startup failures are logged only (SPEC.md 8). Once the first page has painted: its request is
// not one the first paint waits for.
whenFirstPainted(() => serviceWorkerKillSwitch().catch((error) => console.error('[startup]', error)));
