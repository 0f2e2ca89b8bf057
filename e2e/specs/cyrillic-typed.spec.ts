import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { toCyrillic } from '@zakazi/contract/cyrillic';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { apiLogin, submitLoginForm } from '../support/api.ts';
import { DEMO_PASSWORD } from '../support/demo-login.ts';

/**
 * "A Cyrillic page shows no Latin word beyond those kept" (issue 29, item 2): on /cir, once the
 * React client has rendered, what businesses and people typed in Serbian Latin (names, addresses,
 * descriptions, services, staff, reviews) is shown in Cyrillic letters too, not only in the
 * server's HTML. A word counts as left in Latin when toCyrillic would change it: words with q, w, x
 * or y, e-mail and web addresses and codes such as RSD are kept by toCyrillic, so they pass.
 *
 * Checked: the visible text of the header and of main, the alternative texts and accessible names
 * given there (alt, aria-label, title), and the tab's title. What a form field holds is not text
 * shown but what was typed, and stays as typed.
 */

const { newPage } = browserForSpec();

let businessId: number;
before(async () => {
  const res = await fetch(`${baseUrl()}/api/Entitet/Filtered?pageSize=100&q=Lepotica`);
  businessId = ((await res.json()) as { entities: Array<{ id: number; naziv: string }> }).entities.find((e) => e.naziv === 'Frizerski salon Lepotica')!.id;
});

/**
 * Run in the page: the shown texts of header and main, their alt/aria-label/title, and the tab's
 * title. Text inside an element whose lang is not sr-Cyrl is in that language by the page's own
 * word (the language switch names each language in itself). Kept as text (see latin-text.ts).
 */
const SHOWN_TEXTS = `(() => {
  const out = [];
  const inCyrillic = (el) => { const marked = el.closest('[lang]'); return !marked || marked.getAttribute('lang') === 'sr-Cyrl'; };
  for (const part of document.querySelectorAll('header, main')) {
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      const text = (walker.currentNode.nodeValue || '').trim();
      if (!text || !el || el.closest('script, style, noscript, template') || !inCyrillic(el)) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      out.push({ where: part.tagName.toLowerCase() + ' ' + el.tagName.toLowerCase(), text });
    }
    for (const el of part.querySelectorAll('[alt], [aria-label], [title]')) {
      if (el.closest('[aria-hidden="true"]') || !inCyrillic(el)) continue;
      for (const a of ['alt', 'aria-label', 'title']) {
        const v = el.getAttribute(a);
        if (v) out.push({ where: el.tagName.toLowerCase() + '[' + a + ']', text: v });
      }
    }
  }
  out.push({ where: 'title', text: document.title });
  return out;
})()`;

/** The words of the page that toCyrillic would still change, each with where it is. */
async function latinWords(page: Page): Promise<string[]> {
  const texts = (await page.evaluate(SHOWN_TEXTS)) as Array<{ where: string; text: string }>;
  const found = new Set<string>();
  for (const { where, text } of texts) {
    for (const token of text.split(/\s+/)) {
      if (/\p{Script=Latin}/u.test(token) && toCyrillic(token) !== token) found.add(`${where}: ${token}`);
    }
  }
  return [...found];
}

/** Opens a /cir page, waits for its content and for the client to have rendered and settled. */
async function openSettled(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(`/cir${path}`);
  await page.waitForFunction(() => document.documentElement.lang === 'sr-Cyrl');
  await ready(page);
  // Parts that render after the first paint (AfterFirstPaint, lazy chunks, the reviews) are in by then.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const firstBusiness = (page: Page) => page.locator('main a[href^="/cir/entity/"]').first().waitFor();

type Visit = { name: string; path: string; ready: (page: Page) => Promise<unknown> };

function publicPages(): Visit[] {
  return [
    { name: 'business', path: `/entity/${businessId}`, ready: async (p) => { await p.getByTestId('booking-flow').waitFor(); await p.getByTestId('ratings-list').waitFor(); } },
    { name: 'category', path: '/categories/beauty/hairdresser', ready: firstBusiness },
    { name: 'search', path: '/search?q=frizer', ready: firstBusiness },
    { name: 'near-me', path: '/near-me?city=Beograd', ready: firstBusiness },
  ];
}

test('on /cir, the public pages show what businesses typed in Cyrillic once the client has rendered, at phone and desktop widths', async () => {
  const problems: string[] = [];
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    const page = await newPage(viewport);
    try {
      for (const visit of publicPages()) {
        await openSettled(page, visit.path, visit.ready);
        for (const word of await latinWords(page)) problems.push(`${label} ${visit.path}: ${word}`);
        if (visit.name === 'business' || visit.name === 'search') await screenshot(page, `cyrillic-typed-${label}-${visit.name}`);
      }
    } finally {
      await page.context().close();
    }
  }
  assert.deepEqual(problems, [], `Latin words on Cyrillic pages:\n${problems.join('\n')}`);
});

test('on /cir, Moji termini and the owner\'s requests and log show names and dates in Cyrillic', async () => {
  // One entry in the business's log at least: its owner saves its name as it is (the entry names the business).
  const token = await apiLogin('vlasnik@zakazi.demo', DEMO_PASSWORD);
  const saved = await fetch(`${baseUrl()}/api/Entitet/${businessId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ naziv: 'Frizerski salon Lepotica' }),
  });
  assert.equal(saved.status, 200, 'the owner saved the business');
  const problems: string[] = [];
  const visits: Array<{ as: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
    { as: 'kupac@zakazi.demo', path: '/termini', ready: (p) => p.getByTestId('upcoming-bookings').or(p.getByTestId('past-bookings')).first().waitFor() },
    { as: 'vlasnik@zakazi.demo', path: '/entity/edit?tab=termini', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
    { as: 'vlasnik@zakazi.demo', path: '/entity/edit?tab=dnevnik', ready: (p) => p.getByTestId('audit-entry').first().waitFor() },
  ];
  const pages = new Map<string, Page>();
  try {
    for (const visit of visits) {
      let page = pages.get(visit.as);
      if (!page) {
        page = await newPage(DESKTOP);
        await page.goto('/login');
        await submitLoginForm(page, visit.as, DEMO_PASSWORD);
        pages.set(visit.as, page);
      }
      await openSettled(page, visit.path, visit.ready);
      for (const word of await latinWords(page)) problems.push(`${visit.path} (${visit.as}): ${word}`);
      if (visit.path.includes('dnevnik')) await screenshot(page, 'cyrillic-typed-owner-log');
    }
  } finally {
    for (const page of pages.values()) await page.context().close();
  }
  assert.deepEqual(problems, [], `Latin words on Cyrillic pages:\n${problems.join('\n')}`);
});
