import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { apiGet, submitLoginForm } from '../support/api.ts';
import { DEMO, DEMO_PASSWORD, apiLogin } from '../support/demo-login.ts';
import { addDays, toRequestDate, todayIn } from '../../packages/contract/src/calendar.ts';
import { langPath, splitLangPath } from '../../packages/contract/src/lang-paths.ts';

/**
 * Issue 28, items 3 to 5, as the owner and the customer meet them: the owner signs in and lands on
 * today's calendar with the customer's new request beside it, confirms it in one tap, and blocks
 * the customer in Klijenti (their online booking is then refused, with the business's phone); the
 * customer finds the visit on "Moji termini" and books a past visit again from there. Screenshots
 * of both screens at 390 and 1440 px in sr-Latn, sr-Cyrl and en.
 */
const { newPage } = browserForSpec();
const ZONE = 'Europe/Belgrade';
const LANGS = ['sr', 'sr-Cyrl', 'en'] as const;

const subOf = (token: string) => Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);

async function send(method: 'POST' | 'PUT', path: string, token: string, body: object): Promise<{ status: number; body: { id?: number; status?: string; error?: string; details?: unknown[] } }> {
  const res = await fetch(baseUrl() + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as never };
}

/** The page in each language at both widths: screenshots named `${name}-${lang}-${width}`. */
async function inEveryLanguage(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  // Each language is the same page under its own URL (/cir, /en; none for Serbian Latin).
  const { path } = splitLangPath(new URL(page.url()).pathname);
  const query = new URL(page.url()).search;
  for (const lang of LANGS) {
    await page.goto(`${langPath(lang, path)}${query}`);
    await page.waitForFunction((l) => document.documentElement.lang === (l === 'sr' ? 'sr-Latn' : l), lang);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await ready(page);
      await screenshot(page, `${name}-${lang}-${viewport.width}`);
    }
  }
  // back to Serbian Latin, which the steps after it read
  await page.setViewportSize(DESKTOP);
  await page.goto(`${path}${query}`);
  await page.waitForFunction(() => document.documentElement.lang === 'sr-Latn');
}

test('the owner lands on today with the request beside it, confirms it in one tap and blocks the client; the customer sees it on "Moji termini" and books again', async () => {
  const ownerToken = await apiLogin(DEMO.owner);
  const customerToken = await apiLogin(DEMO.customer);
  const customerId = subOf(customerToken);
  const { entitetId } = (await fetch(`${baseUrl()}/api/identity/get-entitet-id`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userid: subOf(ownerToken) }),
  }).then((r) => r.json())) as { entitetId: number };
  const entity = await apiGet<{ automatskaPotvrda: boolean; telefon: string | null; usluge: { id: number; zaposleniIds: number[] }[] }>(`/api/Entitet/${entitetId}`);
  assert.equal(entity.automatskaPotvrda, false, 'the demo owner answers requests');

  // The customer's request: a free time of a service with its first employee, a week or more ahead.
  const service = entity.usluge[0]!;
  const zaposleniId = service.zaposleniIds[0]!;
  const q = `entitetId=${entitetId}&uslugaId=${service.id}&zaposleniId=${zaposleniId}`;
  const from = addDays(todayIn(ZONE), 8);
  const days = await apiGet<string[]>(`/api/ZakaziTermini/slobodni-dani?${q}&od=${from}&do=${addDays(from, 20)}`);
  const datum = days.at(-1)!;
  const times = await apiGet<string[]>(`/api/ZakaziTermini/slobodni-termini?${q}&datum=${toRequestDate(datum)}`);
  const made = await send('POST', '/api/ZakaziTermini/zakazi-termin', customerToken, { entitetId, uslugaId: service.id, zaposleniId, datum, vreme: times.at(-1) });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.status, 'pending');
  const bookingId = made.body.id!;

  const owner = await newPage(DESKTOP);
  try {
    // Signed in without a target, the owner lands on the calendar of today, the requests beside it.
    await owner.goto('/login');
    await submitLoginForm(owner, DEMO.owner, DEMO_PASSWORD);
    await owner.waitForURL((u) => u.pathname === '/entity/edit');
    await owner.locator('.rbc-time-view, .rbc-agenda-view').first().waitFor();
    const requests = owner.getByTestId('pending-requests');
    const request = requests.locator(`[data-booking-id="${bookingId}"]`);
    await request.waitFor();
    assert.equal(await owner.getByRole('tab', { name: 'Pregled' }).count(), 0, 'no checklist once the business is complete');
    await inEveryLanguage(owner, 'owner-day', async (p) => {
      await p.getByTestId('pending-requests').locator(`[data-booking-id="${bookingId}"]`).waitFor();
    });

    // One tap confirms it: it leaves the requests, and the booking is confirmed.
    await request.getByRole('button', { name: /^Potvrdi/ }).click();
    await request.waitFor({ state: 'detached' });
    const mine = await apiGet<{ zakazivanja: Array<{ id: number; status: string }> }>(`/api/Profil/termini?userId=${customerId}&vrsta=predstojeci&pageSize=100`, customerToken);
    assert.equal(mine.zakazivanja.find((b) => b.id === bookingId)?.status, 'confirmed');

    // Klijenti: the owner blocks the customer; their next online booking is refused with the phone.
    await owner.goto('/entity/edit?tab=klijenti');
    await owner.getByLabel('Pretraga klijenata').fill('Milica');
    await owner.locator(`[data-client-id="u${customerId}"]`).click();
    const record = owner.getByTestId('client-record');
    await record.getByRole('switch', { name: /^Blokiraj zakazivanje preko interneta/ }).click(); // the switch shows the saved state: it turns on once the server has it
    await owner.locator(`[data-client-id="u${customerId}"]`).getByText('Blokiran').waitFor();
    await inEveryLanguage(owner, 'owner-client-blocked', async (p) => {
      // the search box, whatever its label in this language
      await p.getByTestId('clients-tab').locator('input:not([role="switch"])').first().fill('Milica');
      await p.locator(`[data-client-id="u${customerId}"]`).click();
      await p.getByTestId('client-record').waitFor();
    });
    const refused = await send('POST', '/api/ZakaziTermini/zakazi-termin', customerToken, { entitetId, uslugaId: service.id, zaposleniId, datum, vreme: times[0] });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'client-blocked');
    assert.deepEqual(refused.body.details, [{ telefon: entity.telefon }]);
  } finally {
    // The other specs book as this customer here: the block goes, whatever happened above.
    const unblocked = await send('PUT', `/api/Entitet/${entitetId}/klijenti/blokada`, ownerToken, { klijentId: `u${customerId}`, blokiran: false });
    assert.equal(unblocked.status, 200);
    await owner.context().close();
  }

  // The customer: the confirmed visit on "Moji termini", with the business's address.
  const customer = await newPage(DESKTOP);
  try {
    await customer.goto('/login');
    await submitLoginForm(customer, DEMO.customer, DEMO_PASSWORD);
    await customer.goto('/termini');
    const item = customer.getByTestId('upcoming-bookings').getByTestId(`booking-${bookingId}`);
    await item.getByText('Potvrđen').waitFor();
    await item.getByTestId('appointment-address').waitFor();
    await inEveryLanguage(customer, 'my-appointments', async (p) => {
      await p.getByTestId('upcoming-bookings').getByTestId(`booking-${bookingId}`).waitFor();
    });

    // "Zakaži ponovo" on a past visit opens its business's booking flow with that service and employee.
    const again = customer.getByTestId('past-bookings').getByTestId('book-again').first();
    const href = (await again.getAttribute('href'))!;
    assert.match(href, /^\/entity\/\d+\?usluga=\d+&zaposleni=\d+(&dodatno=[\d:,]+)?$/, "a visit's part books the whole visit again");
    await again.click();
    await customer.waitForURL((u) => u.pathname === href.split('?')[0] && u.searchParams.get('usluga') === new URLSearchParams(href.split('?')[1]).get('usluga'));
    await customer.locator('.day-picker__day:not([disabled])').first().waitFor();
    await screenshot(customer, 'my-appointments-again-sr-1440');
  } finally {
    await send('POST', `/api/termini/${bookingId}/cancel`, customerToken, {});
    await customer.context().close();
  }
});
