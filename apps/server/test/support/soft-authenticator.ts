import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

/**
 * A software passkey authenticator for the integration tests: it answers WebAuthn options the way
 * a browser and a platform authenticator do (ES256 key, "none" attestation, user present and
 * verified), so the server's passkey flows are checked with real signatures. The browser's own
 * flow with Chromium's virtual authenticator is e2e/specs/passkeys.spec.ts.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle = '';
  /** The signature counter; a test may set it back to act as a cloned key. */
  counter = 0;

  constructor(private readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** startRegistration()'s result for the server's options. */
  register(options: CreationOptions, overrides: { origin?: string; challenge?: string } = {}) {
    this.userHandle = options.user.id;
    const clientData = this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(options.rp.id!, FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(encodeCBOR(cose)),
    ]);
    const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', authData]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** startAuthentication()'s result for the server's options; the counter goes up by one. */
  authenticate(options: RequestOptions, overrides: { userHandle?: string; key?: KeyObject } = {}) {
    this.counter += 1;
    const clientData = this.clientData('webauthn.get', options.challenge);
    const authData = this.authDataHead(options.rpId!, FLAGS.userPresent | FLAGS.userVerified);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), overrides.key ?? this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: overrides.userHandle ?? this.userHandle },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authDataHead(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }
}
