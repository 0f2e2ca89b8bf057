import type { FastifyInstance } from 'fastify';
import { MAIN_CATEGORY_IDS, MAIN_CATEGORY_SLUGS } from '@zakazi/contract';
import type { RouteAccess } from './access.ts';
import { langPath, PAGE_LANGS } from './page-lang.ts';
import type { PublicReads } from './public-reads.ts';

/**
 * /robots.txt and /sitemap.xml for search engines (issues 10 and 26).
 *
 * The sitemap protocol allows 50,000 URLs per file (https://www.sitemaps.org/protocol.html). While
 * the site has no more, /sitemap.xml is one urlset of every public page in each of its three
 * languages (Serbian Latin, /cir, /en): home, main categories, categories and every published
 * business. Beyond that, /sitemap.xml is a sitemap index naming /sitemaps/catalogue.xml and
 * /sitemaps/businesses-N.xml, each a slice of the published businesses in id order, each business
 * with its three URLs. Read from the database per request: a business appears as soon as it is
 * published and disappears when it is not. (The pages name each other with hreflang; the sitemap
 * only lists them, which keeps it valid against the sitemaps.org schema alone.)
 */
const SITEMAP_MAX_URLS = 50_000;
/** Every page is listed once per language. */
const PER_PAGE = PAGE_LANGS.length;

/** Pages only their users reach, in each language: nothing there for a search engine. */
const PRIVATE_PAGES = ['/entity/edit', '/profile', '/termini', '/employee', '/super-admin', '/delete-account', '/reset-password', '/login', '/auth'].flatMap((path) =>
  PAGE_LANGS.map((lang) => langPath(lang, path)),
);

/** A route's URL as a robots.txt path pattern: each `:parameter` is any text (RFC 9309 `*`). */
const robotsPattern = (url: string) => url.replace(/:[^/]+/g, '*');
const patternMatches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}`).test(path);

/**
 * A crawler that renders a page (Google's does) fetches what the page's script fetches, and obeys
 * robots.txt for each of those requests too: with all of /api/ disallowed, every business page it
 * rendered showed the client's error state. So every public GET route of the API is allowed, read
 * from the registered routes (a new one is covered without editing this file), and the rest of
 * /api/ stays disallowed. Where an allowed pattern also covers another route (`/api/Entitet/*`
 * covers POST `/api/Entitet/{id}/pregled`, the page view a visit counts), that route gets a
 * Disallow of its own: its pattern is longer, and the longest match decides (RFC 9309 §2.2.2).
 */
function robotsTxt(publicUrl: string, apiRoutes: readonly RouteAccess[]): string {
  const isPublicGet = (r: RouteAccess) => r.method === 'GET' && r.access === 'public';
  const allowed = [...new Set(apiRoutes.filter(isPublicGet).map((r) => robotsPattern(r.url)))].sort();
  const publicGetUrls = new Set(apiRoutes.filter(isPublicGet).map((r) => r.url));
  const covered = apiRoutes
    .filter((r) => !publicGetUrls.has(r.url))
    .map((r) => robotsPattern(r.url))
    .filter((pattern) => allowed.some((allow) => allow !== pattern && patternMatches(allow, pattern)));
  const disallowed = ['/api/', ...new Set(covered.sort()), ...PRIVATE_PAGES];
  return [
    'User-agent: *',
    ...allowed.map((p) => `Allow: ${p}`),
    ...disallowed.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (urls: string[]) =>
  `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
const sitemapIndex = (urls: string[]) =>
  `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

/** How many businesses one file lists, each with its URL in every language. */
const businessesPerFile = (max: number) => Math.floor(max / PER_PAGE);

/** How the sitemap is split: one file, or the index's business files (1-based) of at most `max` URLs each. */
export function sitemapPlan(catalogueUrls: number, businesses: number, max = SITEMAP_MAX_URLS): { single: true } | { single: false; businessFiles: number } {
  if (catalogueUrls + businesses * PER_PAGE <= max) return { single: true };
  return { single: false, businessFiles: Math.max(1, Math.ceil(businesses / businessesPerFile(max))) };
}

export async function registerSeoFiles(app: FastifyInstance, reads: PublicReads): Promise<void> {
  const { categories, countPublished, publishedIds } = reads;
  // The sitemap is a public list: the replica serves it when there is one.
  const { readDb: db, config } = app.deps;
  const base = config.publicUrl;
  const mainSlug = (id: number) => MAIN_CATEGORY_SLUGS.find((s) => MAIN_CATEGORY_IDS[s] === id);
  const inEveryLang = (paths: string[]) => paths.flatMap((path) => PAGE_LANGS.map((lang) => `${base}${langPath(lang, path)}`));
  const catalogueUrls = async () =>
    inEveryLang([
      '/',
      ...MAIN_CATEGORY_SLUGS.map((s) => `/categories/${s}`),
      ...(await categories(db)).map((c) => `/categories/${mainSlug(c.mainKategorijaId)}/${c.slug}`),
    ]);
  const businessUrls = async (offset: number, limit: number) => inEveryLang((await publishedIds(db, { offset, limit })).map((id) => `/entity/${id}`));
  const perFile = businessesPerFile(SITEMAP_MAX_URLS);
  const xml = 'application/xml; charset=utf-8';

  // Made at the first request, when every module's routes are registered.
  let robots: string | undefined;
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    robots ??= robotsTxt(base, app.accessRoutes);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots);
  });

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const [catalogue, total] = await Promise.all([catalogueUrls(), countPublished(db)]);
    const plan = sitemapPlan(catalogue.length, total);
    reply.type(xml).header('cache-control', 'public, max-age=3600');
    if (plan.single) return urlset([...catalogue, ...(await businessUrls(0, perFile))]);
    const files = [`${base}/sitemaps/catalogue.xml`, ...Array.from({ length: plan.businessFiles }, (_, i) => `${base}/sitemaps/businesses-${i + 1}.xml`)];
    return sitemapIndex(files);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const file = req.params.file;
    reply.type(xml).header('cache-control', 'public, max-age=3600');
    if (file === 'catalogue.xml') return urlset(await catalogueUrls());
    const page = /^businesses-(\d{1,4})\.xml$/.exec(file);
    const n = page ? Number(page[1]) : 0;
    const urls = n >= 1 ? await businessUrls((n - 1) * perFile, perFile) : [];
    if (urls.length === 0) return reply.code(404).type('text/plain').send('Not found');
    return urlset(urls);
  });
}
