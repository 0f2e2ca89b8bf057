import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startE2eEnvironment } from '../../scripts/e2e-environment.ts';

/**
 * Gzipped JavaScript and CSS the home route really loads (budget: 150 KB JS, 40 KB CSS),
 * measured by opening / in Chromium against the built product and gzipping every script and
 * stylesheet it fetched. Run `npm run build` first.   npm run bench:web
 */
async function main(): Promise<void> {
  const env = await startE2eEnvironment(process.cwd());
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const route of ['/', '/search', '/near-me?lat=44.81&lng=20.46']) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0, files: [] as string[] };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const gz = gzipSync(body, { level: 9 }).length;
        if (type === 'script') sizes.js += gz;
        else sizes.css += gz;
        sizes.files.push(`${new URL(response.url()).pathname} ${(gz / 1024).toFixed(1)} KB`);
      });
      await page.goto(env.env.E2E_BASE_URL + route, { waitUntil: 'networkidle' });
      console.log(`${route}: JS ${(sizes.js / 1024).toFixed(1)} KB gz, CSS ${(sizes.css / 1024).toFixed(1)} KB gz`);
      for (const f of sizes.files) console.log(`   ${f}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await env.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
