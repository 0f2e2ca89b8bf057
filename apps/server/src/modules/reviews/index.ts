/** The reviews module's public face: what app.ts and other modules use of it. */
export { reviewsModule } from './routes.ts';
export type { PublicRatingRow } from './queries.ts';
export { toUtisakPublic } from './service.ts';
