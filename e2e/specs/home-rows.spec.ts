import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, browserForSpec } from '../support/browser.ts';

/**
 * The home page's rows of businesses (issue 29): the default city's lists come with the page (no
 * request for them), a business opened from a row is then in "recently viewed", and "near you"
 * appears where the browser already gives the position.
 */
const { newPage } = browserForSpec();

/** The API requests the page made, as path and query. */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

const region = (page: Page, name: RegExp) => page.getByRole('region', { name });
const cardNames = (page: Page, name: RegExp) => region(page, name).locator('.biz-card__name').allInnerTexts();

/** The whole page, for people to look at (e2e/screenshots/, not committed). */
async function fullScreenshot(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

test('on a phone: the rows show cards without asking for the embedded lists; a business opened is then in "recently viewed"', async () => {
  const page = await newPage(PHONE);
  const asked = apiRequests(page);
  try {
    await page.goto('/');
    // The server's render left the two lists in the hydration state (lib/ssr-state.ts) for the client's cache.
    const state = JSON.parse((await page.locator('#ssr-state').textContent()) ?? '{}') as {
      queries: { queries: Array<{ queryKey: unknown[]; state: { data?: { entities?: unknown[] } } }> };
    };
    const embedded = state.queries.queries.filter((q) => q.queryKey[0] === 'catalogue' && q.queryKey[1] === 'home');
    assert.deepEqual(embedded.map((q) => q.queryKey[2]).sort(), ['bestRated', 'freeToday'], 'the two lists are embedded');
    assert.ok((embedded.find((q) => q.queryKey[2] === 'bestRated')?.state.data?.entities?.length ?? 0) > 0, 'with businesses in them');

    const best = region(page, /^Najbolje ocenjeni u gradu Beograd$/);
    await best.locator('.biz-card__name').first().waitFor();
    await page.waitForLoadState('networkidle');
    const lists = asked.filter((url) => url.startsWith('/api/Entitet/Filtered?'));
    assert.deepEqual(lists, [], `the client asked for a list the page brought: ${lists.join(', ')} (all: ${asked.join(', ')})`);
    assert.equal(await region(page, /^Nedavno pregledani$/).count(), 0, 'nothing viewed yet');
    // A phone's row is one line that scrolls sideways.
    const row = best.locator('ul.home-row');
    const { scrollWidth, clientWidth } = await row.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    if ((await best.locator('.biz-card__name').count()) > 1) assert.ok(scrollWidth > clientWidth, `scrolls sideways: ${scrollWidth} > ${clientWidth}`);
    await fullScreenshot(page, 'home-rows-lat-390');

    const name = (await best.locator('.biz-card__name').first().innerText()).trim();
    await best.locator('a.card-link').first().click();
    await page.getByTestId('booking-flow').waitFor();
    assert.equal((await page.locator('h1').first().innerText()).trim(), name);
    await page.goBack();
    const recent = region(page, /^Nedavno pregledani$/);
    await recent.locator('.biz-card__name').first().waitFor();
    assert.deepEqual(await cardNames(page, /^Nedavno pregledani$/), [name]);
  } finally {
    await page.context().close();
  }
});

test('near you: a row around the position when the browser gives it; each language at 390 and 1440 px', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    // Belgrade's centre: the seeded businesses are around it.
    const page = await newPage(viewport, { geolocation: { latitude: 44.8125, longitude: 20.4612 } });
    try {
      for (const [prefix, near] of [['', /^U vašoj blizini$/], ['/cir', /^У вашој близини$/], ['/en', /^Near you$/]] as const) {
        await page.goto(prefix || '/');
        await region(page, near).locator('.biz-card__name').first().waitFor();
        assert.ok((await cardNames(page, near)).length > 0);
        await fullScreenshot(page, `home-rows${prefix.replace('/', '-') || '-lat'}-${viewport.width}-near`);
      }
    } finally {
      await page.context().close();
    }
  }
});
