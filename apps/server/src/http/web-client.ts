import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web client: files as they are (hashed assets cached for a year), and
 * index.html for every other non-API path so the client's router can answer it.
 * Unknown /api paths get a JSON 404 instead.
 */
export async function registerWebClient(app: FastifyInstance, webDist: string, uploadsDir: string): Promise<void> {
  const hasClient = existsSync(join(webDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild of the client needs no restart.
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, path) {
        if (path.endsWith('index.html')) {
          res.header('cache-control', 'no-cache');
        } else if (path.includes(`${join(webDist, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=300');
        }
      },
    });
  }
  // Uploaded business images live in DATA_DIR, outside the build.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: !hasClient,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.toLowerCase();
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ error: 'not-found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    // Missing static files (e.g. /sw.js, /images/x.webp) stay 404s: the client treats them as absent.
    if (/\.[a-z0-9]{1,5}$/i.test(path) || !hasClient) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
