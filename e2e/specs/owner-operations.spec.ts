import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { apiGet } from '../support/api.ts';
import { DEMO, DEMO_PASSWORD, apiLogin, uiLogin } from '../support/demo-login.ts';
import { addDays, startOfIsoWeek, toRequestDate, todayIn } from '../../packages/contract/src/calendar.ts';
import { formatPrice } from '../../apps/web/src/lib/format.ts';

/**
 * The owner's operational tabs of /entity/edit (bookings inbox and agenda, open slots, closures,
 * statistics) and /super-admin, driven as their users click, each outcome checked against the API.
 */
const { newPage } = browserForSpec();

const { owner: OWNER, admin: ADMIN, customer: KUPAC } = DEMO;
const ZONE = 'Europe/Belgrade';

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Booking = { id: number; status: string; datum: string; vreme: string; korisnikIme: string | null; uslugaNaziv: string };

test('the owner confirms a pending booking from the inbox and sees it in the agenda', async () => {
  const token = await apiLogin(OWNER);
  const { entitetId } = await (await fetch(`${baseUrl()}/api/identity/get-entitet-id`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userid: Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub) }),
  }).then((r) => r.json())) as { entitetId: number };
  const today = todayIn(ZONE);

  const page = await uiLogin(await newPage(DESKTOP), OWNER, '/entity/edit?tab=termini');
  const inbox = page.getByTestId('bookings-inbox');
  const first = inbox.getByTestId('booking-item').first();
  await first.waitFor();
  const id = Number(await first.getAttribute('data-booking-id'));
  const pending = await apiGet<Booking[]>(`/api/Entitet/${entitetId}/zakazivanja?status=pending&od=${toRequestDate(today)}&do=${toRequestDate(addDays(today, 365))}`, token);
  const shown = pending.find((b) => b.id === id);
  assert.ok(shown, 'the inbox shows a pending booking of the API');
  assert.match(await first.innerText(), new RegExp(shown.vreme));
  if (shown.korisnikIme) assert.match(await first.innerText(), new RegExp(shown.korisnikIme));
  await screenshot(page, 'owner-ops-bookings-desktop');

  await first.getByRole('button', { name: 'Potvrdi' }).click();
  await page.getByText('Termin je potvrđen.').waitFor();
  await inbox.locator(`[data-booking-id="${id}"]`).waitFor({ state: 'detached' });
  const after = await apiGet<Booking[]>(`/api/Entitet/${entitetId}/zakazivanja?od=${toRequestDate(shown.datum)}&do=${toRequestDate(shown.datum)}`, token);
  assert.equal(after.find((b) => b.id === id)?.status, 'confirmed');

  // The agenda on that day lists it as confirmed; a week view holds it too.
  const agenda = page.getByTestId('bookings-agenda');
  await agenda.getByLabel('Datum').fill(shown.datum);
  await agenda.locator(`[data-booking-id="${id}"][data-status="confirmed"]`).waitFor();
  await agenda.scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-ops-agenda-day-desktop');
  await agenda.getByText('Nedelja', { exact: true }).click();
  await agenda.locator(`[data-booking-id="${id}"]`).waitFor();
  await agenda.scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-ops-agenda-week-desktop');

  // Rejecting asks first: the dialog names the booking and can be cancelled.
  const next = inbox.getByTestId('booking-item').first();
  if (await next.count()) {
    await next.getByRole('button', { name: 'Odbij' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odbiti termin?' });
    await dialog.waitFor();
    await screenshot(page, 'owner-ops-reject-dialog-desktop');
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await page.context().close();

  const phone = await uiLogin(await newPage(PHONE), OWNER, '/entity/edit?tab=termini');
  await phone.getByTestId('bookings-inbox').getByTestId('booking-item').first().waitFor();
  await screenshot(phone, 'owner-ops-bookings-phone');
  await phone.context().close();
});

test('the owner opens extra slots in bulk and they become bookable', async () => {
  const today = todayIn(ZONE);
  const free = async (day: string) =>
    (await fetch(`${baseUrl()}/api/ZakaziTermini/slobodni-termini?entitetId=1&uslugaId=1&zaposleniId=1&datum=${toRequestDate(day)}`).then((r) => r.json())) as string[];
  // A Sunday, when the demo salon does not work, with no open slot at 10:00 yet (a reused server may have one).
  let sunday = '';
  for (let week = 1; week <= 7 && !sunday; week++) {
    const candidate = addDays(startOfIsoWeek(addDays(today, 7 * week)), 6);
    if (!(await free(candidate)).includes('10:00')) sunday = candidate;
  }
  assert.ok(sunday, 'a Sunday without open slots');

  const page = await uiLogin(await newPage(DESKTOP), OWNER, '/entity/edit?tab=slobodni-termini');
  const tab = page.getByTestId('open-slots');
  await tab.waitFor();
  await pickOption(page, 'Zaposleni', 'Jelena Marković');
  await pickOption(page, 'Usluga', 'Žensko šišanje');
  await tab.getByLabel('Datum', { exact: true }).fill(sunday);
  await tab.getByRole('button', { name: 'Dodaj datum' }).click();
  await tab.getByLabel('Od', { exact: true }).fill('10:00');
  await tab.getByLabel('Do', { exact: true }).fill('11:00');
  await tab.getByRole('textbox', { name: 'Na svakih (min)' }).fill('30');
  await tab.getByRole('button', { name: 'Dodaj niz' }).click();
  await tab.getByTestId('open-slots-preview').getByText('1 × 3 = 3 termina').waitFor();
  await screenshot(page, 'owner-ops-open-slots-desktop');
  await tab.getByRole('button', { name: 'Otvori termine' }).click();
  await tab.getByTestId('open-slots-result').getByText('Dodata su 3 nova termina.').waitFor();
  const nowFree = await free(sunday);
  for (const time of ['10:00', '10:30', '11:00']) assert.ok(nowFree.includes(time), `${time} is bookable on ${sunday}`);
  await page.context().close();

  const phone = await uiLogin(await newPage(PHONE), OWNER, '/entity/edit?tab=slobodni-termini');
  await phone.getByTestId('open-slots').waitFor();
  await pickOption(phone, 'Zaposleni', 'Jelena Marković');
  await screenshot(phone, 'owner-ops-open-slots-phone');
  await phone.context().close();
});

test('the owner adds a closure and removes it again', async () => {
  const token = await apiLogin(OWNER);
  // Beyond the booking horizon (60 days): no booking can fall in it.
  const day = addDays(todayIn(ZONE), 75);
  const closures = () => apiGet<Array<{ id: number; od: string; razlog: string | null }>>('/api/Entitet/1/zatvaranja', token);

  const page = await uiLogin(await newPage(DESKTOP), OWNER, '/entity/edit?tab=neradni-dani');
  const section = page.getByTestId('closures');
  await section.waitFor();
  await section.getByLabel(/^Od/).fill(day);
  await section.getByLabel('Razlog (nije obavezno)').fill('Renoviranje (e2e)');
  await section.getByRole('button', { name: 'Dodaj zatvaranje' }).click();
  await section.locator(`[data-testid="period"][data-od="${day}"]`).waitFor();
  assert.ok((await closures()).some((c) => c.od === day && c.razlog === 'Renoviranje (e2e)'));
  await screenshot(page, 'owner-ops-time-off-desktop');

  await section.locator(`[data-testid="period"][data-od="${day}"]`).getByRole('button', { name: /^Obriši period/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Obrisati period?' });
  await dialog.getByRole('button', { name: 'Obriši' }).click();
  await section.locator(`[data-testid="period"][data-od="${day}"]`).waitFor({ state: 'detached' });
  assert.ok(!(await closures()).some((c) => c.od === day));
  await page.context().close();

  const phone = await uiLogin(await newPage(PHONE), OWNER, '/entity/edit?tab=neradni-dani');
  await phone.getByTestId('days-off').waitFor();
  await screenshot(phone, 'owner-ops-time-off-phone');
  await phone.context().close();
});

type Prihod = { prihod: number; broj: number };
type Period = { ukupno: Prihod; poUslugama: Array<Prihod & { naziv: string }> };
type Finance = { valuta: string; dan: Period; nedelja: Period; mesec: Period };
type Visits = { ukupno: { zakazivanja: number; pregledi: number } };

test('statistics show the figures the API computes, as charts with tables', async () => {
  const token = await apiLogin(OWNER);
  const page = await uiLogin(await newPage(DESKTOP), OWNER, '/entity/edit?tab=statistika');
  const finance = page.getByTestId('finance');
  await finance.waitFor();
  // The date field shows today the Serbian way (dd.mm.yyyy.), whatever the browser's locale.
  const datum = todayIn(ZONE);
  const [y, m, d] = datum.split('-');
  assert.equal(await page.getByTestId('stats-date').inputValue(), `${d}.${m}.${y}.`);
  const f = await apiGet<Finance>(`/api/Finansije/admin-dashboard/finansije?lokalId=1&datum=${toRequestDate(datum)}`, token);
  const v = await apiGet<Visits>(`/api/admin-dashboard/posecenost?lokalId=1&datum=${toRequestDate(datum)}`, token);
  for (const key of ['dan', 'nedelja', 'mesec'] as const) {
    const kpi = (await finance.getByTestId(`finance-${key}`).getByTestId('kpi-total').innerText()).replace(/\s/g, ' ');
    assert.equal(kpi, formatPrice(f[key].ukupno.prihod, f.valuta, 'sr').replace(/\s/g, ' '), `${key} revenue`);
  }
  // The month's split by service: the chart names itself, the table beside it holds the same numbers.
  const byService = page.getByTestId('finance-by-service');
  if (f.mesec.poUslugama.length) {
    await byService.locator('svg[role="img"]').waitFor();
    const table = await byService.getByRole('table').innerText();
    for (const s of f.mesec.poUslugama) {
      assert.match(table, new RegExp(s.naziv));
      assert.ok(table.replace(/\s/g, ' ').includes(formatPrice(s.prihod, f.valuta, 'sr').replace(/\s/g, ' ')), `${s.naziv} revenue in the table`);
    }
  }
  const total = await page.getByTestId('visits-total').innerText();
  assert.match(total, new RegExp(`^${v.ukupno.zakazivanja.toLocaleString('sr-Latn-RS')} termina? i `), 'counted by the plural rule (1 termin, 2 termina)');
  assert.equal(await page.getByTestId('visits-bookings').locator('svg[role="img"]').count(), 1);
  assert.equal(await page.getByTestId('visits-bookings').getByRole('table').locator('tbody tr').count(), 30);
  await screenshot(page, 'owner-ops-statistics-desktop');
  await page.getByTestId('visits').scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-ops-statistics-visits-desktop');
  await page.context().close();

  const phone = await uiLogin(await newPage(PHONE), OWNER, '/entity/edit?tab=statistika');
  await phone.getByTestId('finance-by-service').waitFor();
  await phone.getByTestId('finance-by-service').scrollIntoViewIfNeeded();
  await screenshot(phone, 'owner-ops-statistics-phone');
  await phone.getByTestId('visits-bookings').scrollIntoViewIfNeeded();
  await screenshot(phone, 'owner-ops-statistics-visits-phone');
  await phone.context().close();
});

type AdminUsers = { users: Array<{ id: number; email: string; role: string }>; total: number };

test('the super-admin finds a user, disables and re-enables the account, and finds a business', async () => {
  const adminToken = await apiLogin(ADMIN);
  const { users } = await apiGet<AdminUsers>('/api/super-admin/korisnici?role=RegularUser&q=primer.rs&pageSize=50', adminToken);
  // A generated demo customer (ime.prezime@primer.rs, password Demo1234!), not one an earlier spec signed up.
  const target = users.find((u) => u.email !== KUPAC && /^[a-z]+\.[a-z]+\d*@primer\.rs$/.test(u.email))!;
  assert.ok(target, 'a demo customer to disable');
  const loginStatus = async () =>
    (await fetch(`${baseUrl()}/api/Identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: target.email, password: DEMO_PASSWORD }),
    })).status;

  const page = await uiLogin(await newPage(DESKTOP), ADMIN, '/super-admin');
  const list = page.getByTestId('admin-users');
  await list.getByTestId('admin-user').first().waitFor();
  await screenshot(page, 'super-admin-users-desktop');
  await list.getByLabel('Pretraži korisnike').fill(target.email);
  const row = list.locator(`[data-testid="admin-user"][data-email="${target.email}"]`);
  await row.waitFor();
  await list.getByText('Pronađen 1 rezultat').waitFor();

  await row.getByRole('button', { name: `Onemogući nalog ${target.email}` }).click();
  await list.locator(`[data-email="${target.email}"][data-enabled="false"]`).waitFor();
  assert.equal(await loginStatus(), 403, 'a disabled account cannot log in');
  await row.getByRole('button', { name: `Omogući nalog ${target.email}` }).click();
  await list.locator(`[data-email="${target.email}"][data-enabled="true"]`).waitFor();
  assert.equal(await loginStatus(), 200, 'enabled again');

  // Delete asks first; cancelling keeps the account.
  await row.getByRole('button', { name: `Obriši nalog ${target.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Obrisati nalog?' });
  await dialog.getByText(target.email).waitFor();
  await screenshot(page, 'super-admin-delete-dialog-desktop');
  await dialog.getByRole('button', { name: 'Odustani' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor();

  await page.getByRole('tab', { name: 'Lokali' }).click();
  const businesses = page.getByTestId('admin-businesses');
  await businesses.getByLabel('Pretraži lokale').fill('lepotica');
  await businesses.getByRole('link', { name: /Frizerski salon Lepotica/ }).waitFor();
  await screenshot(page, 'super-admin-businesses-desktop');
  await businesses.getByRole('link', { name: /Frizerski salon Lepotica/ }).click();
  await page.waitForURL((u) => u.pathname === '/entity/1');
  await page.context().close();

  const phone = await uiLogin(await newPage(PHONE), ADMIN, '/super-admin');
  await phone.getByTestId('admin-user').first().waitFor();
  await screenshot(phone, 'super-admin-users-phone');
  // Opened directly (a reload, not from the login page): the role names are the auth texts, which
  // this route must load itself.
  await phone.reload();
  await phone.getByLabel('Pretraži korisnike').fill(target.email);
  await phone.locator(`[data-testid="admin-user"][data-email="${target.email}"]`).getByText('Korisnik', { exact: true }).waitFor();
  // The home page loads no auth texts of its own; the user menu brings the ones it shows.
  await phone.goto('/');
  await phone.getByRole('button', { name: 'Meni' }).click();
  await phone.getByText('Administrator sistema', { exact: true }).waitFor();
  await phone.getByRole('button', { name: 'Odjava' }).waitFor();
  await phone.context().close();
});

test('a customer on /super-admin sees no admin data, and the page never asks for it', async () => {
  const page = await newPage(PHONE);
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(super-admin|users\/|DeleteUser)/i.test(new URL(r.url()).pathname)) adminCalls.push(r.url());
  });
  await uiLogin(page, KUPAC, '/');
  await page.goto('/super-admin');
  await page.getByTestId('admin-unavailable').getByText('Ova stranica nije dostupna.').waitFor();
  assert.equal(await page.getByTestId('admin-users').count(), 0);
  assert.deepEqual(adminCalls, []);
  await screenshot(page, 'super-admin-customer-phone');

  // A visitor too.
  await page.context().clearCookies();
  const visitor = await newPage(DESKTOP);
  await visitor.goto('/super-admin');
  await visitor.getByTestId('admin-unavailable').waitFor();
  await page.context().close();
  await visitor.context().close();
});
