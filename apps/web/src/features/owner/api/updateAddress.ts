import type { UpdateAdresaBody } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http } from '@/lib/http';

/** PUT /api/Adresa/{id}: the whole address replaced. */
export function updateAddress(adresaId: number, body: UpdateAdresaBody) {
  return http.put<unknown>(managementPaths.updateAddress(adresaId), body);
}
