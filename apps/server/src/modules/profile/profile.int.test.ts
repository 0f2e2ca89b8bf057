import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { createUser } from '../../../test/support/factories.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

describe('profile: GET /api/Profil', () => {
  const ctx = useTestContext();

  const get = async (userId: number | string, caller?: { id: number; role: 'RegularUser' | 'Administrator' | 'SystemAdministrator' | 'Employee' }) =>
    ctx.app.inject({ method: 'GET', url: `${identityPaths.profil}?userId=${userId}`, headers: caller ? bearer(await tokenFor(ctx, caller)) : {} });

  test('the user themself gets their profile', async () => {
    const u = await createUser(ctx.db, { ime: 'Milica', prezime: 'Mić', brojTelefona: '+381 63 111 2222' });
    const res = await get(u.id, { id: u.id, role: 'RegularUser' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { id: u.id, ime: 'Milica', prezime: 'Mić', email: u.email, brojTelefona: '+381 63 111 2222', role: 'RegularUser' });
  });

  test('a SystemAdministrator gets anyone; anyone else 403; anonymous 401', async () => {
    const u = await createUser(ctx.db);
    const sys = await createUser(ctx.db, { role: 'SystemAdministrator' });
    const other = await createUser(ctx.db, { role: 'Administrator' });
    assert.equal((await get(u.id, { id: sys.id, role: 'SystemAdministrator' })).statusCode, 200);
    const forbidden = await get(u.id, { id: other.id, role: 'Administrator' });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().error, 'forbidden');
    assert.equal((await get(u.id)).statusCode, 401);
  });

  test('unknown or erased account → 404 (for a SystemAdministrator); malformed id → 400', async () => {
    const sys = await createUser(ctx.db, { role: 'SystemAdministrator' });
    const erased = await createUser(ctx.db, { erased: true });
    const caller = { id: sys.id, role: 'SystemAdministrator' as const };
    assert.equal((await get(99999999, caller)).statusCode, 404);
    assert.equal((await get(erased.id, caller)).statusCode, 404);
    assert.equal((await get('abc', caller)).statusCode, 400);
  });
});
