import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { CATEGORY_SLUGS, MAIN_CATEGORY_SLUGS, type MainCategorySlug } from '@zakazi/contract';
import { allCategoryImages, categorySvg } from './illustrations/index.ts';
import { photoSvg } from './illustrations/photos.ts';
import { shareSvg } from './illustrations/share.ts';

/**
 * Build-time images of the web client, drawn as SVG (scripts/illustrations/) and encoded to WebP:
 *   public/images/categories/{main}.webp and /{main}/{category}.webp   640×400, the category cards
 *   public/images/demo/{category}-{1..3}.webp                          960×640, demo business galleries
 *   public/images/share.jpg                                            1200×630, the home page's og:image
 *                                                                      (JPEG: every link preview reads it)
 * The rendered files are committed with the digest of the scripts that drew them
 * (public/images/rendered-from.sha256): a fresh clone's first start renders nothing (rendering
 * them all was most of a first start's CPU), and a change to a drawing re-renders every image at
 * the next build (a unit test fails until the new files are committed).
 * Run: node --import tsx apps/web/scripts/render-images.ts [--force]
 */

export const CATEGORY_SIZE = { width: 640, height: 400, quality: 80 } as const;
export const PHOTO_SIZE = { width: 960, height: 640, quality: 75 } as const;

export type ImageJob = { file: string; svg: () => string; quality: number; format?: 'webp' | 'jpeg' };

export function categoryJobs(outDir: string): ImageJob[] {
  return allCategoryImages().map(([main, category]) => ({
    file: join(outDir, 'categories', category ? `${main}/${category}.webp` : `${main}.webp`),
    svg: () => categorySvg(main, category, CATEGORY_SIZE.width, CATEGORY_SIZE.height),
    quality: CATEGORY_SIZE.quality,
  }));
}

export function photoJobs(outDir: string): ImageJob[] {
  return MAIN_CATEGORY_SLUGS.flatMap((main: MainCategorySlug) =>
    CATEGORY_SLUGS[main].flatMap((category) =>
      [1, 2, 3].map((n) => ({ file: join(outDir, 'demo', `${category}-${n}.webp`), svg: () => photoSvg(main, category, n), quality: PHOTO_SIZE.quality })),
    ),
  );
}

export function shareJob(outDir: string): ImageJob {
  return { file: join(outDir, 'share.jpg'), svg: shareSvg, quality: 82, format: 'jpeg' };
}

/** SVG → WebP bytes. */
export function renderWebp(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).webp({ quality, effort: 4, smartSubsample: true }).toBuffer();
}

const renderJob = (job: ImageJob): Promise<Buffer> =>
  job.format === 'jpeg' ? sharp(Buffer.from(job.svg()), { density: 72 }).jpeg({ quality: job.quality, mozjpeg: true }).toBuffer() : renderWebp(job.svg(), job.quality);

/** sha256 over the scripts that draw the images: the images are current when their stamp holds this. */
export async function sourcesDigest(): Promise<string> {
  const dir = import.meta.dirname;
  const illustrations = (await readdir(join(dir, 'illustrations'))).sort().map((f) => join(dir, 'illustrations', f));
  const hash = createHash('sha256');
  for (const file of [join(dir, 'render-images.ts'), ...illustrations]) hash.update(await readFile(file));
  return hash.digest('hex');
}

export const STAMP_FILE = 'rendered-from.sha256';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Renders every job whose file is missing (every job with `force`); returns how many were written. */
export async function renderImages(jobs: ImageJob[], options: { force?: boolean; concurrency?: number } = {}): Promise<number> {
  const todo: ImageJob[] = [];
  for (const job of jobs) if (options.force || !(await exists(job.file))) todo.push(job);
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]!;
      await mkdir(dirname(job.file), { recursive: true });
      await writeFile(job.file, await renderJob(job));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return todo.length;
}

async function main(): Promise<void> {
  const outDir = join(import.meta.dirname, '..', 'public', 'images');
  const digest = await sourcesDigest();
  const stamp = join(outDir, STAMP_FILE);
  const stampedDigest = await readFile(stamp, 'utf8').then((t) => t.trim(), () => '');
  const force = process.argv.includes('--force') || stampedDigest !== digest;
  const started = Date.now();
  const categories = await renderImages(categoryJobs(outDir), { force });
  const photos = await renderImages(photoJobs(outDir), { force });
  const share = await renderImages([shareJob(outDir)], { force });
  const total = categories + photos + share;
  if (stampedDigest !== digest) await writeFile(stamp, `${digest}\n`);
  console.log(
    total === 0
      ? 'images: all up to date'
      : `images: wrote ${total} (${categories} category, ${photos} demo, ${share} share) in ${((Date.now() - started) / 1000).toFixed(1)} s to ${outDir}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
