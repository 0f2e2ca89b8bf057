import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { tempWebDist } from '../../test/support/web-dist.ts';
import { createBusiness, type Business } from '../../test/support/factories.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { sitemapPlan } from './seo-files.ts';

/**
 * Found from a web search engine (issue 10): the HTML the server sends, read without running any
 * JavaScript, names the page; /sitemap.xml lists every public page and nothing else; /robots.txt
 * keeps crawlers out of the private areas.
 */
const BASE = 'https://zakazi.example';

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

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1);
    const ld = JSON.parse(scripts[0]![1]!.replace(/\\u003c/g, '<'));
    assert.equal(ld['@context'], 'https://schema.org');
    assert.equal(ld['@type'], 'HairSalon');
    assert.equal(ld.name, 'Frizerski salon "Ana" & kćerke');
    assert.equal(ld.url, `${BASE}/entity/${shown.id}`);
    assert.deepEqual(ld.address, { '@type': 'PostalAddress', streetAddress: 'Knez Mihailova 12', addressLocality: 'Beograd', postalCode: '11000' });
    assert.deepEqual(ld.geo, { '@type': 'GeoCoordinates', latitude: 44.8176, longitude: 20.4569 });
    assert.equal(ld.telephone, '+381 11 123 4567');
    assert.equal(ld.priceRange, '1200–4500 RSD');
    assert.deepEqual(ld.aggregateRating, { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    // The factory's employee works Monday to Friday, 09:00–17:00.
    assert.deepEqual(
      ld.openingHoursSpecification.map((o: { dayOfWeek: string; opens: string; closes: string }) => `${o.dayOfWeek} ${o.opens}-${o.closes}`),
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `${d} 09:00-17:00`),
    );
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

    await sql`UPDATE entitet SET objavljen = true WHERE id = ${draft.id}`.execute(ctx.db);
    await sql`UPDATE entitet SET objavljen = false WHERE id = ${shown.id}`.execute(ctx.db);
    const second = await sitemap();
    assert.ok(second.includes(`${BASE}/entity/${draft.id}`));
    assert.ok(!second.includes(`${BASE}/entity/${shown.id}`));
    await sql`UPDATE entitet SET objavljen = (id = ${shown.id}) WHERE id IN (${shown.id}, ${draft.id})`.execute(ctx.db);
  });

  test('past 50,000 URLs the sitemap becomes an index of files of at most 50,000', async () => {
    assert.deepEqual(sitemapPlan(58, 49_942), { single: true });
    assert.deepEqual(sitemapPlan(58, 49_943), { single: false, businessFiles: 1 });
    assert.deepEqual(sitemapPlan(58, 100_000), { single: false, businessFiles: 2 });
    assert.deepEqual(sitemapPlan(58, 100_001), { single: false, businessFiles: 3 });
    assert.equal((await get('/sitemaps/businesses-1.xml')).statusCode, 200);
    assert.match((await get('/sitemaps/catalogue.xml')).body, /<loc>https:\/\/zakazi.example\/<\/loc>/);
    assert.equal((await get('/sitemaps/businesses-2.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/other.xml')).statusCode, 404);
  });

  test('/robots.txt keeps crawlers out of the owner, profile and admin areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    for (const path of ['/entity/edit', '/profile', '/super-admin', '/employee', '/api/']) assert.match(res.body, new RegExp(`^Disallow: ${path}$`, 'm'));
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, new RegExp(`^Sitemap: ${BASE}/sitemap.xml$`, 'm'));
  });
});
