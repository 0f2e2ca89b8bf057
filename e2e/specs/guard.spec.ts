import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';

/**
 * SPEC.md 2 navigation guard: a visitor opening a protected route is sent to login with the
 * original path as redirectedFrom, comes back there after logging in, and is sent to login again
 * on logging out. Roles: a customer may not open the owner area.
 */

const KUPAC = { email: 'kupac@zakazi.demo', password: 'Demo1234!', ime: 'Milica' };

const { newPage } = browserForSpec();

test('a visitor opening /profile logs in there and is sent to login on logging out', async () => {
  const page = await newPage(DESKTOP);
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Prijavi se' }).waitFor();
  const url = new URL(page.url());
  assert.equal(`${url.pathname}?${decodeURIComponent(url.search.slice(1))}`, '/login?redirectedFrom=/profile');
  await screenshot(page, 'auth-guard-login-desktop');

  await page.getByLabel('E-pošta').fill(KUPAC.email);
  await page.getByLabel(/^Lozinka/).fill(KUPAC.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL((u) => u.pathname === '/profile');
  const data = page.getByTestId('profile-data');
  await data.getByText(KUPAC.email).waitFor();
  assert.match(await data.innerText(), /Milica/);
  assert.match(await data.innerText(), /Petrović/);
  assert.match(await page.getByTestId('user-menu').innerText(), /Milica/);
  await screenshot(page, 'auth-profile-desktop');

  // The session is kept in a Secure, SameSite=Strict cookie (SPEC.md 7), even on http://localhost.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'zakazi.auth');
  assert.ok(cookie, 'auth cookie stored');
  assert.equal(cookie.secure, true);
  assert.equal(cookie.sameSite, 'Strict');
  assert.equal(cookie.path, '/');

  // A reload restores the session from the cookie: still on /profile, still logged in.
  await page.reload();
  await data.getByText(KUPAC.email).waitFor();
  assert.equal(new URL(page.url()).pathname, '/profile');

  // Logging out from the header menu on a protected page lands on login.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Odjava' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByRole('link', { name: 'Prijava' }).first().waitFor();
  assert.equal((await page.context().cookies()).find((c) => c.name === 'zakazi.auth'), undefined);

  // And /profile is closed again.
  await page.goto('/profile');
  await page.waitForURL((u) => u.pathname === '/login');
  await page.context().close();
});

test('a customer may not open the owner area; the guard keeps the query of the original path', async () => {
  const page = await newPage(PHONE);
  await page.goto('/login');
  await page.getByLabel('E-pošta').fill(KUPAC.email);
  await page.getByLabel(/^Lozinka/).fill(KUPAC.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL((u) => u.pathname === '/');

  await page.goto('/entity/edit?tab=usluge');
  await page.waitForURL((u) => u.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirectedFrom'), '/entity/edit?tab=usluge');
  await page.context().close();
});

test('an owner logs in from the guard and reaches the owner area', async () => {
  const page = await newPage(DESKTOP);
  await page.goto('/entity/edit');
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByLabel('E-pošta').fill('vlasnik@zakazi.demo');
  await page.getByLabel(/^Lozinka/).fill('Demo1234!');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL((u) => u.pathname === '/entity/edit');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Moj biznis' }).waitFor();
  assert.equal(new URL(page.url(), baseUrl()).pathname, '/entity/edit');
  await page.context().close();
});

test('login errors: wrong password and the server-side message are shown inline', async () => {
  const page = await newPage(PHONE);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.getByText('Unesite e-poštu').waitFor();
  await page.getByLabel('E-pošta').fill(KUPAC.email);
  await page.getByLabel(/^Lozinka/).fill('pogresna-lozinka');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.getByRole('alert').getByText('Pogrešna e-pošta ili lozinka.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await screenshot(page, 'auth-login-error-phone');
  await page.context().close();
});

test('under a language prefix the guard sends to that language\'s login and back to the page in it', async () => {
  const page = await newPage(DESKTOP);
  await page.goto('/en/profile');
  await page.waitForURL((url) => url.pathname === '/en/login');
  // The path comes back without its prefix: the router adds the page's language again.
  assert.equal(new URL(page.url()).searchParams.get('redirectedFrom'), '/profile');
  await page.getByLabel('Email').fill(KUPAC.email);
  await page.getByLabel(/^Password/).fill(KUPAC.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/en/profile');
  await page.getByTestId('profile-data').getByText(KUPAC.email).waitFor();
  await page.context().close();
});
