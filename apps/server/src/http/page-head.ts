import { statSync, readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { HTML_LANG, type PageLang } from './page-lang.ts';

/**
 * Per-page additions to the web client's index.html <head>, made by the server for the path asked:
 * what the browser should fetch before the client's JavaScript runs (the page's largest image),
 * and, for search engines and link previews, the page's own title, description, canonical URL,
 * Open Graph tags and JSON-LD. The client renders everything else; these tags only have to be right
 * for the first load of a URL.
 */

/** One element for <head>. Attribute values and text are escaped when rendered. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  /** e.g. `{ type: 'application/ld+json' }` with the JSON as text */
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** A client route whose first load gets its own head tags. */
export type PageHeadRoute = {
  /** React Router style, e.g. '/entity/:entityId'; matched case-insensitively, as the client does */
  path: string;
  /**
   * The client's modules for this route, as apps/web/src/app/routes.tsx loads them (the page, e.g.
   * 'src/features/businesses/EntityPage.tsx', and the feature texts it lists): their JavaScript
   * files are preloaded with the page.
   */
  modules?: string[];
  /**
   * The page's content is the client's to load (the server renders its loading state: search
   * results, near me): its client starts at once rather than after the first paint (decision 087),
   * since what the visitor came for waits for it.
   */
  contentFromClient?: boolean;
  /** What the server writes into this page; `notFound` for an unknown id (the client shows its not-found page). */
  head?: (params: Record<string, string>, lang: PageLang, request: FastifyRequest) => Promise<PageParts>;
};

/** What the server adds to the client's index.html for one page. */
export type PageParts = {
  /** For <head>: preloads, title, description, alternates, JSON-LD. */
  tags: HeadTag[];
  /** Whether the web client's server render writes the page's content (page-render.ts): every public page that exists. */
  render?: boolean;
  /** Its route's `contentFromClient`: the client starts at once, not after the first paint. */
  contentFromClient?: boolean;
  /**
   * The page names a business or category that does not exist (or is not published): answered 404,
   * so a search engine drops it rather than indexing a "not found" page as content, and left to the
   * client, which shows its not-found page.
   */
  notFound?: boolean;
  /**
   * The files of the route's modules: preloaded when the client renders the page alone, asked for
   * after the first paint when the server rendered it (web-client.ts), and on a rendered page
   * whose content is the client's to load, left to the client's router.
   */
  modules?: string[];
  /**
   * The API answers the client's first render asks for, by URL (path and query, as the client
   * builds it): embedded as JSON, so the client takes them instead of asking again (its lib/page-data.ts).
   */
  data?: Record<string, unknown>;
};

/** JSON for the client (its page-data.ts, ssr-state.ts) as a script element the browser never runs. */
export function jsonScript(id: 'page-data' | 'ssr-state' | 'client-start', value: unknown): string {
  return `<script type="application/json" id="${id}">${escapeScriptText(JSON.stringify(value))}</script>`;
}

/** The route matching `pathname` and its decoded parameters; a trailing slash is ignored. */
export function matchPageRoute(routes: readonly PageHeadRoute[], pathname: string): { route: PageHeadRoute; params: Record<string, string> } | undefined {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        const value = safeDecode(parts[i]!);
        if (value === undefined) return false;
        params[segment.slice(1)] = value;
        return true;
      }
      return segment.toLowerCase() === parts[i]!.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return undefined;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Inside <script> only "</script" (and "<!--") can end the element early: escape every "<". */
const escapeScriptText = (text: string) => text.replace(/</g, '\\u003c');

const renderAttrs = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escapeHtml(t.text)}</title>`;
        case 'script':
          return `<script${renderAttrs(t.attrs)}>${escapeScriptText(t.text)}</script>`;
        default:
          return `<${t.tag}${renderAttrs(t.attrs)}>`;
      }
    })
    .join('\n    ');
}

/**
 * The page with its client started after its first paint (decision 087): the entry's script and
 * the modulepreloads Vite wrote for it are replaced by the script that waits for the paint, which
 * reads what to load from `#client-start` (written by the caller).
 */
export function startingAfterPaint(html: string, starterScript: string): string {
  return html
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/gi, '')
    .replace(/<script type="module"[^>]*><\/script>/i, () => `<script type="module" crossorigin src="${escapeHtml(starterScript)}"></script>`);
}

/** A route's own files (its modules and their stylesheets): wanted after the entry's, not before. */
const isRouteFile = (t: HeadTag) => t.tag === 'link' && (t.attrs.rel === 'modulepreload' || (t.attrs.rel === 'preload' && t.attrs.as === 'style'));

/**
 * The built index.html, read again when the file changes (a rebuild of the client needs no
 * restart), with a page's tags put at the top of <head> so the browser sees them first. A page that
 * brings its own title or description replaces the template's.
 */
export class IndexTemplate {
  private cached?: { mtimeMs: number; html: string };

  constructor(private readonly file: string) {}

  /**
   * The page in `lang` (its `<html lang>`), with `tags` in its head, `bodyStart` (HTML the server
   * wrote, e.g. a link to the visitor's language) at the start of its body, outside the client's
   * root, and `root` (the web client's server render of the page) inside the root, which the
   * client hydrates, with `headEnd` (the render's stylesheets) at the end of <head>.
   */
  render(tags: readonly HeadTag[], lang: PageLang = 'sr', bodyStart = '', root = '', headEnd = ''): string {
    let html = this.read().replace(/<html lang="[^"]*"/i, `<html lang="${HTML_LANG[lang]}"`);
    if (headEnd) html = html.replace(/<\/head>/i, () => `  ${headEnd}\n  </head>`);
    if (bodyStart) html = html.replace(/<body>\n?/i, (body) => `${body}    ${bodyStart}\n`);
    if (root) html = html.replace(/<div id="q-app"><\/div>/i, () => `<div id="q-app">${root}</div>`);
    if (tags.length === 0) return html;
    if (tags.some((t) => t.tag === 'title')) html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
    if (tags.some((t) => t.tag === 'meta' && t.attrs.name === 'description')) html = html.replace(/<meta name="description"[^>]*>\s*/i, '');
    // A route's modules and styles come after the entry's own (the browser asks for them in document order, and
    // the entry runs first); everything else right after <meta charset> and the viewport, before the
    // stylesheet and scripts, so the page's image is asked for first.
    const late = tags.filter(isRouteFile);
    const early = tags.filter((t) => !isRouteFile(t));
    if (late.length) {
      const end = html.search(/<\/head>/i);
      if (end >= 0) html = `${html.slice(0, end)}  ${renderHeadTags(late)}\n  ${html.slice(end)}`;
    }
    const anchor = /<meta name="viewport"[^>]*>\n?/i.exec(html) ?? /<head>\n?/i.exec(html);
    if (!early.length || !anchor) return html;
    const at = anchor.index + anchor[0].length;
    return `${html.slice(0, at)}    ${renderHeadTags(early)}\n${html.slice(at)}`;
  }

  private read(): string {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    return this.cached.html;
  }
}
