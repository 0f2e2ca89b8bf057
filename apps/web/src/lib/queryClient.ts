import { QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './http';
import { inServerPage } from './ssr-state';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // On the server (entry-server.tsx) the cache lives for one render and is cleared after it: no
      // garbage-collection timers, which would keep the process (a test, a stopping server) alive.
      gcTime: import.meta.env?.SSR ? Number.POSITIVE_INFINITY : 10 * 60_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    },
  },
});

/**
 * For route loaders: fills the cache while the loading bar shows, without retrying (a failing API
 * must not hold the navigation) and without throwing — the page shows the error state and its retry.
 */
export function preload<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
): Promise<TData | undefined> {
  // The client's first load of a page the server rendered: its router runs the loaders of lazy
  // routes once more before hydrating. What the server answered is in the cache; what it left
  // pending (search results, near-me's list) must stay pending until after hydration, as in the
  // server's HTML, or React finds other markup and renders the page again.
  if (!import.meta.env?.SSR && inServerPage()) return Promise.resolve(queryClient.getQueryData(options.queryKey));
  const loaded = queryClient.ensureQueryData({ ...options, retry: false }).catch(() => undefined);
  // On the server an unanswered question never settles (lib/http.ts): the loader goes on without it
  // once the answered ones (a few microtasks) are in the cache.
  return import.meta.env?.SSR ? Promise.race([loaded, new Promise<undefined>((done) => setTimeout(done, 0))]) : loaded;
}

/** A query's state as a list's props: loading while it has no answer yet, failed with a retry. */
export function loadState(query: { isPending: boolean; isError: boolean; refetch: () => unknown }) {
  return { loading: query.isPending, failed: query.isError, onRetry: () => void query.refetch() };
}
