import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3417';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'sr-RS' });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/search?q=zubar+novi+sad&slobodno=tomorrow');
  await page.locator('a.card-link').first().waitFor({ timeout: 10000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `shots/results-chips-${w}.png` });
  if (w === 390) {
    await page.getByRole('button', { name: /^Filteri/ }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `shots/phone-sheet-${w}.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByText('Mapa', { exact: true }).click();
  await page.waitForURL(/view=map/);
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `shots/map-${w}.png` });
  await ctx.close();
}
await browser.close();
