import type { CreateEntitetBody, Entitet } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** POST /api/Entitet: an owner account without a business makes its draft business. */
export function createEntity(body: CreateEntitetBody) {
  return send<Entitet>(managementPaths.createEntity, { method: 'POST', body });
}
