import type { PristupniKljuc } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/identity/pristupni-kljucevi: the caller's passkeys, oldest first. */
export async function getPasskeys(signal?: AbortSignal): Promise<PristupniKljuc[]> {
  return unwrap(await http.get<PristupniKljuc[]>(identityPaths.passkeys, undefined, signal), 'passkeys');
}

/**
 * A new passkey: the server's options (a fresh challenge), the browser's authenticator makes the
 * key, the server checks and keeps its public half. Rejects with the browser's error (cancelled,
 * InvalidStateError when this authenticator has one already) or the ApiError.
 */
export async function addPasskey(): Promise<PristupniKljuc> {
  const optionsJSON = await send<PublicKeyCredentialCreationOptionsJSON>(identityPaths.passkeyRegistrationOptions, { method: 'POST', body: {} });
  const odgovor = await startRegistration({ optionsJSON });
  return send<PristupniKljuc>(identityPaths.passkeys, { method: 'POST', body: { odgovor } });
}

/** DELETE /api/identity/pristupni-kljucevi/{id}. */
export function deletePasskey(id: number): Promise<null> {
  return send<null>(identityPaths.passkey(id), { method: 'DELETE' });
}
