/** The favorites module's public face: what app.ts and other modules use of it. */
export { deleteFavoritesOf } from './account-erasure.ts';
export { favoritesModule } from './routes.ts';
