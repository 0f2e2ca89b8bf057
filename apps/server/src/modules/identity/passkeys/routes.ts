import { ErrorBody, IdParams, PasskeyLoginBody, PasskeyOptions, PasskeyRegistrationBody, PristupniKljuc, TokenResponse, identityPaths } from '@zakazi/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityDeps } from '../service.ts';
import * as passkeys from './service.ts';

const tags = ['identity'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;
const CHALLENGE = 'The challenge is valid 5 minutes and used up by the answer that carries it: 400 invalid-challenge for one unknown, used, expired or given to someone else.';

/** Passkeys (WebAuthn) beside the password: the profile's list, registering, deleting, and signing in with one (decision 083). */
export function passkeyRoutes(parent: FastifyInstance, deps: IdentityDeps): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const perIp = { max: deps.config.rateLimits.loginPerIpPerMinute, timeWindow: MINUTE };

  app.get(identityPaths.passkeys, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'My passkeys', description: 'The caller\'s passkeys, oldest first.', security, response: { 200: z.array(PristupniKljuc), 401: ErrorBody } },
    handler: (req) => passkeys.listPasskeys(deps, req.user),
  });

  app.post(identityPaths.passkeyRegistrationOptions, {
    config: { access: 'authenticated', rateLimit: perIp },
    schema: {
      tags,
      summary: 'Add a passkey, step 1: the options',
      description:
        'WebAuthn options for navigator.credentials.create() (@simplewebauthn/browser startRegistration\'s optionsJSON): a discoverable key with user verification, for the relying party of the server\'s PUBLIC_URL; the caller\'s passkeys are excluded. ' +
        CHALLENGE,
      security,
      response: { 200: PasskeyOptions, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
    // Spread: WebAuthn's options interface as a plain object the response schema takes.
    handler: async (req) => ({ ...(await passkeys.registrationOptions(deps, req.user)) }),
  });

  app.post(identityPaths.passkeys, {
    config: { access: 'authenticated', rateLimit: perIp },
    schema: {
      tags,
      summary: 'Add a passkey, step 2: the browser\'s answer',
      description: `odgovor: startRegistration()'s result; naziv: optional name (default: the browser and system). 201 with the passkey. 400 invalid-passkey when the answer does not verify (origin, rpID, user verification). 409 passkey-registered. ${CHALLENGE}`,
      security,
      body: PasskeyRegistrationBody,
      response: { 201: PristupniKljuc, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await passkeys.registerPasskey(deps, req.user, { odgovor: req.body.odgovor as RegistrationResponseJSON, naziv: req.body.naziv }, req.headers['user-agent'] ?? null)),
  });

  app.delete(identityPaths.passkey(':id'), {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Delete one of my passkeys',
      description: '204; 404 for a passkey that is not the caller\'s. It no longer signs in (the authenticator may still list it).',
      security,
      params: IdParams,
      response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    handler: async (req, reply) => {
      await passkeys.deletePasskey(deps, req.user, req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post(identityPaths.passkeyLoginOptions, {
    config: { access: 'public', rateLimit: perIp },
    schema: {
      tags,
      summary: 'Log in with a passkey, step 1: the options',
      description: `WebAuthn options for navigator.credentials.get() (startAuthentication's optionsJSON): any passkey of this site, with user verification. ${CHALLENGE}`,
      response: { 200: PasskeyOptions, 429: ErrorBody },
    },
    handler: async () => ({ ...(await passkeys.loginOptions(deps)) }),
  });

  app.post(identityPaths.passkeyLogin, {
    config: { access: 'public', rateLimit: perIp },
    schema: {
      tags,
      summary: 'Log in with a passkey, step 2: the browser\'s answer',
      description:
        `odgovor: startAuthentication()'s result. 200: the tokens, as login (no authenticator code: a passkey with user verification is two factors itself). 400 invalid-passkey for an unknown key, a user handle that is not the key's, a bad signature or a signature counter that did not grow; 403 account-disabled. ${CHALLENGE}`,
      body: PasskeyLoginBody,
      response: { 200: TokenResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => passkeys.loginWithPasskey(deps, { odgovor: req.body.odgovor as AuthenticationResponseJSON }, req.headers['user-agent'] ?? null),
  });
}
