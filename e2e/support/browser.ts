import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
  return url;
};

/** How Debian's Chromium runs here: headless, nothing in the background (bench/ uses them too). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, headless, without any network but loopback. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function openPage(browser: Browser, viewport: { width: number; height: number }, extra: { geolocation?: { latitude: number; longitude: number } } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'sr-RS',
    ...(extra.geolocation ? { geolocation: extra.geolocation, permissions: ['geolocation'] } : {}),
  });
  // Map tiles cannot be reached from here: answer them locally instead of waiting on the network.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
  return waitingForRender(await context.newPage());
}

/**
 * Makes `goto` and `reload` wait until React has taken over the page (main.tsx marks `#q-app` with
 * `data-rendered` once its first render committed). A public page arrives rendered by the server:
 * its controls are there before the client's script has hydrated them, and a click or a choice made
 * then is lost, as it would be for a person on a slow phone. The specs act as someone who waits.
 */
function waitingForRender(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      await untilRendered(page);
      return response;
    };
  }
  return page;
}

/** Waits for `#q-app[data-rendered]` (or a document without `#q-app`: JSON, XML, a redirect's target). */
async function untilRendered(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => {
        const root = document.getElementById('q-app');
        return !root || Boolean(root.dataset.rendered);
      });
      return;
    } catch (error) {
      // The client navigated on its own (a guard's redirect) while we waited: wait on the new document.
      if (attempt < 3 && /context was destroyed|navigation/i.test(String(error))) continue;
      throw error;
    }
  }
}

/** Screenshots land in e2e/screenshots/ (not committed) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

/**
 * One Chromium for a spec file, launched before its tests and closed after them (call it at the
 * top of the spec, so the spec's own hooks run after the launch). `newPage(viewport)`, in a test,
 * opens a page in a context of its own; `pageAt(viewport)`, called in a describe, gives that
 * describe's tests one page (its own context) at the viewport, closed after them.
 */
export function browserForSpec(): {
  newPage: (viewport: { width: number; height: number }, extra?: Parameters<typeof openPage>[2]) => Promise<Page>;
  pageAt: (viewport: { width: number; height: number }) => () => Page;
} {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  const newPage = (viewport: { width: number; height: number }, extra: Parameters<typeof openPage>[2] = {}) => {
    if (!browser) throw new Error('the spec\'s browser is launched in a before hook: open pages inside tests and hooks');
    return openPage(browser, viewport, extra);
  };
  return {
    newPage,
    pageAt(viewport) {
      let page: Page | undefined;
      before(async () => {
        page = await newPage(viewport);
      });
      after(async () => {
        await page?.context().close();
      });
      return () => page!;
    },
  };
}
