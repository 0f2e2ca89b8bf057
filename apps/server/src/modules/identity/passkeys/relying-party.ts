import type { Config } from '../../../config.ts';

/**
 * Who the passkeys are for (WebAuthn's relying party), from the server's public URL: its host is
 * the rpID the authenticator binds a key to, its origin the only one an answer is accepted from.
 * PUBLIC_URL must therefore be the address people use (a host name, not an IP address: browsers
 * refuse an IP as rpID; http is accepted only for localhost, which browsers treat as secure).
 */
export type RelyingParty = { rpID: string; origin: string; rpName: string };

export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Zakaži' };
}
