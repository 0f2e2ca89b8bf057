import { useMatches } from 'react-router';
import type { UserRole } from '@zakazi/contract';

/** Who may open a route (SPEC.md 2, Access column). The navigation guard reads this. */
export type RouteAccess = 'open' | 'authenticated' | { role: UserRole };

export type RouteName =
  | 'home' | 'main-category' | 'category' | 'search' | 'near-me' | 'entity'
  | 'about' | 'faq' | 'privacy-policy' | 'terms-of-service'
  | 'partner' | 'login' | 'profile' | 'my-appointments' | 'delete-account' | 'entity-edit' | 'employee' | 'super-admin'
  | 'not-found';

export type RouteHandle = { name: RouteName; access: RouteAccess };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'access' in value;
}

/** The deepest matched route's handle (name and access). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
