import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
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

/** A session as the session check reads it (identity's findSessionUserCounting), with the token it was read for. */
export type SessionRow = { role: UserRole; enabled: boolean; deleted_at: Date | string | null; token_revoked: boolean; hits: number | null; reset_in_ms: number | null };

/**
 * What the identity module answers for a route whose session is checked by the route's own
 * statement (`config.sessionInStatement`): the token's claims, checked without the database
 * (null: not a valid token), the check as its own statement, and a caller from the row the
 * route's statement read.
 */
export type SessionChecks = {
  authenticate: Authenticate;
  /** The signature and times of a token: its user and token id, or null (no database). */
  verify: (token: string) => Promise<{ userId: number; jti: string; exp: number } | null>;
  /** The caller from a session row (undefined: no such user) read with a count of this window, and the token's claims. */
  callerOf: (claims: { userId: number; jti: string; exp: number }, row: SessionRow | undefined, windowMs: number) => Authenticated | null;
  /** The session check with the count, as its own statement (authenticate with verified claims). */
  check: (claims: { userId: number; jti: string; exp: number }, count: CountedLimit) => Promise<Authenticated | null>;
  /** The same check as CTEs of the route's statement (SessionStatement). */
  inStatement: (claims: { userId: number; jti: string; exp: number }, count: CountedLimit & { max: number }) => SessionStatement;
};

/**
 * The session check for a route's own statement: CTEs ending in `s_row`, always one row of
 * SessionRow's columns (role null: no such user), and the condition on s_row under which the
 * caller is admitted (the rest of the statement reads nothing for anyone else).
 */
export type SessionStatement = { ctes: RawBuilder<unknown>; admitted: RawBuilder<boolean> };

/**
 * A request of a route with `config.sessionInStatement` whose token is valid but whose session has
 * not been read yet: the handler reads it in its own first statement (with the limit's hit) and
 * calls `admit` with the row, which answers 401, 403 or 429 exactly as the access hook would;
 * a request that ends in an error before that (bad body, bad JSON, a bad header) is settled by
 * the error handler with `settle`, which runs the session check on its own first, so such a
 * request gets the same 401/403/429 and is counted just as if the hook had checked it.
 */
export type PendingSession = {
  userId: number;
  /** The session check as part of the route's statement. */
  statement: SessionStatement;
  admit: (row: SessionRow | undefined) => AuthUser;
  /** The refusal (401/403/429) of a request not admitted yet, or null; the session is settled after. */
  settle: () => Promise<AppError | null>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    userRateLimit?: UserRateLimit;
    /**
     * The session is checked (and the userRateLimit counted) by the handler's first statement
     * instead of one of its own before the body is read (request.pendingSession; decision 052).
     */
    sessionInStatement?: true;
  }
  interface FastifyInstance {
    /** Every /api route with its declared rule, in registration order (the access-matrix test walks it). */
    accessRoutes: RouteAccess[];
  }
  interface FastifyRequest {
    /** Set by the access hook: the caller on authenticated routes; on public routes when a valid token came along. */
    user: AuthUser | null;
    /** On a route with config.sessionInStatement: the valid token whose session the handler checks. */
    pendingSession: PendingSession | null;
  }
}

export const unauthorized = (message = 'Log in to do this') => new AppError(401, 'unauthorized', message);
const forbidden = () => new AppError(403, 'forbidden', 'You are not allowed to do this');
const tooManyRequests = () => new AppError(429, 'rate-limited', 'Too many requests, try again later');

/**
 * Refuses to start an app with an /api route that declares no access rule, keeps the registry of
 * rules, and checks every request against its route's rule before the body is even parsed:
 * 401 `unauthorized` without a valid token, 403 `forbidden` for a role the rule does not name.
 * The token is checked against the database on every request (one primary-key lookup), so a
 * disabled, erased or logged-out account loses access at once, not when its token expires. On a
 * route with `sessionInStatement` that lookup is the first part of the handler's statement
 * (PendingSession): the answers and counts are the same, whatever the body.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionChecks): void {
  const { authenticate } = sessions;
  const routes: RouteAccess[] = [];
  app.decorate('accessRoutes', routes);
  app.decorateRequest('user', null);
  app.decorateRequest('pendingSession', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api/')) return;
    if (route.url.startsWith('/api/docs')) return; // swagger-ui's own static routes
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    if (!isValidAccess(access)) throw new Error(`Route ${route.method} ${route.url} has an invalid access rule`);
    if ((route.config as { userRateLimit?: UserRateLimit }).userRateLimit && access === 'public') {
      throw new Error(`Route ${route.method} ${route.url}: a userRateLimit needs a logged-in caller (access 'authenticated' or roles)`);
    }
    if ((route.config as { sessionInStatement?: true }).sessionInStatement && !(route.config as { userRateLimit?: UserRateLimit }).userRateLimit) {
      throw new Error(`Route ${route.method} ${route.url}: sessionInStatement is for a route whose statement counts a userRateLimit`);
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
    if (config.sessionInStatement && count && limit && access !== 'public') {
      // Only what needs no database here; the handler's statement reads the session (PendingSession).
      const token = bearerToken(request);
      const claims = token === null ? null : await sessions.verify(token);
      if (!claims) throw unauthorized();
      const counted = { ...count, max: limit.max };
      const pending: PendingSession = {
        userId: claims.userId,
        statement: sessions.inStatement(claims, counted),
        admit: (row) => {
          request.pendingSession = null;
          return admit(request, reply, access, limit, sessions.callerOf(claims, row, limit.timeWindow));
        },
        settle: async () => {
          if (request.pendingSession !== pending) return null;
          request.pendingSession = null;
          try {
            admit(request, reply, access, limit, await sessions.check(claims, counted));
            return null;
          } catch (err) {
            if (err instanceof AppError) return err;
            throw err;
          }
        },
      };
      request.pendingSession = pending;
      return;
    }
    const token = bearerToken(request);
    const caller = token === null ? null : await authenticate(token, count);
    if (access === 'public') {
      request.user = caller?.user ?? null;
      return;
    }
    admit(request, reply, access, limit, caller);
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
