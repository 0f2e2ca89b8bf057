import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { mailCode, waitForMail } from '../support/mail.ts';
import { submitLoginForm } from '../support/api.ts';

/**
 * Passkeys in the browser (issue 32 item 5, decision 083): Chromium's virtual authenticator (the
 * DevTools protocol's WebAuthn domain) stands for the phone's or laptop's own: a customer adds a
 * passkey in the profile, logs out, and logs in with it alone, on the login page's passkey button.
 */
const PASSWORD = 'Kljuc-bez-lozinke-7';

async function newCustomer(): Promise<string> {
  const email = `kljuc-${Date.now()}-${randomBytes(3).toString('hex')}@primer.rs`;
  const post = (path: string, body: unknown) => fetch(baseUrl() + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const created = await post('/api/Identity/create-user', { email, password: PASSWORD, ime: 'Milica' });
  assert.equal(created.status, 201);
  const { userId } = (await created.json()) as { userId: number };
  assert.equal((await post('/api/Identity/confirm-email', { userId, emailCode: mailCode(await waitForMail(email)) })).status, 200);
  return email;
}

/** A platform authenticator with user verification (a fingerprint that always matches), for this page. */
async function virtualAuthenticator(page: Page): Promise<{ credentials: () => Promise<{ signCount: number }[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

const { newPage } = browserForSpec();

test('a passkey added in the profile signs in on its own after logging out', async () => {
  const email = await newCustomer();
  const page = await newPage(DESKTOP);
  const authenticator = await virtualAuthenticator(page);
  await page.goto('/login');
  await submitLoginForm(page, email, PASSWORD);
  await page.goto('/profile');
  const card = page.getByTestId('passkeys');
  await card.getByTestId('passkeys-empty').waitFor();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'passkeys-empty-1440');
  await page.getByTestId('passkey-add').click();
  await card.getByTestId('passkey').waitFor();
  assert.equal(await card.getByTestId('passkey').count(), 1);
  assert.match(await card.getByTestId('passkey').innerText(), /još nije korišćen/);
  assert.equal((await authenticator.credentials()).length, 1, 'the authenticator holds the new key');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'passkeys-added-1440');

  // Adding a second on the same authenticator: the server excluded it, the browser says so.
  await page.getByTestId('passkey-add').click();
  await page.getByText('Ovaj uređaj već ima pristupni ključ za vaš nalog.').waitFor();
  assert.equal(await card.getByTestId('passkey').count(), 1);

  await page.getByRole('button', { name: 'Odjava' }).last().click();
  await page.waitForURL((u) => u.pathname !== '/profile');
  await page.goto('/login');
  await page.setViewportSize(PHONE);
  await page.getByTestId('passkey-login').waitFor();
  await screenshot(page, 'passkeys-login-390');
  await page.getByRole('button', { name: 'Prijava pomoću pristupnog ključa' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.goto('/profile');
  await page.getByTestId('passkey').getByText(/poslednja prijava/).waitFor();
  assert.equal((await page.getByTestId('profile-data').innerText()).includes(email), true, 'signed in as the passkey\'s owner');
  assert.ok((await authenticator.credentials())[0]!.signCount >= 1, 'the signature counter moved');
  await page.getByTestId('passkeys').scrollIntoViewIfNeeded();
  await screenshot(page, 'passkeys-used-390');

  // The button in English and Cyrillic; each time the passkey signs in again.
  await page.setViewportSize(DESKTOP);
  // The language is the URL's prefix (issue 29): /en and /cir.
  for (const [prefix, logout, name] of [['/en', 'Log out', 'Log in with a passkey'], ['/cir', 'Одјава', 'Пријава помоћу приступног кључа']] as const) {
    await page.goto(`${prefix}/profile`);
    await page.getByTestId('passkey').waitFor();
    await page.getByRole('button', { name: logout }).last().click();
    await page.waitForURL((u) => u.pathname !== `${prefix}/profile`);
    await page.goto(`${prefix}/login`);
    await page.getByRole('button', { name }).waitFor();
    await screenshot(page, `passkeys-login-${prefix.slice(1)}-1440`);
    await page.getByRole('button', { name }).click();
    await page.waitForURL((u) => u.pathname !== `${prefix}/login`);
  }
  assert.ok((await authenticator.credentials())[0]!.signCount >= 3, 'three sign-ins with the key');
  await page.context().close();
});
