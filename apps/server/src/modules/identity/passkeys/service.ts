import { randomBytes, randomUUID } from 'node:crypto';
import type { PristupniKljuc } from '@zakazi/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { requireUser, type AuthUser } from '../../../shared/caller.ts';
import { AppError, notFound } from '../../../shared/errors.ts';
import { deviceInWords } from '../device-names.ts';
import * as identityQueries from '../queries.ts';
import type { IdentityDeps } from '../service.ts';
import { issueTokens, type Tokens } from '../sessions.ts';
import * as queries from './queries.ts';
import { relyingParty } from './relying-party.ts';

/**
 * Passkeys (WebAuthn) beside the password (issue 32 item 5; decision 083), with
 * @simplewebauthn/server: registering one in the profile, listing and deleting them, and signing in
 * with one. Each ceremony's challenge is stored here, valid 5 minutes, and used up by the answer
 * that carries it; the relying party is the server's public URL; the signature counter must grow.
 */

const CHALLENGE_TTL_SECONDS = 5 * 60;
const invalidChallenge = () => new AppError(400, 'invalid-challenge', 'The passkey request has expired or was already used; start again');
const invalidPasskey = () => new AppError(400, 'invalid-passkey', 'The passkey could not be verified');

type PasskeyRow = Awaited<ReturnType<typeof queries.passkeysOf>>[number];

const iso = (d: Date | string) => new Date(d).toISOString();
function view(k: PasskeyRow): PristupniKljuc {
  return { id: Number(k.id), naziv: k.naziv, kreiran: iso(k.created_at), poslednjeKoriscenje: k.last_used_at ? iso(k.last_used_at) : null, sinhronizovan: k.backed_up };
}

/**
 * The challenge an answer was made for, from its clientDataJSON (base64url JSON). The library
 * checks it again against the stored one; reading it here finds which stored challenge to use up.
 */
function challengeOf(clientDataJSON: string): string {
  try {
    const challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200) return challenge;
  } catch {
    // not JSON: refused below
  }
  throw invalidPasskey();
}

/** GET pristupni-kljucevi: the caller's passkeys, oldest first. */
export async function listPasskeys(deps: IdentityDeps, caller: AuthUser | null): Promise<PristupniKljuc[]> {
  return (await queries.passkeysOf(deps.db, requireUser(caller).id)).map(view);
}

/** DELETE pristupni-kljucevi/{id}: 404 for a passkey that is not the caller's. */
export async function deletePasskey(deps: IdentityDeps, caller: AuthUser | null, id: number): Promise<void> {
  if (!(await queries.deletePasskey(deps.db, requireUser(caller).id, id))) throw notFound('Passkey');
}

/**
 * POST pristupni-kljucevi/opcije: the options for navigator.credentials.create(). A discoverable
 * key with user verification (the passkey alone signs in, so it must prove who holds it); the
 * caller's keys are excluded, so an authenticator does not make a second one for the same account.
 */
export async function registrationOptions(deps: IdentityDeps, caller: AuthUser | null): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = requireUser(caller);
  const account = await identityQueries.findAccountById(deps.db, user.id);
  if (!account?.email || account.deleted_at) throw notFound('User');
  const existing = await queries.passkeysOf(deps.db, user.id);
  // One random handle per account (not its id, which would tell the authenticator who it is here).
  const userHandle = existing[0]?.user_handle ?? randomBytes(32).toString('base64url');
  const rp = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: account.email,
    userDisplayName: [account.ime, account.prezime].filter(Boolean).join(' '),
    userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credential_id, transports: k.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_TTL_SECONDS * 1000,
  });
  await queries.insertChallenge(deps.db, { challenge: options.challenge, purpose: 'register', userId: user.id, userHandle, ttlSeconds: CHALLENGE_TTL_SECONDS });
  return options;
}

/**
 * POST pristupni-kljucevi: the browser's answer to the options. 400 invalid-challenge for a
 * challenge that is unknown, used, expired or was given to someone else; 400 invalid-passkey when
 * the answer does not verify (origin, rpID, user verification, signature); 409 passkey-registered
 * for a key that is registered already.
 */
export async function registerPasskey(
  deps: IdentityDeps,
  caller: AuthUser | null,
  body: { odgovor: RegistrationResponseJSON; naziv?: string | undefined },
  userAgent: string | null,
): Promise<PristupniKljuc> {
  const user = requireUser(caller);
  const challenge = challengeOf(body.odgovor.response.clientDataJSON);
  const pending = await queries.takeChallenge(deps.db, challenge, 'register', user.id);
  if (!pending?.user_handle) throw invalidChallenge();
  const rp = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    response: body.odgovor,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw invalidPasskey();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const row = await queries.insertPasskey(deps.db, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    userHandle: pending.user_handle,
    transports: (credential.transports ?? []).slice(0, 10),
    backedUp: credentialBackedUp,
    naziv: body.naziv ?? (deviceInWords(userAgent) || 'Passkey'),
  });
  if (!row) throw new AppError(409, 'passkey-registered', 'This passkey is registered already');
  return view(row);
}

/** POST login/pristupni-kljuc/opcije: the options for navigator.credentials.get(), any of the site's passkeys. */
export async function loginOptions(deps: IdentityDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingParty(deps.config);
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required', timeout: CHALLENGE_TTL_SECONDS * 1000 });
  await queries.insertChallenge(deps.db, { challenge: options.challenge, purpose: 'login', userId: null, userHandle: null, ttlSeconds: CHALLENGE_TTL_SECONDS });
  return options;
}

/**
 * POST login/pristupni-kljuc: a verified answer signs in as the passkey's owner (the tokens a
 * password login gives). A passkey with user verification is two factors by itself (the device,
 * and the fingerprint, face or PIN that unlocks it), so no authenticator code is asked for.
 * 400 invalid-challenge; 400 invalid-passkey for an unknown key, a user handle that is not the
 * key's, a bad signature or a counter that did not grow; 403 account-disabled.
 */
export async function loginWithPasskey(deps: IdentityDeps, body: { odgovor: AuthenticationResponseJSON }, userAgent: string | null): Promise<Tokens> {
  const challenge = challengeOf(body.odgovor.response.clientDataJSON);
  if (!(await queries.takeChallenge(deps.db, challenge, 'login', null))) throw invalidChallenge();
  const key = await queries.findPasskey(deps.db, body.odgovor.id);
  if (!key) throw invalidPasskey();
  // The authenticator names the account it holds the key for: it must be the key's own.
  const handle = body.odgovor.response.userHandle;
  if (handle !== undefined && handle !== key.user_handle) throw invalidPasskey();
  const rp = relyingParty(deps.config);
  const counter = Number(key.counter);
  const verification = await verifyAuthenticationResponse({
    response: body.odgovor,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: { id: key.credential_id, publicKey: new Uint8Array(key.public_key), counter, transports: key.transports },
    requireUserVerification: true,
  }).catch(() => null); // a counter that did not grow (a cloned key) throws
  if (!verification?.verified) throw invalidPasskey();
  if (!(await queries.recordUse(deps.db, Number(key.id), counter, verification.authenticationInfo.newCounter))) throw invalidPasskey();
  const account = await identityQueries.findAccountById(deps.db, key.user_id);
  if (!account || account.deleted_at) throw invalidPasskey();
  if (!account.enabled) throw new AppError(403, 'account-disabled', 'This account has been disabled');
  return deps.db.transaction().execute((trx) => issueTokens(deps, trx, account, { id: randomUUID(), userAgent }));
}
