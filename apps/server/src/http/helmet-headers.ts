import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { tileImageSource } from '../config.ts';

/**
 * Helmet's security headers (CSP, HSTS, X-Content-Type-Options, …) on every response.
 * Helmet is built once, as its documentation uses it; @fastify/helmet builds it anew on every
 * request (for per-route options and CSP nonces, which we use neither of), and that cost showed on
 * every search answer (decision 060, bench/README.md).
 */
export function registerHelmetHeaders(app: FastifyInstance, mapTileUrl: string): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles come from MAP_TILE_URL (default OpenStreetMap); images may be data/blob URLs from uploads.
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(mapTileUrl)],
        // Mantine and Leaflet set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws rather than passing an error to its callback, so the callback only goes on.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
