import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestContext, getJson } from '../../../test/support/test-app.ts';
import { createBusiness, type Business } from '../../../test/support/factories.ts';

describe('media: GET /api/EntitetImages/{id}/images', () => {
  const ctx = useTestContext();
  let withImages: Business;
  let withoutImages: Business;
  let draft: Business;

  const get = <T = unknown>(url: string) => getJson<T>(ctx, url);

  before(async () => {
    withImages = await createBusiness(ctx.db, { images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'] });
    withoutImages = await createBusiness(ctx.db, { images: [] });
    draft = await createBusiness(ctx.db, { objavljen: false, images: ['/uploads/draft.webp'] });
  });

  test('lists the images in upload order with id and filePath', async () => {
    const { status, body } = await get(`/api/EntitetImages/${withImages.id}/images`);
    assert.equal(status, 200);
    assert.deepEqual(body, [
      { id: withImages.imageIds[0], filePath: '/uploads/a.webp' },
      { id: withImages.imageIds[1], filePath: '/uploads/b.webp' },
      { id: withImages.imageIds[2], filePath: '/uploads/c.webp' },
    ]);
    // the first image is the cover the lists show
    const detail = await get<{ image: string | null }>(`/api/Entitet/${withImages.id}`);
    assert.equal(detail.body.image, '/uploads/a.webp');
  });

  test('a business without images answers an empty list', async () => {
    const { status, body } = await get(`/api/entitetimages/${withoutImages.id}/IMAGES`);
    assert.equal(status, 200);
    assert.deepEqual(body, []);
  });

  test('a draft or unknown business answers 404', async () => {
    for (const id of [draft.id, 424242]) {
      const res = await get<{ error: string }>(`/api/EntitetImages/${id}/images`);
      assert.equal(res.status, 404);
      assert.equal(res.body.error, 'not-found');
    }
  });

  test('a malformed id answers 400', async () => {
    const res = await get<{ error: string; details: { field: string }[] }>('/api/EntitetImages/abc/images');
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'bad-request');
    assert.deepEqual(res.body.details.map((d) => d.field), ['params.id']);
  });
});
