import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';

/**
 * The public pages arrive with their content (CONTRACT.md, Third release, Search and pages): with
 * JavaScript off, Chromium shows a business, a category and the home page in each of the three
 * languages; with it on, the client takes the page over without asking the API again for what the
 * HTML already answered.
 */
const LANGS = [
  { prefix: '', lang: 'sr-Latn', hours: 'Radno vreme' },
  { prefix: '/cir', lang: 'sr-Cyrl', hours: 'Радно време' },
  { prefix: '/en', lang: 'en', hours: 'Opening hours' },
] as const;

type Entity = { id: number; naziv: string; usluge: Array<{ naziv: string; trajanjeMinuta: number }> };

let browser: Browser;
let business: Entity;
before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const list = (await (await fetch(`${baseUrl()}/api/Entitet/Filtered?pageSize=100&q=Lepotica`)).json()) as { entities: Array<{ id: number; naziv: string }> };
  const id = list.entities.find((e) => e.naziv === 'Frizerski salon Lepotica')!.id;
  business = (await (await fetch(`${baseUrl()}/api/Entitet/${id}`)).json()) as Entity;
});
after(() => browser?.close());

test('with JavaScript off, a business page, a category page and the home page show their content in all three languages', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), javaScriptEnabled: false, locale: 'sr-RS' });
  const page = await context.newPage();
  try {
    for (const { prefix, lang, hours } of LANGS) {
      await page.goto(`${prefix}/entity/${business.id}`);
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      const name = (await page.locator('h1').innerText()).trim();
      assert.equal(name, lang === 'sr-Cyrl' ? 'Фризерски салон Лепотица' : business.naziv);
      const text = await page.locator('main').innerText();
      assert.ok(text.includes(hours), `${prefix}: working hours`);
      assert.ok(/\d+ (min|мин)/.test(text) && /RSD/.test(text), `${prefix}: services with price and duration`);
      await screenshot(page, `no-js-business${prefix.replace('/', '-') || '-lat'}`);

      await page.goto(`${prefix}/categories/beauty/hairdresser`);
      assert.ok((await page.locator(`main a[href="${prefix}/entity/${business.id}"]`).count()) === 1, `${prefix}: the category links the business`);

      await page.goto(prefix || '/');
      assert.ok((await page.locator(`main a[href^="${prefix}/entity/"]`).count()) > 0, `${prefix}: the home page lists businesses`);
      assert.ok((await page.locator(`main a[href="${prefix}/categories/beauty"]`).count()) === 1, `${prefix}: and the main categories`);
    }
  } finally {
    await context.close();
  }
});

test('the client takes a business page over without asking for any answer the HTML embedded', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: 'sr-RS' });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  try {
    await page.goto(`/en/entity/${business.id}`);
    const embedded = Object.keys(JSON.parse((await page.locator('#page-data').textContent()) ?? '{}') as Record<string, unknown>);
    assert.ok(embedded.includes(`/api/Entitet/${business.id}`) && embedded.includes('/api/Kategorija'), embedded.join(', '));
    // The client's page is up (its booking panel), the server's content replaced by it.
    await page.getByTestId('booking-flow').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('main.server-page').count(), 0);
    assert.equal((await page.locator('h1').first().innerText()).trim(), business.naziv);
    const again = asked.filter((url) => embedded.includes(url));
    assert.deepEqual(again, [], `asked again: ${again.join(', ')} (all API requests: ${asked.join(', ')})`);
  } finally {
    await context.close();
  }
});

test('home, a category and a business page in each language, taken over by the client, on a phone and a desktop', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'sr-RS' });
    const page = await context.newPage();
    try {
      for (const { prefix, lang } of LANGS) {
        const name = `${prefix.replace('/', '') || 'lat'}-${viewport.width}`;
        const opened = async (path: string, ready: () => Promise<void>) => {
          await page.goto(path);
          await ready();
          // The server's content has given way to the client's page, still in the URL's language.
          await page.locator('main.server-page').waitFor({ state: 'detached' });
          assert.equal(await page.getAttribute('html', 'lang'), lang, path);
        };
        await opened(prefix || '/', () => page.locator('#q-app .cat-card').first().waitFor());
        await screenshot(page, `pages-home-${name}`);
        await opened(`${prefix}/categories/beauty/hairdresser`, () => page.locator(`#q-app a[href^="${prefix}/entity/"]`).first().waitFor());
        await screenshot(page, `pages-category-${name}`);
        await opened(`${prefix}/entity/${business.id}`, () => page.getByTestId('booking-flow').waitFor());
        await screenshot(page, `pages-business-${name}`);
      }
    } finally {
      await context.close();
    }
  }
});
