import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { UserRole } from '@zakazi/contract';
import { GOOD_PASSWORD, bearer, tokenFor } from '../../test/support/auth.ts';
import { createBusiness, createUser } from '../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import type { Access } from './access.ts';

/**
 * THE ACCESS-CONTROL MATRIX. Every /api route the app registers is called by six callers and
 * the outcome is compared with what the policy below says.
 *
 * 1. POLICY is the reviewed, expected rule of every route, written here independently of the
 *    routes. A route without an entry fails (a new route must be reviewed and added), and so
 *    does a route whose declared rule differs from its entry (a loosened or changed rule).
 * 2. Behaviour: each route is called by anonymous, a customer, another business's owner, the
 *    business's owner, an employee of the business and a SystemAdministrator. Denied means 401
 *    `unauthorized` (anonymous on a non-public route) or 403 `forbidden` (wrong role or object);
 *    allowed means neither of those (400/404/409 and the like are fine: the caller got through).
 *    Expectations derive from POLICY plus OBJECT_RULES for routes with object-level checks.
 */

const CALLERS = ['anonymous', 'customer', 'otherOwner', 'owner', 'employee', 'sysadmin'] as const;
type Caller = (typeof CALLERS)[number];
const ROLE: Record<Exclude<Caller, 'anonymous'>, UserRole> = {
  customer: 'RegularUser',
  otherOwner: 'Administrator',
  owner: 'Administrator',
  employee: 'Employee',
  sysadmin: 'SystemAdministrator',
};

const PUBLIC = 'public' as const;
const AUTHENTICATED = 'authenticated' as const;
const roles = (...r: UserRole[]) => ({ roles: r });

/** Keyed `METHOD url` as registered (HEAD routes follow their GET and are checked to match). */
const POLICY: Record<string, Access> = {
  // infrastructure and the public catalogue
  'GET /api/openapi.json': PUBLIC,
  'GET /api/MainKategorija': PUBLIC,
  'GET /api/Kategorija': PUBLIC,
  'GET /api/GetEntitiesByCategoryQuery/:categoryId': PUBLIC,
  'GET /api/Entitet/Filtered': PUBLIC,
  'GET /api/Entitet/entitetbygeo': PUBLIC,
  'GET /api/Entitet/:id': PUBLIC,
  'GET /api/HomeServices/entiteti/filterbyprice': PUBLIC,
  'GET /api/HomeServices/entiteti/filter-by-ocena': PUBLIC,
  'GET /api/HomeServices/search-by-city': PUBLIC,
  'GET /api/Usluga': PUBLIC,
  'GET /api/EntitetImages/:id/images': PUBLIC,
  // identity
  'POST /api/Identity/create-user': PUBLIC,
  'POST /api/Identity/confirm-email': PUBLIC,
  'POST /api/Identity/resend-confirmation': PUBLIC,
  'POST /api/Identity/login': PUBLIC,
  'POST /api/Identity/refresh': PUBLIC,
  'POST /api/Identity/logout': PUBLIC,
  'POST /api/identity/forgot-password': PUBLIC,
  'POST /api/identity/reset-password': PUBLIC,
  'POST /api/identity/create-owner': PUBLIC,
  'POST /api/Identity/create-employee': roles('Administrator'),
  'POST /api/identity/get-entitet-id': AUTHENTICATED,
  'GET /api/identity/get-admin-by-entity': roles('Administrator', 'SystemAdministrator'),
  'DELETE /api/Identity/:id': AUTHENTICATED,
  // people
  'GET /api/Profil': AUTHENTICATED,
  'POST /api/users/:id/enable-disable': roles('SystemAdministrator'),
  'DELETE /api/DeleteUser/:id': roles('SystemAdministrator'),
  'POST /api/DeviceToken': AUTHENTICATED,
};

type World = {
  ids: Record<Exclude<Caller, 'anonymous'>, number>;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  businessA: number; // owned by `owner`, `employee` works there
  businessB: number; // owned by `otherOwner`
  serviceA: number;
  victim: number; // a spare customer that destructive calls may target
};

type Req = { url: string; payload?: object };

/**
 * Routes whose rule has an object-level part: the request to send and which authenticated
 * callers it admits. Everyone else whom the role rule admits must get 403 from the service.
 */
const OBJECT_RULES: Record<string, { request: (w: World, caller: Caller) => Req; allowed: Caller[] }> = {
  'GET /api/Profil': { request: (w) => ({ url: `/api/Profil?userId=${w.ids.owner}` }), allowed: ['owner', 'sysadmin'] },
  'POST /api/identity/get-entitet-id': {
    request: (w) => ({ url: '/api/identity/get-entitet-id', payload: { userid: w.ids.owner } }),
    allowed: ['owner', 'sysadmin'],
  },
  'GET /api/identity/get-admin-by-entity': {
    request: (w) => ({ url: `/api/identity/get-admin-by-entity?entitetId=${w.businessA}` }),
    allowed: ['owner', 'sysadmin'],
  },
  'POST /api/Identity/create-employee': {
    request: (w) => ({
      url: '/api/Identity/create-employee',
      payload: { email: email(), password: GOOD_PASSWORD, ime: 'Nova', tenantId: w.businessA, uslugaIds: [w.serviceA] },
    }),
    allowed: ['owner'],
  },
  // Targets the customer: self or SystemAdministrator (the customer goes first and is erased;
  // the SystemAdministrator, last, then gets 404, which still counts as let through).
  'DELETE /api/Identity/:id': { request: (w) => ({ url: `/api/Identity/${w.ids.customer}` }), allowed: ['customer', 'sysadmin'] },
};

/** Plausible requests for the other routes (ids from the world; bodies that validate where easy). */
function plausibleRequest(key: string, w: World): Req {
  const [method, path] = key.split(' ') as [string, string];
  const url = path
    .replace(':categoryId', '4')
    .replace('/api/users/:id/', `/api/users/${w.victim}/`)
    .replace('/api/DeleteUser/:id', `/api/DeleteUser/${w.victim}`)
    .replace(':id', String(w.businessA));
  const bodies: Record<string, object> = {
    'POST /api/Identity/create-user': { email: email(), password: GOOD_PASSWORD, ime: 'Ana' },
    'POST /api/identity/create-owner': { email: email(), password: GOOD_PASSWORD, ime: 'V', brojTelefona: '0641234567', nazivEntiteta: 'N', kategorijaId: 4 },
    'POST /api/Identity/confirm-email': { userId: w.victim, emailCode: '123456' },
    'POST /api/Identity/resend-confirmation': { email: email() },
    'POST /api/Identity/login': { username: email(), password: 'x' },
    'POST /api/Identity/refresh': { refresh_token: 'not-a-token' },
    'POST /api/Identity/logout': {},
    'POST /api/identity/forgot-password': { email: email() },
    'POST /api/identity/reset-password': { userId: w.victim, token: 'nope', newPassword: GOOD_PASSWORD },
    'POST /api/DeviceToken': { token: `tok-${randomBytes(4).toString('hex')}`, platform: 'web' },
  };
  if (key === 'POST /api/users/:id/enable-disable') return { url: `${url}?isEnabled=true` };
  return { url, ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: bodies[key] ?? {} } : {}) };
}

const email = () => `matrix-${randomBytes(5).toString('hex')}@example.test`;

function expected(rule: Access, key: string, caller: Caller): 'allowed' | 401 | 403 {
  if (rule === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (rule !== 'authenticated' && !rule.roles.includes(ROLE[caller])) return 403;
  const object = OBJECT_RULES[key];
  if (object && !object.allowed.includes(caller)) return 403;
  return 'allowed';
}

describe('access-control matrix', () => {
  let ctx: TestContext;
  let routes: { key: string; method: string; url: string; access: Access }[];

  before(async () => {
    ctx = await createTestContext({
      RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '10000',
      RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '10000',
      RATE_LIMIT_CONFIRM_PER_IP_PER_MINUTE: '10000',
      RATE_LIMIT_RESET_PER_IP_PER_HOUR: '10000',
    });
    routes = ctx.app.accessRoutes.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
  });
  after(async () => {
    await ctx?.close();
  });

  async function world(): Promise<World> {
    const customer = await createUser(ctx.db, { role: 'RegularUser' });
    const owner = await createUser(ctx.db, { role: 'Administrator' });
    const otherOwner = await createUser(ctx.db, { role: 'Administrator' });
    const employee = await createUser(ctx.db, { role: 'Employee' });
    const sysadmin = await createUser(ctx.db, { role: 'SystemAdministrator' });
    const victim = await createUser(ctx.db, { role: 'RegularUser' });
    const a = await createBusiness(ctx.db, { ownerUserId: owner.id, employees: [{ userId: employee.id }] });
    const b = await createBusiness(ctx.db, { ownerUserId: otherOwner.id });
    const ids = { customer: customer.id, owner: owner.id, otherOwner: otherOwner.id, employee: employee.id, sysadmin: sysadmin.id };
    const tokens = Object.fromEntries(
      await Promise.all(Object.entries(ids).map(async ([c, id]) => [c, await tokenFor(ctx, { id, role: ROLE[c as keyof typeof ROLE] })])),
    ) as World['tokens'];
    return { ids, tokens, businessA: a.id, businessB: b.id, serviceA: a.serviceIds[0]!, victim: victim.id };
  }

  test('every /api route has a reviewed entry in POLICY, and its declared rule is exactly that entry', () => {
    const problems: string[] = [];
    for (const r of routes) {
      if (r.method === 'HEAD') {
        const get = routes.find((g) => g.method === 'GET' && g.url === r.url);
        if (!get || JSON.stringify(get.access) !== JSON.stringify(r.access)) problems.push(`${r.key}: differs from its GET`);
        continue;
      }
      if (!(r.key in POLICY)) problems.push(`${r.key}: not in POLICY (declared ${JSON.stringify(r.access)}); review it and add it`);
      else if (JSON.stringify(normalise(r.access)) !== JSON.stringify(normalise(POLICY[r.key]!))) {
        problems.push(`${r.key}: declares ${JSON.stringify(r.access)} but POLICY says ${JSON.stringify(POLICY[r.key])}`);
      }
    }
    for (const key of Object.keys(POLICY)) if (!routes.some((r) => r.key === key)) problems.push(`${key}: in POLICY but not registered`);
    for (const [key, rule] of Object.entries(OBJECT_RULES)) {
      for (const c of rule.allowed) if (expected(POLICY[key]!, '', c) !== 'allowed') problems.push(`${key}: OBJECT_RULES admits ${c}, whom the role rule refuses`);
    }
    assert.deepEqual(problems, []);
  });

  test('each route answers each of the six callers as its rule says', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of routes) {
      if (r.method === 'HEAD') continue;
      const rule = POLICY[r.key] ?? r.access; // a missing entry is reported by the test above
      const w = await world();
      for (const caller of CALLERS) {
        const req = OBJECT_RULES[r.key]?.request(w, caller) ?? plausibleRequest(r.key, w);
        const res = await ctx.app.inject({
          method: r.method as 'GET',
          url: req.url,
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
          headers: caller === 'anonymous' ? {} : bearer(w.tokens[caller]),
        });
        const body = safeJson(res.body);
        const got =
          res.statusCode === 401 && body?.error === 'unauthorized' ? 401 : res.statusCode === 403 && body?.error === 'forbidden' ? 403 : 'allowed';
        const want = expected(rule, r.key, caller);
        checked++;
        if (got !== want) failures.push(`${r.key} as ${caller}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 500) failures.push(`${r.key} as ${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    assert.ok(checked >= 6 * Object.keys(POLICY).length, `checked ${checked} calls`);
    assert.deepEqual(failures, []);
  });
});

function normalise(a: Access): Access {
  return typeof a === 'string' ? a : { roles: [...a.roles].sort() };
}

function safeJson(text: string): { error?: string } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
