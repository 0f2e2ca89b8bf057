import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { mailCode, waitForMail } from '../support/mail.ts';
import { submitLoginForm } from '../support/api.ts';
import { pickFreeDayFrom } from '../support/day-picker.ts';

/**
 * The customer's account on a 390 px phone (issue 11): a new customer logs in, books with the
 * sticky bar's confirm (never scrolling to find it), moves the booking from Moji termini (/termini) with the
 * same day-and-time picker, changes the phone number and the password, and logs in again with
 * the new password. A fresh account each run: the demo customer's password stays as it is.
 */
const PASSWORD = 'Sunce-nad-Avalom-7';
const NEW_PASSWORD = 'Kosava-duva-11';
const RADNIK = 'radnik@zakazi.demo';

let business: { id: number; serviceId: number };
let email: string;

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A confirmed customer account made through the API, its code read from the mail sink. */
async function newCustomer(): Promise<string> {
  const address = `konto-${Date.now()}-${randomBytes(3).toString('hex')}@primer.rs`;
  const created = await post('/api/Identity/create-user', { email: address, password: PASSWORD, ime: 'Jovana', prezime: 'Test' });
  assert.equal(created.status, 201);
  const { userId } = (await created.json()) as { userId: number };
  const code = mailCode(await waitForMail(address));
  assert.equal((await post('/api/Identity/confirm-email', { userId, emailCode: code })).status, 200);
  return address;
}

const { newPage } = browserForSpec();
before(async () => {
  email = await newCustomer();
  // The demo employee's business and a service they perform (as the booking spec finds them).
  const login = await post('/api/Identity/login', { username: RADNIK, password: 'Demo1234!' });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const me = (await (await fetch(`${baseUrl()}/api/Zaposleni/moj`, { headers: { authorization: `Bearer ${token}` } })).json()) as { entitetId: number; zaposleniId: number };
  const entity = (await (await fetch(`${baseUrl()}/api/Entitet/${me.entitetId}`)).json()) as { usluge: Array<{ id: number; zaposleniIds: number[] }> };
  business = { id: me.entitetId, serviceId: entity.usluge.find((s) => s.zaposleniIds.includes(me.zaposleniId))!.id };
});

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
}

/** ISO day `n` days from today (the browser and the demo business are both in Belgrade time here). */
function isoInDays(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

test('on a phone: log in, book from the sticky bar, move it from Moji termini, change the phone and the password, log in again', async () => {
  const page = await newPage(PHONE);
  await logIn(page, PASSWORD);

  // Book: the panel says instant or request and the window before confirming; the bar holds the confirm.
  await page.goto(`/entity/${business.id}`);
  const flow = page.getByTestId('booking-flow');
  await flow.getByTestId('booking-terms').waitFor();
  await flow.getByLabel('Usluga').selectOption(String(business.serviceId));
  // Two days ahead at least: outside the default 24 h window, so the customer may still move it.
  const day = await pickFreeDayFrom(flow, isoInDays(2));
  await page.waitForURL((u) => u.searchParams.get('datum') === day);
  const slot = flow.locator('.time-grid__slot:not([disabled])').first();
  await slot.waitFor();
  await flow.getByText('Jutro').or(flow.getByText('Popodne')).or(flow.getByText('Veče')).first().waitFor();
  const time = (await slot.innerText()).trim();
  await slot.click();
  const bar = page.getByTestId('booking-choice-bar');
  await bar.waitFor();
  assert.match(await bar.innerText(), new RegExp(time));
  // The confirm is on screen without scrolling: inside the 390 × 844 viewport.
  const confirm = bar.getByRole('button', { name: 'Potvrdi rezervaciju' });
  const box = (await confirm.boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `the confirm is on screen (${box.y})`);
  await screenshot(page, 'account-01-bar-phone');
  const [made] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/zakazi-termin') && r.request().method() === 'POST'),
    confirm.click(),
  ]);
  assert.equal(made.status(), 201);
  const booking = (await made.json()) as { id: number; datum: string; vreme: string };
  await flow.getByTestId('booking-success').waitFor();
  await flow.getByTestId('booking-next').waitFor();

  // Move it from Moji termini (/termini): the dialog opens on its day with the current time marked.
  await page.goto('/termini');
  const item = page.getByTestId(`booking-${booking.id}`);
  await item.getByTestId('window-open').waitFor();
  await item.getByRole('button', { name: 'Pomeri termin' }).click();
  const dialog = page.getByTestId('reschedule-dialog');
  await dialog.waitFor();
  await dialog.locator(`.time-grid__slot[data-current]`).filter({ hasText: booking.vreme }).waitFor();
  const other = dialog.locator('.time-grid__slot:not([disabled])').first();
  await other.waitFor();
  const newTime = (await other.innerText()).trim();
  assert.notEqual(newTime, booking.vreme);
  await other.click();
  await screenshot(page, 'account-02-reschedule-phone');
  const [moved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/termini/${booking.id}/reschedule`)),
    dialog.getByTestId('reschedule-confirm').click(),
  ]);
  assert.equal(moved.status(), 200);
  assert.equal(((await moved.json()) as { id: number; vreme: string }).vreme, newTime);
  await page.getByTestId('reschedule-dialog').waitFor({ state: 'detached' });
  await item.getByText(newTime, { exact: false }).first().waitFor();

  // The phone number, through the mask, on the profile.
  await page.goto('/profile');
  const details = page.getByTestId('details-form');
  const phone = details.getByLabel(/^Broj telefona/);
  await phone.click();
  await phone.pressSequentially('0641234567');
  assert.equal(await phone.inputValue(), '(064) 123 - 4567');
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/Profil') && r.request().method() === 'PUT'),
    details.getByRole('button', { name: 'Sačuvaj izmene' }).click(),
  ]);
  assert.equal(saved.status(), 200);
  assert.equal(((await saved.json()) as { brojTelefona: string }).brojTelefona, '064 123 4567');
  await page.reload();
  assert.equal(await page.getByTestId('details-form').getByLabel(/^Broj telefona/).inputValue(), '(064) 123 - 4567');

  // The password: a wrong current one is named under its field, the right one changes it.
  const pw = page.getByTestId('password-form');
  await pw.getByLabel(/^Sadašnja lozinka/).fill('nije-ova-lozinka');
  await pw.getByLabel(/^Nova lozinka/).fill(NEW_PASSWORD);
  await pw.getByLabel(/^Ponovite novu lozinku/).fill(NEW_PASSWORD);
  await pw.getByRole('button', { name: 'Promeni lozinku' }).click();
  await pw.getByText('Sadašnja lozinka nije tačna.').waitFor();
  await pw.getByLabel(/^Sadašnja lozinka/).fill(PASSWORD);
  const [changed] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/identity/change-password')),
    pw.getByRole('button', { name: 'Promeni lozinku' }).click(),
  ]);
  assert.equal(changed.status(), 200);
  await screenshot(page, 'account-03-profile-phone');
  await page.context().close();

  // Log in again with the new password, on a fresh phone; the old one no longer works.
  assert.equal((await post('/api/Identity/login', { username: email, password: PASSWORD })).status, 401);
  const again = await newPage(PHONE);
  await logIn(again, NEW_PASSWORD);
  await again.goto('/termini');
  await again.getByTestId(`booking-${booking.id}`).getByText(newTime, { exact: false }).first().waitFor();
  await again.context().close();
});
