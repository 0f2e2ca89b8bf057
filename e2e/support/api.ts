import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/**
 * The product's own API and login form, as specs use them to set up and check what the browser
 * did: a login through the API, a GET that must answer 200, and a login on the form.
 */

/** Logs in through the API: the access token. */
export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/Identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  assert.equal(res.status, 200, `login of ${email}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A GET that must answer 200 (as the token's user, if given): its JSON body. */
export async function apiGet<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(baseUrl() + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  assert.equal(res.status, 200, `GET ${path}`);
  return (await res.json()) as T;
}

/** Fills the login form on screen and sends it; resolves once the page has left /login. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Prijavi se' }).waitFor();
  await page.getByLabel('E-pošta').fill(email);
  await page.getByLabel(/^Lozinka/).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}
