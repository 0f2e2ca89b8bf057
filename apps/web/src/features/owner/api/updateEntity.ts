import type { Entitet, UpdateEntitetBody } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** PUT /api/Entitet/{id}: the fields sent replace the stored ones. */
export function updateEntity(entitetId: number, body: UpdateEntitetBody) {
  return send<Entitet>(managementPaths.updateEntity(entitetId), { method: 'PUT', body });
}
