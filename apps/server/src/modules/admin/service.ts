import type { AdminBusinessesResponse, AdminUsersResponse, UserRole } from '@zakazi/contract';
import type { Config } from '../../config.ts';
import { withCreatedAt } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { eraseAccount, setAccountEnabled } from '../identity/index.ts';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import * as queries from './queries.ts';

/**
 * System administration of accounts. The routes admit SystemAdministrators only; the work is
 * identity's (an account's state and its erasure), so this module delegates.
 */
/** Both changes are written to the audit log as the super-admin's, in the change's transaction. */
export function enableDisable(db: Db, admin: AuthUser | null, userId: number, enabled: boolean) {
  return setAccountEnabled(db, userId, enabled, requireUser(admin));
}

export function deleteUser(deps: { db: Db; config: Config }, admin: AuthUser | null, userId: number) {
  return eraseAccount(deps, userId, requireUser(admin));
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
