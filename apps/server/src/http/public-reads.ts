import type { EntitetDetail, EntitetListItem, FilteredResponse, Kategorija, MainKategorija } from '@zakazi/contract';
import type { Db } from '../db/database.ts';

/**
 * The public reads that http/ needs for what it serves besides the API: the head tags of the
 * client's pages (page-heads.ts) and the sitemaps (seo-files.ts). The catalogue and businesses
 * modules answer them; app.ts passes their functions in, so http/ imports no module (the modules
 * import http/ neither: docs/ARCHITECTURE.md, "Boundaries").
 */
export type PublicReads = {
  mainCategories: (db: Db) => Promise<MainKategorija[]>;
  categories: (db: Db) => Promise<Kategorija[]>;
  /** One category's first page of businesses, as its page lists them (404 AppError: no such category). */
  entitiesByCategory: (db: Db, categoryId: number) => Promise<{ entities: EntitetListItem[]; total: number }>;
  /** A published business as an anonymous visitor sees it (404 AppError: none, or a draft). */
  entityDetail: (db: Db, id: number) => Promise<EntitetDetail>;
  /**
   * GET /api/Entitet/Filtered's answer to this query string (its values as the URL carries them,
   * read by the route's own schema): the home page's lists, embedded under their URL.
   */
  filtered: (db: Db, query: Record<string, string>) => Promise<FilteredResponse>;
  countPublished: (db: Db) => Promise<number>;
  publishedIds: (db: Db, o: { offset: number; limit: number }) => Promise<number[]>;
};
