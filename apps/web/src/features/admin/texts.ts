import type { UserRole } from '@zakazi/contract';
import type { TranslationKey } from '@/lib/i18n';

/** The name of each role in the admin's lists (admin.role.*). */
export const ROLE_TEXT = {
  RegularUser: 'admin.role.RegularUser',
  Administrator: 'admin.role.Administrator',
  SystemAdministrator: 'admin.role.SystemAdministrator',
  Employee: 'admin.role.Employee',
} as const satisfies Record<UserRole, TranslationKey>;
