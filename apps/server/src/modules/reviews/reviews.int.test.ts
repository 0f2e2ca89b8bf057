import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { cataloguePaths, peoplePaths, type EntitetDetail, type EntityRatingsResponse, type Utisak } from '@zakazi/contract';
import { addBooking, addRating, createBusiness, type Business } from '../../../test/support/factories.ts';
import { call, makeCaller, type Caller } from '../../../test/support/people.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

describe('ratings (utisak)', () => {
  const ctx = useTestContext();
  let biz: Business;
  before(async () => {
    biz = await createBusiness(ctx.db, { owner: true });
  });

  // Each booking an hour earlier than the last: pending and confirmed ones must not overlap.
  let hoursAgo = 24;
  const yesterday = () => new Date(Date.now() - hoursAgo++ * 3600_000);
  const booking = (userId: number, status: 'pending' | 'confirmed' | 'rejected' | 'cancelled' | 'completed' | 'noShow' = 'completed', b = biz) =>
    addBooking(ctx.db, { entitetId: b.id, uslugaId: b.serviceIds[0]!, zaposleniId: b.employeeIds[0]!, userId, start: yesterday(), status });
  const rate = (as: Caller, payload: object) => call(ctx, 'POST', peoplePaths.createRating, { as, payload });
  const page = (id: number) => call<EntitetDetail>(ctx, 'GET', cataloguePaths.entity(id));

  test('the customer rates their completed booking; average and count follow on the business page', async () => {
    const ana = await makeCaller(ctx, 'RegularUser', { ime: 'Ana', prezime: 'Petrović' });
    const marko = await makeCaller(ctx, 'RegularUser', { ime: 'Marko', prezime: null });
    const before = (await page(biz.id)).body;
    assert.deepEqual([before.prosecnaOcena, before.brojOcena], [null, 0]);

    const zak = await booking(ana.id);
    const res = await rate(ana, { entitetId: biz.id, zakazivanjeId: zak, ocena: 4, komentar: '  Odlično šišanje, brzo i ljubazno.  ' });
    assert.equal(res.status, 201);
    const utisak = res.body as Utisak;
    assert.equal(utisak.entitetId, biz.id);
    assert.equal(utisak.zakazivanjeId, zak);
    assert.equal(utisak.ocena, 4);
    assert.equal(utisak.komentar, 'Odlično šišanje, brzo i ljubazno.', 'trimmed');
    assert.match(utisak.entitetNaziv, /^Salon /);
    assert.ok(Math.abs(Date.parse(utisak.createdAt) - Date.now()) < 60_000);

    const zak2 = await booking(marko.id);
    assert.equal((await rate(marko, { entitetId: biz.id, zakazivanjeId: zak2, ocena: 5, komentar: '   ' })).status, 201);

    const after = (await page(biz.id)).body;
    assert.equal(after.brojOcena, 2);
    assert.equal(after.prosecnaOcena, 4.5);
    assert.deepEqual(after.raspodelaOcena, [0, 0, 0, 1, 1]);
    assert.deepEqual(after.utisci.map((u) => [u.ocena, u.komentar]), [[5, null], [4, 'Odlično šišanje, brzo i ljubazno.']], 'newest first; blank comment is none');

    const mine = await call<Utisak[]>(ctx, 'GET', `${peoplePaths.myRatings}?userId=${ana.id}`, { as: ana });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body, [utisak]);
  });

  test('every refusal: unknown 404, not yours 403, other business 400, not completed 409, twice 409, bad input 400', async () => {
    const user = await makeCaller(ctx);
    const stranger = await makeCaller(ctx);
    const other = await createBusiness(ctx.db);
    const done = await booking(user.id);
    const base = { entitetId: biz.id, zakazivanjeId: done, ocena: 5 };
    const countBefore = (await page(biz.id)).body.brojOcena;

    const expectError = async (as: Caller, payload: object, status: number, error: string) => {
      const res = await rate(as, payload);
      assert.deepEqual([res.status, res.body.error], [status, error], JSON.stringify(payload));
    };
    await expectError(user, { ...base, zakazivanjeId: 99_999_999 }, 404, 'not-found');
    await expectError(stranger, base, 403, 'forbidden');
    await expectError(user, { ...base, entitetId: other.id }, 400, 'booking-mismatch');
    for (const status of ['pending', 'confirmed', 'rejected', 'cancelled', 'noShow'] as const) {
      await expectError(user, { ...base, zakazivanjeId: await booking(user.id, status) }, 409, 'not-completed');
    }
    for (const ocena of [0, 6, 4.5, '5', null]) await expectError(user, { ...base, ocena }, 400, 'bad-request');
    await expectError(user, { ...base, komentar: 'x'.repeat(1001) }, 400, 'bad-request');
    await expectError(user, { entitetId: biz.id, ocena: 5 }, 400, 'bad-request');
    assert.equal((await call(ctx, 'POST', peoplePaths.createRating, { payload: base })).status, 401);
    assert.equal((await page(biz.id)).body.brojOcena, countBefore, 'no refusal stored a rating');

    assert.equal((await rate(user, { ...base, komentar: 'x'.repeat(1000) })).status, 201, '1000 characters are fine');
    await expectError(user, { ...base, ocena: 1 }, 409, 'already-rated');
    assert.equal((await page(biz.id)).body.brojOcena, countBefore + 1);
  });

  test('concurrent ratings of one booking: exactly one is stored', async () => {
    const user = await makeCaller(ctx);
    const zak = await booking(user.id);
    const answers = await Promise.all([1, 2, 3, 4].map((ocena) => rate(user, { entitetId: biz.id, zakazivanjeId: zak, ocena })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409]);
    const rows = await ctx.db.selectFrom('utisak').select('id').where('zakazivanje_id', '=', zak).execute();
    assert.equal(rows.length, 1);
  });

  test("my ratings: self or SystemAdministrator, newest first, with the business's name", async () => {
    const user = await makeCaller(ctx);
    const second = await createBusiness(ctx.db, { naziv: 'Đorđev berberaj' });
    await addRating(ctx.db, { entitetId: biz.id, uslugaId: biz.serviceIds[0]!, zaposleniId: biz.employeeIds[0]!, ocena: 3, userId: user.id, createdAt: new Date(Date.now() - 7200_000) });
    await addRating(ctx.db, { entitetId: second.id, uslugaId: second.serviceIds[0]!, zaposleniId: second.employeeIds[0]!, ocena: 5, userId: user.id });
    const sys = await makeCaller(ctx, 'SystemAdministrator');
    const mine = await call<Utisak[]>(ctx, 'GET', `${peoplePaths.myRatings}?userId=${user.id}`, { as: sys });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body.map((u) => [u.entitetNaziv, u.ocena]), [['Đorđev berberaj', 5], [mine.body[1]!.entitetNaziv, 3]]);
    assert.equal(mine.body[1]!.entitetId, biz.id);
    const owner = await makeCaller(ctx, 'Administrator');
    assert.equal((await call(ctx, 'GET', `${peoplePaths.myRatings}?userId=${user.id}`, { as: owner })).status, 403);
    assert.equal((await call(ctx, 'GET', `${peoplePaths.myRatings}?userId=${user.id}`)).status, 401);
  });

  test("a business's ratings: public, paged newest first, rater as first name and last initial, never the email", async () => {
    const shop = await createBusiness(ctx.db, {
      ratings: [
        { ocena: 5, ime: 'Jelena' },
        { ocena: 4, ime: 'Stefan', komentar: 'Dobro' },
        { ocena: 2, erasedUser: true },
      ],
    });
    const named = await makeCaller(ctx, 'RegularUser', { ime: 'Đorđe', prezime: 'šaković', email: 'djordje@example.test' });
    await addRating(ctx.db, { entitetId: shop.id, uslugaId: shop.serviceIds[0]!, zaposleniId: shop.employeeIds[0]!, ocena: 1, userId: named.id });

    const first = await call<EntityRatingsResponse>(ctx, 'GET', `${peoplePaths.entityRatings(shop.id)}?page=1&pageSize=2`);
    assert.equal(first.status, 200);
    assert.equal(first.body.total, 4);
    assert.deepEqual(first.body.utisci.map((u) => [u.ime, u.ocena]), [['Đorđe Š.', 1], ['Korisnik', 2]]);
    const second = await call<EntityRatingsResponse>(ctx, 'GET', `${peoplePaths.entityRatings(shop.id)}?page=2&pageSize=2`);
    // createUser's default prezime is Marković
    assert.deepEqual(second.body.utisci.map((u) => [u.ime, u.ocena, u.komentar]), [['Stefan M.', 4, 'Dobro'], ['Jelena M.', 5, null]]);
    assert.doesNotMatch(JSON.stringify([first.body, second.body]), /@/, 'no email anywhere');
    const beyond = await call<EntityRatingsResponse>(ctx, 'GET', `${peoplePaths.entityRatings(shop.id)}?page=3&pageSize=2`);
    assert.deepEqual(beyond.body, { utisci: [], total: 4 });

    const detail = (await page(shop.id)).body;
    const defaults = await call<EntityRatingsResponse>(ctx, 'GET', peoplePaths.entityRatings(shop.id));
    assert.deepEqual(defaults.body.utisci.map((u) => u.id), detail.utisci.map((u) => u.id), 'the same ratings, in the same order, as the business page');

    assert.equal((await call(ctx, 'GET', `${peoplePaths.entityRatings(shop.id)}?pageSize=51`)).status, 400);
    assert.equal((await call(ctx, 'GET', peoplePaths.entityRatings(99_999_999))).status, 404);
    const draft = await createBusiness(ctx.db, { objavljen: false, owner: true });
    assert.equal((await call(ctx, 'GET', peoplePaths.entityRatings(draft.id))).status, 404, 'drafts are hidden as on the business page');
  });
});
