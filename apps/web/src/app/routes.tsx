import { redirect, type RouteObject } from 'react-router';
import { loadTexts, type LazyTexts } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/routeHandle';
import { authRedirectTarget } from './redirects';
import { MainLayout } from './MainLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The route table of SPEC.md 2. Every route has a name (login's redirectedFrom carries it) and an
 * access rule (the navigation guard reads `handle.access`). Pages are lazy modules exporting
 * `Component` and, when they preload data, `loader`.
 */
const h = (handle: RouteHandle) => handle;

/** A lazy route module together with the feature texts it needs. */
const page =
  <M,>(load: () => Promise<M>, ...texts: LazyTexts[]) =>
  async () => {
    const [module] = await Promise.all([load(), loadTexts(...texts)]);
    return module;
  };

const legacyAuthRedirect = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  return redirect(authRedirectTarget(url.pathname, url.search) ?? '/login');
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    ErrorBoundary: RouteErrorPage,
    // First load: the page's lazy module and loader run before anything renders; keep the screen dark.
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, handle: h({ name: 'home', access: 'open' }), lazy: () => import('@/features/catalogue/HomePage') },
          { path: 'categories/:mainCategory', handle: h({ name: 'main-category', access: 'open' }), lazy: () => import('@/features/catalogue/HomePage') },
          { path: 'categories/:mainCategory/:category', handle: h({ name: 'category', access: 'open' }), lazy: page(() => import('@/features/catalogue/CategoryPage'), 'search') },
          { path: 'search', handle: h({ name: 'search', access: 'open' }), lazy: page(() => import('@/features/search/SearchPage'), 'search') },
          { path: 'near-me', handle: h({ name: 'near-me', access: 'open' }), lazy: page(() => import('@/features/near-me/NearMePage'), 'nearMe', 'search') },
          { path: 'entity/edit', handle: h({ name: 'entity-edit', access: { role: 'Administrator' } }), lazy: page(() => import('@/features/owner/EntityEditPage'), 'owner', 'ownerOps', 'schedule', 'booking', 'auth', 'calendar') },
          { path: 'entity/:entityId', handle: h({ name: 'entity', access: 'open' }), lazy: page(() => import('@/features/businesses/EntityPage'), 'businesses', 'booking', 'favorites') },
          { path: 'about', handle: h({ name: 'about', access: 'open' }), lazy: page(() => import('@/features/info/AboutPage'), 'info') },
          { path: 'faq', handle: h({ name: 'faq', access: 'open' }), lazy: page(() => import('@/features/info/FaqPage'), 'info') },
          { path: 'privacy-policy', handle: h({ name: 'privacy-policy', access: 'open' }), lazy: page(() => import('@/features/info/PrivacyPolicyPage'), 'info') },
          { path: 'terms-of-service', handle: h({ name: 'terms-of-service', access: 'open' }), lazy: page(() => import('@/features/info/TermsPage'), 'info') },
          { path: 'partner', handle: h({ name: 'partner', access: 'open' }), lazy: page(() => import('@/features/account/PartnerPage'), 'account', 'auth') },
          { path: 'login', handle: h({ name: 'login', access: 'open' }), lazy: page(() => import('@/features/auth/LoginPage'), 'auth') },
          { path: 'profile', handle: h({ name: 'profile', access: 'authenticated' }), lazy: page(() => import('@/features/account/ProfilePage'), 'account', 'booking', 'favorites', 'schedule', 'auth') },
          { path: 'termini', handle: h({ name: 'my-appointments', access: 'authenticated' }), lazy: page(() => import('@/features/booking/MyAppointmentsPage'), 'booking') },
          { path: 'delete-account', handle: h({ name: 'delete-account', access: 'authenticated' }), lazy: page(() => import('@/features/account/DeleteAccountPage'), 'account', 'auth') },
          { path: 'employee', handle: h({ name: 'employee', access: { role: 'Employee' } }), lazy: page(() => import('@/features/employee/EmployeePage'), 'employee', 'booking', 'schedule', 'calendar') },
          // SPEC.md 2: the super-admin route itself has no client guard.
          { path: 'super-admin', handle: h({ name: 'super-admin', access: 'open' }), lazy: page(() => import('@/features/admin/SuperAdminPage'), 'admin', 'ownerOps', 'auth') },
          // Legacy auth paths (SPEC.md 2), other query values kept.
          { path: 'auth', loader: legacyAuthRedirect },
          { path: 'auth/register', loader: legacyAuthRedirect },
          { path: 'auth/confirm-email', loader: legacyAuthRedirect },
          { path: 'auth/password-reset', loader: legacyAuthRedirect },
          { path: 'auth/password-reset-confirm', loader: legacyAuthRedirect },
          { path: 'reset-password', loader: legacyAuthRedirect },
          { path: 'confirm-email-request', loader: legacyAuthRedirect },
          { path: '*', handle: h({ name: 'not-found', access: 'open' }), lazy: () => import('@/features/not-found/NotFoundPage') },
        ],
      },
    ],
  },
];
