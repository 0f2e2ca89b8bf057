import type { ZaposleniAdmin } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/zaposleni: the owner's staff list, inactive ones too. */
export async function getEmployees(entitetId: number, signal?: AbortSignal): Promise<ZaposleniAdmin[]> {
  return unwrap(await http.get<ZaposleniAdmin[]>(managementPaths.employees(entitetId), undefined, signal), `employees ${entitetId}`);
}
