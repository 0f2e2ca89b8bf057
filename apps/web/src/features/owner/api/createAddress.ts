import type { CreateAdresaBody } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http } from '@/lib/http';

/** POST /api/Adresa: the business's first address. */
export function createAddress(body: CreateAdresaBody) {
  return http.post<{ adresaId: number }>(managementPaths.createAddress, body);
}
