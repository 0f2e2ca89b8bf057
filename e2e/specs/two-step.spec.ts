import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { generate } from 'otplib';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { mailCode, waitForMail } from '../support/mail.ts';
import { submitLoginForm } from '../support/api.ts';

/**
 * Two-step sign-in in the browser (issue 32): a customer turns it on in the profile (the QR code,
 * the secret as text, a first code from the app, the ten recovery codes shown once), then signs in
 * on a phone with the password and, in the second step, a code computed from that secret.
 */
const PASSWORD = 'Dva-koraka-do-termina-5';

async function newCustomer(): Promise<string> {
  const email = `dva-koraka-${Date.now()}-${randomBytes(3).toString('hex')}@primer.rs`;
  const post = (path: string, body: unknown) => fetch(baseUrl() + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const created = await post('/api/Identity/create-user', { email, password: PASSWORD, ime: 'Vesna' });
  assert.equal(created.status, 201);
  const { userId } = (await created.json()) as { userId: number };
  assert.equal((await post('/api/Identity/confirm-email', { userId, emailCode: mailCode(await waitForMail(email)) })).status, 200);
  return email;
}

const { newPage } = browserForSpec();

test('turned on in the profile with a QR code, then the login asks for the app code', async () => {
  const email = await newCustomer();
  const desk = await newPage(DESKTOP);
  await desk.goto('/login');
  await submitLoginForm(desk, email, PASSWORD);
  await desk.goto('/profile');
  await desk.getByRole('button', { name: 'Uključi prijavu u dva koraka' }).click();
  const secret = (await desk.getByTestId('two-step-secret').innerText()).trim();
  assert.match(secret, /^[A-Z2-7]{16,}$/);
  assert.equal(await desk.getByTestId('two-step-setup').locator('svg').count(), 1, 'the QR code');
  await screenshot(desk, 'two-step-setup-1440');
  await desk.getByLabel('Kod iz aplikacije').fill(await generate({ secret }));
  await desk.getByRole('button', { name: 'Potvrdi i uključi' }).click();
  await desk.getByTestId('recovery-codes').waitFor();
  assert.equal(await desk.getByTestId('recovery-codes').locator('li').count(), 10);
  await screenshot(desk, 'two-step-recovery-codes-1440');
  await desk.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  await desk.getByTestId('two-step-on').waitFor();
  await desk.context().close();

  const phone = await newPage(PHONE);
  await phone.goto('/login');
  await phone.getByLabel('E-pošta').fill(email);
  await phone.getByLabel(/^Lozinka/).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Prijavi se' }).click();
  await phone.getByTestId('second-step-form').waitFor();
  await phone.getByLabel('Kod za prijavu').fill('000000' === (await generate({ secret })) ? '111111' : '000000');
  await phone.getByRole('button', { name: 'Potvrdi i prijavi se' }).click();
  await phone.getByText('Kod nije tačan').waitFor();
  await screenshot(phone, 'two-step-login-390');
  // The enabling code's step is used up: the app's next code (one step of drift is allowed).
  await phone.getByLabel('Kod za prijavu').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await phone.getByRole('button', { name: 'Potvrdi i prijavi se' }).click();
  await phone.waitForURL((u) => u.pathname !== '/login');
  await phone.goto('/profile');
  await phone.getByTestId('two-step-on').waitFor();
  await phone.getByTestId('sessions').waitFor();
  assert.equal(await phone.getByTestId('session').count(), 2, 'the desk and the phone');
  await screenshot(phone, 'two-step-profile-390');
  await phone.context().close();
});
