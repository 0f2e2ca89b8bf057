import { langPrefix, splitLangPath } from '@zakazi/contract/lang-paths';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { queryClient } from '@/lib/queryClient';
import { leftServerPage, ssrState } from '@/lib/ssr-state';
import { installLogoutRedirect, withGuard } from './guard';
import { routes } from './routes';

/**
 * Every route under the page's language prefix (/cir, /en; none for Serbian Latin): links and
 * navigations written as '/entity/12' stay in the language the page was loaded in.
 */
const basename = langPrefix(splitLangPath(location.pathname).lang) || undefined;

// A page the server rendered (entry-server.tsx): the client starts from the server's query cache
// and loader data, so its first render is the server's HTML (hydrated, not replaced) and its
// loaders do not ask again for what the page already holds.
const server = ssrState();
if (server) hydrate(queryClient, server.queries);

export const router = createBrowserRouter(withGuard(routes), { basename, hydrationData: server?.router });
installLogoutRedirect(router);
if (server) {
  const stop = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state === 'idle') return;
    leftServerPage();
    stop();
  });
}
