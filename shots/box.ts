import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3417';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'sr-RS' });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(base + '/');
  const box = page.locator('#hero-search');
  await box.click();
  await box.pressSequentially('zubar novi sad', { delay: 40 });
  await page.getByRole('option').first().waitFor({ timeout: 8000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `shots/home-suggest-${w}.png` });
  console.log(w, await page.locator('#hero-search').evaluate((e) => [e.getAttribute('role'), e.getAttribute('aria-expanded'), e.getAttribute('aria-controls')].join(',')));
  await page.keyboard.press('ArrowDown');
  console.log('active', await page.locator('#hero-search').getAttribute('aria-activedescendant'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/search/);
  console.log(page.url());
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `shots/results-${w}.png` });
  await ctx.close();
}
await browser.close();
