import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { homeToday } from '@zakazi/contract/home-lists';
import { listen } from '../../test/support/booking.ts';
import { createBusiness } from '../../test/support/factories.ts';
import { INDEX_HTML, tempWebDist } from '../../test/support/web-dist.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { loadConfig, tileImageSource } from '../config.ts';

/**
 * The built web client as the server sends it: pre-compressed copies chosen by Accept-Encoding,
 * cache lifetimes by kind of file, ETags with 304s for images, index.html with each page's head
 * tags, and malformed file paths refused with a status and error code that agree.
 */
/** The map's tile server of this test (MAP_TILE_URL), handed to the client in every page. */
const TILES = 'https://{s}.tiles.example.net/{z}/{x}/{y}.png';
/** index.html as a page goes out: in its language (Serbian Latin), the client settings the server holds after the viewport. */
const PAGE = INDEX_HTML.replace(/<html lang="[^"]*"/, '<html lang="sr-Latn"').replace(
  '<meta name="viewport" content="width=device-width, initial-scale=1" />\n',
  `<meta name="viewport" content="width=device-width, initial-scale=1" />\n    <meta name="map-tile-url" content="${TILES}">\n    <meta name="pending-expiry-hours" content="6">\n    <meta name="sms-available" content="false">\n`,
);

/** The URLs of the API answers a page embeds for the client (`#page-data`, decision 065). */
function embedded(html: string): string[] {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? Object.keys(JSON.parse(json) as Record<string, unknown>) : [];
}
const SCRIPT = 'export const greeting = "zdravo";\n'.repeat(500);
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(2048, 1)]);

/** The error code each 4xx status must carry (CONTRACT.md, Conventions). */
const CODE_OF: Record<number, string> = { 400: 'bad-request', 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' };

describe('serving the web client', () => {
  let ctx: TestContext;
  let dist: string;
  before(async () => {
    // A build as `npm run build` leaves it: hashed assets with their .br and .gz copies, images, index.html.
    dist = tempWebDist('web');
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'images', 'categories', 'beauty'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'images', 'categories', 'beauty.webp'), WEBP);
    writeFileSync(join(dist, 'images', 'categories', 'beauty', 'hairdresser.webp'), WEBP);
    writeFileSync(join(dist, 'sw.js'), 'self.registration.unregister();');
    // The build manifest: the business page's module and what it imports beyond the entry's own.
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_vendor-V1.js'], css: ['assets/index-S1.css'] },
        '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
        '_Modal-M1.js': { file: 'assets/Modal-M1.js', imports: ['_vendor-V1.js'], css: ['assets/Modal-S1.css'] },
        'src/features/businesses/EntityPage.tsx': { file: 'assets/EntityPage-E1.js', imports: ['_vendor-V1.js', '_Modal-M1.js'], css: ['assets/EntityPage-S1.css', 'assets/index-S1.css'] },
        'src/features/businesses/i18n.ts': { file: 'assets/i18n-B1.js' },
      }),
    );
    ctx = await createTestContext({ WEB_DIST: dist, MAP_TILE_URL: TILES, PENDING_EXPIRY_HOURS: '6' });
    mkdirSync(join(ctx.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(ctx.config.dataDir, 'uploads', 'photo-1.webp'), WEBP);
  });
  after(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  test('a hashed script goes out as the brotli or gzip copy the browser accepts, else as it is, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['content-type'] as string, /javascript/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), SCRIPT);

    const raw = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    assert.equal(raw.headers['content-encoding'], undefined);
    assert.equal(raw.body, SCRIPT);

    for (const res of [br, gz, raw]) {
      // Vary on every variant: a shared cache must not hand the raw copy to a browser that takes brotli, nor the reverse.
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.ok(res.headers.etag);
    }
    assert.notEqual(br.headers.etag, raw.headers.etag, 'each encoding has its own ETag');
  });

  test('category illustrations and uploaded images are cached long and revalidate with 304 on If-None-Match', async () => {
    for (const [url, cacheControl] of [
      ['/images/categories/beauty.webp', 'public, max-age=2592000'],
      ['/uploads/photo-1.webp', 'public, max-age=31536000, immutable'],
    ] as const) {
      const first = await get(url);
      assert.equal(first.statusCode, 200, url);
      assert.equal(first.headers['content-type'], 'image/webp');
      assert.equal(first.headers['cache-control'], cacheControl, url);
      const etag = first.headers.etag as string;
      assert.ok(etag, `${url} has an ETag`);

      const again = await get(url, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.rawPayload.length, 0);

      const changed = await get(url, { 'if-none-match': 'W/"something-else"' });
      assert.equal(changed.statusCode, 200, url);
    }
  });

  test('the map tile server is a setting: every page names it to the client and the CSP lets its images in', async () => {
    const page = await get('/near-me');
    assert.ok(page.body.includes(`<meta name="map-tile-url" content="${TILES}">`));
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /img-src [^;]*https:\/\/\*\.tiles\.example\.net/, csp);
    assert.doesNotMatch(csp, /openstreetmap/, 'the default tile server is not allowed when another is set');
    assert.throws(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' }), /MAP_TILE_URL/);
    assert.throws(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.net/"><script>/{z}/{x}/{y}.png' }), /MAP_TILE_URL/);
    assert.equal(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), 'https://tile.openstreetmap.org');
  });

  test("helmet's security headers are on pages, API answers and error answers alike", async () => {
    for (const url of ['/near-me', '/api/Kategorija', '/api/Entitet/Filtered?page=abc']) {
      const answer = await get(url);
      assert.match(String(answer.headers['content-security-policy']), /default-src 'self'/, url);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', url);
      assert.match(String(answer.headers['strict-transport-security']), /max-age=\d+/, url);
      assert.equal(answer.headers['cross-origin-embedder-policy'], undefined, `${url}: no COEP (map tiles come from another origin)`);
    }
  });

  test('the time a business has to answer a request is a setting the booking panel reads from the page', async () => {
    const page = await get('/entity/1');
    assert.ok(page.body.includes('<meta name="pending-expiry-hours" content="6">'), 'PENDING_EXPIRY_HOURS=6 reaches the page');
  });

  test('pages are index.html, never cached without revalidation, compressed when the browser accepts it', async () => {
    // (a page without head tags of its own: every public page names its languages, seo-tags.ts)
    const page = await get('/ovo-ne-postoji?from=footer', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(String(page.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(page.rawPayload).toString(), PAGE);

    const home = await get('/', { 'accept-encoding': 'gzip' });
    assert.equal(home.headers['content-encoding'], 'gzip');
    const homeHtml = gunzipSync(home.rawPayload).toString();
    // Without the web client's server build (pages.int.test.ts renders with it) the root is the
    // client's to render, with the answers its first render asks for: the catalogue and the default
    // city's two home rows (pages.int.test.ts checks their URLs and answers).
    assert.ok(homeHtml.includes('<div id="q-app"></div>'));
    assert.deepEqual(embedded(homeHtml), [
      '/api/MainKategorija',
      '/api/Kategorija',
      '/api/Entitet/Filtered?grad=Beograd&sort=rating&pageSize=8',
      `/api/Entitet/Filtered?grad=Beograd&slobodnoDatum=${homeToday()}&pageSize=8`,
    ]);

    const plain = await get('/ovo-ne-postoji?from=footer');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, PAGE);

    const sw = await get('/sw.js');
    assert.equal(sw.headers['cache-control'], 'no-cache', 'the service worker kill switch reaches every browser at once');
  });

  test("a page the client renders alone (no server render here): its HTML preloads what it waits for, its modules and largest image, and carries its API answers", async () => {
    // Rated, so it comes first in the category's list (ordered by rating).
    const withPhotos = await createBusiness(ctx.db, { kategorijaSlug: 'hairdresser', images: ['/uploads/photo-1.webp', '/uploads/photo-2.webp'], ratings: [5] });
    const withoutPhotos = await createBusiness(ctx.db, { kategorijaSlug: 'hairdresser', images: [] });

    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);

    const entity = await get(`/entity/${withPhotos.id}`);
    assert.deepEqual(preloads(entity.body), ['/uploads/photo-1.webp']);
    // Before the stylesheet and scripts, so the browser starts it first.
    assert.ok(entity.body.indexOf('rel="preload"') < entity.body.indexOf('<script'));
    // The API answers its loader asks for (the business is published: the same for every caller),
    // embedded in the page rather than preloaded.
    const fetches = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(fetches(entity.body), []);
    assert.deepEqual(embedded(entity.body).sort(), ['/api/Kategorija', '/api/MainKategorija', `/api/Entitet/${withPhotos.id}`].sort());
    // The route's modules (not the entry's own vendor chunk), after the entry script.
    const modules = [...entity.body.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(modules, ['/assets/EntityPage-E1.js', '/assets/Modal-M1.js', '/assets/i18n-B1.js']);
    assert.ok(entity.body.indexOf('EntityPage-E1.js') > entity.body.indexOf('<script'));
    // Not rendered on the server (this build has no server render): the entry starts at once, as the template names it.
    assert.match(entity.body, /<script type="module" crossorigin src="\/assets\/index-AbC123.js"><\/script>/);
    assert.doesNotMatch(entity.body, /client-start/);
    // Their stylesheets (not the entry's), linked after the entry script: the server's HTML needs them at its first paint.
    const styles = [...entity.body.matchAll(/<link rel="stylesheet" crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(styles, ['/assets/EntityPage-S1.css', '/assets/Modal-S1.css']);
    assert.ok(entity.body.indexOf('EntityPage-S1.css') > entity.body.indexOf('<script'));

    // A draft is the owner's alone: its page carries no API answer (the owner's client must ask
    // for it with their token) and answers 404 to everyone else, a search engine included.
    const draft = await createBusiness(ctx.db, { kategorijaSlug: 'hairdresser', objavljen: false });
    const draftPage = await get(`/entity/${draft.id}`);
    assert.equal(draftPage.statusCode, 404);
    assert.deepEqual([...fetches(draftPage.body), ...embedded(draftPage.body)], []);

    // Without photos the gallery shows the category's illustration.
    const plain = await get(`/entity/${withoutPhotos.id}`);
    assert.deepEqual(preloads(plain.body), ['/images/categories/beauty/hairdresser.webp']);

    const category = await get('/categories/beauty/hairdresser');
    assert.deepEqual(preloads(category.body), ['/uploads/photo-1.webp']);
    // Its first page of businesses is embedded with the catalogue (the server's render lists them), not preloaded.
    assert.deepEqual(fetches(category.body), []);
    assert.deepEqual(embedded(category.body), ['/api/MainKategorija', '/api/Kategorija', `/api/GetEntitiesByCategoryQuery/${withPhotos.kategorijaId}`]);

    // Unknown pages get no image or API preload (the client shows its not-found view), never an
    // error. A business or category that does not exist is a 404 (not a page of "not found" for a
    // search engine to index); a path no public page has is the client router's to answer.
    for (const [url, status] of [['/entity/99999999', 404], ['/entity/99999999999999', 404], ['/entity/abc', 404], ['/categories/x/y/z', 200], ['/no/such/page', 200]] as const) {
      const res = await get(url);
      assert.equal(res.statusCode, status, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.ok(res.body.includes('<div id="q-app"></div>'), url);
      assert.deepEqual([...preloads(res.body), ...fetches(res.body), ...embedded(res.body)], [], url);
    }
    for (const url of ['/categories/nope', '/categories/beauty/nope', '/en/categories/beauty/nope']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.ok(res.body.includes('<div id="q-app"></div>'), url);
      assert.deepEqual(preloads(res.body), [], url);
    }
  });

  test('with the client built, an API path value over its length is still 400, and an unknown API path a JSON 404', async () => {
    // The client's wildcard route would otherwise take the over-long value and answer 404.
    const tooLong = await get(`/api/Entitet/${'1'.repeat(300)}`);
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.json().error, 'bad-request');
    const unknown = await get('/api/no-such-thing');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'not-found');
  });

  test('odd file paths answer a 4xx whose status and error code agree, and never leave the folders', async () => {
    // Over a real socket, the path exactly as sent: inject() would resolve the dot segments first.
    const base = await listen(ctx.app);
    const rawGet = (path: string) =>
      new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request(base + '/', { path }, (res) => {
          let body = '';
          res.setEncoding('latin1');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ statusCode: res.statusCode!, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const url of [
      '/uploads/%00',
      '/uploads/..%2f',
      '/uploads/..%2f..%2fjwt-secret',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/../jwt-secret',
      '/uploads/a%2fb.webp',
      '/uploads/photo-1.webp%00.png',
      '/uploads//photo-1.webp',
      '/assets/%00',
      '/assets/..%2findex.html',
      '/assets/%2e%2e%5cindex.html',
      '/assets//index-AbC123.js',
      '/images/%2e%2e/index.html',
      '/images/categories/..%2f..%2findex.html',
      '/%00',
      '/uploads/%ff',
      '/assets/%zz.js',
      '/uploads/no-such.webp',
      '/assets/no-such.js',
    ]) {
      const res = await rawGet(url);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode}`);
      assert.ok(!res.body.includes('RIFF') && !res.body.includes('q-app'), `${url} serves no file`);
      if (String(res.headers['content-type']).startsWith('application/json')) {
        const body = JSON.parse(res.body) as { error: string; message: string };
        assert.equal(body.error, CODE_OF[res.statusCode], `${url}: status ${res.statusCode} with code ${body.error}`);
        assert.equal(typeof body.message, 'string');
      }
    }
    const nul = await rawGet('/uploads/%00');
    assert.equal(nul.statusCode, 400);
    assert.equal((JSON.parse(nul.body) as { error: string }).error, 'bad-request');
  });
});
