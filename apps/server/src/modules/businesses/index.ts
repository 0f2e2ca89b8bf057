/** The businesses module's public face: what app.ts, http/page-heads.ts and other modules use of it. */
export { businessesModule } from './routes.ts';
export { entitiesByCategory, list, near, suggestions } from './list-service.ts';
export { entityDetail, summariesByIds } from './service.ts';
export { countPublished, publishedIds } from './sitemap-queries.ts';
