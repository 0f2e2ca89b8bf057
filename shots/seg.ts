import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:3417/search?q=frizer&slobodno=tomorrow');
await page.locator('a.card-link').first().waitFor();
await page.waitForTimeout(500);
console.log(await page.evaluate(`[...document.querySelectorAll('.mantine-SegmentedControl-root, .mantine-SegmentedControl-indicator, .mantine-SegmentedControl-label, .mantine-SegmentedControl-control')].map((e) => { const b = e.getBoundingClientRect(); return e.className.slice(0,60) + ' ' + Math.round(b.x)+','+Math.round(b.y)+' '+Math.round(b.width)+'x'+Math.round(b.height) + ' ' + getComputedStyle(e).position; }).join('\\n')`));
await browser.close();
