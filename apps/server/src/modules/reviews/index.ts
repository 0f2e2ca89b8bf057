/** The reviews module's public face: what app.ts and other modules use of it. */
export { reviewsModule } from './routes.ts';
export { raterDisplayName } from './service.ts';
