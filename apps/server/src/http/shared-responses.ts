import { ErrorBody } from '@zakazi/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access, UserRateLimit } from './access.ts';

/**
 * The answers an /api route gives besides its own, declared on every route in one place, so
 * /api/openapi.json lists every status a route answers (issue 26). A route declares only what is
 * its own (a 409, a 404 without an id in its path, an error body with more fields); this fills in,
 * from what the route registers with:
 * - every route: 400 (bad text or percent-encoding in any query, http/text-input.ts; bad input),
 *   431 (headers too large, answered before routing), 500, 503 database-unavailable (a request
 *   with a token, even on a public route, reads the session);
 * - a route with an id in its path: 404;
 * - a method that takes a body (POST, PUT, PATCH, DELETE): 413 and 415 (any body is parsed);
 * - config.access other than 'public': 401, and 403 for a role rule or, on a route not marked
 *   `beforeTwoStep`, for a business account that owes the two-step set-up a super-admin requires
 *   (two-step-required, decision 082; http/access.ts);
 * - config.rateLimit or config.userRateLimit: 429.
 * Every error answer is described (the status's meaning) and has the contract's error body. The
 * route's `security` follows its access rule: none for a public route, the Bearer token otherwise.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 431 | 500 | 503;

const MEANING: Record<ErrorStatus, string> = {
  400: 'Bad input (bad-request or a more specific code; details name the fields): a value that does not match its schema, malformed JSON or percent-encoding, text holding NUL or an unpaired surrogate, a body that is not UTF-8',
  401: 'No valid access token (unauthorized), or credentials that do not hold',
  403: 'Signed in, but not allowed to do this (forbidden, or a more specific code: two-step-required when a business account must first turn on the two-step sign-in a super-admin requires)',
  404: 'Not found (not-found): an unknown id, or one the caller may not see',
  409: 'Conflict with the stored state (the code says which)',
  413: 'The body is larger than this call takes (payload-too-large)',
  415: 'A body in a media type this call does not take (unsupported-media-type)',
  429: 'Too many requests (rate-limited); Retry-After says when to try again',
  431: 'The request headers are larger than the server reads (16 KB)',
  500: 'Something went wrong on the server (internal-server)',
  503: 'The database is not answering (database-unavailable); try again shortly',
};

/** A JSON error answer as the route schema declares it: its meaning and the contract's error body. */
const errorResponse = (status: ErrorStatus, schema: unknown = ErrorBody) => ({
  description: MEANING[status],
  content: { 'application/json': { schema } },
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteConfig = { access?: Access; rateLimit?: unknown; userRateLimit?: UserRateLimit; beforeTwoStep?: true };
type RouteSchema = { hide?: boolean; security?: unknown; response?: Record<string, unknown> };

/** The statuses every route of this access, limits, path and method may answer (see above). */
function sharedStatuses(route: { method: string | string[]; url: string; config: RouteConfig }): ErrorStatus[] {
  const { access, rateLimit, userRateLimit, beforeTwoStep } = route.config;
  const statuses: ErrorStatus[] = [400, 431, 500, 503];
  if (route.url.includes(':')) statuses.push(404);
  if ([route.method].flat().some((m) => BODY_METHODS.has(m))) statuses.push(413, 415);
  if (access && access !== 'public') statuses.push(401);
  if (access && (typeof access === 'object' || (access === 'authenticated' && !beforeTwoStep))) statuses.push(403);
  if (rateLimit || userRateLimit) statuses.push(429);
  return statuses;
}

function isErrorStatus(status: string): status is `${ErrorStatus}` {
  return status in MEANING;
}

/** The onRoute hook that fills in an /api route's shared answers and its security (see above). */
export function registerSharedResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.toLowerCase().startsWith('/api/')) return;
    const schema = (route.schema ??= {}) as RouteSchema;
    if (schema.hide) return;
    const config = (route.config ?? {}) as RouteConfig;
    schema.security ??= config.access === 'public' ? [] : [{ bearer: [] }];
    const response = (schema.response ??= {});
    // An error the route declares itself, as a bare schema, gets the status's meaning.
    for (const [status, declared] of Object.entries(response)) {
      if (isErrorStatus(status) && !isContentResponse(declared)) response[status] = errorResponse(Number(status) as ErrorStatus, declared);
    }
    for (const status of sharedStatuses({ method: route.method, url: route.url, config })) response[status] ??= errorResponse(status);
  });
}

function isContentResponse(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'content' in value;
}
