import type { GeoResponse } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';

/**
 * GET /api/Entitet/entitetbygeo: businesses around a point, nearest first, each with udaljenostKm;
 * with slobodnoDatum (and slobodnoOd/slobodnoDo) only those free then, with their first free starts.
 */
export async function getByGeo(
  query: { latitude: number; longitude: number; kategorijaId?: number; radiusKm?: number; slobodnoDatum?: string; slobodnoOd?: string; slobodnoDo?: string; page?: number },
  signal?: AbortSignal,
): Promise<GeoResponse> {
  return unwrap(await http.get<GeoResponse>(cataloguePaths.byGeo, query, signal), 'nearby businesses');
}
