import type { AdminBusinessesResponse } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, unwrap } from '@/lib/http';

/** AdminBusinessesQuery as the client sends it. */
export type BusinessesQuery = { q?: string; page: number; pageSize: number };

/** GET /api/super-admin/entiteti?q&page&pageSize: every business, drafts too, newest first (SystemAdministrator). */
export async function listBusinesses(query: BusinessesQuery, signal?: AbortSignal): Promise<AdminBusinessesResponse> {
  return unwrap(await http.get<AdminBusinessesResponse>(peoplePaths.adminBusinesses, query, signal), 'admin businesses');
}
