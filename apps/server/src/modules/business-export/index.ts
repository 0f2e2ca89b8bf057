/** The business-export module's public face: its route, for app.ts. */
export { businessExportModule } from './routes.ts';
