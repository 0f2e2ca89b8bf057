import type { EntitiesResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/GetEntitiesByCategoryQuery/{categoryId}: the category's businesses. */
export async function getEntitiesByCategory(categoryId: number, signal?: AbortSignal): Promise<EntitiesResponse> {
  return unwrap(
    await http.get<EntitiesResponse>(cataloguePaths.entitiesByCategory(categoryId), undefined, signal),
    `entities of category ${categoryId}`,
  );
}
