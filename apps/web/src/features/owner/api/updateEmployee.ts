import type { UpdateZaposleniBody, ZaposleniAdmin } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** PUT /api/Zaposleni/{id}: name, services and active flag. */
export function updateEmployee(zaposleniId: number, body: UpdateZaposleniBody) {
  return send<ZaposleniAdmin>(managementPaths.employee(zaposleniId), { method: 'PUT', body });
}
