import type { Kategorija } from '@zakazi/contract';
import { MAIN_CATEGORY_IDS, MAIN_CATEGORY_SLUGS, cataloguePaths } from '@zakazi/contract';
import { HOME_CITY, homeListQueries, homeToday } from '@zakazi/contract/home-lists';
import type { Db } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';
import type { HeadTag, PageHeadRoute } from './page-head.ts';
import { addressCountry } from './address-country.ts';
import type { PublicReads } from './public-reads.ts';
import { businessTags, categoryTags, homeTags, mainCategoryTags, plainPageTags, searchTags } from './seo-tags.ts';

/**
 * What each public page's first load carries in its <head> (page-head.ts renders it), so the
 * browser fetches what the page waits for alongside the entry script, instead of one after the
 * other (script → route module → API answer → image):
 * - the route's own JavaScript modules (`modules`, resolved through the build manifest);
 * - the API answers its render needs (`data`, by the URL the client asks), read once here through the
 *   same public reads as the API: the web client's server render (page-render.ts) renders from them
 *   and hands them to the client, whose first render then asks for none of them. Only answers that
 *   are the same for every caller: the catalogue, a published business (a draft, which only its
 *   owner may see, is read as absent);
 * - the image that is the page's largest paint. It must be the one the client shows first, or the
 *   preload is a wasted download;
 * - for search engines and link previews (seo-tags.ts): title, description, canonical URL, Open Graph
 *   tags, and on a business page its LocalBusiness JSON-LD, all under `publicUrl` (PUBLIC_URL).
 */
export function pageHeadRoutes(db: Db, publicUrl: string, reads: PublicReads): PageHeadRoute[] {
  /** The catalogue, which every public page's layout reads: embedded in the page, not preloaded. */
  const catalogue = async () => {
    const [mains, categories] = await Promise.all([reads.mainCategories(db), reads.categories(db)]);
    return { mains, categories, data: { [cataloguePaths.mainCategories]: mains, [cataloguePaths.categories]: categories } };
  };
  /** A page with nothing of its own to say to a search engine: its address in each language. */
  const plain = (path: string): PageHeadRoute => ({ path, head: async (_params, lang) => ({ tags: plainPageTags(publicUrl, lang, path) }) });
  return [
    // The home page's largest paint is its hero text: its modules and data are what it waits for.
    // Its rows that are the same for every visitor (the default city's best rated and free today)
    // come embedded under the URLs the client asks for them; the visitor's own rows come later.
    {
      path: '/',
      modules: ['src/features/catalogue/HomePage.tsx'],
      head: async (_params, lang) => {
        // As the client's buildUrl (apps/web lib/http.ts) writes a URL, the key the client looks the
        // answer up by: the parameters in their order; the query as the URL carries it, as strings.
        const listUrl = (params: Record<string, string | number>) => {
          const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
          return { url: `${cataloguePaths.filtered}?${new URLSearchParams(query)}`, query };
        };
        const rows = homeListQueries(HOME_CITY, homeToday());
        const [best, free] = [listUrl(rows.bestRated), listUrl(rows.freeToday)];
        const [{ data }, bestList, freeList] = await Promise.all([catalogue(), reads.filtered(db, best.query), reads.filtered(db, free.query)]);
        return { tags: homeTags(publicUrl, lang), data: { ...data, [best.url]: bestList, [free.url]: freeList } };
      },
    },
    {
      path: '/categories/:mainCategory',
      modules: ['src/features/catalogue/HomePage.tsx'],
      head: async ({ mainCategory }, lang) => {
        const { mains, data } = await catalogue();
        const main = mains.find((m) => m.slug === mainCategory);
        if (!main) return { tags: [], data, notFound: true };
        return {
          tags: mainCategoryTags(publicUrl, lang, main, `/images/categories/${main.slug}.webp`),
          data,
        };
      },
    },
    {
      // CategoryPage: the first business card's image (BusinessCard: its own image, else its category's).
      path: '/categories/:mainCategory/:category',
      modules: ['src/features/catalogue/CategoryPage.tsx', 'src/features/search/i18n.ts'],
      head: async ({ mainCategory, category: slug }, lang, request) => {
        const { mains, categories, data } = await catalogue();
        const category = categories.find((c) => c.slug === slug && c.mainKategorijaId === MAIN_CATEGORY_IDS[mainCategory as keyof typeof MAIN_CATEGORY_IDS]);
        const main = category && mains.find((m) => m.id === category.mainKategorijaId);
        if (!category || !main) return { tags: [], data, notFound: true };
        const list = await reads.entitiesByCategory(db, category.id);
        const first = list.entities[0];
        return {
          tags: [
            ...(first ? [preloadImage(assetPath(first.image) ?? categoryImage(category))] : []),
            ...categoryTags(publicUrl, lang, main, category, list.total, categoryImage(category)),
          ],
          // The list's first page as the client asks for it with no filter in the URL (a filtered one: the client asks).
          data: request.url.includes('?') ? data : { ...data, [cataloguePaths.entitiesByCategory(category.id)]: list },
        };
      },
    },
    // Search results: kept out of search engines' indexes (seo-tags.ts searchTags). The page's
    // filters read the catalogue; its results are the client's to ask for (it renders their loading state first).
    { path: '/search', contentFromClient: true, head: async () => ({ tags: searchTags(), data: (await catalogue()).data }) },
    {
      // EntityPage's gallery (gallery-images.ts): its images in order, then the summary image; the category's only when it has none.
      path: '/entity/:entityId',
      modules: ['src/features/businesses/EntityPage.tsx', 'src/features/businesses/i18n.ts', 'src/features/booking/i18n.ts', 'src/features/favorites/i18n.ts'],
      head: async ({ entityId }, lang) => {
        if (!/^\d{1,9}$/.test(entityId!)) return { tags: [], notFound: true };
        // Read as an anonymous visitor: a draft is not found here (its owner's client shows it, with the owner's token).
        const [entity, { mains, categories, data }] = await Promise.all([orNothing(reads.entityDetail(db, Number(entityId))), catalogue()]);
        if (!entity) return { tags: [], notFound: true };
        const category = categories.find((c) => c.id === entity.kategorijaId);
        const main = category && mains.find((m) => m.id === category.mainKategorijaId);
        const cover = assetPath(entity.slike[0]?.filePath) ?? assetPath(entity.image) ?? (category ? categoryImage(category) : null);
        // Outside every country's borders (a point at sea beyond territorial waters): the site's own country.
        const country = (entity.adresa && (await addressCountry(entity.adresa.latitude, entity.adresa.longitude))) || HOME_COUNTRY;
        // Preloads first: the browser starts the downloads before it reads the page's description.
        return {
          tags: [...(cover ? [preloadImage(cover)] : []), ...businessTags(publicUrl, lang, entity, category && main ? { main, category } : undefined, country)],
          data: { ...data, [cataloguePaths.entity(entity.id)]: entity },
        };
      },
    },
    // Near me: the list waits for the visitor's position, which only the client can ask for.
    { ...plain('/near-me'), contentFromClient: true },
    plain('/about'),
    plain('/faq'),
    plain('/privacy-policy'),
    plain('/terms-of-service'),
  ];
}

/** The country of the site (Serbia): the address country of a business whose coordinates name none. */
const HOME_COUNTRY = 'RS';

const preloadImage = (href: string): HeadTag => ({ tag: 'link', attrs: { rel: 'preload', as: 'image', href, fetchpriority: 'high' } });

/** As the client's assetUrl: a stored path is served from this origin. */
function assetPath(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/** The build's category illustration (apps/web/scripts/render-images.ts; the client's catalogue/known.ts). */
function categoryImage(category: Kategorija): string {
  const main = MAIN_CATEGORY_SLUGS.find((slug) => MAIN_CATEGORY_IDS[slug] === category.mainKategorijaId);
  return `/images/categories/${main}/${category.slug}.webp`;
}

/** An unknown or unpublished business reads as nothing: its page is not found (web-client.ts answers 404). */
async function orNothing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}
