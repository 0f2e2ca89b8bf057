import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerPathValueTooLong, MAX_PATH_VALUE_LENGTH } from './errors.ts';
import { ClientManifest } from './client-manifest.ts';
import { IndexTemplate, jsonScript, matchPageRoute, startingAfterPaint, type HeadTag, type PageHeadRoute, type PageParts } from './page-head.ts';
import { pageRenderer } from './page-render.ts';
import { pageHeadRoutes } from './page-heads.ts';
import type { PublicReads } from './public-reads.ts';
import { languageOffer } from './language-offer.ts';
import { langPath, splitLangPath, type PageLang } from './page-lang.ts';
import { categoryAliasTarget } from './category-alias.ts';

/** Hashed build output (/assets/name-HASH.js): a new build writes new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Category illustrations and demo photos (/images): fixed names that change only with a release.
 * A month fresh, then revalidated by ETag (a 304 costs no body).
 */
const IMAGES = 'public, max-age=2592000';
/** The page itself and the service worker: always revalidated, so a release reaches every browser at once. */
const REVALIDATE = 'no-cache';
/** Anything else at the root (favicon). */
const OTHER = 'public, max-age=86400';

/**
 * Serves the built web client:
 * - static files, pre-compressed at build (apps/web/scripts/precompress.ts): the .br or .gz copy the
 *   browser accepts, with Vary: Accept-Encoding; cached by the rules above, with ETags;
 * - uploaded business images from DATA_DIR/uploads (names are random UUIDs, never rewritten: immutable),
 *   fetched there first when another process stored them;
 * - index.html for every other non-API path, so the client's router can answer it, with the page's
 *   own head tags (page-heads.ts) and compressed; a public page (one page-heads.ts names) with the
 *   web client's own render of it in its root (page-render.ts, when the client's server build is
 *   there), which the client hydrates;
 * - a JSON 404 for unknown /api paths, and 400 `bad-request` for a file path that is malformed
 *   (a NUL, an encoded slash, `..`): status and error code agree.
 */
export async function registerWebClient(
  app: FastifyInstance,
  webDist: string,
  /** The web client's server build (apps/web/dist-ssr): public pages are rendered with it when it is there. */
  ssrDir: string,
  uploadsDir: string,
  /** The catalogue's and businesses' reads behind the pages' head tags. */
  reads: PublicReads,
  /** Brings an upload this process has no copy of into uploadsDir (the media module: from the database). */
  restoreUpload: (name: string) => Promise<boolean> = async () => false,
): Promise<void> {
  const hasClient = existsSync(join(webDist, 'index.html'));
  const assetsDir = join(webDist, 'assets') + sep;
  const imagesDir = join(webDist, 'images') + sep;

  await app.register(async (files) => {
    files.setErrorHandler(staticErrorHandler(app));
    if (hasClient) {
      await files.register(fastifyStatic, {
        root: webDist,
        // Files are looked up per request, so a rebuild of the client needs no restart.
        wildcard: true,
        // "/" is a page like any other: it goes to the not-found handler below, which adds its head.
        index: false,
        preCompressed: true,
        setHeaders(res, path) {
          if (path.startsWith(assetsDir)) res.header('cache-control', IMMUTABLE);
          else if (path.startsWith(imagesDir)) res.header('cache-control', IMAGES);
          else if (path.endsWith('index.html') || path.endsWith('sw.js')) res.header('cache-control', REVALIDATE);
          else res.header('cache-control', OTHER);
        },
      });
    }
    // Uploaded business images: each process's copy in DATA_DIR, outside the build; another
    // process's upload is fetched once into it, then served like any file (ETag, 304, range).
    files.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0]!;
      if (!path.toLowerCase().startsWith('/uploads/')) return;
      await restoreUpload(path.slice('/uploads/'.length));
    });
    await files.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      setHeaders(res) {
        res.header('cache-control', IMMUTABLE);
      },
    });
  });

  const template = hasClient ? new IndexTemplate(join(webDist, 'index.html')) : undefined;
  const manifest = new ClientManifest(join(webDist, '.vite', 'manifest.json'));
  const pages = pageHeadRoutes(app.deps.readDb, app.deps.config.publicUrl, reads);
  const renderer = pageRenderer(ssrDir);

  // Client settings the server holds, read by the client from its page (a native build without them keeps its defaults).
  const settingValues: Record<string, string> = {
    'map-tile-url': app.deps.config.mapTileUrl,
    // How long a business has to answer a request: the booking panel says so before the customer confirms.
    'pending-expiry-hours': String(app.deps.config.pendingExpiryHours),
    // Whether SMS can be sent at all (SMS_URL set): without it the notification settings say SMS is not available.
    'sms-available': app.deps.config.sms.url ? 'true' : 'false',
  };
  const settings: HeadTag[] = Object.entries(settingValues).map(([name, content]) => ({ tag: 'meta', attrs: { name, content } }));
  const catalogue = async () => {
    const [mains, categories] = await Promise.all([reads.mainCategories(app.deps.readDb), reads.categories(app.deps.readDb)]);
    return { mains, categories };
  };
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, query] = request.url.split(/\?(.*)/s);
    const { lang, path } = splitLangPath(pathname!);
    const alias = await categoryAliasTarget(path, catalogue);
    if (alias !== undefined) return reply.redirect(`${langPath(lang, alias)}${query ? `?${query}` : ''}`, 301);
    const parts = await partsFor(pages, manifest, request, lang, path);
    const rendered = parts.render ? await renderPage(request, lang, parts.data ?? {}) : undefined;
    // A rendered page carries the state the client hydrates it with; one the client renders alone, the answers its first render takes.
    const data = rendered ? jsonScript('ssr-state', rendered.state) : parts.data ? jsonScript('page-data', parts.data) : '';
    // A page the client renders alone shows nothing before its route's modules have run: they are
    // preloaded. A rendered page paints from its HTML, and its modules would only share a phone's
    // bandwidth with the stylesheets and the photo that paint waits for (bench/README.md, "The
    // route's modules after the first paint"); so would the entry's own (decision 087): all of them
    // are asked for once it has painted, by the script that then starts the client.
    const routeModules = parts.modules ?? [];
    // Not where the client loads what the visitor came for (search results, near me): it starts at once.
    const start = rendered && !parts.contentFromClient ? manifest.clientStart() : undefined;
    const startData = start ? jsonScript('client-start', { entry: start.entry, modules: [...start.modules, ...routeModules] }) : '';
    const preloads: HeadTag[] = rendered ? [] : routeModules.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href } }));
    const tags = [...parts.tags, ...preloads, ...settings];
    const filled = template!.render(tags, lang, languageOffer(request, lang, path) + data + startData, rendered?.html, rendered?.head);
    const html = start ? startingAfterPaint(filled, start.script) : filled;
    return sendCompressed(request, reply.code(parts.notFound ? 404 : 200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8'), html);
  };
  /** The client's render of a public page; a failure leaves the page to the client's own render rather than failing it. */
  const renderPage = async (request: FastifyRequest, lang: PageLang, data: Record<string, unknown>) => {
    try {
      const render = await renderer();
      return await render?.({ url: `http://localhost${request.url}`, lang, data, settings: settingValues });
    } catch (error) {
      request.log.warn({ err: error }, 'page not rendered on the server');
      return undefined;
    }
  };
  // The home page by its own route: the static files' wildcard would otherwise take "/" and, for a
  // client that accepts no compression (a crawler, curl), refuse it as a directory.
  // A page, not an API operation: left out of /api/openapi.json (whose every operation the input
  // fuzz and the access matrix cover), as robots.txt and the sitemap are.
  if (template) app.get('/', { config: { access: 'public' }, schema: { hide: true } }, page);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!.toLowerCase();
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/') || !['GET', 'HEAD'].includes(request.method)) {
      // With the client built, its wildcard route takes an /api path whose value is too long for
      // the API's routes (the router backtracks to it instead of raising FST_ERR_MAX_PARAM_LENGTH).
      if (path.split('/').some((segment) => segment.length > MAX_PATH_VALUE_LENGTH)) {
        answerPathValueTooLong(reply);
        return reply;
      }
      return reply.code(404).send({ error: 'not-found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    // Missing static files (e.g. /sw.js, /images/x.webp) stay 404s: the client treats them as absent.
    if (/\.[a-z0-9]{1,5}$/i.test(path) || !template) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return page(request, reply);
  });
}

/** What the server writes into the page; a failure to read it leaves the page the client's alone rather than failing it. */
async function partsFor(pages: readonly PageHeadRoute[], manifest: ClientManifest, request: FastifyRequest, lang: PageLang, path: string): Promise<PageParts> {
  const match = matchPageRoute(pages, path);
  if (!match) return { tags: [] };
  const modules = manifest.modulesOf(match.route.modules ?? []);
  // Linked, so they apply at the first paint: the server's HTML is the route's content, which they
  // style. (Preloaded only, they applied when Vite's route loader linked them, after the route's
  // script had run, and the page moved: bench/README.md, "After server rendering".)
  const styles: HeadTag[] = manifest.stylesOf(match.route.modules ?? []).map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href } }));
  try {
    const parts = match.route.head ? await match.route.head(match.params, lang, request) : { tags: [] };
    // Every page page-heads.ts names is public: the server renders it (signed-in areas are the client's alone);
    // one that is not found is the client's to render (its not-found view, or a draft for its owner).
    return { ...parts, tags: [...parts.tags, ...styles], modules, render: !parts.notFound, contentFromClient: match.route.contentFromClient };
  } catch (error) {
    request.log.warn({ err: error, path: match.route.path }, 'page head tags and content not added');
    return { tags: styles, modules };
  }
}

/**
 * The page is a few KB, different per path: compressed per request, at levels that take well under
 * a millisecond at this size (the static files were compressed at the highest levels at build).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  // Accept-Language: a page offers the visitor's language when it is another (language-offer.ts).
  reply.header('vary', 'accept-encoding, accept-language');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/**
 * @fastify/static refuses a non-canonical path (a NUL, "..", "//", an encoded slash) with 403, and
 * @fastify/send answers 400 or 403 for some; all of them are a malformed request, not a question of
 * permission: 400 `bad-request`, whose status and code agree. Anything else goes to the app's handler.
 */
function staticErrorHandler(app: FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? (error as { status?: number }).status;
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH' || status === 400 || status === 403) {
      return reply.code(400).send({ error: 'bad-request', message: `Malformed file path: ${request.url.split('?')[0]}` });
    }
    return app.errorHandler(error, request, reply);
  };
}
