import type { PushKey, PushSubscriptionBody } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/push/kljuc: the server's VAPID public key, for PushManager.subscribe. */
export async function getPushKey(): Promise<string> {
  return unwrap(await http.get<PushKey>(identityPaths.pushKey), 'push key').publicKey;
}

/** POST /api/Profil/push: this browser's subscription (201). */
export function savePushSubscription(body: PushSubscriptionBody): Promise<null> {
  return send<null>(identityPaths.profilPush, { method: 'POST', body });
}

/** DELETE /api/Profil/push: this browser no longer gets pushes (204). */
export function deletePushSubscription(endpoint: string): Promise<null> {
  return send<null>(identityPaths.profilPush, { method: 'DELETE', body: { endpoint } });
}
