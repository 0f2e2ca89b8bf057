/** The admin module's public face: the super-admin's routes. */
export { adminModule } from './routes.ts';
