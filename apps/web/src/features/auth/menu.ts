import { notify } from '@/lib/notify';
import { logout, type User } from '@/lib/session';
import type { UserRole } from '@zakazi/contract';
import type { TranslationKey } from '@/lib/i18n';

/**
 * What the header's user menu (UserMenuDropdown, loaded lazily) and the phone drawer (UserMenu)
 * both show and do.
 */

/** Links of a user's menu, by role. */
export function menuLinks(user: Pick<User, 'role'>): Array<{ to: string; label: TranslationKey; upcoming?: true }> {
  return [
    // a customer's appointments, with how many are ahead (UpcomingCount)
    ...(user.role === 'RegularUser' ? [{ to: '/termini', label: 'auth.menu.appointments' as const, upcoming: true as const }] : []),
    { to: '/profile', label: 'auth.menu.profile' },
    ...(user.role === 'Administrator' ? [{ to: '/entity/edit', label: 'auth.menu.business' as const }] : []),
    ...(user.role === 'Employee' ? [{ to: '/employee', label: 'auth.menu.employee' as const }] : []),
  ];
}

/** The name of each role (auth.menu.roles.*). */
export const ROLE_TEXT = {
  RegularUser: 'auth.menu.roles.RegularUser',
  Administrator: 'auth.menu.roles.Administrator',
  SystemAdministrator: 'auth.menu.roles.SystemAdministrator',
  Employee: 'auth.menu.roles.Employee',
} as const satisfies Record<UserRole, TranslationKey>;

/** Log out; on a protected page the guard then sends the user to login, elsewhere they stay. */
export async function logoutWithNotice(message: string): Promise<void> {
  await logout();
  void notify({ message, color: 'secondary' });
}
