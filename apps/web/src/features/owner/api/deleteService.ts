import type { Usluga } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http } from '@/lib/http';

/** DELETE /api/Usluga/{id}: 409 service-has-bookings while future bookings exist. */
export function deleteService(uslugaId: number) {
  return http.delete<{ id: number; obrisana: true }>(managementPaths.service(uslugaId));
}
