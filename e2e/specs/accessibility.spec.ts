import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec } from '../support/browser.ts';
import { submitLoginForm } from '../support/api.ts';
import { smallTapTargets } from '../support/tap-targets.ts';

/**
 * Every route the end-to-end suite visits passes axe-core with no serious or critical violation,
 * at phone (390) and desktop (1440) widths (issue 11), each as the kind of user who sees it; on
 * the phone, every control it shows is at least 44 × 44 px (support/tap-targets.ts).
 */
const PASSWORD = 'Demo1234!';
type Visit = { path: string; as: string | null; ready: (page: Page) => Promise<unknown> };

let businessId: number;
/** The booking panel with days and times shown: a service and an employee of that business chosen. */
let bookingChoice: string;

const { newPage } = browserForSpec();
before(async () => {
  const res = await fetch(`${baseUrl()}/api/Entitet/Filtered?pageSize=1`);
  businessId = ((await res.json()) as { entities: Array<{ id: number }> }).entities[0]!.id;
  const entity = (await (await fetch(`${baseUrl()}/api/Entitet/${businessId}`)).json()) as { usluge: Array<{ id: number; zaposleniIds: number[] }> };
  const service = entity.usluge.find((u) => u.zaposleniIds.length > 0)!;
  bookingChoice = `usluga=${service.id}&zaposleni=${service.zaposleniIds[0]}`;
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

function visits(): Visit[] {
  return [
    { path: '/', as: null, ready: heading },
    { path: '/search?q=frizer', as: null, ready: heading },
    { path: '/near-me', as: null, ready: heading },
    { path: '/categories/beauty/hairdresser', as: null, ready: heading },
    { path: `/entity/${businessId}`, as: null, ready: (p) => p.getByTestId('booking-flow').waitFor() },
    { path: `/entity/${businessId}?${bookingChoice}`, as: 'kupac@zakazi.demo', ready: (p) => p.getByTestId('booking-flow').locator('button[aria-pressed]').first().waitFor() },
    { path: '/login', as: null, ready: heading },
    { path: '/partner', as: null, ready: heading },
    { path: '/ovo-ne-postoji', as: null, ready: heading },
    { path: '/profile', as: 'kupac@zakazi.demo', ready: (p) => p.getByTestId('notifications-form').waitFor() },
    { path: '/delete-account', as: 'kupac@zakazi.demo', ready: heading },
    { path: '/employee', as: 'radnik@zakazi.demo', ready: heading },
    { path: '/entity/edit', as: 'vlasnik@zakazi.demo', ready: heading },
    // the front-desk tabs: a client's record open (history and note form), every rating with its reply box
    {
      path: '/entity/edit?tab=klijenti',
      as: 'vlasnik@zakazi.demo',
      ready: async (p) => {
        await p.getByTestId('client-row').first().click();
        await p.getByTestId('client-history').waitFor();
      },
    },
    { path: '/entity/edit?tab=utisci', as: 'vlasnik@zakazi.demo', ready: (p) => p.getByTestId('review-item').first().waitFor() },
    { path: '/super-admin', as: 'admin@zakazi.demo', ready: heading },
  ];
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, PASSWORD);
}

for (const [width, viewport] of [['390', PHONE], ['1440', DESKTOP]] as const) {
  test(`every route of the e2e suite has no serious or critical axe violation${width === '390' ? ' and no tap target under 44 px' : ''} at ${width} px`, async () => {
    const problems: string[] = [];
    const pages = new Map<string | null, Page>();
    for (const visit of visits()) {
      let page = pages.get(visit.as);
      if (!page) {
        page = await newPage(viewport);
        if (visit.as) await logIn(page, visit.as);
        pages.set(visit.as, page);
      }
      await page.goto(visit.path);
      await visit.ready(page);
      // Parts that render after the first paint (AfterFirstPaint, lazy chunks) are in by now.
      await page.waitForTimeout(800);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        problems.push(`${visit.path} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
      // On a phone every control is at least 44 × 44 px (issue 11).
      if (viewport === PHONE) for (const small of await smallTapTargets(page)) problems.push(`${visit.path} tap target under 44 px: ${small}`);
    }
    for (const page of pages.values()) await page.context().close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
}
