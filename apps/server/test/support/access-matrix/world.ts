import type { UserRole } from '@zakazi/contract';
import { tokenFor } from '../auth.ts';
import { addBooking, addRating, createBusiness, createUser } from '../factories.ts';
import type { TestContext } from '../test-app.ts';
import type { Access } from '../../../src/http/access.ts';

/** The six kinds of caller every /api route is tried with. */
export const CALLERS = ['anonymous', 'customer', 'otherOwner', 'owner', 'employee', 'sysadmin'] as const;
export type Caller = (typeof CALLERS)[number];
export const ROLE: Record<Exclude<Caller, 'anonymous'>, UserRole> = {
  customer: 'RegularUser',
  otherOwner: 'Administrator',
  owner: 'Administrator',
  employee: 'Employee',
  sysadmin: 'SystemAdministrator',
};

export type World = {
  ids: Record<Exclude<Caller, 'anonymous'>, number>;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  businessA: number; // owned by `owner`, `employee` works there
  businessB: number; // owned by `otherOwner`
  serviceA: number;
  /** businessA's address */
  adresaA: number;
  /** the zaposleni row of `employee` at businessA */
  zaposleniA: number;
  /** a pending booking of `customer` with `employee` at businessA, tomorrow at 10:00 UTC */
  bookingA: number;
  /** a rating of a completed visit at businessA (by a customer of its own) */
  ratingA: number;
  victim: number; // a spare customer that destructive calls may target
};

export type Req = { url: string; payload?: object };

/**
 * One reviewed rule per route, keyed `METHOD url` as registered.
 * - access: the rule the route must declare.
 * - request: what to send (default: the path with `:id` → businessA and an empty body).
 * - allowed: for routes with an object-level check, the authenticated callers it admits;
 *   everyone else whom the role rule admits must get 403 from the service.
 */
export type PolicyEntry = { access: Access; request?: (w: World, caller: Caller) => Req; allowed?: Caller[] };
export type PolicyTable = Record<string, PolicyEntry>;

export const PUBLIC = 'public' as const;
export const AUTHENTICATED = 'authenticated' as const;
export const roles = (...r: UserRole[]): Access => ({ roles: r });
/** Routes anyone may call, checked with the default request. */
export const publicRoutes = (...keys: string[]): PolicyTable => Object.fromEntries(keys.map((k) => [k, { access: PUBLIC }]));

/** A fresh world per route, so destructive calls never disturb the next route's check. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const customer = await createUser(ctx.db, { role: 'RegularUser' });
  const owner = await createUser(ctx.db, { role: 'Administrator' });
  const otherOwner = await createUser(ctx.db, { role: 'Administrator' });
  const employee = await createUser(ctx.db, { role: 'Employee' });
  const sysadmin = await createUser(ctx.db, { role: 'SystemAdministrator' });
  const victim = await createUser(ctx.db, { role: 'RegularUser' });
  const a = await createBusiness(ctx.db, { ownerUserId: owner.id, employees: [{ userId: employee.id }] });
  const b = await createBusiness(ctx.db, { ownerUserId: otherOwner.id });
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const bookingA = await addBooking(ctx.db, {
    entitetId: a.id,
    uslugaId: a.serviceIds[0]!,
    zaposleniId: a.employeeIds[0]!,
    userId: customer.id,
    start: tomorrow,
  });
  const rating = await addRating(ctx.db, { entitetId: a.id, uslugaId: a.serviceIds[0]!, zaposleniId: a.employeeIds[0]!, ocena: 4 });
  const ids = { customer: customer.id, owner: owner.id, otherOwner: otherOwner.id, employee: employee.id, sysadmin: sysadmin.id };
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(ids).map(async ([c, id]) => [c, await tokenFor(ctx, { id, role: ROLE[c as keyof typeof ROLE] })])),
  ) as World['tokens'];
  return {
    ids,
    tokens,
    businessA: a.id,
    businessB: b.id,
    serviceA: a.serviceIds[0]!,
    adresaA: a.adresaId!,
    zaposleniA: a.employeeIds[0]!,
    bookingA,
    ratingA: rating.utisakId,
    victim: victim.id,
  };
}

/** Without its own request: the path with `:id` → businessA, and an empty body for writes. */
export function requestFor(key: string, entry: PolicyEntry | undefined, w: World, caller: Caller): Req {
  if (entry?.request) return entry.request(w, caller);
  const [method, path] = key.split(' ') as [string, string];
  const url = path.replace(':id', String(w.businessA));
  return { url, ...(method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE' ? { payload: {} } : {}) };
}
