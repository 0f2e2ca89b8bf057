import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import robotsParser from 'robots-parser';
import { validateXML } from 'xmllint-wasm';
import { MAIN_CATEGORY_IDS, MAIN_CATEGORY_SLUGS, type Kategorija } from '@zakazi/contract';
import { tempWebDist } from '../../test/support/web-dist.ts';
import { createBusiness, type Business } from '../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { sitemapPlan } from './seo-files.ts';

/**
 * Found from a web search engine (issue 10): the HTML the server sends, read without running any
 * JavaScript, names the page; /sitemap.xml lists every public page and nothing else; /robots.txt
 * keeps crawlers out of the private areas and lets a crawler that renders a page fetch what the page
 * fetches (issue 26).
 */
const BASE = 'https://zakazi.example';
/** The web client's public folder: the images the head tags name are files there. */
const WEB_PUBLIC = join(import.meta.dirname, '../../../web/public');

/**
 * The sitemaps.org schema for a urlset (sitemap.xsd), as the maintained `sitemap` package ships it
 * (its own xmllint check uses the same file): not a copy of ours, so a sitemap that drifts from the
 * protocol fails here rather than in a search console.
 */
const SITEMAP_XSD = readFileSync(join(dirname(createRequire(import.meta.url).resolve('sitemap/package.json')), 'schema/sitemap.xsd'), 'utf8');

/** xmllint's (libxml2, as WebAssembly) errors for `xml` against the sitemaps.org schema; none when valid. */
async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }] });
  return result.errors.map((e) => e.rawMessage);
}

/** The page's JSON-LD object of this @type. */
function jsonLd(html: string, type: string) {
  const all: Array<Record<string, unknown> & { '@type': string }> = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!.replace(/\\u003c/g, '<')),
  );
  const found = all.find((d) => d['@type'] === type);
  assert.ok(found, `JSON-LD ${type} among ${all.map((d) => d['@type']).join(', ')}`);
  // Read as JSON.parse gives it, like the tests below (ld.address, ld.geo...).
  return found as ReturnType<typeof JSON.parse>;
}

/** The attribute values of the tags matching `re` (a tiny reader: the server writes these tags itself). */
function attr(html: string, tag: RegExp, name: string): string | undefined {
  const m = tag.exec(html);
  if (!m) return undefined;
  return new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

describe('pages for search engines', () => {
  let ctx: TestContext;
  let dist: string;
  let shown: Business;
  let draft: Business;
  let abroad: Business;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  before(async () => {
    dist = tempWebDist('seo');
    ctx = await createTestContext({ WEB_DIST: dist, PUBLIC_URL: BASE });
    shown = await createBusiness(ctx.db, {
      naziv: 'Frizerski salon "Ana" & kćerke',
      opis: 'Šišanje, feniranje i farbanje u centru Beograda, bez čekanja.',
      kategorijaSlug: 'hairdresser',
      adresa: { ulica: 'Knez Mihailova', broj: '12', grad: 'Beograd', postanskiBroj: '11000', latitude: 44.8176, longitude: 20.4569 },
      telefon: '+381 11 123 4567',
      services: [{ naziv: 'Šišanje', cena: 1200 }, { naziv: 'Farbanje', cena: 4500 }],
      ratings: [5, 4],
    });
    draft = await createBusiness(ctx.db, { naziv: 'Nedovršen salon', objavljen: false });
    // In Podgorica, with the default time zone (Europe/Belgrade) left as it was.
    abroad = await createBusiness(ctx.db, {
      naziv: 'Stomatološka ordinacija Osmijeh',
      kategorijaSlug: 'dentist',
      adresa: { ulica: 'Slobode', broj: '4', grad: 'Podgorica', postanskiBroj: '81000', latitude: 42.4411, longitude: 19.2627 },
    });
  });
  after(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('a business page carries its name, description, canonical link, Open Graph tags and valid LocalBusiness JSON-LD before any script runs', async () => {
    const res = await get(`/entity/${shown.id}`);
    assert.equal(res.statusCode, 200);
    const html = res.body;
    assert.equal((html.match(/<title>/g) ?? []).length, 1);
    assert.match(html, /<title>Frizerski salon &quot;Ana&quot; &amp; kćerke, Beograd — Frizerski salon \| Zakaži<\/title>/);
    assert.equal(attr(html, /<meta name="description"[^>]*>/, 'content'), 'Šišanje, feniranje i farbanje u centru Beograda, bez čekanja.');
    assert.equal(attr(html, /<link rel="canonical"[^>]*>/, 'href'), `${BASE}/entity/${shown.id}`);
    assert.equal(attr(html, /<meta property="og:url"[^>]*>/, 'content'), `${BASE}/entity/${shown.id}`);
    assert.equal(attr(html, /<meta property="og:title"[^>]*>/, 'content'), 'Frizerski salon "Ana" & kćerke, Beograd — Frizerski salon | Zakaži');
    assert.ok(attr(html, /<meta property="og:image"[^>]*>/, 'content')?.startsWith(`${BASE}/`));

    const ld = jsonLd(html, 'HairSalon');
    assert.equal(ld['@context'], 'https://schema.org');
    assert.equal(ld['@type'], 'HairSalon');
    assert.equal(ld.name, 'Frizerski salon "Ana" & kćerke');
    assert.equal(ld.url, `${BASE}/entity/${shown.id}`);
    assert.deepEqual(ld.address, { '@type': 'PostalAddress', streetAddress: 'Knez Mihailova 12', addressLocality: 'Beograd', postalCode: '11000', addressCountry: 'RS' });
    // At least 5 decimals, as Google's local business data asks: written with 6 whatever the stored number prints.
    assert.deepEqual(ld.geo, { '@type': 'GeoCoordinates', latitude: '44.817600', longitude: '20.456900' });
    assert.equal(ld.telephone, '+381 11 123 4567');
    assert.equal(ld.priceRange, '1200–4500 RSD');
    assert.deepEqual(ld.aggregateRating, { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    // The factory's employee works Monday to Friday, 09:00–17:00.
    assert.deepEqual(
      ld.openingHoursSpecification.map((o: { dayOfWeek: string; opens: string; closes: string }) => `${o.dayOfWeek} ${o.opens}-${o.closes}`),
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `${d} 09:00-17:00`),
    );
  });

  test("the JSON-LD address's country is the one its coordinates are in, whatever the business's time zone", async () => {
    const html = (await get(`/entity/${abroad.id}`)).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<'));
    assert.equal(ld.address.addressLocality, 'Podgorica');
    assert.equal(ld.address.addressCountry, 'ME');
  });

  test('home, every main category and every category page has an og:image, an absolute URL of an image the site serves', async () => {
    const categories = (await get('/api/Kategorija')).json() as Kategorija[];
    const pages = ['/', ...MAIN_CATEGORY_SLUGS.map((main) => `/categories/${main}`)];
    for (const c of categories) pages.push(`/categories/${MAIN_CATEGORY_SLUGS.find((main) => MAIN_CATEGORY_IDS[main] === c.mainKategorijaId)}/${c.slug}`);
    assert.equal(pages.length, 1 + 7 + 50);
    for (const page of pages) {
      const image = attr((await get(page)).body, /<meta property="og:image"[^>]*>/, 'content') ?? '';
      assert.ok(image.startsWith(`${BASE}/images/`), `${page}: og:image ${image}`);
      assert.ok(existsSync(join(WEB_PUBLIC, image.slice(BASE.length))), `${page}: ${image} is a file of the web client`);
    }
    assert.equal(attr((await get('/')).body, /<meta property="og:image"[^>]*>/, 'content'), `${BASE}/images/share.jpg`);
    assert.equal(attr((await get('/categories/beauty/hairdresser')).body, /<meta property="og:image"[^>]*>/, 'content'), `${BASE}/images/categories/beauty/hairdresser.webp`);
  });

  test('search result pages are kept out of the index (noindex, links followed); the pages they lead to are not', async () => {
    for (const url of ['/search?q=frizer', '/search?q=frizer&grad=Beograd&page=2', '/search']) {
      assert.equal(attr((await get(url)).body, /<meta name="robots"[^>]*>/, 'content'), 'noindex, follow', url);
    }
    for (const url of ['/', `/entity/${shown.id}`, '/categories/beauty/hairdresser']) {
      assert.doesNotMatch((await get(url)).body, /<meta name="robots"/, url);
    }
  });

  test('a draft\'s page names nothing (the client shows not-found); home and category pages have their own title and canonical URL', async () => {
    const hidden = await get(`/entity/${draft.id}`);
    assert.doesNotMatch(hidden.body, /application\/ld\+json|rel="canonical"|Nedovršen/);
    const home = await get('/');
    assert.equal(attr(home.body, /<link rel="canonical"[^>]*>/, 'href'), `${BASE}/`);
    assert.match(home.body, /"@type":"WebSite"/);
    assert.match(home.body, /<meta property="og:title"/);
    const category = await get('/categories/beauty/hairdresser');
    assert.match(category.body, /<title>Frizerski salon — zakažite online \| Zakaži<\/title>/);
    assert.equal(attr(category.body, /<link rel="canonical"[^>]*>/, 'href'), `${BASE}/categories/beauty/hairdresser`);
    assert.match(attr(category.body, /<meta name="description"[^>]*>/, 'content')!, /^Frizerski salon: 1 mesto/);
  });

  test('/sitemap.xml lists the public pages: a newly published business appears, an unpublished one is dropped', async () => {
    const sitemap = async () => {
      const res = await get('/sitemap.xml');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/xml/);
      assert.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    };
    const first = await sitemap();
    assert.ok(first.includes(`${BASE}/`));
    assert.ok(first.includes(`${BASE}/categories/beauty/hairdresser`));
    assert.ok(first.includes(`${BASE}/categories/health/dentist`));
    assert.equal(first.filter((u) => u.startsWith(`${BASE}/categories/`)).length, 7 + 50);
    assert.ok(first.includes(`${BASE}/entity/${shown.id}`));
    assert.ok(!first.includes(`${BASE}/entity/${draft.id}`));
    // Every page in each of the three languages.
    for (const path of ['', '/categories/health/dentist', `/entity/${shown.id}`]) {
      for (const prefix of ['/cir', '/en']) assert.ok(first.includes(`${BASE}${prefix}${path}`), `${prefix}${path}`);
    }
    assert.equal(first.length, new Set(first).size);
    assert.equal(first.filter((u) => u.startsWith(`${BASE}/cir/`) || u === `${BASE}/cir`).length, first.filter((u) => u.startsWith(`${BASE}/en/`) || u === `${BASE}/en`).length);

    await sql`UPDATE entitet SET objavljen = true WHERE id = ${draft.id}`.execute(ctx.db);
    await sql`UPDATE entitet SET objavljen = false WHERE id = ${shown.id}`.execute(ctx.db);
    const second = await sitemap();
    assert.ok(second.includes(`${BASE}/entity/${draft.id}`));
    assert.ok(!second.includes(`${BASE}/entity/${shown.id}`));
    await sql`UPDATE entitet SET objavljen = (id = ${shown.id}) WHERE id IN (${shown.id}, ${draft.id})`.execute(ctx.db);
  });

  test('past 50,000 URLs the sitemap becomes an index of files of at most 50,000 (16,666 businesses in three languages)', async () => {
    // 58 catalogue pages and each business, in three languages each: 174 + 3 × 16,608 = 49,998 URLs.
    assert.deepEqual(sitemapPlan(174, 16_608), { single: true });
    assert.deepEqual(sitemapPlan(174, 16_609), { single: false, businessFiles: 1 });
    assert.deepEqual(sitemapPlan(174, 33_332), { single: false, businessFiles: 2 });
    assert.deepEqual(sitemapPlan(174, 33_333), { single: false, businessFiles: 3 });
    assert.equal((await get('/sitemaps/businesses-1.xml')).statusCode, 200);
    assert.match((await get('/sitemaps/catalogue.xml')).body, /<loc>https:\/\/zakazi.example\/<\/loc>/);
    assert.equal((await get('/sitemaps/businesses-2.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/other.xml')).statusCode, 404);
  });

  test('/sitemap.xml and the split sitemap files are valid against the sitemaps.org schema (xmllint)', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    assert.deepEqual(await sitemapSchemaErrors(sitemap), [], '/sitemap.xml');
    assert.ok([...sitemap.matchAll(/<loc>/g)].length > 3 * 58, 'the catalogue in three languages and the businesses');
    for (const file of ['catalogue.xml', 'businesses-1.xml']) {
      assert.deepEqual(await sitemapSchemaErrors((await get(`/sitemaps/${file}`)).body), [], file);
    }
    // The check itself tells a broken sitemap: a URL without its <loc>, and one that is not absolute.
    assert.notDeepEqual(await sitemapSchemaErrors(sitemap.replace(/<loc>[^<]*<\/loc>/, '')), []);
    assert.notDeepEqual(await sitemapSchemaErrors(sitemap.replace(/<loc>[^<]*<\/loc>/, '<loc>x</loc>')), []);
  });

  test('/robots.txt keeps crawlers out of the owner, profile and admin areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    const robots = robotsParser(`${BASE}/robots.txt`, res.body);
    for (const path of ['/entity/edit', '/profile', '/termini', '/en/termini', '/super-admin', '/employee', '/delete-account', '/login', '/cir/profile', '/en/entity/edit']) {
      assert.equal(robots.isAllowed(`${BASE}${path}`, 'Googlebot'), false, path);
    }
    for (const path of ['/', `/entity/${shown.id}`, `/cir/entity/${shown.id}`, '/en/categories/beauty/hairdresser', '/cir', '/categories/beauty/hairdresser', '/search?q=frizer', '/images/share.jpg', '/assets/index-AbC123.js']) {
      assert.equal(robots.isAllowed(`${BASE}${path}`, 'Googlebot'), true, path);
    }
    assert.deepEqual(robots.getSitemaps(), [`${BASE}/sitemap.xml`]);
  });

  test('/robots.txt lets a crawler that renders a page fetch every public GET of the API, and nothing else of /api/', async () => {
    const robots = robotsParser(`${BASE}/robots.txt`, (await get('/robots.txt')).body);
    const allowed = (path: string) => robots.isAllowed(`${BASE}${path}`, 'Googlebot');
    // What a business page fetches as the client asks for it (SPEC: the page, its ratings, free days and times, live times).
    for (const path of [
      `/api/Entitet/${shown.id}`,
      '/api/Kategorija',
      '/api/MainKategorija',
      `/api/Entitet/${shown.id}/utisci?page=2`,
      `/api/ZakaziTermini/slobodni-dani?entitetId=${shown.id}&od=2030-01-01&do=2030-01-31`,
      `/api/ZakaziTermini/uzivo?entitetId=${shown.id}&datum=2030-01-07`,
    ]) {
      assert.equal(allowed(path), true, path);
    }
    // Every registered route, with a number for each parameter: robots.txt tells paths apart, not
    // methods, so a path that some public GET answers is allowed whatever else it answers.
    const sample = (url: string) => url.replace(/:[^/]+/g, '12');
    const api = ctx.app.accessRoutes.filter((r) => r.url.startsWith('/api/'));
    const publicGets = new Set(api.filter((r) => r.method === 'GET' && r.access === 'public').map((r) => sample(r.url)));
    assert.ok(publicGets.size >= 15, `${publicGets.size} public GET routes`);
    for (const path of publicGets) assert.equal(allowed(path), true, `GET ${path} is public`);
    const others = api.filter((r) => !publicGets.has(sample(r.url)));
    assert.ok(others.length > 50);
    for (const r of others) assert.equal(allowed(sample(r.url)), false, `${r.method} ${r.url} (${JSON.stringify(r.access)})`);
    // The page view a visit counts is a public POST under an allowed pattern: a crawler does not count.
    assert.equal(allowed(`/api/Entitet/${shown.id}/pregled`), false);
  });
});
