import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** DELETE /api/Usluga/{id}: 409 service-has-bookings while future bookings exist. */
export function deleteService(uslugaId: number) {
  return send<{ id: number; obrisana: true }>(managementPaths.service(uslugaId), { method: 'DELETE' });
}
