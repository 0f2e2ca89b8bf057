import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { cataloguePaths } from '@zakazi/contract';
import { homeToday } from '@zakazi/contract/home-lists';
import { buildServerRender, tempWebDist } from '../../test/support/web-dist.ts';
import { createBusiness, type Business } from '../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';

/**
 * The public pages as the server sends them (CONTRACT.md, Third release, Search and pages): in
 * three languages under their own URLs, each naming the others; with their content in the HTML,
 * readable without running any script; with the API answers that content came from embedded for
 * the client; valid HTML by html-validate's standards rules.
 */
const BASE = 'https://zakazi.example';
/** The web client's own index.html: the template the server fills in. */
const WEB_INDEX = join(import.meta.dirname, '../../../web/index.html');
const LANGS = [
  { prefix: '', lang: 'sr-Latn' },
  { prefix: '/cir', lang: 'sr-Cyrl' },
  { prefix: '/en', lang: 'en' },
] as const;

/** The web client's render of a page's <main>, as the server sends it. */
const contentHtml = (html: string) => /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

/** The server-written content of a page (the web client's render of its <main>): what a reader without scripts sees, as text. */
function contentText(html: string): string {
  const main = contentHtml(html);
  const text = main.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  // The working hours mark the business's today ("Nedelja · danas Zatvoreno"): the texts asked for hold on any day.
  return text.replace(/ · (danas|данас|today)(?= )/g, '');
}

describe('public pages in three languages, with their content', () => {
  let ctx: TestContext;
  let dist: string;
  let salon: Business;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  before(async () => {
    dist = tempWebDist('pages');
    writeFileSync(join(dist, 'index.html'), readFileSync(WEB_INDEX, 'utf8'));
    buildServerRender(join(dist, 'ssr'));
    ctx = await createTestContext({ WEB_DIST: dist, WEB_SSR: join(dist, 'ssr'), PUBLIC_URL: BASE });
    salon = await createBusiness(ctx.db, {
      naziv: 'Frizerski salon Ljubica',
      opis: 'Šišanje i feniranje u centru, sajt www.ljubica.rs.',
      kategorijaSlug: 'hairdresser',
      adresa: { ulica: 'Njegoševa', broj: '5', grad: 'Beograd', postanskiBroj: '11000', latitude: 44.80512, longitude: 20.47631 },
      services: [{ naziv: 'Žensko šišanje', cena: 1500, trajanjeMinuta: 45 }, { naziv: 'Feniranje', cena: 800 }],
      ratings: [5, 4],
    });
  });
  after(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('each page has <html lang> of its language and names itself in all three plus x-default', async () => {
    for (const path of ['', `/entity/${salon.id}`, '/categories/beauty/hairdresser', '/categories/beauty', '/about']) {
      for (const { prefix, lang } of LANGS) {
        const res = await get(`${prefix}${path}` || '/');
        assert.equal(res.statusCode, 200, `${prefix}${path}`);
        assert.match(res.body, new RegExp(`<html lang="${lang}"`), `${prefix}${path}`);
        const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
        const url = (p: string) => (path || p ? `${BASE}${p}${path}` : `${BASE}/`);
        assert.deepEqual(alternates, [`sr-Latn ${url('')}`, `sr-Cyrl ${url('/cir')}`, `en ${url('/en')}`, `x-default ${url('')}`], `${prefix}${path}`);
      }
    }
    assert.match((await get('/en')).body, /<meta property="og:locale" content="en_US">/);
    assert.match((await get('/cir')).body, /<meta property="og:locale" content="sr_RS">/);
  });

  test('a business page holds, without any script, its name in an h1, address, services with price and duration, working hours and rating', async () => {
    const sr = await get(`/entity/${salon.id}`);
    assert.match(sr.body, /<h1[^>]*>Frizerski salon Ljubica<\/h1>/);
    const text = contentText(sr.body);
    for (const part of ['Njegoševa 5, Beograd', 'Žensko šišanje 45 min 1.500 RSD', 'Feniranje 30 min 800 RSD', 'Ponedeljak 09:00 – 17:00', 'Nedelja Zatvoreno', '4,5 ( 2 ocene )', 'Ana M.']) {
      assert.ok(text.includes(part), `"${part}" in: ${text}`);
    }
    const en = contentText((await get(`/en/entity/${salon.id}`)).body);
    for (const part of ['Frizerski salon Ljubica', 'Žensko šišanje 45 min 1,500 RSD', 'Monday 09:00 – 17:00', 'Sunday Closed', '4.5 ( 2 ratings )', 'Opening hours']) {
      assert.ok(en.includes(part), `"${part}" in: ${en}`);
    }
  });

  test('a Cyrillic page is in Cyrillic: the interface and catalogue names in its content, and what the business typed in its head', async () => {
    const html = (await get(`/cir/entity/${salon.id}`)).body;
    const text = contentText(html);
    for (const part of ['Радно време', 'Понедељак 09:00 – 17:00', 'Фризерски салон', 'Услуге', '4,5 ( 2 оцене )']) assert.ok(text.includes(part), `"${part}" in: ${text}`);
    // What the business typed (its name, street, services), transliterated by the components (lib/typed-text.ts).
    assert.match(html, /<h1[^>]*>Фризерски салон Љубица<\/h1>/);
    for (const part of ['Његошева 5, Београд', 'Женско шишање']) assert.ok(text.includes(part), `"${part}" in: ${text}`);
    const latin = (text.match(/[\p{Script=Latin}][\p{Script=Latin}.]*/gu) ?? []).filter((w) => w !== 'RSD' && !/^www\./.test(w));
    assert.deepEqual(latin, []);
    // The head: its title and the JSON-LD name.
    assert.match(html, /<title>Фризерски салон Љубица, Београд — Фризерски салон \| Zakaži<\/title>/);
    assert.match(html, /"name":"Фризерски салон Љубица"/);
  });

  test('what a business typed in Cyrillic is in Latin letters on the Latin and English pages, in the content and the head, and Cyrillic on the Cyrillic one', async () => {
    const typedInCyrillic = await createBusiness(ctx.db, {
      naziv: 'Салон Љиљана',
      kategorijaSlug: 'hairdresser',
      adresa: { ulica: 'Његошева', broj: '7', grad: 'Нови Сад', postanskiBroj: '21000', latitude: 45.25167, longitude: 19.83694 },
      services: [{ naziv: 'Женско шишање', cena: 1500, trajanjeMinuta: 45 }],
    });
    for (const prefix of ['', '/en']) {
      const html = (await get(`${prefix}/entity/${typedInCyrillic.id}`)).body;
      assert.match(html, /<h1[^>]*>Salon Ljiljana<\/h1>/, prefix);
      const text = contentText(html);
      for (const part of ['Njegoševa 7, Novi Sad', 'Žensko šišanje']) assert.ok(text.includes(part), `${prefix}: "${part}" in: ${text}`);
      assert.doesNotMatch(text, /\p{Script=Cyrillic}/u, prefix);
      assert.match(html, /<title>Salon Ljiljana, Novi Sad — /, prefix);
      assert.match(html, /"name":"Salon Ljiljana"/, prefix);
    }
    const cyr = (await get(`/cir/entity/${typedInCyrillic.id}`)).body;
    assert.match(cyr, /<h1[^>]*>Салон Љиљана<\/h1>/);
  });

  test('a category page lists its businesses as links in its language; the home page lists businesses, not only categories', async () => {
    for (const { prefix } of LANGS) {
      const category = contentHtml((await get(`${prefix}/categories/beauty/hairdresser`)).body);
      assert.match(category, new RegExp(`<a [^>]*href="${prefix}/entity/${salon.id}"`), prefix);
      // The home page's rows (HomeRows): the default city's best rated, the Beograd salon among them.
      const home = contentHtml((await get(prefix || '/')).body);
      assert.match(home, new RegExp(`<a [^>]*href="${prefix}/entity/${salon.id}"`), prefix);
      assert.match(home, new RegExp(`<a [^>]*href="${prefix}/categories/beauty"`), prefix);
    }
  });

  test('an unknown business or category answers 404 in every language, its page left to the client (not rendered as a loading page)', async () => {
    for (const { prefix } of LANGS) {
      for (const path of ['/entity/99999999', '/categories/beauty/nope', '/categories/nope']) {
        const res = await get(`${prefix}${path}`);
        assert.equal(res.statusCode, 404, `${prefix}${path}`);
        assert.ok(res.body.includes('<div id="q-app"></div>'), `${prefix}${path}`);
        assert.doesNotMatch(res.body, /id="ssr-state"|application\/ld\+json|rel="canonical"/, `${prefix}${path}`);
      }
    }
  });

  test('/category/… in the singular is a permanent redirect to the category page in the same language, its query kept', async () => {
    const cases: Array<[string, string]> = [
      ['/category/beauty/hairdresser', '/categories/beauty/hairdresser'],
      ['/category/hairdresser?sort=price', '/categories/beauty/hairdresser?sort=price'],
      ['/category/beauty', '/categories/beauty'],
      ['/category/nope', '/categories/nope'],
      ['/category', '/'],
    ];
    for (const { prefix } of LANGS) {
      for (const [asked, target] of cases) {
        const res = await get(`${prefix}${asked}`);
        assert.equal(res.statusCode, 301, `${prefix}${asked}`);
        assert.equal(res.headers.location, target === '/' ? prefix || '/' : `${prefix}${target}`, `${prefix}${asked}`);
      }
    }
    // Where it leads is the page itself (and an unknown category, its 404).
    assert.equal((await get('/en/categories/beauty/hairdresser')).statusCode, 200);
    assert.equal((await get('/en/categories/nope')).statusCode, 404);
  });

  test('a list page carries its phone and its wide toolbar, each marked for CSS, since the server does not know the screen', async () => {
    const category = contentHtml((await get('/categories/beauty/hairdresser')).body);
    assert.match(category, /class="list-toolbar layout-wide-only[ "]/);
    assert.match(category, /class="list-toolbar layout-phone-only[ "]/);
  });

  test("a rendered page links its route's stylesheets and asks for its scripts only after its first paint: they are not what that paint waits for", async () => {
    // The build manifest the server reads (dist/.vite/manifest.json): the entry and what it imports,
    // the script that starts it after the paint, the business page's module, its import, their stylesheets.
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-I1.js', isEntry: true, imports: ['_vendor-V1.js'], css: ['assets/index-S1.css'] },
        '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
        'src/start-after-paint.ts': { file: 'assets/start-after-paint-P1.js', isEntry: true },
        '_browse-B1.js': { file: 'assets/browse-B1.js', css: ['assets/browse-S1.css'] },
        'src/features/businesses/EntityPage.tsx': { file: 'assets/EntityPage-E1.js', imports: ['_browse-B1.js'], css: ['assets/EntityPage-S1.css'] },
      }),
    );
    try {
      const html = (await get(`/entity/${salon.id}`)).body;
      assert.match(contentHtml(html), /Frizerski salon Ljubica/, 'rendered by the server');
      const links = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin="" href="([^"]+)">`, 'g'))].map((m) => m[1]);
      assert.deepEqual(links('stylesheet').sort(), ['/assets/EntityPage-S1.css', '/assets/browse-S1.css']);
      assert.deepEqual(links('modulepreload'), []);
      // The one script the page names is the starter, which reads what to load from #client-start.
      assert.deepEqual([...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]), ['/assets/start-after-paint-P1.js']);
      const start = /<script type="application\/json" id="client-start">([^<]*)<\/script>/.exec(html);
      assert.deepEqual(JSON.parse(start![1]!), { entry: '/assets/index-I1.js', modules: ['/assets/vendor-V1.js', '/assets/EntityPage-E1.js', '/assets/browse-B1.js'] });
      // Search results are the client's to load (the page is sent in their loading state): it starts at once.
      const search = (await get('/search?q=frizer')).body;
      assert.match(search, /<script type="module" src="\/src\/main.tsx"><\/script>/);
      assert.doesNotMatch(search, /client-start|start-after-paint/);
    } finally {
      rmSync(join(dist, '.vite'), { recursive: true, force: true });
    }
  });

  test('the page embeds the API answers its content came from, as the API gives them, so the client does not ask again', async () => {
    const html = (await get(`/en/entity/${salon.id}`)).body;
    const answers = hydratedAnswers(html);
    for (const path of [cataloguePaths.entity(salon.id), cataloguePaths.categories]) {
      assert.ok(answers.includes(JSON.stringify((await get(path)).json())), path);
    }
    assert.doesNotMatch(html, /id="page-data"/, 'the answers once, in the hydration state');
    // Nothing the page embeds is also preloaded: it would be a second download.
    assert.doesNotMatch(html, /rel="preload" as="fetch"[^>]*href="\/api\/Entitet\//);
  });

  test("the home page's hydration state holds its default city's best rated and free today lists, as the API answers them at the client's URLs", async () => {
    const today = homeToday();
    // The client's URLs (apps/web features/catalogue/HomeRows.component.test.tsx asserts it asks for these strings).
    const best = '/api/Entitet/Filtered?grad=Beograd&sort=rating&pageSize=8';
    const free = `/api/Entitet/Filtered?grad=Beograd&slobodnoDatum=${today}&pageSize=8`;
    for (const { prefix } of LANGS) {
      const html = (await get(prefix || '/')).body;
      const answers = hydratedAnswers(html);
      for (const url of [best, free]) assert.ok(answers.includes(JSON.stringify((await get(url)).json())), `${prefix} ${url}`);
      assert.doesNotMatch(html, /id="page-data"/, 'the answers once, in the hydration state');
    }
    assert.ok(((await get(best)).json() as { entities: { id: number }[] }).entities.some((e) => e.id === salon.id), 'the Beograd salon is among the best rated');
  });

  test('a visitor whose browser asks for Cyrillic or English gets a link to the page in it, not a redirect', async () => {
    const cyr = await get(`/entity/${salon.id}?usluga=3`, { 'accept-language': 'sr-Cyrl-RS,sr;q=0.9' });
    assert.equal(cyr.statusCode, 200);
    assert.match(cyr.body, new RegExp(`<a href="/cir/entity/${salon.id}\\?usluga=3" hreflang="sr-Cyrl">Ова страница на српском \\(ћирилица\\)</a>`));
    assert.match(String(cyr.headers.vary), /accept-language/i);
    const en = await get('/cir', { 'accept-language': 'en-GB,en;q=0.9' });
    assert.match(en.body, /<a href="\/en" hreflang="en">This page in English<\/a>/);
    assert.doesNotMatch((await get('/en', { 'accept-language': 'en' })).body, /language-offer/, 'already in English');
    assert.doesNotMatch((await get('/', { 'accept-language': 'de' })).body, /language-offer/, 'none of ours');
    assert.doesNotMatch((await get('/cir', { 'accept-language': 'sr-RS,sr' })).body, /language-offer/, 'Serbian without a script reads Cyrillic');
    assert.match((await get('/cir', { 'accept-language': 'sr-Latn-RS' })).body, /<a href="\/" hreflang="sr-Latn">Ova stranica na srpskom \(latinica\)<\/a>/);
  });

  test('html-validate finds no error in the HTML the server sends for each public route, in each language', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const paths = ['/', `/entity/${salon.id}`, '/categories/beauty', '/categories/beauty/hairdresser', '/search?q=frizer', '/near-me', '/about', '/faq', '/privacy-policy', '/terms-of-service'];
    const problems: string[] = [];
    for (const path of paths) {
      for (const { prefix } of LANGS) {
        const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
        const report = await validator.validateString((await get(url, { 'accept-language': 'en' })).body);
        for (const r of report.results) for (const m of r.messages) problems.push(`${url}: ${m.ruleId} ${m.message} (${m.line}:${m.column})`);
      }
    }
    assert.deepEqual(problems, []);
  });
});

/** The answers in the client's query cache as the server's render left it (lib/ssr-state.ts), which the client hydrates: each as JSON. */
function hydratedAnswers(html: string): string[] {
  const state = JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<')) as {
    queries: { queries: Array<{ state: { data: unknown } }> };
  };
  return state.queries.queries.map((q) => JSON.stringify(q.state.data));
}
