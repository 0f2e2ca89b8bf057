import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '@zakazi/contract';
import type { AuthUser } from '../shared/caller.ts';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../shared/errors.ts';
import type { Authenticated, CountedLimit, SessionChecks } from '../shared/session-checks.ts';

/**
 * Who may call a route, declared once on the route itself as `config: { access }`:
 * - 'public': anyone, logged in or not;
 * - 'authenticated': any logged-in user;
 * - { roles: [...] }: a logged-in user with one of these roles.
 * Object-level checks (this business's owner, this booking's customer) live in the services,
 * with the helpers of shared/caller.ts.
 */
export type Access = 'public' | 'authenticated' | { roles: readonly UserRole[] };

/** beforeTwoStep: the route stays open to an account that owes the required two-step set-up (decision 082). */
export type RouteAccess = { method: string; url: string; access: Access; beforeTwoStep: boolean };

/**
 * A route's limit of requests per caller and window (`config: { userRateLimit }`), counted in the
 * shared counters (shared/rate-limit-counters.ts) by the statement that checks the caller's
 * session: one round trip for both (decision 050). Only callers who pass the access check are counted.
 */
export type UserRateLimit = { max: number; timeWindow: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    userRateLimit?: UserRateLimit;
    /**
     * Open to a business account that has not yet set up the two-step sign-in a super-admin
     * requires (the set-up itself, the profile, the sessions); every other non-public route
     * answers it 403 `two-step-required` (decision 082).
     */
    beforeTwoStep?: true;
  }
  interface FastifyInstance {
    /** Every /api route with its declared rule, in registration order (the access-matrix test walks it). */
    accessRoutes: RouteAccess[];
  }
  interface FastifyRequest {
    /** Set by the access hook: the caller on authenticated routes; on public routes when a valid token came along. */
    user: AuthUser | null;
  }
}

/**
 * Refuses to start an app with an /api route that declares no access rule, keeps the registry of
 * rules, and checks every request against its route's rule before the body is even parsed:
 * 401 `unauthorized` without a valid token, 403 `forbidden` for a role the rule does not name.
 * The token is checked against the database on every request (one primary-key lookup), so a
 * disabled, erased or logged-out account loses access at once, not when its token expires; on a
 * route with a userRateLimit the same statement counts the hit (decision 050).
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionChecks): void {
  const { authenticate } = sessions;
  const routes: RouteAccess[] = [];
  app.decorate('accessRoutes', routes);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api/')) return;
    if (route.url.startsWith('/api/docs')) return; // swagger-ui's own static routes
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    if (!isValidAccess(access)) throw new Error(`Route ${route.method} ${route.url} has an invalid access rule`);
    if ((route.config as { userRateLimit?: UserRateLimit }).userRateLimit && access === 'public') {
      throw new Error(`Route ${route.method} ${route.url}: a userRateLimit needs a logged-in caller (access 'authenticated' or roles)`);
    }
    const beforeTwoStep = (route.config as { beforeTwoStep?: true }).beforeTwoStep === true;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access, beforeTwoStep });
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return; // not an /api route: the web client and its assets
    const limit = config.userRateLimit;
    const count: CountedLimit | undefined = limit && access !== 'public'
      ? { keyOf: (id) => `route:${request.method} ${request.routeOptions.url}|user-${id}`, windowMs: limit.timeWindow, roles: access === 'authenticated' ? null : access.roles }
      : undefined;
    const token = bearerToken(request);
    const caller = token === null ? null : await authenticate(token, count);
    if (access === 'public') {
      request.user = caller?.user ?? null;
      return;
    }
    admit(request, reply, access, limit, caller);
    if (request.user?.twoStepOwed && !config.beforeTwoStep) throw twoStepRequired();
  });
}

/**
 * Sets the caller of a request on a non-public route, or refuses it: 401 `unauthorized` without a
 * valid session, 403 `forbidden` for a role the rule does not name, 429 over the route's
 * userRateLimit (with @fastify/rate-limit's headers, sent on every counted request).
 */
function admit(request: FastifyRequest, reply: FastifyReply, access: Exclude<Access, 'public'>, limit: UserRateLimit | undefined, caller: Authenticated | null): AuthUser {
  request.user = caller?.user ?? null;
  if (!request.user) throw unauthorized();
  if (access !== 'authenticated' && !access.roles.includes(request.user.role)) throw forbidden();
  if (limit && caller?.hit) {
    const reset = Math.ceil(caller.hit.resetInMs / 1000);
    reply.header('x-ratelimit-limit', limit.max).header('x-ratelimit-remaining', Math.max(0, limit.max - caller.hit.hits)).header('x-ratelimit-reset', reset);
    if (caller.hit.hits > limit.max) {
      reply.header('retry-after', reset);
      throw tooManyRequests();
    }
  }
  return request.user;
}

/** The 403 of a business account that must first set up two-step sign-in; the web client sends it to the set-up. */
const twoStepRequired = () =>
  new AppError(403, 'two-step-required', 'Business accounts must turn on two-step sign-in first: set it up in your profile (POST /api/identity/2fa/setup)');

function isValidAccess(access: unknown): access is Access {
  if (access === 'public' || access === 'authenticated') return true;
  const roles = (access as { roles?: unknown })?.roles;
  return Array.isArray(roles) && roles.length > 0;
}

/** The token of a well-formed Bearer header; null without one. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
