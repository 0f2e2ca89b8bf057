import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE, browserForSpec, screenshot } from '../support/browser.ts';

/**
 * The interface in Serbian Cyrillic (sr-Cyrl), chosen with the header's switch: the home page and
 * a business page in Cyrillic letters, dates and numbers in the sr-Cyrl-RS locale, the choice kept
 * across a reload, and back to Latin.
 */
const CYRILLIC = /[\u0400-\u04FF]/;

const { pageAt } = browserForSpec();

for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  describe(`the interface in Cyrillic on ${label} (${viewport.width} px)`, () => {
    const currentPage = pageAt(viewport);

    test('the switch turns the home page and a business page into Cyrillic, and back', async () => {
      const page = currentPage();
      await page.goto('/');
      await page.locator('#q-app .cat-card').first().waitFor();
      if (label === 'phone') await page.getByRole('button', { name: /meni/i }).click();
      await page.getByRole('button', { name: /Српски \(ћирилица\)/ }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'sr-Cyrl');
      if (label === 'phone') await page.keyboard.press('Escape');
      const heading = (await page.locator('h1').first().innerText()).trim();
      assert.match(heading, CYRILLIC, `the home heading in Cyrillic: ${heading}`);
      assert.doesNotMatch(heading, /[čćšžđ]/i, 'no Latin letters left in it');
      assert.match(await page.locator('.cat-card').first().innerText(), CYRILLIC, 'catalogue names too');
      await screenshot(page, `cyrillic-${label}-home`);

      // Each click waits for its page: the main category's cards are the home page's component, so
      // a click before the route changed would take the home page's first card again.
      await page.locator('.cat-card').first().click();
      await page.waitForURL('**/categories/*');
      await page.locator('a.cat-card').first().click();
      await page.waitForURL('**/categories/*/*');
      const card = page.locator('a[href^="/entity/"]').first();
      await card.waitFor();
      await card.click();
      await page.waitForURL('**/entity/*');
      // The business page's own sections, in Cyrillic (its name and address stay as the owner wrote them).
      await page.getByRole('heading', { name: 'Радно време' }).waitFor();
      await page.getByRole('heading', { name: 'Услуге' }).waitFor();
      await screenshot(page, `cyrillic-${label}-business`);

      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'sr-Cyrl');
      assert.equal(await page.evaluate(() => localStorage.getItem('zakazi.lang')), 'sr-Cyrl', 'the choice is kept');
    });
  });
}
