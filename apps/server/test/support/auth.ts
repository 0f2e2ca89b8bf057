import { randomBytes } from 'node:crypto';
import { identityPaths, type TokenResponse, type UserRole } from '@zakazi/contract';
import { hashPassword, issueAccessToken } from '../../src/modules/identity/index.ts';
import { createUser, type UserInput } from './factories.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { TestContext } from './test-app.ts';

/** Helpers for tests that need logged-in callers. Passwords here pass the strength rules. */
export const GOOD_PASSWORD = 'Kafa-sa-mlekom-42';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** An access token for a user the test made directly in the database (no login round trip). */
export async function tokenFor(ctx: TestContext, user: { id: number; role: UserRole }): Promise<string> {
  return (await issueAccessToken(ctx.config, user)).token;
}

/** A user in the database with a real argon2id password hash, so it can log in through the API. */
export async function userWithPassword(
  ctx: TestContext,
  input: UserInput & { password?: string } = {},
): Promise<{ id: number; email: string; password: string; role: UserRole }> {
  const password = input.password ?? GOOD_PASSWORD;
  const email = input.email ?? uniqueEmail(input.role?.toLowerCase() ?? 'user');
  const user = await createUser(ctx.db, { ...input, email, passwordHash: await hashPassword(password) });
  return { id: user.id, email, password, role: input.role ?? 'RegularUser' };
}

export async function login(ctx: TestContext, username: string, password: string, remoteAddress?: string) {
  return ctx.app.inject({ method: 'POST', url: identityPaths.login, payload: { username, password }, ...(remoteAddress ? { remoteAddress } : {}) });
}

export async function loginTokens(ctx: TestContext, username: string, password: string): Promise<TokenResponse> {
  const res = await login(ctx, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as TokenResponse;
}

/** The 6-digit code of the next mail to `email`. */
export async function codeFromMail(sink: SmtpSink, email: string): Promise<string> {
  const mail = await sink.nextMail(email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** Registers through the API, reads the code from the real mail, confirms. */
export async function registerConfirmed(
  ctx: TestContext,
  sink: SmtpSink,
  input: { email?: string; password?: string; ime?: string } = {},
): Promise<{ userId: number; email: string; password: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? GOOD_PASSWORD;
  const res = await ctx.app.inject({ method: 'POST', url: identityPaths.createUser, payload: { email, password, ime: input.ime ?? 'Ana' } });
  if (res.statusCode !== 201) throw new Error(`create-user: ${res.statusCode} ${res.body}`);
  const { userId } = res.json() as { userId: number };
  const emailCode = await codeFromMail(sink, email);
  const confirm = await ctx.app.inject({ method: 'POST', url: identityPaths.confirmEmail, payload: { userId, emailCode } });
  if (confirm.statusCode !== 200) throw new Error(`confirm-email: ${confirm.statusCode} ${confirm.body}`);
  return { userId, email, password };
}
