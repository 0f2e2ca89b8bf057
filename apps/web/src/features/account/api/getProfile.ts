import type { Profil } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';

/** GET /api/Profil?userId: {id, ime, prezime, email, brojTelefona, role} (only the user themself). */
export async function getProfile(userId: number, signal?: AbortSignal): Promise<Profil> {
  return unwrap(await http.get<Profil>(identityPaths.profil, { userId }, signal), 'profile');
}
