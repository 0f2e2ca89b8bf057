import type { UserRole } from '@zakazi/contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginUrl, parseMode, type Mode } from './modes';
import { resolveRedirect } from './redirect';

/** The login screen's query: mode, redirectedFrom and the mode's own values. */
export function useAuthNav() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = parseMode(params.get('mode'));
  const go = useCallback(
    (next: Mode, extra: Record<string, string | number | null | undefined> = {}) => navigate(loginUrl(next, params, extra)),
    [navigate, params],
  );
  const href = useCallback((next: Mode, extra: Record<string, string | number | null | undefined> = {}) => loginUrl(next, params, extra), [params]);
  /**
   * After login: back to where the user came from (route name or same-origin path); without one,
   * an Administrator to /entity/edit, an Employee to /employee, anyone else home.
   */
  const finish = useCallback(
    (role?: UserRole | null) => navigate(resolveRedirect(params.get('redirectedFrom'), role), { replace: true }),
    [navigate, params],
  );
  return { params, mode, go, href, finish };
}
