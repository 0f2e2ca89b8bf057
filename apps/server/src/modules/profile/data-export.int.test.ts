import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { addBooking, addRating, createBusiness, createUser } from '../../../test/support/factories.ts';
import { useTestContext } from '../../../test/support/test-app.ts';
import { enqueueMail } from '../notifications/index.ts';

/** GET /api/Profil/izvoz (CONTRACT.md "Third release", Accounts): everything kept about the caller, and nobody else's. */
describe('the data export', { timeout: 60_000 }, () => {
  const ctx = useTestContext();

  test("profil, zakazivanja, utisci, favoriti and obavestenja of the caller; no secret, no one else's data", async () => {
    const me = await createUser(ctx.db, { ime: 'Jelena', brojTelefona: '+381 64 123 4567', passwordHash: 'argon2id-hash-not-for-export' });
    const someone = await createUser(ctx.db);
    const b = await createBusiness(ctx.db, { naziv: 'Salon Izvoz' });
    const place = { entitetId: b.id, uslugaId: b.serviceIds[0]!, zaposleniId: b.employeeIds[0]! };
    await addBooking(ctx.db, { ...place, userId: me.id, start: new Date(Date.now() + 86_400_000), napomena: 'kratko šišanje' });
    await addBooking(ctx.db, { ...place, userId: someone.id, start: new Date(Date.now() + 2 * 86_400_000), napomena: 'tuđe' });
    await addRating(ctx.db, { ...place, userId: me.id, ocena: 5, komentar: 'Odlično' });
    await ctx.db.insertInto('favorit').values({ user_id: me.id, entitet_id: b.id }).execute();
    await ctx.db.transaction().execute((trx) => enqueueMail(trx, me.email!, { subject: 'Vaš termin je potvrđen', text: 'Kod 123456', html: '<p>Kod 123456</p>' }));

    const res = await ctx.app.inject({ method: 'GET', url: identityPaths.profilExport, headers: bearer(await tokenFor(ctx, { id: me.id, role: 'RegularUser' })) });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json();
    assert.deepEqual(Object.keys(data).sort(), ['favoriti', 'obavestenja', 'profil', 'utisci', 'zakazivanja']);
    assert.equal(data.profil.id, me.id);
    assert.equal(data.profil.email, me.email);
    assert.equal(data.profil.brojTelefona, '+381 64 123 4567');
    assert.equal(data.zakazivanja.length, 2, 'the upcoming booking and the rated one');
    assert.ok(data.zakazivanja.some((z: { napomena: string; salon: string }) => z.napomena === 'kratko šišanje' && z.salon === 'Salon Izvoz'));
    assert.deepEqual(data.utisci.map((u: { ocena: number; komentar: string }) => [u.ocena, u.komentar]), [[5, 'Odlično']]);
    assert.deepEqual(data.favoriti.map((f: { entitetId: number }) => f.entitetId), [b.id]);
    assert.deepEqual(data.obavestenja.map((o: { naslov: string }) => o.naslov), ['Vaš termin je potvrđen']);
    assert.ok(!res.body.includes('argon2id-hash-not-for-export'), 'no password hash');
    assert.ok(!res.body.includes('123456'), 'no mail bodies (they hold codes)');
    assert.ok(!res.body.includes('tuđe'), "nobody else's booking");
    assert.equal((await ctx.app.inject({ method: 'GET', url: identityPaths.profilExport })).statusCode, 401);
  });
});
