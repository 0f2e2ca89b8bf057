import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** DELETE /api/Identity/{id}: cancels future bookings, erases personal data, ends every session. */
export function deleteAccount(userId: number) {
  return send<{ ok: true }>(identityPaths.deleteAccount(userId), { method: 'DELETE' });
}
