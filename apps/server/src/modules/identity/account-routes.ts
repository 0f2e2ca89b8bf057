import {
  AccountPolicy,
  Ack,
  ErrorBody,
  RecoveryCodesResponse,
  SecondStepBody,
  Sesija,
  SesijaParams,
  TwoStepDisableBody,
  TwoStepEnableBody,
  TwoStepSetupResponse,
  TokenResponse,
  TwoStepStatus,
  identityPaths,
} from '@zakazi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityDeps } from './service.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';
import * as twoStep from './two-step/service.ts';

const tags = ['identity'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;

/** Two-step sign-in, sessions and the account rule (CONTRACT.md "Third release", Accounts). */
export function accountRoutes(parent: FastifyInstance, deps: IdentityDeps): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limits = deps.config.rateLimits;
  const perIp = { max: limits.loginPerIpPerMinute, timeWindow: MINUTE };
  const THROTTLED = `A wrong code or password is counted as a failed login of the account's email from this address (after ${deps.config.auth.loginMaxFailures} within ${deps.config.auth.loginLockMinutes} minutes: 429, as login).`;

  app.get(identityPaths.twoStep, {
    config: { access: 'authenticated', beforeTwoStep: true },
    schema: {
      tags,
      summary: 'Whether my two-step sign-in is on',
      description: 'enabled; required (a super-admin requires it of business accounts and the caller is an owner or employee); recoveryCodesLeft.',
      security,
      response: { 200: TwoStepStatus, 401: ErrorBody },
    },
    handler: (req) => twoStep.twoStepStatus(deps, req.user),
  });

  app.post(identityPaths.twoStepSetup, {
    config: { access: 'authenticated', rateLimit: perIp, beforeTwoStep: true },
    schema: {
      tags,
      summary: 'Two-step sign-in, step 1: a new authenticator secret',
      description: 'A new base32 secret and its otpauth:// URL (for a QR code), replacing a set-up not yet enabled. Nothing changes at login until 2fa/enable. 409 two-step-enabled when it is already on.',
      security,
      response: { 200: TwoStepSetupResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => twoStep.setUpTwoStep(deps, req.user),
  });

  app.post(identityPaths.twoStepEnable, {
    config: { access: 'authenticated', rateLimit: perIp, beforeTwoStep: true },
    schema: {
      tags,
      summary: 'Two-step sign-in, step 2: turn it on with a first code',
      description:
        'code: the current 6-digit code of the app (one 30-second step of drift either way). 200 {recoveryCodes}: ten codes, each usable once instead of an app code, shown only now. ' +
        '400 invalid-code; 409 two-step-not-set-up without a set-up (or when it is already on).',
      security,
      body: TwoStepEnableBody,
      response: { 200: RecoveryCodesResponse, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => twoStep.enableTwoStep(deps, req.user, req.body.code),
  });

  app.post(identityPaths.twoStepDisable, {
    config: { access: 'authenticated', rateLimit: perIp },
    schema: {
      tags,
      summary: 'Turn two-step sign-in off',
      description: `password and a code (of the app, or an unused recovery code). 400 invalid-credentials for a wrong password, 400 invalid-code for a wrong code; 409 two-step-not-enabled when it is off. ${THROTTLED}`,
      security,
      body: TwoStepDisableBody,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => twoStep.disableTwoStep(deps, req.user, req.body, req.ip),
  });

  app.post(identityPaths.loginSecondStep, {
    config: { access: 'public', rateLimit: perIp },
    schema: {
      tags,
      summary: 'Log in, second step: the code',
      description:
        'mfaToken from login and a code: the current 6-digit code of the app (a code is accepted once; one step of drift either way) or an unused recovery code. 200: the tokens, as login. ' +
        `400 invalid-code (the mfaToken stays usable until it expires); 401 invalid-mfa-token when it is unknown, used or older than 5 minutes. ${THROTTLED}`,
      body: SecondStepBody,
      response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => twoStep.completeSecondStep(deps, req.body, req.ip),
  });

  app.get(identityPaths.sessions, {
    config: { access: 'authenticated', beforeTwoStep: true },
    schema: {
      tags,
      summary: 'My signed-in sessions',
      description: 'Each sign-in not yet ended, the most recently active first: created, last active (the last sign-in or token refresh), the device in words, and which is this one.',
      security,
      response: { 200: z.array(Sesija), 401: ErrorBody },
    },
    handler: (req) => listSessions(deps, req.user),
  });

  app.delete(identityPaths.sessions, {
    config: { access: 'authenticated', beforeTwoStep: true },
    schema: {
      tags,
      summary: 'Sign out everywhere else',
      description: 'Ends every session of the caller but this one: their refresh tokens stop working and their access tokens answer 401 from the next request.',
      security,
      response: { 204: z.null(), 401: ErrorBody },
    },
    handler: async (req, reply) => {
      await endOtherSessions(deps, req.user);
      return reply.code(204).send(null);
    },
  });

  app.delete(identityPaths.session(':id'), {
    config: { access: 'authenticated', beforeTwoStep: true },
    schema: {
      tags,
      summary: 'End one of my sessions',
      description: "Its refresh tokens stop working and its access tokens answer 401 from the next request, on every server. 404 for a session that is not the caller's or has ended.",
      security,
      params: SesijaParams,
      response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    handler: async (req, reply) => {
      await endSession(deps, req.user, req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get(identityPaths.accountPolicy, {
    config: { access: { roles: ['SystemAdministrator'] } },
    schema: { tags, summary: 'Account rules', description: 'Super-admins only.', security, response: { 200: AccountPolicy, 401: ErrorBody, 403: ErrorBody } },
    handler: () => twoStep.accountPolicy(deps),
  });

  app.put(identityPaths.accountPolicy, {
    config: { access: { roles: ['SystemAdministrator'] } },
    schema: {
      tags,
      summary: 'Set the account rules',
      description: 'dvaKorakaZaPoslovne: every owner and employee is asked to turn on two-step sign-in before anything else. Super-admins only.',
      security,
      body: AccountPolicy,
      response: { 200: AccountPolicy, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: (req) => twoStep.setAccountPolicy(deps, req.body),
  });
}
