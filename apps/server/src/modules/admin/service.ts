import type { AdminBusinessesResponse, AdminUsersResponse, UserRole } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import { withCreatedAt } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { eraseAccount, setAccountEnabled } from '../identity/index.ts';
import * as queries from './queries.ts';

/**
 * System administration of accounts. The routes admit SystemAdministrators only; the work is
 * identity's (an account's state and its erasure), so this module delegates.
 */
export function enableDisable(db: Db, userId: number, enabled: boolean) {
  return setAccountEnabled(db, userId, enabled);
}

export function deleteUser(deps: { db: Db; config: Config }, userId: number) {
  return eraseAccount(deps, userId);
}

/** Accounts for the super-admin: erased ones are not listed (nothing is left of them to manage). */
export async function listUsers(
  db: Db,
  f: { q?: string; role?: UserRole; page: number; pageSize: number },
): Promise<AdminUsersResponse> {
  const { rows, total } = await queries.listUsers(db, { q: f.q || undefined, role: f.role, limit: f.pageSize, offset: (f.page - 1) * f.pageSize });
  return { users: rows.map(withCreatedAt), total };
}

/** Businesses for the super-admin, drafts included. */
export async function listBusinesses(db: Db, f: { q?: string; page: number; pageSize: number }): Promise<AdminBusinessesResponse> {
  const { rows, total } = await queries.listBusinesses(db, { q: f.q || undefined, limit: f.pageSize, offset: (f.page - 1) * f.pageSize });
  return { entities: rows.map(withCreatedAt), total };
}
