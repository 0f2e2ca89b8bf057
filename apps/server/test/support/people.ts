import type { UserRole } from '@zakazi/contract';
import { bearer, tokenFor } from './auth.ts';
import { createUser, type UserInput } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** Helpers of the people tests (favorites, ratings, statistics, super-admin). */

export type Caller = { id: number; token: string; headers: { authorization: string } };

/** A user made in the database, with a token: `headers` go straight into a request. */
export async function makeCaller(ctx: TestContext, role: UserRole = 'RegularUser', input: UserInput = {}): Promise<Caller> {
  const user = await createUser(ctx.db, { ...input, role });
  const token = await tokenFor(ctx, { id: user.id, role });
  return { id: user.id, token, headers: bearer(token) };
}

export type Answer<T = any> = { status: number; body: T }; // eslint-disable-line @typescript-eslint/no-explicit-any -- as send(): a test names the body's type when it reads more than a field or two

/** One request through the app: status and parsed JSON body (null when there is none). */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- see Answer
  ctx: TestContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  o: { as?: Caller; payload?: object; remoteAddress?: string } = {},
): Promise<Answer<T>> {
  const res = await ctx.app.inject({
    method,
    url,
    headers: o.as?.headers ?? {},
    ...(o.payload !== undefined ? { payload: o.payload } : {}),
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as T) : (null as T) };
}

/** The calendar date now in an IANA zone, computed with Intl (independently of the server's code). */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
