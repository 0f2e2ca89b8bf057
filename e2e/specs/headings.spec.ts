import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec } from '../support/browser.ts';

/**
 * Heading order on the visitor's pages (axe's heading-order rule, which Lighthouse's accessibility
 * score includes): one h1, and going down the page a heading is at most one level deeper than the
 * one before it (h1 → h3 with no h2 between leaves screen-reader users without the level they skip).
 */
type Heading = { level: number; text: string };

async function headingsOf(page: Page): Promise<Heading[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((el) => !el.closest('[aria-hidden="true"]') && el.checkVisibility())
      .map((el) => ({
        level: el.getAttribute('role') === 'heading' ? Number(el.getAttribute('aria-level') ?? 2) : Number(el.tagName[1]),
        text: (el.textContent ?? '').trim().slice(0, 60),
      })),
  );
}

function orderProblems(headings: Heading[]): string[] {
  const problems: string[] = [];
  const h1s = headings.filter((h) => h.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 headings`);
  headings.forEach((h, i) => {
    const before = i === 0 ? 1 : headings[i - 1]!.level;
    if (h.level > before + 1) problems.push(`h${h.level} "${h.text}" follows h${before}${i ? ` "${headings[i - 1]!.text}"` : ''}`);
  });
  return problems;
}

const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl() + path)).json() as Promise<T>;

const { pageAt } = browserForSpec();

for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  describe(`heading order on ${label}`, () => {
    const currentPage = pageAt(viewport);

    const pages: [string, () => Promise<string>, string][] = [
      ['home', async () => '/', '.cat-card img'],
      ['main category', async () => '/categories/beauty', '.cat-card img'],
      ['category', async () => '/categories/beauty/hairdresser', 'a.card-link .biz-card__name'],
      [
        'business',
        async () => {
          const categories = await api<{ id: number; slug: string }[]>('/api/Kategorija');
          const hairdresser = categories.find((c) => c.slug === 'hairdresser')!;
          const { entities } = await api<{ entities: { id: number }[] }>(`/api/GetEntitiesByCategoryQuery/${hairdresser.id}`);
          return `/entity/${entities[0]!.id}`;
        },
        '#ratings-title, #about-title',
      ],
      ['search', async () => '/search?q=salon', 'a.card-link .biz-card__name'],
      ['near me', async () => '/near-me?lat=44.81&lng=20.46', 'a.card-link .biz-card__name'],
      ['about', async () => '/about', 'h2'],
      ['faq', async () => '/faq', 'h1'],
      ['login', async () => '/login', 'h1'],
      ['partner', async () => '/partner', 'h1'],
      ['not found', async () => '/no/such/page', 'h1'],
    ];
    for (const [name, path, ready] of pages) {
      test(`${name}: one h1, no level skipped`, async () => {
        const page = currentPage();
        await page.goto(await path());
        await page.locator(ready).first().waitFor();
        const headings = await headingsOf(page);
        assert.deepEqual(orderProblems(headings), [], `${name}: ${headings.map((h) => `h${h.level} ${h.text}`).join(' | ')}`);
      });
    }
  });
}
