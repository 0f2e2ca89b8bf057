import type { EntitetDetail } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}: the business with services, staff, images, hours and ratings. */
export async function getEntity(id: number, signal?: AbortSignal): Promise<EntitetDetail> {
  return unwrap(await http.get<EntitetDetail>(cataloguePaths.entity(id), undefined, signal), `entity ${id}`);
}
