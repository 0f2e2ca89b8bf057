import { identityPaths } from '@zakazi/contract/paths';
import { http, type HttpResult } from '@/lib/http';

/** DELETE /api/DeleteUser/{id}: erases the account and cancels its future bookings (SystemAdministrator). */
export function deleteUser(id: number): Promise<HttpResult<unknown>> {
  return http.delete(identityPaths.deleteUser(id));
}
