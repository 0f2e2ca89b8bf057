import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer } from '../../test/support/auth.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import type { Access } from './access.ts';
import { POLICY } from '../../test/support/access-matrix/policies/index.ts';
import { CALLERS, ROLE, buildWorld, requestFor, type Caller, type PolicyEntry } from '../../test/support/access-matrix/world.ts';

/**
 * THE ACCESS-CONTROL MATRIX. Every /api route the app registers is called by six callers and
 * the outcome is compared with what the policy says.
 *
 * 1. The policy tables in test/support/access-matrix/policies/ hold the reviewed, expected rule of every
 *    route, written independently of the routes. A route without an entry fails (a new route
 *    must be reviewed and added), and so does a route whose declared rule differs from its entry.
 * 2. Behaviour: each route is called by anonymous, a customer, another business's owner, the
 *    business's owner, an employee of the business and a SystemAdministrator. Denied means 401
 *    `unauthorized` (anonymous on a non-public route) or 403 `forbidden` (wrong role or object);
 *    allowed means neither of those (400/404/409 and the like are fine: the caller got through).
 */

function expected(entry: PolicyEntry, caller: Caller): 'allowed' | 401 | 403 {
  const rule = entry.access;
  if (rule === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (rule !== 'authenticated' && !rule.roles.includes(ROLE[caller])) return 403;
  if (entry.allowed && !entry.allowed.includes(caller)) return 403;
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
  after(() => ctx?.close());

  test('every /api route has a reviewed policy entry, and its declared rule is exactly that entry', () => {
    const problems: string[] = [];
    for (const r of routes) {
      if (r.method === 'HEAD') {
        const get = routes.find((g) => g.method === 'GET' && g.url === r.url);
        if (!get || JSON.stringify(get.access) !== JSON.stringify(r.access)) problems.push(`${r.key}: differs from its GET`);
        continue;
      }
      const entry = POLICY[r.key];
      if (!entry) problems.push(`${r.key}: has no policy entry (declared ${JSON.stringify(r.access)}); review it and add it`);
      else if (JSON.stringify(normalise(r.access)) !== JSON.stringify(normalise(entry.access))) {
        problems.push(`${r.key}: declares ${JSON.stringify(r.access)} but the policy says ${JSON.stringify(entry.access)}`);
      }
    }
    for (const key of Object.keys(POLICY)) if (!routes.some((r) => r.key === key)) problems.push(`${key}: has a policy entry but is not registered`);
    for (const [key, entry] of Object.entries(POLICY)) {
      for (const c of entry.allowed ?? []) if (expected({ access: entry.access }, c) !== 'allowed') problems.push(`${key}: admits ${c}, whom the role rule refuses`);
    }
    assert.deepEqual(problems, []);
  });

  test('each route answers each of the six callers as its rule says', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of routes) {
      if (r.method === 'HEAD') continue;
      const entry = POLICY[r.key] ?? { access: r.access }; // a missing entry is reported by the test above
      const w = await buildWorld(ctx);
      for (const caller of CALLERS) {
        const req = requestFor(r.key, POLICY[r.key], w, caller);
        const res = await ctx.app.inject({
          method: r.method as 'GET',
          url: req.url,
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
          headers: caller === 'anonymous' ? {} : bearer(w.tokens[caller]),
        });
        const body = safeJson(res.body);
        const got =
          res.statusCode === 401 && body?.error === 'unauthorized' ? 401 : res.statusCode === 403 && body?.error === 'forbidden' ? 403 : 'allowed';
        const want = expected(entry, caller);
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
