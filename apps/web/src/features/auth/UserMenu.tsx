import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { loadTexts, useTranslation } from '@/lib/i18n';
import { Typed } from '@/lib/typed-text';
import { Link, useLocation } from 'react-router';
import { UserIcon } from '@/components/icons';
import { BasicButton, BasicLink } from '@/components/BasicButton';
import { useRouteHandle } from '@/lib/routeHandle';
import { readAuth, useSession, type User } from '@/lib/session';
import { ROLE_TEXT, logoutWithNotice, menuLinks } from './menu';
import { redirectedFromFor } from './redirect';

// The dropdown (Mantine Menu, Popover) loads only for logged-in users: the home bundle stays small.
const UserMenuDropdown = lazy(() => import('./UserMenuDropdown'));
// The phone menu's count of upcoming visits: only logged-in customers see it (its Badge and the
// booking paths stay out of the anonymous first bundle).
const UpcomingCount = lazy(() => import('./UpcomingCount').then((m) => ({ default: m.UpcomingCount })));

/**
 * The header's login link: redirectedFrom carries the route name on plain pages (SPEC.md 2) and the
 * full path on pages with parameters or a query (/entity/12, /search?q=…), which a name cannot
 * bring back. Auth pages carry nothing.
 */
export function useLoginHref(): string {
  const handle = useRouteHandle();
  const location = useLocation();
  const from = redirectedFromFor(handle?.name, location.pathname, location.search);
  return from ? `/login?redirectedFrom=${encodeURIComponent(from)}` : '/login';
}

function LoginButton({ login, size, onClick }: { login: string; size: 'sm' | 'md'; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <BasicLink to={login} onClick={onClick} variant={size === 'sm' ? 'light' : 'filled'} size={size} radius="xl" icon={<UserIcon size={size === 'sm' ? 16 : 18} />}>
      {t('common.nav.login')}
    </BasicLink>
  );
}

const unchanging = () => () => {};
/**
 * Whether the browser holds a session to restore. False in the server's render, which reads no
 * cookie, and so while the client hydrates its page (React takes the server's snapshot then).
 */
function useStoredSession(): boolean {
  return useSyncExternalStore(unchanging, () => readAuth() !== null, () => false);
}

/** Header: the login link, or the logged-in user's menu. `drawer` is the phone menu's variant. */
export function UserMenu({ login, variant = 'header', onNavigate }: { login: string; variant?: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { ready, user } = useSession();
  const storedSession = useStoredSession();
  // A click on the placeholder before the dropdown module arrives opens it once it has.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // The menu's texts (role names, links, log out) are auth's, which only the auth pages' routes
  // load: a logged-in user sees this menu on every page, so it loads them itself.
  useEffect(() => {
    if (user) void loadTexts('auth');
  }, [user]);
  if (!user) {
    // While a stored session is being restored, keep the spot empty rather than flash "Prijava".
    if (!ready && storedSession) return <span style={{ display: 'inline-block', width: 96 }} aria-hidden />;
    return <LoginButton login={login} size={variant === 'header' ? 'sm' : 'md'} onClick={onNavigate} />;
  }
  if (variant === 'drawer') return <DrawerUser user={user} onNavigate={onNavigate} />;
  const fallback = (
    <BasicButton variant="light" radius="xl" icon={<UserIcon size={16} />} aria-haspopup="menu" onClick={() => setOpenOnLoad(true)}>
      {user.name ? <Typed>{user.name}</Typed> : '…'}
    </BasicButton>
  );
  return (
    <Suspense fallback={fallback}>
      <UserMenuDropdown user={user} defaultOpened={openOnLoad} />
    </Suspense>
  );
}

function DrawerUser({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="drawer-user">
      <Text fw={700} px={14}><Typed>{user.name}</Typed></Text>
      <Text size="sm" c="dimmed" px={14} mb={4}>{t(ROLE_TEXT[user.role])}</Text>
      {menuLinks(user).map((item) => (
        <Link key={item.to} to={item.to} className="drawer-link" onClick={onNavigate}>
          {t(item.label)}
          {item.upcoming && (
            <Suspense fallback={null}>
              <UpcomingCount userId={user.id} />
            </Suspense>
          )}
        </Link>
      ))}
      <BasicButton
        variant="light"
        color="gray"
        radius="xl"
        className="drawer-logout"
        onClick={() => {
          onNavigate?.();
          void logoutWithNotice(t('auth.notice.loggedOut'));
        }}
      >
        {t('auth.menu.logout')}
      </BasicButton>
    </Stack>
  );
}
