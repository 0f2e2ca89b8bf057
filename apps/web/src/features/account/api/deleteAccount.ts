import { identityPaths } from '@zakazi/contract/paths';
import { http } from '@/lib/http';

/** DELETE /api/Identity/{id}: cancels future bookings, erases personal data, ends every session. */
export function deleteAccount(userId: number) {
  return http.delete<{ ok: true }>(identityPaths.deleteAccount(userId));
}
