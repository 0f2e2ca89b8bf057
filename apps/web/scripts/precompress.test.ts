import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.ts';

describe('precompress (build step)', () => {
  let dir = '';
  after(async () => dir && rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside the text files of the build that decode to the same bytes, and leaves the rest alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zakazi-precompress-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'images'));
    const js = 'export const greeting = "zdravo";\n'.repeat(200);
    const css = '.card { color: #f5f5f5; background: #1b1b1b; }\n'.repeat(100);
    await writeFile(join(dir, 'assets', 'vendor-AbC123.js'), js);
    await writeFile(join(dir, 'assets', 'index-XyZ789.css'), css);
    await writeFile(join(dir, 'assets', 'tiny-q1.js'), 'export {};\n');
    await writeFile(join(dir, 'images', 'photo.webp'), Buffer.alloc(4096, 7));
    await writeFile(join(dir, 'index.html'), `<!doctype html><html><head></head><body>${'<p>x</p>'.repeat(300)}</body></html>`);

    const done = await precompress(dir);

    assert.deepEqual(done, [join(dir, 'assets', 'index-XyZ789.css'), join(dir, 'assets', 'vendor-AbC123.js')]);
    for (const [file, text] of [['assets/vendor-AbC123.js', js], ['assets/index-XyZ789.css', css]] as const) {
      const br = await readFile(join(dir, `${file}.br`));
      const gz = await readFile(join(dir, `${file}.gz`));
      assert.ok(br.length < text.length / 5 && gz.length < text.length / 5, `${file} compressed`);
      assert.equal(brotliDecompressSync(br).toString(), text);
      assert.equal(gunzipSync(gz).toString(), text);
    }
    // Under 1 KB, already compressed images, and index.html (the server compresses it per page).
    for (const file of ['assets/tiny-q1.js', 'images/photo.webp', 'index.html']) {
      assert.equal(existsSync(join(dir, `${file}.br`)) || existsSync(join(dir, `${file}.gz`)), false, file);
    }
  });
});
