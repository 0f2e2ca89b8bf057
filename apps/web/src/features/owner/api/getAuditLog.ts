import type { Dnevnik } from '@zakazi/contract';
import { recordPaths } from '@zakazi/contract/management-paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/dnevnik: a page of the business's audit log, newest first. */
export async function getAuditLog(entitetId: number, page: number, pageSize: number, signal?: AbortSignal): Promise<Dnevnik> {
  return unwrap(await http.get<Dnevnik>(recordPaths.auditLog(entitetId), { page, pageSize }, signal), `audit log ${entitetId}`);
}
