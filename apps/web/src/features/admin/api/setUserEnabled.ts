import { identityPaths } from '@zakazi/contract/paths';
import { request, type HttpResult } from '@/lib/http';

/** POST /api/users/{id}/enable-disable?isEnabled=true|false (SPEC.md 7; SystemAdministrator). */
export function setUserEnabled(id: number, isEnabled: boolean): Promise<HttpResult<unknown>> {
  return request(identityPaths.enableDisable(id), { method: 'POST', query: { isEnabled } });
}
