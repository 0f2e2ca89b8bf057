import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The authenticator secrets are needed in the clear to check a code, so they cannot be hashed like
 * passwords: they are sealed with AES-256-GCM under a key derived (HKDF-SHA-256) from JWT_SECRET,
 * so a copy of the database alone does not give anyone's codes. Changing JWT_SECRET makes the
 * sealed secrets unreadable: those users sign in with a recovery code and set up again
 * (docs/configuration-identity.md). Sealed form: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const keys = new Map<string, Buffer>();
function keyOf(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) keys.set(serverSecret, (key = Buffer.from(hkdfSync('sha256', serverSecret, 'zakazi', 'totp-secret-v1', 32))));
  return key;
}

export function seal(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain secret; null when it was sealed under another key or altered. */
export function unseal(serverSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
