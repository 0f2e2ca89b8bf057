import type { UserRole } from '@zakazi/contract';
import { forbidden, unauthorized } from './errors.ts';

/**
 * The caller of a request and the object-level checks a service makes on it (this business's
 * owner, this account's user). Who may call a route at all is declared on the route and checked
 * by http/access.ts before the service runs; these helpers are the services' part.
 */

/** The caller, from a valid Bearer access token whose account is still enabled and not erased. */
/**
 * sessionId: the sign-in the token was issued in (null for a token of the previous release).
 * twoStepOwed: a business account that must still set up two-step sign-in (decision 082); the
 * access hook then admits it only to routes marked `beforeTwoStep`.
 */
export type AuthUser = { id: number; role: UserRole; tokenId: string; tokenExpiresAt: number; sessionId?: string | null; twoStepOwed?: boolean };

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
