import type { CreateUslugaBody, Usluga } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** POST /api/Usluga */
export function createService(body: CreateUslugaBody) {
  return send<Usluga>(managementPaths.createService, { method: 'POST', body });
}
