import type { EntityRatingsResponse } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/utisci?page&pageSize: a business's ratings, newest first, with the total. */
export async function getEntityRatings(entitetId: number, page: number, pageSize: number, signal?: AbortSignal): Promise<EntityRatingsResponse> {
  return unwrap(await http.get<EntityRatingsResponse>(peoplePaths.entityRatings(entitetId), { page, pageSize }, signal), `ratings of ${entitetId}`);
}
