import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * One id per request, the same in every process it passes through: the load balancer (HAProxy's
 * `unique-id-header`), a proxy or a calling service sends `X-Request-Id`, and this process keeps it;
 * without one a UUID is made here. Fastify puts it on every line of `request.log` (as `reqId`) and
 * the response echoes it, so a user's report and the logs of every process meet on one value.
 */
const REQUEST_ID_HEADER = 'x-request-id';
/** Short and plain: the value is written into logs and a response header as it came (no log or header injection). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every response, errors and 404s included (onRequest runs for each of them). */
export function registerRequestIdEcho(app: FastifyInstance): void {
  // (callback hooks, here and below: an async hook costs a promise per request and hook)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * One log line per request, when it is answered: what Fastify's two default lines said (its
 * `incoming request` with the method, URL and client, its `request completed` with the status and
 * time), in one — half the logging of every request (decision 050; app.ts turns Fastify's own
 * off with disableRequestLogging). Lines a handler writes meanwhile carry the same reqId.
 */
export function registerRequestLine(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
