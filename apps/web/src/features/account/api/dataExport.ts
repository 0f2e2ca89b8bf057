import type { ProfilIzvoz } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Profil/izvoz: everything the service keeps about the caller. */
export async function getDataExport(): Promise<ProfilIzvoz> {
  return unwrap(await http.get<ProfilIzvoz>(identityPaths.profilExport), 'data export');
}
