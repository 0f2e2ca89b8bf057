/** The statistics module's public face: what app.ts and db/schema.ts use of it. */
export { statisticsModule } from './routes.ts';
