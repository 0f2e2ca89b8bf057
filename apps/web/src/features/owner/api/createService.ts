import type { CreateUslugaBody, Usluga } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http } from '@/lib/http';

/** POST /api/Usluga */
export function createService(body: CreateUslugaBody) {
  return http.post<Usluga>(managementPaths.createService, body);
}
