import type { Sesija } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/identity/sesije: the caller's signed-in sessions, the current one marked. */
export async function getSessions(signal?: AbortSignal): Promise<Sesija[]> {
  return unwrap(await http.get<Sesija[]>(identityPaths.sessions, undefined, signal), 'sessions');
}

/** DELETE /api/identity/sesije/{id}: that device is signed out at once. */
export function endSession(id: string): Promise<null> {
  return send<null>(identityPaths.session(id), { method: 'DELETE' });
}

/** DELETE /api/identity/sesije: every other device is signed out. */
export function endOtherSessions(): Promise<null> {
  return send<null>(identityPaths.sessions, { method: 'DELETE' });
}
