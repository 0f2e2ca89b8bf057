import type { UpdateUslugaBody, Usluga } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** PUT /api/Usluga/{id}: the fields sent replace the stored ones. */
export function updateService(uslugaId: number, body: UpdateUslugaBody) {
  return send<Usluga>(managementPaths.service(uslugaId), { method: 'PUT', body });
}
