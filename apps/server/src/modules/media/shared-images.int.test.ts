import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Slika } from '@zakazi/contract';
import sharp from 'sharp';
import { buildApp } from '../../app.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { ownerWithBusiness, send, uploadImage, type Caller } from '../../../test/support/management.ts';
import type { Business } from '../../../test/support/factories.ts';

/** Two server processes of one deployment: one database, each its own DATA_DIR (decision 037). */
describe('media: every process serves every uploaded image', () => {
  let ctx: TestContext;
  let second: { app: FastifyInstance; db: Db; dataDir: string };
  let owner: Caller;
  let business: Business;

  before(async () => {
    ctx = await createTestContext();
    ({ owner, business } = await ownerWithBusiness(ctx));
    const dataDir = mkdtempSync(join(tmpdir(), 'zakazi-second-process-'));
    const { db } = createDb(ctx.databaseUrl, 2);
    const app = await buildApp({ config: { ...ctx.config, dataDir }, db }, { logger: false });
    await app.ready();
    second = { app, db, dataDir };
  });
  after(async () => {
    await second?.app.close();
    await second?.db.destroy();
    await ctx?.close();
  });

  test('an image uploaded through one process is served by another, cached long, with ETag and 304', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } }).png().toBuffer();
    const res = await uploadImage(ctx, owner, business.id, png);
    assert.equal(res.status, 201);
    const { filePath } = res.body as Slika;
    const stored = readFileSync(join(ctx.config.dataDir, 'uploads', filePath.replace('/uploads/', '')));
    const copy = join(second.dataDir, 'uploads', filePath.replace('/uploads/', ''));
    assert.ok(!existsSync(copy), 'the second process has no copy yet');

    const served = await second.app.inject({ method: 'GET', url: filePath });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(served.rawPayload, stored);
    const etag = served.headers.etag as string;
    assert.ok(etag);
    const again = await second.app.inject({ method: 'GET', url: filePath, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    // the first process answers the same validator: a CDN in front sees one image, whichever process it asks
    const first = await ctx.app.inject({ method: 'GET', url: filePath, headers: { 'if-none-match': etag } });
    assert.equal(first.statusCode, 304);
  });

  test('a deleted image is gone from the database; unknown and malformed names stay 404/400 and fetch nothing', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#a37' } }).png().toBuffer();
    const { filePath, id } = (await uploadImage(ctx, owner, business.id, png)).body as Slika;
    const deleted = await send(ctx, 'DELETE', `/api/EntitetImages/${business.id}/image/${id}`, owner);
    assert.equal(deleted.status, 200);
    assert.equal((await second.app.inject({ method: 'GET', url: filePath })).statusCode, 404);
    const rows = await ctx.db.selectFrom('entitet_slika').select('id').where('file_path', '=', filePath).execute();
    assert.deepEqual(rows, []);
    for (const url of ['/uploads/1-00000000-0000-0000-0000-000000000000.webp', '/uploads/..%2fjwt-secret', '/uploads/%00']) {
      const res = await second.app.inject({ method: 'GET', url });
      assert.ok(res.statusCode === 404 || res.statusCode === 400, `${url}: ${res.statusCode}`);
    }
  });
});
