import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** DELETE /api/DeleteUser/{id}: erases the account and cancels its future bookings (SystemAdministrator). */
export function deleteUser(id: number): Promise<unknown> {
  return send(identityPaths.deleteUser(id), { method: 'DELETE' });
}
