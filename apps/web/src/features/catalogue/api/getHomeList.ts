import type { FilteredResponse, GeoResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap, type Query } from '@/lib/http';

/** GET /api/Entitet/Filtered: a home row's businesses (contract home-lists.ts builds its query). */
export async function getHomeList(query: Query, signal?: AbortSignal): Promise<FilteredResponse> {
  return unwrap(await http.get<FilteredResponse>(cataloguePaths.filtered, query, signal), 'home list');
}

/** GET /api/Entitet/entitetbygeo: the "near you" row, nearest first. */
export async function getNearby(query: { latitude: number; longitude: number; pageSize: number }, signal?: AbortSignal): Promise<GeoResponse> {
  return unwrap(await http.get<GeoResponse>(cataloguePaths.byGeo, query, signal), 'nearby businesses');
}
