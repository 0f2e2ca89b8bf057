import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { langPrefix, type PageLang } from '@zakazi/contract/lang-paths';
import { firstTextsIn, i18n } from '@/lib/i18n';
import { setAnswers } from '@/lib/page-data';
import { setServerSettings } from '@/lib/page-settings';
import { queryClient } from '@/lib/queryClient';
import type { SsrState } from '@/lib/ssr-state';
import { Providers } from './app/Providers';
import { withGuard } from './app/guard';
import { routes } from './app/routes';
import { toHtml } from './render-to-html';

/**
 * The server's render of a public page (decision 065): the same route table, under the same
 * language prefix, as the client's router (app/router.tsx), for a URL whose API answers the server
 * has already read (`data`, by the URL the client asks). Built by `vite build --ssr` into
 * dist-ssr/entry-server.js, imported by the API server's http/web-client.ts.
 *
 * The client's modules keep their state in module variables (the language, the query cache, the
 * embedded answers): one render at a time per process (`queue`), each starting from its request's
 * answers and language. A render is CPU only once its data is read, so waiting in the queue costs
 * what running side by side would.
 */

export type RenderRequest = {
  /** The full URL asked, with its language prefix and query (e.g. http://host/cir/entity/12?day=…) */
  url: string;
  lang: PageLang;
  /** The API answers the server read for this page, by URL (path and query): the only answers the render sees. */
  data: Record<string, unknown>;
  /** The settings the page's <meta> tags carry (lib/page-settings.ts), by name. */
  settings: Record<string, string>;
};

export type RenderResult =
  /**
   * The app's HTML for #q-app; for <head>, the stylesheets and preloads React hoists there (`head`);
   * what the client's first render needs to hydrate it (lib/ssr-state.ts).
   */
  | { html: string; head: string; state: SsrState }
  /** The route table answered without a page (a legacy path's redirect, a route's error): the server sends the page as before. */
  | undefined;

const handlers = new Map<PageLang, StaticHandler>();
function handlerFor(lang: PageLang): StaticHandler {
  let handler = handlers.get(lang);
  if (!handler) {
    handler = createStaticHandler(withGuard(routes), { basename: langPrefix(lang) || undefined });
    handlers.set(lang, handler);
  }
  return handler;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page; calls wait for the ones before them. */
export function render(request: RenderRequest): Promise<RenderResult> {
  const result = queue.then(() => renderNow(request));
  queue = result.catch(() => undefined);
  return result;
}

async function renderNow({ url, lang, data, settings }: RenderRequest): Promise<RenderResult> {
  queryClient.clear();
  setAnswers(data);
  setServerSettings(settings);
  i18n.changeLanguage(lang);
  await firstTextsIn(lang);
  const context = await handlerFor(lang).query(new Request(url));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handlerFor(lang).dataRoutes, context);
  const rendered = await toHtml(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const state: SsrState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  queryClient.clear();
  // React writes what belongs in <head> (stylesheets with a precedence, preloads) before the app's
  // markup when it renders no <html> of its own: the page's head takes them, where HTML allows them.
  const head = /^(?:<link[^>]*>|<style[^>]*>[^<]*<\/style>)*/.exec(rendered)![0];
  return { html: rendered.slice(head.length), head, state };
}
