import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@zakazi/contract';
import { AppError } from './errors.ts';

/**
 * Who may call a route, declared once on the route itself as `config: { access }`:
 * - 'public': anyone, logged in or not;
 * - 'authenticated': any logged-in user;
 * - { roles: [...] }: a logged-in user with one of these roles.
 * Object-level checks (this business's owner, this booking's customer) live in the services,
 * with the helpers at the end of this file.
 */
export type Access = 'public' | 'authenticated' | { roles: readonly UserRole[] };

/** The caller, from a valid Bearer access token whose account is still enabled and not erased. */
export type AuthUser = { id: number; role: UserRole; tokenId: string; tokenExpiresAt: number };

export type RouteAccess = { method: string; url: string; access: Access };

/**
 * A route's limit of requests per caller and window (`config: { userRateLimit }`), counted in the
 * shared counters (http/rate-limits) by the statement that checks the caller's session: one round
 * trip for both (decision 050). Only callers who pass the access check are counted.
 */
export type UserRateLimit = { max: number; timeWindow: number };

/** What the session check counts on a route with a userRateLimit: the key of a user, the window, the roles the route admits (null: any). */
export type CountedLimit = { keyOf: (userId: number) => string; windowMs: number; roles: readonly UserRole[] | null };

/** A valid caller, and the count of the route's userRateLimit when one was asked for. */
export type Authenticated = { user: AuthUser; hit?: { hits: number; resetInMs: number } | undefined };

/** Who holds this Bearer token (null: nobody valid). The identity module answers it; app.ts passes it in. */
export type Authenticate = (token: string, count?: CountedLimit) => Promise<Authenticated | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    userRateLimit?: UserRateLimit;
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

const unauthorized = (message = 'Log in to do this') => new AppError(401, 'unauthorized', message);
const forbidden = () => new AppError(403, 'forbidden', 'You are not allowed to do this');
const tooManyRequests = () => new AppError(429, 'rate-limited', 'Too many requests, try again later');

/**
 * Refuses to start an app with an /api route that declares no access rule, keeps the registry of
 * rules, and checks every request against its route's rule before the body is even parsed:
 * 401 `unauthorized` without a valid token, 403 `forbidden` for a role the rule does not name.
 * The token is checked against the database on every request (one primary-key lookup), so a
 * disabled, erased or logged-out account loses access at once, not when its token expires.
 */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate): void {
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
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return; // not an /api route: the web client and its assets
    const limit = config.userRateLimit;
    const count: CountedLimit | undefined = limit && access !== 'public'
      ? { keyOf: (id) => `route:${request.method} ${request.routeOptions.url}|user-${id}`, windowMs: limit.timeWindow, roles: access === 'authenticated' ? null : access.roles }
      : undefined;
    const caller = await callerOf(request, authenticate, count);
    request.user = caller?.user ?? null;
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access !== 'authenticated' && !access.roles.includes(request.user.role)) throw forbidden();
    if (limit && caller?.hit) {
      // The headers @fastify/rate-limit sends with its limits.
      const reset = Math.ceil(caller.hit.resetInMs / 1000);
      reply.header('x-ratelimit-limit', limit.max).header('x-ratelimit-remaining', Math.max(0, limit.max - caller.hit.hits)).header('x-ratelimit-reset', reset);
      if (caller.hit.hits > limit.max) {
        reply.header('retry-after', reset);
        throw tooManyRequests();
      }
    }
  });
}

function isValidAccess(access: unknown): access is Access {
  if (access === 'public' || access === 'authenticated') return true;
  const roles = (access as { roles?: unknown })?.roles;
  return Array.isArray(roles) && roles.length > 0;
}

/** The caller of a request with a well-formed Bearer header; null without one. */
async function callerOf(request: FastifyRequest, authenticate: Authenticate, count: CountedLimit | undefined): Promise<Authenticated | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  return authenticate(match[1]!, count);
}

// ---- object-level helpers for services ---------------------------------------------------

export function requireUser(user: AuthUser | null | undefined): AuthUser {
  if (!user) throw unauthorized();
  return user;
}

export function isSystemAdmin(user: AuthUser | null | undefined): boolean {
  return user?.role === 'SystemAdministrator';
}

/** The user themself or a SystemAdministrator; anyone else gets 403. */
export function assertSelfOrSystemAdmin(user: AuthUser | null | undefined, userId: number): AuthUser {
  const caller = requireUser(user);
  if (caller.id !== userId && !isSystemAdmin(caller)) throw forbidden();
  return caller;
}

/** The owner of a business (its Administrator) or a SystemAdministrator. */
export function assertOwnerOrSystemAdmin(user: AuthUser | null | undefined, ownerUserId: number | null): AuthUser {
  const caller = requireUser(user);
  if (isSystemAdmin(caller)) return caller;
  if (caller.role !== 'Administrator' || ownerUserId === null || caller.id !== ownerUserId) throw forbidden();
  return caller;
}

/** The owner of a business only (no SystemAdministrator override). */
export function assertOwner(user: AuthUser | null | undefined, ownerUserId: number | null): AuthUser {
  const caller = requireUser(user);
  if (caller.role !== 'Administrator' || ownerUserId === null || caller.id !== ownerUserId) throw forbidden();
  return caller;
}
