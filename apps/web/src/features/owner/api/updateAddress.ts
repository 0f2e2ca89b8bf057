import type { UpdateAdresaBody } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** PUT /api/Adresa/{id}: the whole address replaced. */
export function updateAddress(adresaId: number, body: UpdateAdresaBody) {
  return send<unknown>(managementPaths.updateAddress(adresaId), { method: 'PUT', body });
}
