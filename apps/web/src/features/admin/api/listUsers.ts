import type { AdminUsersResponse, UserRole } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, unwrap } from '@/lib/http';

/** AdminUsersQuery as the client sends it (the contract's input type is coerced, hence unknown). */
export type UsersQuery = { q?: string; role?: UserRole; page: number; pageSize: number };

/** GET /api/super-admin/korisnici?q&role&page&pageSize: live accounts, newest first (SystemAdministrator). */
export async function listUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return unwrap(await http.get<AdminUsersResponse>(peoplePaths.adminUsers, query, signal), 'admin users');
}
