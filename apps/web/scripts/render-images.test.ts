import assert from 'node:assert/strict';
import { access, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { CATEGORY_SLUGS, MAIN_CATEGORY_SLUGS } from '@zakazi/contract';
import { ILLUSTRATIONS } from './illustrations/index.ts';
import { SHARE_SIZE } from './illustrations/share.ts';
import { CATEGORY_SIZE, categoryJobs, photoJobs, renderImages, shareJob, sourcesDigest, STAMP_FILE } from './render-images.ts';

describe('category illustrations', () => {
  let dir = '';
  after(async () => dir && rm(dir, { recursive: true, force: true }));

  it('exist for every main category and every category of the contract', () => {
    for (const main of MAIN_CATEGORY_SLUGS) {
      assert.equal(typeof ILLUSTRATIONS[main].main, 'function', main);
      for (const slug of CATEGORY_SLUGS[main]) assert.equal(typeof ILLUSTRATIONS[main].categories[slug], 'function', `${main}/${slug}`);
    }
  });

  it('render to valid 640×400 WebP files, small enough for a card, where the client looks for them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zakazi-images-'));
    const jobs = categoryJobs(dir);
    assert.equal(jobs.length, 7 + Object.values(CATEGORY_SLUGS).flat().length);
    assert.equal(await renderImages(jobs, { force: true }), jobs.length);
    for (const main of MAIN_CATEGORY_SLUGS) {
      for (const file of [join(dir, 'categories', `${main}.webp`), ...CATEGORY_SLUGS[main].map((s) => join(dir, 'categories', main, `${s}.webp`))]) {
        const meta = await sharp(file).metadata();
        assert.equal(meta.format, 'webp', file);
        assert.equal(meta.width, CATEGORY_SIZE.width, file);
        assert.equal(meta.height, CATEGORY_SIZE.height, file);
        const { size } = await stat(file);
        assert.ok(size > 1000 && size < 40_000, `${file}: ${size} bytes`);
      }
    }
    // A second run finds everything up to date.
    assert.equal(await renderImages(jobs), 0);
  });

  it("and the home page's link-preview image renders to a 1200×630 JPEG", async () => {
    const job = shareJob(dir);
    assert.equal(await renderImages([job], { force: true }), 1);
    const meta = await sharp(job.file).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', SHARE_SIZE.width, SHARE_SIZE.height]);
  });
});

describe('the committed images', () => {
  const committed = join(import.meta.dirname, '..', 'public', 'images');

  it('were rendered by the drawing scripts as they are now (else: npm run images -w @zakazi/web, and commit the files)', async () => {
    const stamped = (await readFile(join(committed, STAMP_FILE), 'utf8')).trim();
    assert.equal(stamped, await sourcesDigest());
  });

  it('are all there, so a fresh clone renders none at its first start', async () => {
    for (const job of [...categoryJobs(committed), ...photoJobs(committed), shareJob(committed)]) await access(job.file);
  });
});
