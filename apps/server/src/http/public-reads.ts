import type { EntitetDetail, EntitetListItem, Kategorija, MainKategorija } from '@zakazi/contract';
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
  /** The home page's businesses: the best rated, as the list sorted by rating gives them. */
  homeBusinesses: (db: Db) => Promise<{ entities: EntitetListItem[] }>;
  countPublished: (db: Db) => Promise<number>;
  publishedIds: (db: Db, o: { offset: number; limit: number }) => Promise<number[]>;
};
