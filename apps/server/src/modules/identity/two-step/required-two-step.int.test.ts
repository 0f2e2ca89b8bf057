import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths, peoplePaths, type UserRole } from '@zakazi/contract';
import { generate } from 'otplib';
import { bearer, loginTokens, tokenFor, userWithPassword } from '../../../../test/support/auth.ts';
import { createUser } from '../../../../test/support/factories.ts';
import { useTestContext } from '../../../../test/support/test-app.ts';

/**
 * The super-admin's rule that business accounts must use two-step sign-in, enforced by the API
 * (decision 082): an owner or employee without it signs in, but every non-public route except the
 * set-up, the profile and the sessions answers 403 `two-step-required` until it is on.
 */
describe('two-step sign-in required of business accounts', { timeout: 180_000 }, () => {
  const ctx = useTestContext({ RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000' });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function setRule(required: boolean): Promise<void> {
    const admin = await createUser(ctx.db, { role: 'SystemAdministrator' });
    const res = await call('PUT', identityPaths.accountPolicy, await tokenFor(ctx, { id: admin.id, role: 'SystemAdministrator' }), { dvaKorakaZaPoslovne: required });
    assert.equal(res.statusCode, 200, res.body);
  }
  async function signedIn(role: UserRole) {
    const user = await userWithPassword(ctx, { role });
    return { ...user, token: (await loginTokens(ctx, user.email, user.password)).access_token };
  }
  // A business action of an owner: the owner of an unknown business is 404 once through the gate.
  const ownerAction = (token: string) => call('GET', `${identityPaths.getAdminByEntity}?entitetId=987654`, token);

  test('an owner without it signs in, keeps the set-up, profile, sessions and logout, and is refused everything else until it is on', async () => {
    await setRule(true);
    const owner = await signedIn('Administrator');

    const refused = await ownerAction(owner.token);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().error, 'two-step-required');
    assert.match(refused.json().message, /two-step/);

    assert.equal((await call('GET', `${identityPaths.profil}?userId=${owner.id}`, owner.token)).statusCode, 200, 'the profile');
    const status = await call('GET', identityPaths.twoStep, owner.token);
    assert.deepEqual(status.json(), { enabled: false, required: true, recoveryCodesLeft: 0 });
    assert.equal((await call('GET', identityPaths.sessions, owner.token)).statusCode, 200, 'the sessions');

    const setup = await call('POST', identityPaths.twoStepSetup, owner.token, {});
    assert.equal(setup.statusCode, 200, setup.body);
    const code = await generate({ secret: (setup.json() as { secret: string }).secret });
    const enable = await call('POST', identityPaths.twoStepEnable, owner.token, { code });
    assert.equal(enable.statusCode, 200, enable.body);

    // The same token, from the next request on: the check reads the account's state each time.
    const through = await ownerAction(owner.token);
    assert.equal(through.statusCode, 404, through.body);

    const logout = await call('POST', identityPaths.logout, owner.token, {});
    assert.equal(logout.statusCode, 200);
    assert.equal((await ownerAction(owner.token)).statusCode, 401, 'logged out');
  });

  test('every non-public route refuses an owner and an employee who owe the set-up, except the routes marked open before it', async () => {
    await setRule(true);
    const open: string[] = [];
    for (const role of ['Administrator', 'Employee'] as const) {
      const { token } = await signedIn(role);
      const wrong: string[] = [];
      for (const r of ctx.app.accessRoutes) {
        if (r.access === 'public' || r.method === 'HEAD') continue;
        if (r.access !== 'authenticated' && !r.access.roles.includes(role)) continue; // refused for the role already
        // Refused before the body or the parameters are even read: placeholders are fine.
        const res = await call(r.method as 'GET', r.url.replace(/:[A-Za-z]+/g, '1'), token, ['POST', 'PUT', 'PATCH'].includes(r.method) ? {} : undefined);
        const gated = res.statusCode === 403 && res.json().error === 'two-step-required';
        if (gated === r.beforeTwoStep) wrong.push(`${role} ${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        if (role === 'Administrator' && r.beforeTwoStep) open.push(`${r.method} ${r.url}`);
      }
      assert.deepEqual(wrong, []);
    }
    // What stays open, reviewed: the set-up, the profile (and its export), the sessions, and the owner's business id the shell loads.
    assert.deepEqual(open.sort(), [
      'DELETE /api/identity/sesije',
      'DELETE /api/identity/sesije/:id',
      'GET /api/Profil',
      'GET /api/Profil/izvoz',
      'GET /api/identity/2fa',
      'GET /api/identity/sesije',
      'POST /api/identity/2fa/enable',
      'POST /api/identity/2fa/setup',
      'POST /api/identity/get-entitet-id',
      'PUT /api/Profil',
    ].sort());
  });

  test('customers and super-admins are not business accounts; with the rule off nobody is refused', async () => {
    await setRule(true);
    const customer = await signedIn('RegularUser');
    assert.equal((await call('GET', `${peoplePaths.favorites}?userId=${customer.id}`, customer.token)).statusCode, 200, 'a customer');
    const admin = await signedIn('SystemAdministrator');
    assert.equal((await ownerAction(admin.token)).statusCode, 404, 'a super-admin');

    const owner = await signedIn('Administrator');
    assert.equal((await ownerAction(owner.token)).json().error, 'two-step-required');
    await setRule(false);
    assert.equal((await ownerAction(owner.token)).statusCode, 404, 'the rule off: the same token goes through');
  });
});
