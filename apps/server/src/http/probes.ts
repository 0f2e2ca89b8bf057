import { ErrorBody } from '@zakazi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { databaseUnavailable } from '../shared/errors.ts';
import type { ReadBacklog } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called by main.ts first thing on SIGTERM: /api/ready answers 503 from then on, so the load
     * balancer stops sending new requests before the server stops taking connections.
     */
    beginShutdown: () => void;
  }
}

/** A database that does not answer within this long counts as down: the load balancer's check must not hang. */
const READY_DB_TIMEOUT_MS = 2000;

const ProbeBody = z.object({ status: z.string() });
const ReadyBody = z.object({
  status: z.string(),
  backlog: z
    .object({ email: z.number().int(), push: z.number().int(), sms: z.number().int() })
    .optional()
    .describe('notifications queued and neither sent nor given up, by channel'),
});

/**
 * The load balancer's probes (CONTRACT.md, "Operating the service"):
 * - GET /api/health: 200 while the process runs (liveness: restart it when this fails);
 * - GET /api/ready: 200 when the database answers, 503 without it or while shutting down
 *   (readiness: send it traffic only while this is 200); its body names the notification backlog by channel.
 * Health touches nothing; ready runs `SELECT 1` and the backlog's one statement over the partial index
 * of unfinished jobs, so a probe every second stays cheap.
 */
export function registerProbes(app: FastifyInstance, queueBacklog: ReadBacklog): void {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  // app.close() alone (tests, a failed start) also counts as shutting down.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];

  api.get('/api/health', {
    config: { access: 'public' },
    schema: { tags, summary: 'Liveness: 200 while the process runs', response: { 200: ProbeBody } },
    handler: async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  });

  api.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Readiness: 200 when the database answers; 503 without it or while shutting down',
      description: "The body names the notifications waiting on each channel (`backlog`); a backlog that cannot be read leaves it out and is still 200.",
      response: { 200: ReadyBody, 503: ErrorBody },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (shuttingDown) return reply.code(503).send({ error: 'unavailable', message: 'The server is shutting down' });
      try {
        await withTimeout(sql`SELECT 1`.execute(app.deps.db), READY_DB_TIMEOUT_MS);
      } catch (err) {
        req.log.warn({ err }, 'readiness: database not answering');
        const { code, message } = databaseUnavailable();
        return reply.code(503).send({ error: code, message });
      }
      // The operator's view of the queue (issue 30): left out, never a 503, when it cannot be read.
      const backlog = await withTimeout(queueBacklog(app.deps.db), READY_DB_TIMEOUT_MS).then(
        (b) => b.byChannel,
        (err: unknown) => {
          req.log.warn({ err }, 'readiness: notification backlog not read');
          return undefined;
        },
      );
      return reply.send({ status: 'ready', ...(backlog ? { backlog } : {}) });
    },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
