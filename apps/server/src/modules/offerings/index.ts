/** The offerings module's public face: what app.ts and other modules use of it. */
export { offeringsModule } from './routes.ts';
export { servicesOfEntity } from './service.ts';
