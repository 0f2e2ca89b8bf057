import type { SuggestionsResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Pretraga/predlozi: categories, cities with counts and up to five businesses for the search box. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return unwrap(await http.get<SuggestionsResponse>(cataloguePaths.suggestions, { q }, signal), 'search suggestions');
}
