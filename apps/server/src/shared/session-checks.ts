import type { UserRole } from '@zakazi/contract';
import type { AuthUser } from './caller.ts';

/**
 * The session check's shapes, shared by the identity module, which answers them (authenticate.ts,
 * queries.ts), and the access hook, which asks them (http/access.ts). app.ts hands identity's
 * answers to the hook.
 */

/** What the session check counts on a route with a userRateLimit: the key of a user, the window, the roles the route admits (null: any). */
export type CountedLimit = { keyOf: (userId: number) => string; windowMs: number; roles: readonly UserRole[] | null };

/** A valid caller, and the count of the route's userRateLimit when one was asked for. */
export type Authenticated = { user: AuthUser; hit?: { hits: number; resetInMs: number } | undefined };

/** Who holds this Bearer token (null: nobody valid). The identity module answers it; app.ts passes it in. */
export type Authenticate = (token: string, count?: CountedLimit) => Promise<Authenticated | null>;

/** What the identity module answers for the access hook (app.ts passes it in). */
export type SessionChecks = { authenticate: Authenticate };
