import { splitLangPath } from '@zakazi/contract/lang-paths';
import { redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import type { RouteAccess, RouteHandle } from '@/lib/routeHandle';
import { getUser, onLogout, sessionReady, type User } from '@/lib/session';

/**
 * The navigation guard (SPEC.md 2). Every route whose `handle.access` is not 'open' gets a React
 * Router middleware: middleware runs at the start of each navigation, before any loader of the
 * target (loaders only start once every middleware has called next()), and it waits for the
 * stored session to be restored on the first load. Without the right user it redirects to
 * /login?redirectedFrom=<original path with query>. /super-admin is 'open' in the route table
 * (SPEC.md 2: no client guard there).
 */

/** Whether `user` may open a route with `access` (SPEC.md 6: 'authenticated' accepts any role). */
function allowed(access: RouteAccess, user: Pick<User, 'role'> | null): boolean {
  if (access === 'open') return true;
  if (!user) return false;
  if (access === 'authenticated') return true;
  return user.role === access.role;
}

function loginRedirectFor(url: URL): string {
  // The request's URL carries the language prefix (/cir, /en), which the router adds again when it
  // navigates there after the login: the path is kept without it.
  return `/login?redirectedFrom=${encodeURIComponent(`${splitLangPath(url.pathname).path}${url.search}`)}`;
}

function accessMiddleware(access: RouteAccess): MiddlewareFunction {
  return async ({ request }) => {
    await sessionReady();
    if (!allowed(access, getUser())) throw redirect(loginRedirectFor(new URL(request.url)));
  };
}

function handleOf(route: RouteObject): RouteHandle | undefined {
  const handle = route.handle as Partial<RouteHandle> | undefined;
  return handle && typeof handle === 'object' && 'access' in handle ? (handle as RouteHandle) : undefined;
}

/** The route table with the guard's middleware on every protected route. */
export function withGuard(routes: RouteObject[]): RouteObject[] {
  void sessionReady(); // start restoring the stored session right away
  return routes.map((route) => {
    const access = handleOf(route)?.access;
    const guarded = access && access !== 'open' ? { middleware: [...(route.middleware ?? []), accessMiddleware(access)] } : {};
    return { ...route, ...guarded, ...(route.children ? { children: withGuard(route.children) } : {}) } as RouteObject;
  });
}

type GuardedRouter = {
  state: { location: { pathname: string; search: string }; matches: Array<{ route: { handle?: unknown } }> };
  navigate: (to: string, opts?: { replace?: boolean }) => Promise<void> | void;
};

/**
 * A user who logs out (or whose refresh failed) while on a protected route goes to login. After an
 * expired session they come back to where they were; after choosing to log out they do not.
 */
export function installLogoutRedirect(router: GuardedRouter): () => void {
  return onLogout(({ reason }) => {
    if (reason === 'deleted') return; // the delete-account page sends the user home itself
    const { matches, location } = router.state;
    const isProtected = matches.some((m) => {
      const access = (m.route.handle as Partial<RouteHandle> | undefined)?.access;
      return access !== undefined && access !== 'open';
    });
    if (!isProtected) return;
    const target =
      reason === 'expired' ? loginRedirectFor(new URL(`${location.pathname}${location.search}`, 'http://x')) : '/login';
    void router.navigate(target, { replace: true });
  });
}
