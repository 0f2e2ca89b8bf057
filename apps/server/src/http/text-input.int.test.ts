import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { cataloguePaths, managementPaths, peoplePaths } from '@zakazi/contract';
import { jpeg, ownerWithBusiness, send, type Caller } from '../../test/support/management.ts';
import type { Business } from '../../test/support/factories.ts';
import { useTestContext } from '../../test/support/test-app.ts';

/**
 * CONTRACT.md "Operating the service": a text value holding NUL, an unpaired surrogate or more
 * than its documented length is 400 bad-request, never 500, and changes nothing (text-input.ts,
 * the contract's schemas, errors.ts answerFrameworkError). input-fuzz.int.test.ts tries every
 * operation; these are the readable cases, one per place a text value arrives.
 */
describe('bad text in a request: 400 bad-request, nothing stored', () => {
  const ctx = useTestContext();
  let owner: Caller;
  let business: Business;
  const services = async () => (await ctx.db.selectFrom('usluga').select('naziv').where('entitet_id', '=', business.id).execute()).map((r) => r.naziv);

  before(async () => {
    ({ owner, business } = await ownerWithBusiness(ctx));
  });

  const get = (url: string, who: Caller | null = null) => send(ctx, 'GET', url, who);

  test('a NUL in a query value names the field', async () => {
    const res = await get(`${cataloguePaths.filtered}?q=fri%00zer`);
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'bad-request');
    assert.deepEqual(res.body.details, [{ field: 'querystring.q', message: 'must not contain a NUL character' }]);
  });

  test('a NUL or an unpaired surrogate in a body field, or in a field name, stores nothing', async () => {
    const before = await services();
    for (const payload of [
      { naziv: 'Šiša\u0000nje' },
      { naziv: 'Šišanje \uD83D' }, // the first half of an emoji, alone
      { naziv: '\uDE00 Šišanje' },
      { naziv: 'Šišanje', ['opis\u0000']: 'x' },
    ]) {
      const res = await send(ctx, 'POST', managementPaths.createService, owner, { entitetId: business.id, cena: 1000, trajanjeMinuta: 30, ...payload });
      assert.equal(res.status, 400, JSON.stringify(payload));
      assert.equal(res.body.error, 'bad-request');
      assert.match(res.body.details[0].field, /^body\.(naziv|opis)/);
    }
    assert.deepEqual(await services(), before);
    // a whole emoji (a surrogate pair) is text like any other
    const ok = await send(ctx, 'POST', managementPaths.createService, owner, { entitetId: business.id, naziv: 'Šišanje 💇', cena: 1000, trajanjeMinuta: 30 });
    assert.equal(ok.status, 201);
  });

  test('a NUL in a path value', async () => {
    const res = await get('/api/Entitet/1%00');
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'bad-request');
    assert.equal(res.body.details[0].field, 'params.id');
  });

  test('malformed percent-encoding in the query or the path is 400 with the error body', async () => {
    for (const url of [`${cataloguePaths.filtered}?q=%E0%A4%A`, `${cataloguePaths.filtered}?q=%zz`, `${cataloguePaths.filtered}?q=%ED%A0%80`, '/api/Entitet/%zz', '/api/Entitet/%C0%80']) {
      const res = await get(url);
      assert.equal(res.status, 400, url);
      assert.equal(res.body.error, 'bad-request', url);
      assert.equal(typeof res.body.message, 'string');
    }
  });

  test('over its documented length: a query value, a body field, a path value', async () => {
    const q = await get(`${cataloguePaths.filtered}?q=${'a'.repeat(101)}`);
    assert.equal(q.status, 400);
    assert.equal(q.body.details[0].field, 'querystring.q');
    const body = await send(ctx, 'POST', managementPaths.createService, owner, { entitetId: business.id, naziv: 'a'.repeat(201), cena: 1000, trajanjeMinuta: 30 });
    assert.equal(body.status, 400);
    const path = await get(`/api/Entitet/${'1'.repeat(300)}`);
    assert.equal(path.status, 400);
    assert.equal(path.body.error, 'bad-request');
  });

  test('a multipart text field with a NUL is refused before the image is looked at', async () => {
    const boundary = 'zakaziTextInputBoundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="opis"\r\n\r\nab\u0000cd\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      await jpeg(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await ctx.db.selectFrom('entitet_slika').select('id').where('entitet_id', '=', business.id).execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: managementPaths.uploadImage(business.id),
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().details[0].field, 'body.opis');
    assert.deepEqual(await ctx.db.selectFrom('entitet_slika').select('id').where('entitet_id', '=', business.id).execute(), before);
  });

  test('ids beyond a column and dates beyond the years a request may name are 400, not 500 (and not a hang)', { timeout: 30_000 }, async () => {
    const category = await get(`/api/GetEntitiesByCategoryQuery/2147483648`);
    assert.equal(category.status, 400);
    const filtered = await get(`${cataloguePaths.filtered}?kategorijaId=2147483648`);
    assert.equal(filtered.status, 400);
    // 9999-12-31's month and week reach into year 10000, where ISO dates no longer sort as text
    const finance = await get(`${peoplePaths.finance}?lokalId=${business.id}&datum=9999-12-31`, owner);
    assert.equal(finance.status, 400);
    assert.match(finance.body.details[0].message, /years 1900 to 2999/);
  });
});
