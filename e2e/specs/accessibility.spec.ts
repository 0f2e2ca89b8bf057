import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec } from '../support/browser.ts';
import { submitLoginForm } from '../support/api.ts';
import { smallTapTargets } from '../support/tap-targets.ts';

/**
 * Every route the end-to-end suite visits passes axe-core with no serious or critical violation,
 * and none of the landmark and heading rules below, at phone (390) and desktop (1440) widths
 * (issue 11, issue 26 item 11), each as the kind of user who sees it, dialogs open where a route has
 * them; on the phone, every control it shows is at least 44 × 44 px (support/tap-targets.ts). Apart:
 * the inbox's buttons name their booking, and a required field's "*" (hidden from axe) has 4.5:1.
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

/**
 * axe's best-practice rules held too, at any impact (issue 26 item 11 found them moderate): two
 * landmarks of one name or two banners, and a heading level skipped.
 */
const HELD_BEST_PRACTICES = new Set(['heading-order', 'landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main']);

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
    // The customer's dialogs: moving a booking, rating a visit (its stars are tap targets on a phone).
    {
      path: '/termini?dialog=reschedule',
      as: 'kupac@zakazi.demo',
      ready: async (p) => {
        await p.getByTestId('reschedule-open').and(p.locator(':enabled')).first().click();
        await p.getByTestId('reschedule-dialog').waitFor();
      },
    },
    {
      path: '/termini?dialog=rate',
      as: 'kupac@zakazi.demo',
      ready: async (p) => {
        await p.getByRole('button', { name: 'Oceni posetu' }).first().click();
        await p.locator('.mantine-Rating-root').waitFor();
      },
    },
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
    // the inbox and the agenda, and the statistics' charts with their scrolling tables
    { path: '/entity/edit?tab=termini', as: 'vlasnik@zakazi.demo', ready: (p) => p.getByTestId('booking-item').first().waitFor() },
    { path: '/entity/edit?tab=statistika', as: 'vlasnik@zakazi.demo', ready: (p) => p.locator('.ops-table-wrap').first().waitFor() },
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
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical' || HELD_BEST_PRACTICES.has(x.id))) {
        problems.push(`${visit.path} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
      // On a phone every control is at least 44 × 44 px (issue 11).
      if (viewport === PHONE) for (const small of await smallTapTargets(page)) problems.push(`${visit.path} tap target under 44 px: ${small}`);
    }
    for (const page of pages.values()) await page.context().close();
    assert.deepEqual(problems, [], problems.join('\n'));
  });
}

test('every button of the owner\'s inbox names its booking (not just "Potvrdi" or "Odbij")', async () => {
  const cases = [{ as: 'vlasnik@zakazi.demo', path: '/entity/edit?tab=termini', card: '[data-testid="booking-item"]' }];
  const problems: string[] = [];
  for (const { as, path, card } of cases) {
    const page = await newPage(DESKTOP);
    await logIn(page, as);
    await page.goto(path);
    const cards = page.locator(card);
    await cards.first().waitFor();
    const names: string[] = [];
    for (const item of await cards.all()) {
      const time = /\b\d\d:\d\d\b/.exec(await item.innerText())?.[0];
      for (const button of await item.getByRole('button', { name: /^(Potvrdi|Odbij)/ }).all()) {
        const name = await button.evaluate((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
        if (!time || !name.includes(time)) problems.push(`${path}: "${name}" does not name the booking at ${time}`);
        names.push(name);
      }
    }
    assert.ok(names.length >= 2, `${path}: pending bookings with buttons to check (found ${names.length})`);
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (repeated.length) problems.push(`${path}: buttons of the same name: ${[...new Set(repeated)].join(', ')}`);
    await page.context().close();
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

/** WCAG's contrast ratio of two CSS colours (rgb() or rgba() with the background opaque). */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('a required field\'s "*" has at least 4.5:1 against what is behind it, on login and on the profile (axe skips it: aria-hidden)', async () => {
  const problems: string[] = [];
  for (const { as, path } of [{ as: null, path: '/login' }, { as: 'kupac@zakazi.demo', path: '/profile' }]) {
    const page = await newPage(DESKTOP);
    if (as) await logIn(page, as);
    await page.goto(path);
    const stars = page.locator('.mantine-InputWrapper-required');
    await stars.first().waitFor();
    // Each "*" and the first opaque background behind it (the page's own, #121212, if none).
    const colours = await stars.evaluateAll((els) =>
      els.map((el) => {
        let background = 'rgb(18, 18, 18)';
        for (let node: Element | null = el; node; node = node.parentElement) {
          const bg = getComputedStyle(node).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') {
            background = bg;
            break;
          }
        }
        return { colour: getComputedStyle(el).color, background };
      }),
    );
    for (const { colour, background } of colours) {
      const ratio = contrast(colour, background);
      if (ratio < 4.5) problems.push(`${path}: "*" ${colour} on ${background} is ${ratio.toFixed(2)}:1`);
    }
    await page.context().close();
  }
  assert.deepEqual([...new Set(problems)], [], problems.join('\n'));
});
