import {
  Ack,
  AdminByEntityQuery,
  AdminByEntityResponse,
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  ConfirmEmailBody,
  ConfirmEmailResponse,
  CreateEmployeeBody,
  CreateEmployeeResponse,
  CreateOwnerBody,
  CreateOwnerResponse,
  CreateUserBody,
  EntitetIdResponse,
  ErrorBody,
  ForgotPasswordBody,
  GetEntitetIdBody,
  IdParams,
  LoginBody,
  LoginResponse,
  LogoutBody,
  RefreshBody,
  ResendConfirmationBody,
  ResetPasswordBody,
  TokenResponse,
  UserIdResponse,
  identityPaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { housekeeping } from '../../shared/housekeeping.ts';
import { changeEmail, changePassword, confirmEmailChange } from './account-changes.ts';
import { accountRoutes } from './account-routes.ts';
import { passkeyRoutes } from './passkeys/routes.ts';
import * as service from './service.ts';

const tags = ['identity'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD_RULES = 'Passwords: 8 to 128 characters and not one of the 10,000 most common (case-insensitive), else 400 weak-password.';
const LIMITED = '429 rate-limited when called too often from one address.';

export const identityModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app.deps;
  const deps: service.IdentityDeps = { db, config, mail: app.jobWorker, clock };
  const limits = config.rateLimits;
  const perIp = (max: number, timeWindow: number) => ({ max, timeWindow });

  // Housekeeping of expired tokens and throttle counters.
  housekeeping(app, 'identity housekeeping', 10 * MINUTE, () => service.housekeeping(db));

  app.post(identityPaths.createUser, {
    config: { access: 'public', rateLimit: perIp(limits.signupPerIpPerHour, HOUR) },
    schema: {
      tags,
      summary: 'Register a customer account',
      description: `Creates an unconfirmed RegularUser and mails a 6-digit code (valid 15 minutes) to confirm it. 409 email-taken when the email has an account, confirmed or not (offer resend-confirmation). ${PASSWORD_RULES} ${LIMITED}`,
      body: CreateUserBody,
      response: { 201: UserIdResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createUser(deps, req.body)),
  });

  app.post(identityPaths.confirmEmail, {
    config: { access: 'public', rateLimit: perIp(limits.confirmPerIpPerMinute, MINUTE) },
    schema: {
      tags,
      summary: 'Confirm an email address with the mailed code',
      description:
        '400 invalid-code for a wrong code (or an unknown user); 400 code-expired after 15 minutes; after 5 wrong codes the code is dead: ' +
        'that try and every later one answer 400 too-many-attempts, until resend-confirmation mails a new code. Confirming an already ' +
        `confirmed account answers 200. At most ${limits.confirmPerUserPerHour} tries per user and hour (429). ${LIMITED}`,
      body: ConfirmEmailBody,
      response: { 200: ConfirmEmailResponse, 400: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => service.confirmEmail(deps, req.body),
  });

  app.post(identityPaths.resendConfirmation, {
    config: { access: 'public', rateLimit: perIp(limits.signupPerIpPerHour, HOUR) },
    schema: {
      tags,
      summary: 'Mail a new confirmation code',
      description: `Always 200 {ok: true}, whether or not the email has an unconfirmed account; if it has, a new code replaces the old one (5 fresh tries, 15 minutes). At most ${limits.resendPerEmailPerHour} per email and hour (429). ${LIMITED}`,
      body: ResendConfirmationBody,
      response: { 200: Ack, 400: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => service.resendConfirmation(deps, req.body.email),
  });

  app.post(identityPaths.login, {
    config: { access: 'public', rateLimit: perIp(limits.loginPerIpPerMinute, MINUTE) },
    schema: {
      tags,
      summary: 'Log in with email and password',
      description:
        `username is the email. 401 invalid-credentials for an unknown email or a wrong password alike; 403 email-not-confirmed (body has userId); 403 account-disabled. After ${config.auth.loginMaxFailures} failures for one email from one address within ${config.auth.loginLockMinutes} minutes, ` +
        `that email is locked for that address for the rest of the window (429), even with the right password; other addresses are not. After ${config.auth.loginAttackFailures} failures for one email ` +
        `from addresses it never logged in from, the owner is mailed and, for the rest of the window, each such address has one failure before its lock. Access tokens live ${config.auth.accessTokenTtlSeconds} s, refresh tokens ${config.auth.refreshTokenTtlDays} days. ` +
        `An account with two-step sign-in answers the right password with {mfaRequired: true, mfaToken} and no tokens: POST login/2fa with a code gives them. ${LIMITED}`,
      body: LoginBody,
      response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody.extend({ userId: z.number().int().optional() }), 429: ErrorBody },
    },
    handler: (req) => service.login(deps, req.body, req.ip, req.headers['user-agent'] ?? null),
  });

  app.post(identityPaths.refresh, {
    config: { access: 'public', rateLimit: perIp(limits.loginPerIpPerMinute * 3, MINUTE) },
    schema: {
      tags,
      summary: 'Exchange a refresh token for new tokens',
      description:
        'Rotation: the presented refresh token stops working and a new one is returned. Presenting an already used one revokes its whole family ' +
        '(every token descended from the same login) and answers 401 invalid-refresh-token, as do expired, revoked or unknown tokens and disabled or deleted accounts.',
      body: RefreshBody,
      response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => service.refresh(deps, req.body.refresh_token),
  });

  app.post(identityPaths.logout, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Log out',
      description: 'Revokes the given refresh token (and its family); with a valid Bearer token that access token stops working too. Always 200.',
      body: LogoutBody,
      response: { 200: Ack, 400: ErrorBody },
    },
    // Clients may log out with no body at all.
    preValidation: async (req) => {
      req.body ??= {};
    },
    handler: (req) => service.logout(deps, req.user, req.body.refresh_token),
  });

  app.post(identityPaths.forgotPassword, {
    config: { access: 'public', rateLimit: perIp(limits.resetPerIpPerHour, HOUR) },
    schema: {
      tags,
      summary: 'Mail a password reset link',
      description: `Always 200 {ok: true}. If the email has an enabled account, mails {PUBLIC_URL}/reset-password?userId=…&token=… (single use, 1 hour). At most ${limits.resetPerEmailPerHour} per email and hour (429). ${LIMITED}`,
      body: ForgotPasswordBody,
      response: { 200: Ack, 400: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => service.forgotPassword(deps, req.body.email),
  });

  app.post(identityPaths.resetPassword, {
    config: { access: 'public', rateLimit: perIp(limits.resetPerIpPerHour, HOUR) },
    schema: {
      tags,
      summary: 'Set a new password with a reset link',
      description: `400 invalid-token when the token is unknown or already used, 400 token-expired after 1 hour. On success every reset link of the user is used up, every session ends, and the email counts as confirmed. ${PASSWORD_RULES}`,
      body: ResetPasswordBody,
      response: { 200: Ack, 400: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => service.resetPassword(deps, req.body),
  });

  app.post(identityPaths.createOwner, {
    config: { access: 'public', rateLimit: perIp(limits.signupPerIpPerHour, HOUR) },
    schema: {
      tags,
      summary: 'Partner sign-up: an Administrator account and their draft business',
      description: `Creates an unconfirmed Administrator (confirmed like create-user, with a mailed code) and an unpublished business named nazivEntiteta, in one transaction. 400 when kategorijaId does not exist; 409 email-taken. ${PASSWORD_RULES} ${LIMITED}`,
      body: CreateOwnerBody,
      response: { 201: CreateOwnerResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createOwner(deps, req.body)),
  });

  app.post(identityPaths.createEmployee, {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Add an employee with a login to your business',
      description:
        'Only the Administrator who owns tenantId (403 otherwise; 404 for an unknown business). The account (role Employee) gets the given initial password and counts as ' +
        `confirmed; the employee is mailed a notice. uslugaIds must be services of that business (400). 409 email-taken. ${PASSWORD_RULES}`,
      security,
      body: CreateEmployeeBody,
      response: { 201: CreateEmployeeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createEmployee(deps, req.user, req.body)),
  });

  app.post(identityPaths.getEntitetId, {
    config: { access: 'authenticated', beforeTwoStep: true },
    schema: {
      tags,
      summary: 'The business a user owns',
      description: 'The user themself or a SystemAdministrator (403 otherwise). 404 when the user owns no business.',
      security,
      body: GetEntitetIdBody,
      response: { 200: EntitetIdResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getEntitetId(deps, req.user, req.body.userid),
  });

  app.get(identityPaths.getAdminByEntity, {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "A business's Administrator",
      description: "That business's own Administrator or a SystemAdministrator (403 otherwise). 404 for an unknown business or one without an owner.",
      security,
      querystring: AdminByEntityQuery,
      response: { 200: AdminByEntityResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getAdminByEntity(deps, req.user, req.query.entitetId),
  });

  app.delete(identityPaths.deleteAccount(':id'), {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Delete an account',
      description:
        "The user themself or a SystemAdministrator. Cancels the user's future pending and confirmed bookings, erases personal data (the account reads " +
        "'Obrisan korisnik'; past bookings and ratings stay), deletes favorites and push tokens and ends every session. An owner's businesses are unpublished. 404 when already deleted.",
      security,
      params: IdParams,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.deleteOwnAccount(deps, req.user, req.params.id),
  });

  accountRoutes(app, deps);
  passkeyRoutes(app, deps);

  // ---- the signed-in user's password and email (CONTRACT.md Customer account) ----------------
  const THROTTLED = `A wrong password is 400 invalid-credentials and counts toward the login throttle of the account's email (after ${config.auth.loginMaxFailures} failures within ${config.auth.loginLockMinutes} minutes: 429, as login).`;

  app.post(identityPaths.changePassword, {
    config: { access: 'authenticated', rateLimit: perIp(limits.loginPerIpPerMinute, MINUTE) },
    schema: {
      tags,
      summary: 'Change my password',
      description: `currentPassword and newPassword. 200 with new tokens for this session; every refresh token of the user is revoked, so every other session ends. ${THROTTLED} ${PASSWORD_RULES}`,
      security,
      body: ChangePasswordBody,
      response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => changePassword(deps, req.user, req.body, req.ip, req.headers['user-agent'] ?? null),
  });

  app.post(identityPaths.changeEmail, {
    config: { access: 'authenticated', rateLimit: perIp(limits.resetPerIpPerHour, HOUR) },
    schema: {
      tags,
      summary: 'Change my login email (step 1: a code to the new address)',
      description: `newEmail and the current password. Mails a 6-digit code (valid 15 minutes, 5 tries) to the new address; the login email changes only with confirm-email-change. 409 email-taken when another account uses the address. ${THROTTLED}`,
      security,
      body: ChangeEmailBody,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => changeEmail(deps, req.user, req.body, req.ip),
  });

  app.post(identityPaths.confirmEmailChange, {
    config: { access: 'authenticated', rateLimit: perIp(limits.confirmPerIpPerMinute, MINUTE) },
    schema: {
      tags,
      summary: 'Change my login email (step 2: the code)',
      description: 'emailCode from the mail to the new address. 200: the login email is now the new one and the old address gets a notice. 400 invalid-code, code-expired or too-many-attempts; 409 email-taken if another account took the address meanwhile.',
      security,
      body: ConfirmEmailChangeBody,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: (req) => confirmEmailChange(deps, req.user, req.body),
  });
};
