import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3019';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await page.addInitScript(() => localStorage.setItem('zakazi.lang', 'sr-Cyrl'));
  for (const [name, path] of [['home', '/'], ['business', process.env.ENTITY ?? '/entity/1']] as const) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/base9-shots/${name}-${width}.png`, fullPage: false });
    console.log(name, width, await page.evaluate(() => document.documentElement.lang), (await page.locator('body').innerText()).slice(0, 200).replace(/\n/g, ' | '));
  }
  await page.close();
}
await browser.close();
