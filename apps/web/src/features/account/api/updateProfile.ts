import type { Profil, UpdateProfilBody } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** PUT /api/Profil: the user's own name and phone (null or absent clears prezime and brojTelefona). */
export function updateProfile(body: UpdateProfilBody): Promise<Profil> {
  return send<Profil>(identityPaths.profil, { method: 'PUT', body });
}
