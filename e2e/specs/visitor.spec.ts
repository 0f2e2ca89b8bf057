import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';

/**
 * What a visitor who is not logged in does, at phone and desktop widths: home → category →
 * business; search for `cacak` and `frizer`; filter by price band and rating band; near me.
 * Expectations are checked against the API the page itself uses, so they hold for any data.
 */
type Filtered = { entities: { id: number; naziv: string; grad: string | null }[]; total: number };
const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl() + path)).json() as Promise<T>;

const { newPage, pageAt } = browserForSpec();

for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  describe(`visitor on ${label} (${viewport.width} px)`, () => {
    const currentPage = pageAt(viewport);

    test('home → main category → category → business', async () => {
      const page = currentPage();
      await page.goto('/');
      await page.locator('#q-app .cat-card').first().waitFor();
      assert.match((await page.locator('html').getAttribute('lang')) ?? '', /^sr/, 'Serbian by default');
      await screenshot(page, `${label}-01-home`);

      await page.locator('a.cat-card[href="/categories/beauty"]').click();
      await page.waitForURL('**/categories/beauty');
      await page.locator('a.cat-card[href="/categories/beauty/hairdresser"]').waitFor();
      await screenshot(page, `${label}-02-main-category`);

      await page.locator('a.cat-card[href="/categories/beauty/hairdresser"]').click();
      await page.waitForURL('**/categories/beauty/hairdresser');
      const cards = page.locator('a.card-link');
      await cards.first().waitFor();
      const categories = await api<{ id: number; slug: string }[]>('/api/Kategorija');
      const hairdresser = categories.find((c) => c.slug === 'hairdresser')!;
      const listed = await api<{ entities: { naziv: string }[] }>(`/api/GetEntitiesByCategoryQuery/${hairdresser.id}`);
      assert.equal(await cards.count(), listed.entities.length, 'every hairdresser of the API is listed');
      await screenshot(page, `${label}-03-category`);

      const name = (await cards.first().locator('.biz-card__name').textContent())!.trim();
      await cards.first().click();
      await page.waitForURL(/\/entity\/\d+$/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // The page title follows the page (debounced by 50 ms, SPEC.md 9).
      await page.waitForFunction((n) => document.title.startsWith(n), name, { timeout: 5000 });
      await screenshot(page, `${label}-04-business`);
    });

    test('search finds cacak → Čačak and frizer → Frizerski salon', async () => {
      const page = currentPage();
      await page.goto('/search?q=cacak');
      await page.locator('a.card-link').first().waitFor();
      const cacak = await api<Filtered>('/api/Entitet/Filtered?q=cacak');
      assert.ok(cacak.total > 0);
      await page.getByRole('status').getByText(new RegExp(`^${cacak.total} lokal`)).waitFor();
      const cities = await page.locator('a.card-link').allTextContents();
      assert.ok(cities.some((text) => text.includes('Čačak')), 'results show Čačak');
      await screenshot(page, `${label}-05-search-cacak`);

      await page.goto('/search?q=frizer');
      await page.locator('a.card-link').first().waitFor();
      const names = await page.locator('.biz-card__name').allTextContents();
      assert.ok(names.some((n) => /frizer/i.test(n)), `a result is a frizer: ${names.slice(0, 5).join(', ')}`);
      await screenshot(page, `${label}-06-search-frizer`);
    });

    test('price band and rating band filters update results and the URL', async () => {
      const page = currentPage();
      await page.goto('/search?q=salon');
      await page.locator('a.card-link').first().waitFor();
      // On a phone the filters are in a bottom sheet behind one button; the first screen is results.
      if (label === 'phone') await page.getByRole('button', { name: /^Filteri/ }).click();

      await page.getByLabel('Cena', { exact: true }).selectOption({ label: '2.000 – 5.000 RSD' });
      await page.waitForURL(/cenaFilter=3/);
      const byPrice = await api<Filtered>('/api/Entitet/Filtered?q=salon&cenaFilter=3');
      await page.getByRole('status').getByText(new RegExp(`^${byPrice.total} lokal`)).waitFor();

      await page.getByLabel('Ocena', { exact: true }).selectOption({ label: '4,5 i više' });
      await page.waitForURL(/ocenaFilter=2/);
      const both = await api<Filtered>('/api/Entitet/Filtered?q=salon&cenaFilter=3&ocenaFilter=2');
      assert.ok(both.total <= byPrice.total);
      await page.getByRole('status').getByText(new RegExp(`^${both.total} lokal`)).waitFor();
      await screenshot(page, `${label}-07-search-filters`);

      // The currency changes how prices are shown, not which businesses match.
      await page.getByLabel('Valuta', { exact: true }).selectOption('EUR');
      await page.waitForURL(/currency=EUR/);
      await page.getByRole('status').getByText(new RegExp(`^${both.total} lokal`)).waitFor();
      await page.locator('a.card-link', { hasText: /€|EUR/ }).first().waitFor();

      // The URL is the state: opening it again shows the same results.
      await page.goto(page.url());
      await page.getByRole('status').getByText(new RegExp(`^${both.total} lokal`)).waitFor();
    });

    test('near me lists businesses nearest first around the given position', async () => {
      const noviSad = { latitude: 45.2551, longitude: 19.8452 };
      const nearPage = await newPage(viewport, { geolocation: noviSad });
      try {
        await nearPage.goto('/near-me');
        const button = nearPage.getByRole('button', { name: /moju lokaciju|lokacij/i }).first();
        if (await button.isVisible().catch(() => false)) await button.click();
        await nearPage.locator('a.card-link').first().waitFor();
        const geo = await api<{ entities: { naziv: string; grad: string }[] }>(
          `/api/Entitet/entitetbygeo?latitude=${noviSad.latitude}&longitude=${noviSad.longitude}`,
        );
        const names = await nearPage.locator('.biz-card__name').allTextContents();
        assert.deepEqual(names.slice(0, 5), geo.entities.slice(0, 5).map((e) => e.naziv), 'same order as the API: nearest first');
        assert.equal(geo.entities[0]!.grad, 'Novi Sad');
        await screenshot(nearPage, `${label}-08-near-me`);

        // "Free tomorrow" near me: the list is the API's slobodnoDatum answer for that day.
        const answer = nearPage.waitForResponse((r) => r.url().includes('/api/Entitet/entitetbygeo') && r.url().includes('slobodnoDatum='));
        await nearPage.goto(`/near-me?lat=${noviSad.latitude}&lng=${noviSad.longitude}&slobodno=tomorrow`);
        const free = (await (await answer).json()) as { entities: { naziv: string }[]; total: number };
        assert.ok(free.total > 0, 'some businesses near Novi Sad are free tomorrow');
        await nearPage.getByRole('status').getByText(new RegExp(`^${free.total} `)).waitFor();
        const freeNames = await nearPage.locator('.biz-card__name').allTextContents();
        assert.deepEqual(freeNames.slice(0, 5), free.entities.slice(0, 5).map((e) => e.naziv));
      } finally {
        await nearPage.context().close();
      }
    });

    test('English switch translates the page and is remembered', async () => {
      const page = currentPage();
      await page.goto('/');
      await page.getByRole('heading', { name: /Zakažite termin/ }).waitFor();
      // On phones the switch lives in the menu drawer.
      if (label === 'phone') await page.getByRole('button', { name: 'Meni' }).click();
      await page.getByRole('group', { name: /Jezik|Language/ }).getByRole('button', { name: /^EN/ }).click();
      if (label === 'phone') await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: /Book your appointment/ }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      await page.reload();
      await page.getByRole('heading', { name: /Book your appointment/ }).waitFor();
      await screenshot(page, `${label}-10-home-english`);
      if (label === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('group', { name: /Jezik|Language/ }).getByRole('button', { name: 'SR' }).click();
      if (label === 'phone') await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: /Zakažite termin/ }).waitFor();
    });

    test('unknown path shows the not-found page; unknown API path answers JSON 404', async () => {
      const page = currentPage();
      await page.goto('/ovo-ne-postoji');
      await page.getByRole('heading', { name: 'Stranica nije pronađena' }).waitFor();
      await page.getByRole('link', { name: 'Na početnu' }).waitFor();
      await screenshot(page, `${label}-09-not-found`);
      const res = await fetch(`${baseUrl()}/api/ovo-ne-postoji`);
      assert.equal(res.status, 404);
      assert.equal(((await res.json()) as { error: string }).error, 'not-found');
    });
  });
}
