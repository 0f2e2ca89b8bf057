/** The media module's public face: what app.ts and other modules use of it. */
export { mediaModule } from './routes.ts';
export { imagesOfEntity } from './service.ts';
export { restoreUpload } from './storage.ts';
