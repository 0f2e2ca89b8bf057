import type { Kategorija } from '@zakazi/contract';
import { MAIN_CATEGORY_IDS, MAIN_CATEGORY_SLUGS, cataloguePaths } from '@zakazi/contract';
import type { Db } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';
import type { HeadTag, PageHeadRoute } from './page-head.ts';
import { addressCountry } from './address-country.ts';
import type { PublicReads } from './public-reads.ts';
import { businessTags, categoryTags, homeTags, mainCategoryTags, searchTags } from './seo-tags.ts';

/**
 * What each public page's first load carries in its <head> (page-head.ts renders it), so the
 * browser fetches what the page waits for alongside the entry script, instead of one after the
 * other (script → route module → API answer → image):
 * - the route's own JavaScript modules (`modules`, resolved through the build manifest);
 * - the API answers its loader asks for (`rel=preload as=fetch`; the client's fetch of the same URL
 *   takes the preloaded answer). Chromium hands a preloaded answer to a later fetch of the URL even
 *   when that fetch carries an Authorization header, so only answers that are the same for every
 *   caller are preloaded: the catalogue, and a business only once it is published (a draft, which
 *   only its owner may see, gets no preload);
 * - the image that is the page's largest paint. It must be the one the client shows first, or the
 *   preload is a wasted download;
 * - for search engines and link previews (seo-tags.ts): title, description, canonical URL, Open Graph
 *   tags, and on a business page its LocalBusiness JSON-LD, all under `publicUrl` (PUBLIC_URL).
 */
export function pageHeadRoutes(db: Db, publicUrl: string, reads: PublicReads): PageHeadRoute[] {
  const catalogueData = [preloadData(cataloguePaths.mainCategories), preloadData(cataloguePaths.categories)];
  return [
    // The home page's largest paint is its hero text: its modules and data are what it waits for.
    { path: '/', modules: ['src/features/catalogue/HomePage.tsx'], head: async () => [...catalogueData, ...homeTags(publicUrl)] },
    {
      path: '/categories/:mainCategory',
      modules: ['src/features/catalogue/HomePage.tsx'],
      head: async ({ mainCategory }) => {
        const main = (await reads.mainCategories(db)).find((m) => m.slug === mainCategory);
        if (!main) return catalogueData;
        return [...catalogueData, ...mainCategoryTags(publicUrl, main, `/images/categories/${main.slug}.webp`)];
      },
    },
    {
      // CategoryPage: the first business card's image (BusinessCard: its own image, else its category's).
      path: '/categories/:mainCategory/:category',
      modules: ['src/features/catalogue/CategoryPage.tsx', 'src/features/search/i18n.ts'],
      head: async ({ mainCategory, category: slug }) => {
        const categories = await reads.categories(db);
        const category = categories.find((c) => c.slug === slug && c.mainKategorijaId === MAIN_CATEGORY_IDS[mainCategory as keyof typeof MAIN_CATEGORY_IDS]);
        if (!category) return catalogueData;
        const list = await orNothing(reads.entitiesByCategory(db, category.id));
        const first = list?.entities[0];
        return [
          ...catalogueData,
          preloadData(cataloguePaths.entitiesByCategory(category.id)),
          ...(first ? [preloadImage(assetPath(first.image) ?? categoryImage(category))] : []),
          ...categoryTags(publicUrl, category, `/categories/${mainCategory}/${category.slug}`, list?.total ?? 0, categoryImage(category)),
        ];
      },
    },
    // Search results: kept out of search engines' indexes (seo-tags.ts searchTags).
    { path: '/search', head: async () => searchTags() },
    {
      // EntityPage's gallery (gallery-images.ts): its images in order, then the summary image; the category's only when it has none.
      path: '/entity/:entityId',
      modules: ['src/features/businesses/EntityPage.tsx', 'src/features/businesses/i18n.ts', 'src/features/booking/i18n.ts', 'src/features/favorites/i18n.ts'],
      head: async ({ entityId }) => {
        if (!/^\d{1,9}$/.test(entityId!)) return [];
        // Read as an anonymous visitor: a draft answers 404 here, and its page gets nothing.
        const entity = await orNothing(reads.entityDetail(db, Number(entityId)));
        if (!entity) return [];
        const category = (await reads.categories(db)).find((c) => c.id === entity.kategorijaId);
        const cover = assetPath(entity.slike[0]?.filePath) ?? assetPath(entity.image) ?? (category ? categoryImage(category) : null);
        const country = entity.adresa ? await addressCountry(entity.adresa.latitude, entity.adresa.longitude) : undefined;
        // Preloads first: the browser starts the downloads before it reads the page's description.
        return [
          preloadData(cataloguePaths.entity(entity.id)),
          preloadData(cataloguePaths.categories),
          ...(cover ? [preloadImage(cover)] : []),
          ...businessTags(publicUrl, entity, category, country),
        ];
      },
    },
  ];
}

/** Anonymous (credentials same-origin), as the client's fetch asks, so the browser matches the two. */
const preloadData = (href: string): HeadTag => ({ tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href } });
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

/** A page for an unknown or unpublished business or category gets no tags: the client shows its not-found page. */
async function orNothing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}
