import type { UserRole } from '@zakazi/contract';
import type { RouteName } from '@/lib/routeHandle';

/**
 * Where login sends the user afterwards (SPEC.md 2): `redirectedFrom` is either
 *  - a route name (the header's login link on a page without parameters, as SPEC.md 2 says), or
 *  - a full same-origin path with its query (the guard, and header links on pages whose route has
 *    parameters — /entity/12, /categories/beauty/hairdresser — or a query, which a name would lose).
 * Anything else (absolute URLs, protocol-relative `//host`, back-slashes, auth pages) falls back to
 * home: no open redirect.
 */
const ROUTE_PATHS: Partial<Record<RouteName, string>> = {
  home: '/',
  search: '/search',
  'near-me': '/near-me',
  about: '/about',
  faq: '/faq',
  'privacy-policy': '/privacy-policy',
  'terms-of-service': '/terms-of-service',
  partner: '/partner',
  profile: '/profile',
  'my-appointments': '/termini',
  'delete-account': '/delete-account',
  'entity-edit': '/entity/edit',
  employee: '/employee',
  'super-admin': '/super-admin',
};

const DEFAULT_REDIRECT = '/';

/** A path we may navigate to: same origin, not back into login. */
function safePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read "\" as "/" and drop tabs/newlines in URLs: "/\evil.com" is protocol-relative.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they have no place in a path
  if (/[\\\s]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://zakazi.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://zakazi.invalid') return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/login' || path.startsWith('/auth') || path === '/reset-password' || path === '/confirm-email-request') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a role works, for a login that names no target: an owner's day starts in the business's
 * area (the calendar of today once the business is complete), an employee's in their own day, a
 * super-admin's on the users list; a customer stays on the default.
 */
const ROLE_HOME: Partial<Record<UserRole, string>> = { Administrator: '/entity/edit', Employee: '/employee', SystemAdministrator: '/super-admin' };

/**
 * The path to go to after a successful login (or confirm) for a `redirectedFrom` value; without
 * one, the role's own start page (ROLE_HOME) when `role` is given.
 */
export function resolveRedirect(redirectedFrom: string | null | undefined, role?: UserRole | null): string {
  const value = (redirectedFrom ?? '').trim();
  if (!value) return (role && ROLE_HOME[role]) || DEFAULT_REDIRECT;
  if (value.startsWith('/')) return safePath(value) ?? DEFAULT_REDIRECT;
  return Object.hasOwn(ROUTE_PATHS, value) ? ROUTE_PATHS[value as RouteName]! : DEFAULT_REDIRECT;
}

/**
 * The redirectedFrom value for a login link on the current page: the route name when the page is
 * exactly that named route's path without a query (SPEC.md 2), else the full path.
 */
export function redirectedFromFor(name: RouteName | undefined, pathname: string, search = ''): string | null {
  if (name === 'login') return null;
  if (name && Object.hasOwn(ROUTE_PATHS, name) && ROUTE_PATHS[name] === pathname && !search) return name;
  return safePath(`${pathname}${search}`);
}
