import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** POST /api/users/{id}/enable-disable?isEnabled=true|false (SPEC.md 7; SystemAdministrator). */
export function setUserEnabled(id: number, isEnabled: boolean): Promise<unknown> {
  return send(identityPaths.enableDisable(id), { method: 'POST', query: { isEnabled } });
}
