/** SPEC.md 2: legacy auth paths that land on /login with a mode, keeping other query values. */
const AUTH_REDIRECTS: Record<string, string | null> = {
  '/auth': null,
  '/auth/register': 'register',
  '/auth/confirm-email': 'register-confirm',
  '/auth/password-reset': 'password-reset',
  '/auth/password-reset-confirm': 'password-reset-confirm',
  '/reset-password': 'password-reset-confirm',
  '/confirm-email-request': 'register-confirm',
};

/** Target of a legacy auth path, or null when the path is not one of them. */
export function authRedirectTarget(pathname: string, search: string): string | null {
  const key = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (!(key in AUTH_REDIRECTS)) return null;
  const mode = AUTH_REDIRECTS[key];
  const params = new URLSearchParams(search);
  if (mode) params.set('mode', mode);
  const qs = params.toString();
  return `/login${qs ? `?${qs}` : ''}`;
}
