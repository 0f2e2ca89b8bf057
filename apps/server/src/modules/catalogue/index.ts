/** The catalogue module's public face: what app.ts, http/page-heads.ts and other modules use of it. */
export { catalogueModule } from './routes.ts';
export { categories, categoryExists } from './service.ts';
