import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageLang } from './page-lang.ts';

/**
 * The web client's server render (decision 065): apps/web/src/entry-server.tsx, built by
 * `npm run build` (vite build --ssr) into apps/web/dist-ssr. It renders the client's own route
 * table for a URL from the API answers this server has already read for the page (`data`, by the
 * URL the client asks), reading nothing itself. Its types are written here, not imported: http/
 * depends on the built file's shape, not on the web app's sources.
 */
export type RenderRequest = { url: string; lang: PageLang; data: Record<string, unknown>; settings: Record<string, string> };
/**
 * The app's HTML for #q-app, what React hoists into <head> (stylesheets, preloads) and the state the
 * client hydrates it with; undefined: the route table answered with no page (a redirect, an error).
 */
export type RenderResult = { html: string; head: string; state: unknown } | undefined;
export type PageRenderer = (request: RenderRequest) => Promise<RenderResult>;

/**
 * The render of the build in `ssrDir`, loaded on the first page asked; undefined when there is no
 * such build (the API and the client's own rendering work without it). A new build is taken at
 * the next start (Node keeps an imported module).
 */
export function pageRenderer(ssrDir: string): () => Promise<PageRenderer | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  let loaded: Promise<PageRenderer | undefined> | undefined;
  return () => {
    loaded ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((module: { render: PageRenderer }) => module.render)
      : Promise.resolve(undefined);
    return loaded;
  };
}
