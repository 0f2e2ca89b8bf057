import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntitetDetail, EntitiesResponse, Slika } from '@zakazi/contract';
import sharp from 'sharp';
import { useTestContext } from '../../../test/support/test-app.ts';
import { caller, jpeg, ownerWithBusiness, pngWithExif, send, uploadImage, webp, type Caller } from '../../../test/support/management.ts';
import type { Business } from '../../../test/support/factories.ts';

describe('media: the owner uploads, deletes and orders images', () => {
  const ctx = useTestContext();
  let owner: Caller;
  let business: Business;
  let other: Caller;
  let otherBusiness: Business;

  const uploads = () => join(ctx.config.dataDir, 'uploads');
  const storedFiles = () => readdirSync(uploads()).sort();
  const diskPath = (filePath: string) => join(uploads(), filePath.replace('/uploads/', ''));
  const imageRows = (entitetId: number) => ctx.db.selectFrom('entitet_slika').select(['id', 'file_path']).where('entitet_id', '=', entitetId).execute();

  before(async () => {
    ({ owner, business } = await ownerWithBusiness(ctx, { images: [], objavljen: false, kategorijaSlug: 'nail-studio' }));
    ({ owner: other, business: otherBusiness } = await ownerWithBusiness(ctx));
  });

  test('a PNG with EXIF is stored as a WebP without metadata and served under /uploads', async () => {
    const original = await pngWithExif(640, 480);
    assert.ok((await sharp(original).metadata()).exif, 'the test image carries EXIF');
    const res = await uploadImage(ctx, owner, business.id, original, { filename: 'moja-slika.png' });
    assert.equal(res.status, 201);
    const image = res.body as Slika;
    assert.match(image.filePath, new RegExp(`^/uploads/${business.id}-[0-9a-f-]{36}\\.webp$`));
    assert.ok(!image.filePath.includes('moja-slika'));

    const stored = readFileSync(diskPath(image.filePath));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'webp');
    assert.deepEqual([meta.width, meta.height], [640, 480]);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.ok(!stored.toString('latin1').includes('tajna'), 'the EXIF text is gone from the bytes');

    const served = await ctx.app.inject({ method: 'GET', url: image.filePath });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.deepEqual(served.rawPayload, stored);

    // The draft was otherwise complete: its first image published it, as its card image.
    const page = await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null);
    assert.equal(page.status, 200);
    assert.equal(page.body.image, image.filePath);
    assert.deepEqual(page.body.slike, [image]);
  });

  test('JPEG and WebP are taken too; a huge image is scaled down', async () => {
    for (const bytes of [await jpeg(), await webp()]) {
      const res = await uploadImage(ctx, owner, business.id, bytes, { filename: 'x.bin', contentType: 'application/octet-stream' });
      assert.equal(res.status, 201);
      assert.equal((await sharp(readFileSync(diskPath(res.body.filePath))).metadata()).format, 'webp');
    }
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#121212' } }).png().toBuffer();
    const res = await uploadImage(ctx, owner, business.id, big);
    assert.equal(res.status, 201);
    const meta = await sharp(readFileSync(diskPath(res.body.filePath))).metadata();
    assert.deepEqual([meta.width, meta.height], [2048, 512]);
  });

  test('refused uploads store nothing: a text file named .jpg 415, over 10 MB 413, not multipart 415, wrong field 400', async () => {
    const files = storedFiles();
    const rows = await imageRows(business.id);

    const text = await uploadImage(ctx, owner, business.id, Buffer.from('ovo nije slika, samo tekst\n'), { filename: 'slika.jpg', contentType: 'image/jpeg' });
    assert.equal(text.status, 415);
    assert.equal(text.body.error, 'unsupported-media-type');

    // JPEG magic bytes followed by garbage: announced as an image, not decodable.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 7)]);
    assert.equal((await uploadImage(ctx, owner, business.id, fake, { filename: 'a.jpg', contentType: 'image/jpeg' })).status, 415);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    assert.equal((await uploadImage(ctx, owner, business.id, gif, { filename: 'a.png' })).status, 415);

    const tooBig = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await uploadImage(ctx, owner, business.id, tooBig, { filename: 'velika.jpg', contentType: 'image/jpeg' });
    assert.equal(large.status, 413);
    assert.equal(large.body.error, 'payload-too-large');

    const json = await send(ctx, 'POST', `/api/EntitetImages/${business.id}/upload`, owner, { imageFile: 'x' });
    assert.equal(json.status, 415);

    const field = await uploadImage(ctx, owner, business.id, await jpeg(), { field: 'file' });
    assert.equal(field.status, 400);

    assert.deepEqual(storedFiles(), files);
    assert.deepEqual(await imageRows(business.id), rows);
  });

  test('over a real socket, as a browser sends FormData: 201 for an image, 413 for 12 MB', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const post = async (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('imageFile', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await fetch(`http://127.0.0.1:${port}/api/EntitetImages/${business.id}/upload`, { method: 'POST', headers: owner.headers, body: form });
      return { status: res.status, body: (await res.json()) as { error?: string; filePath?: string } };
    };
    const ok = await post(await jpeg(), 'foto.jpg', 'image/jpeg');
    assert.equal(ok.status, 201);
    assert.ok(existsSync(diskPath(ok.body.filePath!)));
    const files = storedFiles();
    const big = await post(Buffer.concat([await jpeg(), Buffer.alloc(12 * 1024 * 1024, 1)]), 'velika.jpg', 'image/jpeg');
    assert.equal(big.status, 413);
    assert.equal(big.body.error, 'payload-too-large');
    assert.deepEqual(storedFiles(), files);
  });

  test("another business's owner and a SystemAdministrator cannot upload, delete or reorder", async () => {
    const sysadmin = await caller(ctx, 'SystemAdministrator');
    const files = storedFiles();
    for (const who of [other, sysadmin]) {
      const res = await uploadImage(ctx, who, business.id, await jpeg());
      assert.equal(res.status, 403);
      assert.equal(res.body.error, 'forbidden');
    }
    assert.equal((await uploadImage(ctx, null, business.id, await jpeg())).status, 401);
    assert.deepEqual(storedFiles(), files);
    const [first] = await imageRows(business.id);
    assert.equal((await send(ctx, 'DELETE', `/api/EntitetImages/${business.id}/image/${first!.id}`, other)).status, 403);
    assert.equal((await send(ctx, 'POST', `/api/EntitetImages/${business.id}/image/${first!.id}/naslovna`, other)).status, 403);
    // an image of another business, addressed through one's own: 404
    const theirs = otherBusiness.imageIds[0]!;
    assert.equal((await send(ctx, 'DELETE', `/api/EntitetImages/${business.id}/image/${theirs}`, owner)).status, 404);
    assert.equal((await send(ctx, 'POST', `/api/EntitetImages/${business.id}/image/${theirs}/naslovna`, owner)).status, 404);
    assert.equal((await uploadImage(ctx, owner, 987654, await jpeg())).status, 404);
    assert.equal((await imageRows(otherBusiness.id)).length, 1);
  });

  test('choosing a cover puts the image first everywhere; deleting removes the record and the file', async () => {
    const before = (await send<Slika[]>(ctx, 'GET', `/api/EntitetImages/${business.id}/images`, null)).body;
    assert.ok(before.length >= 3);
    const chosen = before[2]!;
    const cover = await send<Slika[]>(ctx, 'POST', `/api/EntitetImages/${business.id}/image/${chosen.id}/naslovna`, owner);
    assert.equal(cover.status, 200);
    assert.deepEqual(cover.body, [chosen, ...before.filter((s) => s.id !== chosen.id)]);
    assert.deepEqual((await send(ctx, 'GET', `/api/EntitetImages/${business.id}/images`, null)).body, cover.body);
    assert.equal((await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null)).body.image, chosen.filePath);
    const card = (await send<EntitiesResponse>(ctx, 'GET', `/api/GetEntitiesByCategoryQuery/${business.kategorijaId}`, null)).body.entities.find((e) => e.id === business.id);
    assert.equal(card!.image, chosen.filePath);

    // New uploads go last, after the cover and the rest.
    const added = await uploadImage(ctx, owner, business.id, await jpeg());
    const order = (await send<Slika[]>(ctx, 'GET', `/api/EntitetImages/${business.id}/images`, null)).body;
    assert.deepEqual(order.at(0), chosen);
    assert.deepEqual(order.at(-1), added.body);

    const del = await send<Slika[]>(ctx, 'DELETE', `/api/EntitetImages/${business.id}/image/${chosen.id}`, owner);
    assert.equal(del.status, 200);
    assert.deepEqual(del.body, order.slice(1));
    assert.equal(existsSync(diskPath(chosen.filePath)), false);
    assert.equal((await ctx.app.inject({ method: 'GET', url: chosen.filePath })).statusCode, 404);
    assert.equal((await send<EntitetDetail>(ctx, 'GET', `/api/Entitet/${business.id}`, null)).body.image, order[1]!.filePath);
    assert.equal((await send(ctx, 'DELETE', `/api/EntitetImages/${business.id}/image/${chosen.id}`, owner)).status, 404);
  });
});
