import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { apiGet, apiLogin, submitLoginForm } from '../support/api.ts';
import { pickFreeDayFrom } from '../support/day-picker.ts';
import { addDays } from '../../packages/contract/src/calendar.ts';

/**
 * Booking the way people do it (issue 4), in Serbian and the dark theme:
 *  - a visitor picks service, employee, a free day and a time, is sent to login, comes back to the
 *    same choice and confirms; the employee (radnik@zakazi.demo) confirms it on /employee; the
 *    customer sees it confirmed on "Moji termini" (/termini), and the confirmation mail reaches the SMTP sink;
 *  - a time taken meanwhile (booked through the API) answers 409 and the times refresh;
 *  - a time taken meanwhile disappears live while the day's times are on screen;
 *  - the favorite heart, logged out (to login) and logged in (on the page and on /profile).
 * Screenshots of every step at phone (390) and desktop (1440) widths land in e2e/screenshots/.
 */
const PASSWORD = 'Demo1234!';
const KUPAC = 'kupac@zakazi.demo';
const RADNIK = 'radnik@zakazi.demo';

type Business = { id: number; naziv: string; usluge: Array<{ id: number; naziv: string; zaposleniIds: number[] }>; zaposleni: Array<{ id: number; ime: string; prezime: string | null }> };
type Booking = { id: number; datum: string; vreme: string; status: string; zaposleniId: number };

/** The demo employee's business, service and employee id (from the API, not hard-coded). */
let world: { business: Business; serviceId: number; employeeId: number; employeeName: string };

async function apiBook(token: string, body: Record<string, unknown>): Promise<{ status: number; body: Booking }> {
  const res = await fetch(`${baseUrl()}/api/ZakaziTermini/zakazi-termin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Booking };
}

const { newPage } = browserForSpec();
before(async () => {
  const me = await apiGet<{ zaposleniId: number; entitetId: number }>('/api/Zaposleni/moj', await apiLogin(RADNIK, PASSWORD));
  const business = await apiGet<Business>(`/api/Entitet/${me.entitetId}`);
  const service = business.usluge.find((s) => s.zaposleniIds.includes(me.zaposleniId) && s.zaposleniIds.length > 1)!;
  const employee = business.zaposleni.find((z) => z.id === me.zaposleniId)!;
  world = { business, serviceId: service.id, employeeId: me.zaposleniId, employeeName: [employee.ime, employee.prezime].filter(Boolean).join(' ') };
});

const loginOnForm = (page: Page, email: string) => submitLoginForm(page, email, PASSWORD);

async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await loginOnForm(page, email);
}

const flow = (page: Page) => page.getByTestId('booking-flow');

/** Service and employee in the booking panel, then the first free day; returns the chosen ISO day. */
async function chooseServiceEmployeeAndDay(page: Page, employeeId: number | null): Promise<string> {
  await flow(page).getByLabel('Usluga').selectOption(String(world.serviceId));
  await page.waitForURL((u) => u.searchParams.get('usluga') === String(world.serviceId));
  await flow(page).getByLabel('Zaposleni').selectOption(employeeId ? String(employeeId) : '');
  // Until the choice of employee is in the page's query, the calendar still shows anyone's free
  // days, and the first of those may be a day this employee does not work.
  await page.waitForURL((u) => (u.searchParams.get('zaposleni') ?? '') === (employeeId ? String(employeeId) : ''));
  // The calendar opens on the first month with a free day (at a month's end, the next one).
  const freeDay = flow(page).locator('.day-picker__day:not([disabled])').first();
  await freeDay.waitFor();
  const day = (await freeDay.getAttribute('data-date'))!;
  await flow(page).locator(`.day-picker__day[data-date="${day}"]`).click();
  await page.waitForURL((u) => u.searchParams.get('datum') === day);
  return day;
}

const timeButtons = (page: Page) => flow(page).getByRole('button', { name: /^Izaberite vreme \d\d:\d\d$/ });

async function firstFreeTime(page: Page): Promise<string> {
  await timeButtons(page).first().waitFor();
  return (await timeButtons(page).first().innerText()).trim();
}

/** From the chosen day on, the first day with at least two free times (earlier tests fill the first days). */
async function chooseDayWithTwoTimes(page: Page, day: string): Promise<string> {
  for (let tries = 0; tries < 20; tries++) {
    await timeButtons(page).first().waitFor();
    if ((await timeButtons(page).count()) >= 2) return day;
    day = await pickFreeDayFrom(flow(page), addDays(day, 1));
    await page.waitForURL((u) => u.searchParams.get('datum') === day);
  }
  throw new Error(`no day with two free times up to ${day}`);
}

test('a visitor books through the page, logs in on the way, the employee confirms, the customer sees it confirmed and gets the mail', async () => {
  const { business, serviceId, employeeId } = world;
  const desktop = await newPage(DESKTOP);
  await desktop.goto(`/entity/${business.id}`);
  await desktop.getByRole('heading', { level: 1, name: business.naziv }).waitFor();
  await screenshot(desktop, 'booking-01-start-desktop');

  const day = await chooseServiceEmployeeAndDay(desktop, employeeId);
  const time = await firstFreeTime(desktop);
  await screenshot(desktop, 'booking-02-times-desktop');
  await timeButtons(desktop).filter({ hasText: time }).click();
  await flow(desktop).locator('.time-grid__slot[aria-pressed="true"]').filter({ hasText: time }).waitFor();
  await flow(desktop).getByText(`Kod: ${world.employeeName}`).waitFor();
  await screenshot(desktop, 'booking-03-summary-logged-out-desktop');

  // Not logged in: confirm goes to login, and login comes back to the same choice.
  await flow(desktop).getByRole('button', { name: 'Prijavite se i potvrdite' }).click();
  await desktop.waitForURL((u) => u.pathname === '/login');
  const back = new URL(desktop.url()).searchParams.get('redirectedFrom')!;
  assert.match(back, new RegExp(`^/entity/${business.id}\\?`));
  const kept = new URLSearchParams(back.split('?')[1]);
  assert.deepEqual(
    [kept.get('usluga'), kept.get('zaposleni'), kept.get('datum'), kept.get('vreme')],
    [String(serviceId), String(employeeId), day, time],
  );
  await loginOnForm(desktop, KUPAC);
  await desktop.waitForURL((u) => u.pathname === `/entity/${business.id}` && u.searchParams.get('vreme') === time);
  await flow(desktop).getByLabel('Napomena za lokal (nije obavezno)').fill('Prvi put dolazim.');
  await screenshot(desktop, 'booking-04-confirm-desktop');

  const [response] = await Promise.all([
    desktop.waitForResponse((r) => r.url().includes('/zakazi-termin') && r.request().method() === 'POST'),
    flow(desktop).getByRole('button', { name: 'Potvrdi rezervaciju' }).click(),
  ]);
  assert.equal(response.status(), 201);
  assert.match(response.request().headers()['idempotency-key'] ?? '', /^[0-9a-f-]{36}$/, 'a UUID Idempotency-Key');
  const booking = (await response.json()) as Booking;
  assert.deepEqual([booking.datum, booking.vreme, booking.zaposleniId, booking.status], [day, time, employeeId, 'pending']);
  const success = desktop.getByTestId('booking-success');
  await success.getByText('Zahtev je poslat!').waitFor();
  await success.getByText('Čeka potvrdu').waitFor();
  await success.getByRole('button', { name: 'Dodaj u kalendar' }).waitFor();
  await screenshot(desktop, 'booking-05-success-desktop');
  await waitForMail(KUPAC, { timeoutMs: 15_000 });

  // Add to calendar downloads the server's .ics of the booking (the web builds none of its own).
  const [download] = await Promise.all([desktop.waitForEvent('download'), success.getByRole('button', { name: 'Dodaj u kalendar' }).click()]);
  assert.match(download.suggestedFilename(), /\.ics$/);
  const icsPath = await download.path();
  assert.ok(icsPath, 'the download was saved');
  const ics = readFileSync(icsPath, 'utf8');
  assert.match(ics, /PRODID:-\/\/Zakazi\/\/Booking/, "the server's calendar file (ical-generator's PRODID)");
  assert.match(ics, /SEQUENCE:\d+/, 'with the SEQUENCE only the server knows');

  // The employee confirms it on /employee, on that day.
  const employeePage = await newPage(PHONE);
  await login(employeePage, RADNIK);
  await employeePage.goto(`/employee?datum=${day}`);
  const row = employeePage.getByTestId(`employee-booking-${booking.id}`);
  await row.getByText('Čeka potvrdu').waitFor();
  await row.getByText('Prvi put dolazim.').waitFor();
  await screenshot(employeePage, 'booking-06-employee-pending-phone');
  await row.getByRole('button', { name: 'Potvrdi' }).click();
  await row.getByText('Potvrđen').waitFor();
  assert.equal(await row.getByRole('button', { name: 'Potvrdi' }).count(), 0, 'no confirm button on a confirmed booking');
  await screenshot(employeePage, 'booking-07-employee-confirmed-phone');
  await employeePage.setViewportSize(DESKTOP);
  await screenshot(employeePage, 'booking-07-employee-confirmed-desktop');
  await employeePage.context().close();

  // The customer sees it confirmed on "Moji termini", and the confirmation mail arrives.
  await desktop.goto('/termini');
  const item = desktop.getByTestId('upcoming-bookings').getByTestId(`booking-${booking.id}`);
  await item.getByText('Potvrđen').waitFor();
  await item.getByRole('button', { name: 'Otkaži termin' }).waitFor();
  await screenshot(desktop, 'booking-08-profile-desktop');
  await desktop.setViewportSize(PHONE);
  await screenshot(desktop, 'booking-08-profile-phone');
  const deadline = Date.now() + 15_000;
  let mail = '';
  while (Date.now() < deadline && !/termin je potvr/i.test(mail)) {
    mail = await waitForMail(KUPAC, { timeoutMs: 5000 });
    if (!/termin je potvr/i.test(mail)) await new Promise((r) => setTimeout(r, 300));
  }
  assert.match(mail, /termin je potvr/i, 'the confirmation mail reaches the SMTP sink');
  await desktop.context().close();
});

test('the booking steps on a phone, with "anyone": the summary names who takes the time', async () => {
  const page = await newPage(PHONE);
  await login(page, KUPAC);
  await page.goto(`/entity/${world.business.id}`);
  await flow(page).waitFor();
  await flow(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'booking-01-start-phone');
  await chooseServiceEmployeeAndDay(page, null);
  await flow(page).locator('.day-picker').scrollIntoViewIfNeeded();
  await screenshot(page, 'booking-02-calendar-phone');
  const time = await firstFreeTime(page);
  await timeButtons(page).filter({ hasText: time }).click();
  const who = flow(page).getByTestId('booking-employee-name');
  await who.waitFor();
  assert.match(await who.innerText(), /^Termin preuzima: \S+/);
  await who.scrollIntoViewIfNeeded();
  await screenshot(page, 'booking-03-summary-phone');
  await flow(page).getByRole('button', { name: 'Potvrdi rezervaciju' }).click();
  await page.getByTestId('booking-success').getByText('Čeka potvrdu').waitFor();
  await page.getByTestId('booking-success').scrollIntoViewIfNeeded();
  await screenshot(page, 'booking-05-success-phone');
  await page.context().close();
});

test('a time taken meanwhile answers 409: the page says so and refreshes the times', async () => {
  const page = await newPage(DESKTOP);
  // Without live updates, so the taken time is still on screen when the customer confirms.
  await page.route(/\/api\/ZakaziTermini\/uzivo/, (route) => route.abort());
  await login(page, KUPAC);
  await page.goto(`/entity/${world.business.id}`);
  // Two free times: one taken meanwhile, one still offered after the refresh.
  const day = await chooseDayWithTwoTimes(page, await chooseServiceEmployeeAndDay(page, world.employeeId));
  const time = await firstFreeTime(page);
  await timeButtons(page).filter({ hasText: time }).click();

  const other = await apiBook(await apiLogin(KUPAC, PASSWORD), { entitetId: world.business.id, uslugaId: world.serviceId, zaposleniId: world.employeeId, datum: day, vreme: time });
  assert.equal(other.status, 201, 'the same time booked through the API first');

  await flow(page).getByRole('button', { name: 'Potvrdi rezervaciju' }).click();
  const problem = page.getByTestId('booking-problem');
  await problem.waitFor();
  assert.match(await problem.innerText(), new RegExp(`upravo zauzeo termin u ${time}`));
  await timeButtons(page).first().waitFor();
  await page.waitForFunction((t) => ![...document.querySelectorAll('.time-grid__slot')].some((b) => b.textContent?.trim() === t), time, { timeout: 10_000 });
  assert.equal(new URL(page.url()).searchParams.get('vreme'), null, 'the taken time is no longer chosen');
  await screenshot(page, 'booking-09-taken-desktop');
  await page.context().close();
});

test('a booking that gets no answer says so in the one shared sentence, at 390 and 1440 px, and the time stays chosen', async () => {
  const page = await newPage(PHONE);
  await login(page, KUPAC);
  await page.goto(`/entity/${world.business.id}`);
  await chooseServiceEmployeeAndDay(page, world.employeeId);
  const time = await firstFreeTime(page);
  await timeButtons(page).filter({ hasText: time }).click();
  // The network drops the booking request: no answer at all (status 0 for the web's client).
  await page.route(/\/api\/ZakaziTermini\/zakazi-termin/, (route) => route.abort('internetdisconnected'));
  await flow(page).getByRole('button', { name: 'Potvrdi rezervaciju' }).click();
  const problem = page.getByTestId('booking-problem');
  await problem.waitFor();
  assert.equal((await problem.innerText()).trim(), 'Nema veze sa serverom. Proverite internet pa pokušajte ponovo.');
  assert.equal(new URL(page.url()).searchParams.get('vreme'), time, 'the time stays chosen, to try again');
  // On a phone the sentence comes into view above the bar with the confirm button.
  await page.waitForFunction(() => {
    const alert = document.querySelector('[data-testid="booking-problem"]')!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="booking-choice-bar"]')!.getBoundingClientRect();
    return alert.top >= 0 && alert.bottom <= bar.top;
  }, undefined, { timeout: 5000 });
  await screenshot(page, 'booking-15-offline-phone');
  await page.setViewportSize(DESKTOP);
  await problem.scrollIntoViewIfNeeded();
  await screenshot(page, 'booking-15-offline-desktop');
  await page.context().close();
});

test('while a day is on screen, a time booked elsewhere disappears without a reload (live slots)', async () => {
  const page = await newPage(DESKTOP);
  await page.goto(`/entity/${world.business.id}`);
  const day = await chooseServiceEmployeeAndDay(page, world.employeeId);
  const time = await firstFreeTime(page);
  const other = await apiBook(await apiLogin(KUPAC, PASSWORD), { entitetId: world.business.id, uslugaId: world.serviceId, zaposleniId: world.employeeId, datum: day, vreme: time });
  assert.equal(other.status, 201);
  await page.waitForFunction((t) => ![...document.querySelectorAll('.time-grid__slot')].some((b) => b.textContent?.trim() === t), time, { timeout: 10_000 });
  await page.context().close();
});

test('the favorite heart: logged out it leads to login; logged in it toggles, and /profile lists the favorite', async () => {
  const { business } = world;
  const page = await newPage(DESKTOP);
  await onFailureScreenshot(page, 'booking-failure-favorites', () => favoriteSteps(page, business));
  await page.context().close();
});

/** Runs steps; on failure keeps a screenshot and names the page's own errors in the message. */
async function onFailureScreenshot(page: Page, name: string, steps: () => Promise<void>): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  try {
    await steps();
  } catch (error) {
    await screenshot(page, name).catch(() => undefined);
    throw new Error(`${(error as Error).message}\n(at ${page.url()}; screenshot ${name}.png; page errors: ${errors.join(' | ') || 'none'})`, { cause: error });
  }
}

async function favoriteSteps(page: Page, business: Business): Promise<void> {
  await page.goto(`/entity/${business.id}`);
  const heart = page.getByTestId(`favorite-${business.id}`).first();
  await heart.click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirectedFrom') === `/entity/${business.id}`);
  await loginOnForm(page, KUPAC);
  await page.waitForURL((u) => u.pathname === `/entity/${business.id}`);

  // Whatever the demo data says at first, each press flips it, and it ends as a favorite.
  for (let i = 0; i < 2 && (await heart.getAttribute('aria-pressed')) !== 'true'; i++) {
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await page.waitForFunction(
      ([id, was]) => document.querySelector(`[data-testid="favorite-${id}"]`)?.getAttribute('aria-pressed') !== was,
      [String(business.id), before] as const,
    );
  }
  assert.equal(await heart.getAttribute('aria-pressed'), 'true');
  assert.equal(await heart.getAttribute('title'), `Ukloni ${business.naziv} iz omiljenih`);

  await page.goto('/profile');
  const favorites = page.getByTestId('favorites-list');
  const card = favorites.locator('.biz-card-wrap').filter({ hasText: business.naziv });
  await card.waitFor();
  await favorites.scrollIntoViewIfNeeded();
  await screenshot(page, 'booking-10-profile-favorites-desktop');
  await card.getByTestId(`favorite-${business.id}`).click();
  await card.waitFor({ state: 'detached' });

  // The server agrees.
  const token = await apiLogin(KUPAC, PASSWORD);
  const me = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const list = await apiGet<Array<{ id: number }>>(`/api/Profil/favoriti?userId=${me.sub}`, token);
  assert.ok(!list.some((e) => e.id === business.id));
}

test('on "Moji termini" the customer cancels an upcoming booking (after the dialog) and rates a completed visit once', async () => {
  const token = await apiLogin(KUPAC, PASSWORD);
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  // A booking to cancel: the employee's first free time on a day with free times, two days ahead
  // at least, outside the business's cancellation window (otkazivanjeSati, default 24 h).
  const today = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const until = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const q = `entitetId=${world.business.id}&uslugaId=${world.serviceId}&zaposleniId=${world.employeeId}`;
  const days = await apiGet<string[]>(`/api/ZakaziTermini/slobodni-dani?${q}&od=${today}&do=${until}`);
  const times = await apiGet<string[]>(`/api/ZakaziTermini/slobodni-termini?${q}&datum=${days[0]}`);
  const created = await apiBook(token, { entitetId: world.business.id, uslugaId: world.serviceId, zaposleniId: world.employeeId, datum: days[0], vreme: times.at(-1) });
  assert.equal(created.status, 201);

  const page = await newPage(PHONE);
  await login(page, KUPAC);
  await page.goto('/termini');
  const item = page.getByTestId('upcoming-bookings').getByTestId(`booking-${created.body.id}`);
  await item.getByRole('button', { name: 'Otkaži termin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otkazati termin?' });
  await screenshot(page, 'booking-13-cancel-dialog-phone');
  await dialog.getByRole('button', { name: 'Da, otkaži' }).click();
  const cancelled = page.getByTestId('past-bookings').getByTestId(`booking-${created.body.id}`);
  await cancelled.getByText('Otkazan').waitFor();

  // A completed visit without a rating: rate it once; the button is gone afterwards.
  const bookings = await apiGet<Array<Booking & { ocenjeno: boolean }>>(`/api/Profil/zakazivanja?userId=${userId}`, token);
  const visit = bookings.find((b) => b.status === 'completed' && !b.ocenjeno);
  assert.ok(visit, 'the demo customer has a completed visit to rate');
  const past = page.getByTestId(`booking-${visit.id}`);
  // The past list is paged, newest first: turn its pages until the visit shows.
  await page.getByTestId('past-bookings').waitFor();
  const pages = page.getByTestId('past-bookings-pages');
  for (let n = 2; !(await past.isVisible()) && (await pages.isVisible()); n++) {
    await pages.getByRole('button', { name: 'Sledeća' }).click();
    await pages.getByText(`Strana ${n} od`).waitFor();
  }
  await past.scrollIntoViewIfNeeded();
  await past.getByRole('button', { name: 'Oceni posetu' }).click();
  const rate = page.getByRole('dialog', { name: 'Ocenite posetu' });
  await rate.getByRole('button', { name: 'Pošalji ocenu' }).click();
  await rate.getByText('Izaberite ocenu od 1 do 5 zvezdica.').waitFor();
  // The fourth star, clicked as a person clicks it (the radio itself is visually hidden).
  const fourth = await rate.getByLabel('4 od 5').getAttribute('id');
  await rate.locator(`label[for="${fourth}"]`).click();
  assert.equal(await rate.getByLabel('4 od 5').isChecked(), true);
  await rate.getByLabel('Komentar (nije obavezno)').fill('Sve je bilo odlično.');
  await screenshot(page, 'booking-14-rate-dialog-phone');
  await rate.getByRole('button', { name: 'Pošalji ocenu' }).click();
  await past.getByText('Ocenjeno').waitFor();
  assert.equal(await past.getByRole('button', { name: 'Oceni posetu' }).count(), 0);
  const mine = await apiGet<Array<{ zakazivanjeId: number; ocena: number; komentar: string | null }>>(`/api/Profil/utisci?userId=${userId}`, token);
  assert.deepEqual(
    mine.filter((r) => r.zakazivanjeId === visit.id).map((r) => [r.ocena, r.komentar]),
    [[4, 'Sve je bilo odlično.']],
  );
  await page.context().close();
});

type Week = { dani: Array<{ dan: number; pocetak: string; kraj: string }>; pauze: Array<{ dan: number; pocetak: string; kraj: string }> };

test('an employee edits the working week on /profile: invalid breaks are explained, a valid week saves', async (t) => {
  // The demo salon's week is what later specs (owner operations) build on: put it back afterwards.
  const original = await apiGet<Week>(`/api/RadnaNedelja/${world.employeeId}`);
  t.after(async () => {
    const res = await fetch(`${baseUrl()}/api/RadnaNedelja/${world.employeeId}/dodaj-radnu-nedelju`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiLogin(RADNIK, PASSWORD)}` },
      body: JSON.stringify(original),
    });
    assert.equal(res.status, 200, 'the original week is restored');
  });
  const page = await newPage(DESKTOP);
  await login(page, RADNIK);
  await page.goto('/profile');
  const sunday = page.getByTestId('week-day-7');
  await sunday.waitFor();
  await screenshot(page, 'booking-11-working-week-desktop');
  await sunday.getByRole('switch').check();
  await sunday.getByLabel('Nedelja, početak').fill('10:00');
  await sunday.getByLabel('Nedelja, kraj').fill('14:00');
  await sunday.getByRole('button', { name: /Dodaj pauzu/ }).click();
  await sunday.getByLabel('Nedelja, pauza 1, početak').fill('15:00');
  await sunday.getByLabel('Nedelja, pauza 1, kraj').fill('15:30');
  await page.getByRole('button', { name: 'Sačuvaj radnu nedelju' }).click();
  await sunday.getByText('Pauza mora biti unutar radnog vremena.').waitFor();
  await screenshot(page, 'booking-12-working-week-invalid-desktop');
  await sunday.getByLabel('Nedelja, pauza 1, početak').fill('12:00');
  await sunday.getByLabel('Nedelja, pauza 1, kraj').fill('12:30');
  await page.getByRole('button', { name: 'Sačuvaj radnu nedelju' }).click();
  await page.getByText('Radna nedelja je sačuvana.').waitFor();

  const week = await apiGet<Week>(`/api/RadnaNedelja/${world.employeeId}`);
  assert.deepEqual(week.dani.find((d) => d.dan === 7), { dan: 7, pocetak: '10:00', kraj: '14:00' });
  assert.deepEqual(week.pauze.filter((p) => p.dan === 7), [{ dan: 7, pocetak: '12:00', kraj: '12:30' }]);
  await page.context().close();
});
