import type { EntitiesResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap, type Query } from '@/lib/http';

/** GET /api/GetEntitiesByCategoryQuery/{categoryId}: one page of the category's businesses (sort, slobodnoDatum, page, pageSize). */
export async function getEntitiesByCategory(categoryId: number, query: Query, signal?: AbortSignal): Promise<EntitiesResponse> {
  return unwrap(
    await http.get<EntitiesResponse>(cataloguePaths.entitiesByCategory(categoryId), query, signal),
    `entities of category ${categoryId}`,
  );
}
