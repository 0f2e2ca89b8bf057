import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { submitLoginForm } from '../support/api.ts';
import { DEMO_PASSWORD } from '../support/demo-login.ts';
import { latinInterfaceTexts, typedTextRecorder } from '../support/latin-text.ts';

/**
 * The interface in Serbian Cyrillic (sr-Cyrl), chosen with the header's switch, which opens the
 * same page under /cir: the home page and a business page in Cyrillic letters, dates and numbers in
 * the sr-Cyrl-RS locale, links staying under /cir, the language kept across a reload (it is the URL's).
 */
const CYRILLIC = /[\u0400-\u04FF]/;

const { pageAt, newPage } = browserForSpec();

for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  describe(`the interface in Cyrillic on ${label} (${viewport.width} px)`, () => {
    const currentPage = pageAt(viewport);

    test('the switch turns the home page and a business page into Cyrillic, and back', async () => {
      const page = currentPage();
      await page.goto('/');
      await page.locator('#q-app .cat-card').first().waitFor();
      if (label === 'phone') await page.getByRole('button', { name: /meni/i }).click();
      await page.getByRole('button', { name: /Српски \(ћирилица\)/ }).first().click();
      await page.waitForURL((u) => u.pathname === '/cir');
      await page.waitForFunction(() => document.documentElement.lang === 'sr-Cyrl');
      await page.locator('#q-app .cat-card').first().waitFor();
      if (label === 'phone') await page.keyboard.press('Escape');
      const heading = (await page.locator('h1').first().innerText()).trim();
      assert.match(heading, CYRILLIC, `the home heading in Cyrillic: ${heading}`);
      assert.doesNotMatch(heading, /[čćšžđ]/i, 'no Latin letters left in it');
      assert.match(await page.locator('.cat-card').first().innerText(), CYRILLIC, 'catalogue names too');
      await screenshot(page, `cyrillic-${label}-home`);

      // Each click waits for its page. The main category's cards are the home page's component and
      // the URL changes a moment before the new route renders, so the category's card is picked by
      // its href, under the main category's path: the home page's first card would lead back there.
      await page.locator('.cat-card').first().click();
      await page.waitForURL('**/cir/categories/*');
      await page.locator(`a.cat-card[href^="${new URL(page.url()).pathname}/"]`).first().click();
      await page.waitForURL('**/cir/categories/*/*');
      const card = page.locator('#q-app a[href^="/cir/entity/"]').first();
      await card.waitFor();
      await card.click();
      await page.waitForURL('**/cir/entity/*');
      // The business page's own sections, in Cyrillic (its name and address stay as the owner wrote them).
      await page.getByRole('heading', { name: 'Радно време' }).waitFor();
      await page.getByRole('heading', { name: 'Услуге' }).waitFor();
      await screenshot(page, `cyrillic-${label}-business`);

      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'sr-Cyrl');
      assert.match(new URL(page.url()).pathname, /^\/cir\/entity\/\d+$/, 'the language is the URL\'s');
    });
  });
}

// ---- the walk over every route ------------------------------------------------------------------

/** A route as one kind of user sees it, and what shows that its content is there. */
type Visit = { path: string; as: string | null; ready: (page: Page) => Promise<unknown> };

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const OWNER_TABS = ['pregled', 'podaci', 'adresa', 'slike', 'usluge', 'kalendar', 'zaposleni', 'termini', 'slobodni-termini', 'neradni-dani', 'klijenti', 'utisci', 'statistika'];

let businessId: number;
let bookingChoice: string;
before(async () => {
  // The owner's business, whose page has every part: services, staff, ratings, map, gallery.
  const res = await fetch(`${baseUrl()}/api/Entitet/Filtered?pageSize=100&q=Lepotica`);
  businessId = ((await res.json()) as { entities: Array<{ id: number; naziv: string }> }).entities.find((e) => e.naziv === 'Frizerski salon Lepotica')!.id;
  const entity = (await (await fetch(`${baseUrl()}/api/Entitet/${businessId}`)).json()) as { usluge: Array<{ id: number; zaposleniIds: number[] }> };
  const service = entity.usluge.find((u) => u.zaposleniIds.length > 0)!;
  bookingChoice = `usluga=${service.id}&zaposleni=${service.zaposleniIds[0]}`;
});

/** Every route of the route table, each as the demo account that sees it (README, "Demo logins"). */
function walk(): Visit[] {
  const customer = 'kupac@zakazi.demo';
  const owner = 'vlasnik@zakazi.demo';
  const employee = 'radnik@zakazi.demo';
  const admin = 'admin@zakazi.demo';
  return [
    { path: '/', as: null, ready: heading },
    { path: '/categories/beauty', as: null, ready: (p) => p.locator('a.cat-card').first().waitFor() },
    { path: '/categories/beauty/hairdresser', as: null, ready: (p) => p.locator('#q-app a[href^="/cir/entity/"]').first().waitFor() },
    { path: '/search?q=frizer', as: null, ready: (p) => p.locator('#q-app a[href^="/cir/entity/"]').first().waitFor() },
    { path: '/near-me', as: null, ready: heading },
    { path: `/entity/${businessId}`, as: null, ready: (p) => p.getByTestId('booking-flow').waitFor() },
    { path: '/about', as: null, ready: heading },
    { path: '/faq', as: null, ready: heading },
    { path: '/privacy-policy', as: null, ready: heading },
    { path: '/terms-of-service', as: null, ready: heading },
    { path: '/partner', as: null, ready: heading },
    { path: '/login', as: null, ready: heading },
    { path: '/login?mode=register', as: null, ready: heading },
    { path: '/login?mode=password-reset', as: null, ready: heading },
    { path: '/ovo-ne-postoji', as: null, ready: heading },
    // The booking flow up to its summary: a free day and a time chosen (the time-zone note shows).
    {
      path: `/entity/${businessId}?${bookingChoice}`,
      as: customer,
      ready: async (p) => {
        const flow = p.getByTestId('booking-flow');
        await flow.locator('.day-picker__day:not([disabled])').first().click();
        await flow.locator('.time-grid__slot').first().click();
        await p.waitForURL((u) => u.searchParams.has('vreme'));
      },
    },
    { path: '/profile', as: customer, ready: (p) => p.getByTestId('notifications-form').waitFor() },
    // The reschedule dialog, over "Moji termini".
    {
      path: '/termini',
      as: customer,
      ready: async (p) => {
        await p.getByTestId('reschedule-open').and(p.locator(':enabled')).first().click();
        await p.getByTestId('reschedule-dialog').waitFor();
      },
    },
    { path: '/delete-account', as: customer, ready: heading },
    ...OWNER_TABS.map((tab) => ({ path: `/entity/edit?tab=${tab}`, as: owner, ready: heading })),
    {
      path: '/entity/edit?tab=klijenti',
      as: owner,
      ready: async (p: Page) => {
        await p.getByTestId('client-row').first().click();
        await p.getByTestId('client-history').waitFor();
      },
    },
    { path: '/employee', as: employee, ready: heading },
    { path: '/profile', as: employee, ready: heading },
    { path: '/super-admin', as: admin, ready: (p) => p.getByTestId('admin-user').first().waitFor() },
    {
      path: '/super-admin',
      as: admin,
      ready: async (p) => {
        await p.getByRole('tab').nth(1).click();
        await p.getByRole('tabpanel').getByRole('button').first().waitFor();
      },
    },
  ];
}

/** Signs in (on the Latin form, as the account's first visit), then chooses Cyrillic with the header's switch (the page under /cir). */
async function openAs(email: string | null): Promise<Page> {
  const page = await newPage(DESKTOP);
  if (email) {
    await page.goto('/login');
    await submitLoginForm(page, email, DEMO_PASSWORD);
  } else {
    await page.goto('/');
  }
  await page.getByRole('button', { name: /Српски \(ћирилица\)/ }).first().click();
  await page.waitForURL((u) => u.pathname === '/cir' || u.pathname.startsWith('/cir/'));
  await page.waitForFunction(() => document.documentElement.lang === 'sr-Cyrl');
  return page;
}

test('the walk: no Latin interface text on any route in Cyrillic, for a visitor, the customer, the owner, the employee and the super-admin', async () => {
  const problems: string[] = [];
  const pages = new Map<string | null, { page: Page; recorder: ReturnType<typeof typedTextRecorder> }>();
  for (const visit of walk()) {
    let open = pages.get(visit.as);
    if (!open) {
      const page = await openAs(visit.as);
      open = { page, recorder: typedTextRecorder(page) };
      pages.set(visit.as, open);
    }
    const { page, recorder } = open;
    recorder.start();
    await page.goto(`/cir${visit.path === '/' ? '' : visit.path}`);
    try {
      await visit.ready(page);
      // Parts that render after the first paint (AfterFirstPaint, lazy chunks, the map) are in by now.
      // A minute, not the default 30 s: on a loaded CI machine the super-admin's lists once took longer to settle.
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
    } catch (error) {
      // The route is named: a page or network that never settled is one problem of the walk, the rest still walked.
      problems.push(`${visit.path} (${visit.as ?? 'visitor'}): not ready at ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    await page.waitForTimeout(500);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'sr-Cyrl') problems.push(`${visit.path} (${visit.as ?? 'visitor'}): <html lang="${lang}">`);
    const typed = await recorder.typed();
    // The query a person typed into the search is theirs too.
    for (const value of new URL(visit.path, baseUrl()).searchParams.values()) typed.add(value);
    for (const found of await latinInterfaceTexts(page, typed)) problems.push(`${visit.path} (${visit.as ?? 'visitor'}) ${found}`);
  }
  for (const { page } of pages.values()) await page.context().close();
  assert.deepEqual(problems, [], `Latin interface text in Cyrillic:\n${problems.join('\n')}`);
});
