import type { Popunjenost } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/proveri-popunjenost: is the business public, and what is missing. */
export async function getCompleteness(entitetId: number, signal?: AbortSignal): Promise<Popunjenost> {
  return unwrap(await http.get<Popunjenost>(managementPaths.completeness(entitetId), undefined, signal), `completeness ${entitetId}`);
}
