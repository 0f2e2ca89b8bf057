import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { EntityRatingsResponse, KlijentList, BusinessZakazivanje } from '../../packages/contract/src/index.ts';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { DEMO, apiLogin, uiLogin } from '../support/demo-login.ts';
import { OWNER_TABS } from '../../apps/web/src/features/owner/tabs.ts';

/**
 * The owner's front-desk tabs of /entity/edit (issue 12): a client found, their history read and
 * a private note saved; a rating answered, and the reply shown under it on the public page; and
 * on a phone, a navigation that reaches every section without sideways scrolling.
 */
const spec = browserForSpec();

async function apiGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `GET ${path}`);
  return (await res.json()) as T;
}

async function ownerBusiness(token: string): Promise<number> {
  const userid = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
  const res = await fetch(`${baseUrl()}/api/identity/get-entitet-id`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userid }),
  });
  return ((await res.json()) as { entitetId: number }).entitetId;
}

describe('at 1440 px', () => {
const desktop = spec.pageAt(DESKTOP);
test('the owner finds a client, reads their history and saves a note; answers a review, and the business page shows the reply', async () => {
  const page = desktop();
  const token = await apiLogin(DEMO.owner);
  const entitetId = await ownerBusiness(token);
  const before = await apiGet<KlijentList>(token, `/api/Entitet/${entitetId}/klijenti?pageSize=100`);
  // a client with more than one booking, so the history is a list
  const client = before.klijenti.find((k) => k.brojZakazivanja > 1) ?? before.klijenti[0]!;
  const history = await apiGet<BusinessZakazivanje[]>(token, `/api/Entitet/${entitetId}/klijenti/zakazivanja?klijentId=${encodeURIComponent(client.id)}`);

  // Klijenti: search by part of the surname, open the record
  await uiLogin(page, DEMO.owner, '/entity/edit?tab=klijenti');
  const tab = page.getByTestId('clients-tab');
  const part = client.ime.split(' ').at(-1)!.slice(0, 5).toLowerCase();
  await tab.getByLabel('Pretraga klijenata').fill(part);
  // the list shows what the server finds for that text (and no longer the whole list)
  const found = await apiGet<KlijentList>(token, `/api/Entitet/${entitetId}/klijenti?q=${encodeURIComponent(part)}`);
  assert.ok(found.total < before.total, 'the search narrows the list');
  await tab.getByText(new RegExp(`^${found.total} klijen`)).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="client-row"]').length === n, found.klijenti.length);
  const row = tab.locator(`[data-testid="client-row"][data-client-id="${client.id}"]`);
  await row.waitFor();
  for (const other of await tab.getByTestId('client-row').all()) assert.match((await other.innerText()).toLowerCase(), new RegExp(part));
  assert.match(await row.innerText(), new RegExp(`${client.posete} POSET`, 'i'));
  await row.click();
  const record = page.getByTestId('client-record');
  await record.getByTestId('client-history').waitFor();
  assert.equal(await record.getByTestId('client-history').locator('li').count(), history.length);

  const note = `Voli kratko, kafa bez šećera (${Date.now()})`;
  await record.getByLabel('Beleška o klijentu').fill(note);
  await record.getByRole('button', { name: 'Sačuvaj belešku' }).click();
  await page.getByText('Beleška je sačuvana.').waitFor();
  const after = await apiGet<KlijentList>(token, `/api/Entitet/${entitetId}/klijenti?q=${encodeURIComponent(part)}`);
  assert.equal(after.klijenti.find((k) => k.id === client.id)?.napomena, note);
  await screenshot(page, 'front-desk-clients-desktop');

  // Utisci: answer the newest rating without a reply
  await page.getByRole('tab', { name: 'Utisci', exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'utisci');
  const ratings = await apiGet<EntityRatingsResponse>(token, `/api/Entitet/${entitetId}/utisci?pageSize=20`);
  const rating = ratings.utisci.find((u) => !u.odgovor && u.komentar);
  assert.ok(rating, 'a rating with a comment and no reply yet');
  const item = page.locator(`[data-testid="review-item"][data-review-id="${rating.id}"]`);
  await item.waitFor();
  assert.match(await item.getByTestId('review-visit').innerText(), new RegExp(`${rating.uslugaNaziv} · ${rating.zaposleniIme}`));
  const reply = `Hvala na poseti, vidimo se uskoro! (${Date.now()})`;
  await item.getByRole('button', { name: /^Odgovori/ }).click();
  await item.getByLabel('Vaš odgovor').fill(reply);
  await item.getByRole('button', { name: 'Objavi odgovor' }).click();
  await page.getByText('Odgovor je objavljen.').waitFor();
  await item.getByTestId('review-reply').filter({ hasText: reply }).waitFor();
  await screenshot(page, 'front-desk-reviews-desktop');

  // the public page: the reply under its rating, which names the service and the employee
  await page.goto(`/entity/${entitetId}`);
  const shown = page.getByTestId('ratings-list').locator('li.review').filter({ hasText: reply });
  await shown.waitFor();
  assert.match(await shown.innerText(), new RegExp(rating.komentar!.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.match(await shown.getByTestId('rating-visit').innerText(), new RegExp(`${rating.uslugaNaziv} · ${rating.zaposleniIme}`));
  assert.match(await shown.getByTestId('rating-reply').innerText(), /Odgovor lokala/);
  await shown.scrollIntoViewIfNeeded();
  await screenshot(page, 'front-desk-business-reply-desktop');
});

});

describe('at 390 px', () => {
const phone = spec.pageAt(PHONE);
test('on a phone the owner reaches every section from one grouped list, with no sideways scrolling', async () => {
  const page = phone();
  await uiLogin(page, DEMO.owner, '/entity/edit');
  const select = page.getByTestId('owner-nav-select');
  await select.waitFor();
  assert.equal(await page.getByRole('tablist').isVisible(), false, 'no tab row on a phone');
  // The checklist is listed until the business's completeness has loaded: the demo business is complete.
  await select.locator('option[value="pregled"]').waitFor({ state: 'detached' });
  const options = await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  // the demo business is complete: every section but the set-up checklist
  const sections = OWNER_TABS.filter((key) => key !== 'pregled');
  assert.deepEqual([...options].sort(), [...sections].sort(), 'every section is in the list');
  assert.ok((await select.locator('optgroup').count()) >= 3, 'sections grouped');
  for (const key of sections) {
    await select.selectOption(key);
    await page.waitForURL((u) => u.searchParams.get('tab') === key);
    await page.getByRole('tabpanel').waitFor();
    await page.waitForLoadState('networkidle');
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
    assert.ok(scrollWidth <= innerWidth, `${key}: ${scrollWidth} px wide in a ${innerWidth} px window`);
  }
  // the open section survives a reload
  await page.reload();
  assert.equal(await page.getByTestId('owner-nav-select').inputValue(), OWNER_TABS.at(-1));
  await screenshot(page, 'front-desk-phone-nav');
});
});
