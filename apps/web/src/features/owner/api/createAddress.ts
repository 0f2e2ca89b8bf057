import type { CreateAdresaBody } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** POST /api/Adresa: the business's first address. */
export function createAddress(body: CreateAdresaBody) {
  return send<{ adresaId: number }>(managementPaths.createAddress, { method: 'POST', body });
}
