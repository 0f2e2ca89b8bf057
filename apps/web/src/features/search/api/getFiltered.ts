import type { FilteredResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap, type Query } from '@/lib/http';

/** GET /api/Entitet/Filtered: one page of businesses matching the filters, with the total count. */
export async function getFiltered(query: Query, signal?: AbortSignal): Promise<FilteredResponse> {
  return unwrap(await http.get<FilteredResponse>(cataloguePaths.filtered, query, signal), 'search');
}
