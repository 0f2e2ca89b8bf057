import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { send } from '@/lib/http';
import { PATHS } from './paths';

/**
 * The browser's answer for signing in with a passkey: the server's options (a fresh challenge,
 * POST login/pristupni-kljuc/opcije), then the authenticator (fingerprint, face, PIN or a phone).
 * Rejects with the ApiError of the options or the browser's error (cancelled, no passkey).
 */
export async function askForPasskey(): Promise<unknown> {
  const optionsJSON = await send<PublicKeyCredentialRequestOptionsJSON>(PATHS.passkeyLoginOptions, { method: 'POST', body: {} });
  return startAuthentication({ optionsJSON });
}
