/** The businesses module's public face: what app.ts (also for http/'s public reads) and other modules use of it. */
export { businessesModule } from './routes.ts';
export { entitiesByCategory, filtered, list, near, suggestions } from './list-service.ts';
export { entityDetail, summariesByIds } from './service.ts';
export { countPublished, publishedIds } from './sitemap-queries.ts';
