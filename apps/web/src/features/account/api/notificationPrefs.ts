import type { Obavestenja, ObavestenjaBody } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Profil/obavestenja: which mails the user gets (defaults: reminder on, 24 h, status mails on). */
export async function getNotificationPrefs(signal?: AbortSignal): Promise<Obavestenja> {
  return unwrap(await http.get<Obavestenja>(identityPaths.profilObavestenja, undefined, signal), 'notification preferences');
}

/** PUT /api/Profil/obavestenja: the preferences at once (kanali and posao left out stay); answers them as stored. */
export function saveNotificationPrefs(body: ObavestenjaBody): Promise<Obavestenja> {
  return send<Obavestenja>(identityPaths.profilObavestenja, { method: 'PUT', body });
}
