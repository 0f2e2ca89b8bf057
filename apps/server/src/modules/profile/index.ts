/** The profile module's public face: its routes. */
export { profileModule } from './routes.ts';
