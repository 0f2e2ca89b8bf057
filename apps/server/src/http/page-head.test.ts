import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { IndexTemplate, matchPageRoute, renderHeadTags, startingAfterPaint, type PageHeadRoute } from './page-head.ts';

const route = (path: string): PageHeadRoute => ({ path, head: async () => ({ tags: [] }) });

describe('page head tags', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zakazi-head-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('routes match like the client router: case-insensitive, trailing slash ignored, parameters decoded', () => {
    const routes = [route('/entity/:entityId'), route('/categories/:mainCategory/:category')];
    assert.deepEqual(matchPageRoute(routes, '/entity/42')?.params, { entityId: '42' });
    assert.deepEqual(matchPageRoute(routes, '/Entity/42/')?.params, { entityId: '42' });
    assert.deepEqual(matchPageRoute(routes, '/categories/beauty/hair%20dresser')?.params, { mainCategory: 'beauty', category: 'hair dresser' });
    assert.equal(matchPageRoute(routes, '/entity'), undefined);
    assert.equal(matchPageRoute(routes, '/entity/42/edit'), undefined);
    assert.equal(matchPageRoute(routes, '/entity/%E0%A4%A'), undefined, 'a malformed escape matches nothing');
  });

  test("a page started after its first paint names the starter instead of the entry and none of the entry's modules", () => {
    // The head as Vite writes it (apps/web/dist/index.html).
    const built = `<head>
    <title>Zakaži</title>
    <script type="module" crossorigin src="/assets/index-CGucHXPl.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-DGobZFNQ.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CLNx_pIe.css">
  </head>`;
    assert.equal(
      startingAfterPaint(built, '/assets/start-after-paint-P1.js'),
      `<head>
    <title>Zakaži</title>
    <script type="module" crossorigin src="/assets/start-after-paint-P1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CLNx_pIe.css">
  </head>`,
    );
  });

  test('attribute values and text are escaped; JSON-LD cannot close its script element', () => {
    const html = renderHeadTags([
      { tag: 'title', text: 'Salon "Lepota" & <Frizura>' },
      { tag: 'meta', attrs: { property: 'og:title', content: `"><script>alert(1)</script>` } },
      { tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify({ name: '</script><script>alert(1)</script>' }) },
    ]);
    assert.equal(html.match(/<script/g)?.length, 1, html);
    assert.ok(html.includes('<title>Salon &quot;Lepota&quot; &amp; &lt;Frizura&gt;</title>'), html);
    assert.ok(html.includes('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'), html);
    assert.deepEqual(JSON.parse(/<script[^>]*>(.*)<\/script>/.exec(html)![1]!), { name: '</script><script>alert(1)</script>' });
  });

  test('tags go right after the viewport; a page title or description replaces the template’s; a rebuilt file is read again', () => {
    const file = join(dir, 'index.html');
    const template = `<html><head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<meta name="description" content="Default" />\n<title>Default</title>\n<script src="/a.js"></script>\n</head></html>`;
    writeFileSync(file, template);
    const index = new IndexTemplate(file);
    assert.equal(index.render([]), template);

    const preload = index.render([{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: '/x.webp' } }]);
    assert.ok(preload.indexOf('<link rel="preload" as="image" href="/x.webp">') > preload.indexOf('name="viewport"'));
    assert.ok(preload.indexOf('rel="preload"') < preload.indexOf('<script'));
    assert.ok(preload.includes('<title>Default</title>'));

    const titled = index.render([{ tag: 'title', text: 'Salon' }, { tag: 'meta', attrs: { name: 'description', content: 'Opis' } }]);
    assert.equal(titled.match(/<title>/g)?.length, 1);
    assert.ok(titled.includes('<title>Salon</title>') && !titled.includes('Default'));

    writeFileSync(file, template.replace('/a.js', '/b.js'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.ok(index.render([]).includes('/b.js'));
  });
});
