import { notify } from '@/lib/notify';
import { logout, type User } from '@/lib/session';

/**
 * What the header's user menu (UserMenuDropdown, loaded lazily) and the phone drawer (UserMenu)
 * both show and do.
 */

/** Links of a user's menu, by role. */
export function menuLinks(user: Pick<User, 'role'>): Array<{ to: string; key: 'profile' | 'business' | 'employee' }> {
  return [
    { to: '/profile', key: 'profile' },
    ...(user.role === 'Administrator' ? [{ to: '/entity/edit', key: 'business' as const }] : []),
    ...(user.role === 'Employee' ? [{ to: '/employee', key: 'employee' as const }] : []),
  ];
}

/** Log out; on a protected page the guard then sends the user to login, elsewhere they stay. */
export async function logoutWithNotice(message: string): Promise<void> {
  await logout();
  void notify({ message, color: 'secondary' });
}
