import type { Db } from '../../db/database.ts';
import { eraseAccount, setAccountEnabled } from '../identity/service.ts';

/**
 * System administration of accounts. The routes admit SystemAdministrators only; the work is
 * identity's (an account's state and its erasure), so this module delegates.
 */
export function enableDisable(db: Db, userId: number, enabled: boolean) {
  return setAccountEnabled(db, userId, enabled);
}

export function deleteUser(db: Db, userId: number) {
  return eraseAccount(db, userId);
}
