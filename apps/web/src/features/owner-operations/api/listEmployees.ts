import type { ZaposleniAdmin } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/zaposleni: the owner's view of the staff, inactive ones too. */
export async function listEmployees(entitetId: number, signal?: AbortSignal): Promise<ZaposleniAdmin[]> {
  return unwrap(await http.get<ZaposleniAdmin[]>(managementPaths.employees(entitetId), undefined, signal), 'employees');
}
