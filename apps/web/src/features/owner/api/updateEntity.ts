import type { Entitet, UpdateEntitetBody } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http } from '@/lib/http';

/** PUT /api/Entitet/{id}: the fields sent replace the stored ones. */
export function updateEntity(entitetId: number, body: UpdateEntitetBody) {
  return http.put<Entitet>(managementPaths.updateEntity(entitetId), body);
}
