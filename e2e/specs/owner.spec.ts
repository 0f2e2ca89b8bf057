import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, PHONE, browserForSpec, screenshot } from '../support/browser.ts';
import { mailCode, waitForMail } from '../support/mail.ts';
import { apiGet, apiLogin } from '../support/api.ts';

/**
 * The owner's area /entity/edit (issue 5) the way a new partner uses it, in Serbian and the dark
 * theme: sign up on /partner, confirm with the mailed code, land on the checklist, fill the business
 * tab by tab (details with a refused website first, address by a map click then exact coordinates,
 * a service, an employee with a login and a working week, images: two real PNGs and a text file the
 * client refuses) until the checklist is complete; the business then shows on its category page and
 * a customer books it through the booking panel; deleting the booked service is refused with an
 * explanation. A second test takes screenshots of every tab at phone and desktop width.
 */

const PASSWORD = 'Sunce-nad-Avalom-7';
const DEMO_PASSWORD = 'Demo1234!';
const PARTS = ['adresa', 'usluge', 'zaposleni', 'slike', 'radnaNedelja'] as const;

/** A real PNG (a small storefront-like picture), rendered with sharp from an SVG. */
async function png(color: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#121212"/></linearGradient></defs>
    <rect width="640" height="420" fill="url(#g)"/><rect x="80" y="120" width="480" height="220" rx="18" fill="#ffffff22" stroke="#B8860B" stroke-width="6"/>
    <text x="320" y="250" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function openTab(page: Page, name: string, key: string): Promise<void> {
  // Below 1024 px the sections are one grouped select; from 1024 px, tabs.
  const select = page.getByTestId('owner-nav-select');
  await page.locator('[data-testid="owner-nav-select"]:visible, [role="tablist"]:visible').first().waitFor();
  if (await select.isVisible()) await select.selectOption(key);
  else await page.getByRole('tab', { name, exact: true }).click();
  // The checklist is the tab of a bare /entity/edit, so clicking it there leaves the URL alone.
  await page.waitForURL((u) => (u.searchParams.get('tab') ?? 'pregled') === key);
  await page.locator(`#owner-tab-${key}[aria-selected="true"]`).waitFor({ state: 'attached' });
}

/** The toast after a save (Mantine notification), then it is closed so it cannot cover the next click. */
async function toast(page: Page, text: string): Promise<void> {
  const note = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await note.first().waitFor();
  await note.first().getByRole('button').click().catch(() => undefined);
}

async function partCheck(page: Page, part: (typeof PARTS)[number]): Promise<string | null> {
  return page.getByTestId(`check-${part}`).getAttribute('data-done');
}

const { newPage } = browserForSpec();

test('a new partner fills the business from the checklist until it is public, and a customer books it', async () => {
  const suffix = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const email = `partner-${suffix}@primer.rs`;
  const naziv = `Berbernica Proba ${suffix.slice(-5).toUpperCase()}`;
  const page = await newPage(DESKTOP);
  page.on('pageerror', (e) => console.error('[pageerror]', e.message));

  // ---- sign-up on /partner, the code from the mail, and the owner area opens on the checklist
  await page.goto('/partner');
  await page.getByLabel(/^Naziv lokala/).fill(naziv);
  await page.getByPlaceholder('Izaberite delatnost').click();
  await page.getByRole('option', { name: 'Frizerski salon' }).first().click();
  await page.getByLabel(/^Vaše ime i prezime/).fill('Nikola Berber');
  await page.getByLabel(/^E-pošta/).fill(email);
  await page.getByLabel(/^Broj telefona/).pressSequentially('0112345678', { delay: 20 });
  await page.getByLabel(/^Lozinka/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registruj lokal' }).click();
  await page.waitForURL((u) => u.searchParams.get('mode') === 'register-confirm');
  await page.getByLabel('Kod iz poruke 1/6').click();
  await page.keyboard.type(mailCode(await waitForMail(email)));
  await page.waitForURL((u) => u.pathname === '/entity/edit');

  const checklist = page.getByTestId('owner-checklist');
  await checklist.waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Pregled' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('heading', { level: 1, name: naziv }).waitFor();
  for (const part of PARTS) assert.equal(await partCheck(page, part), 'false', `${part} is missing at first`);
  assert.match(await page.getByTestId('owner-public-state').innerText(), /Lokal još nije javan/);
  assert.match(await page.getByTestId('owner-status').innerText(), /Nacrt/i);
  const entitetId = Number(/\/entity\/(\d+)$/.exec((await checklist.getByRole('link', { name: /Javna stranica/ }).getAttribute('href')) ?? '')?.[1]);
  assert.ok(entitetId > 0, 'the checklist links to the public page');
  await screenshot(page, 'owner-01-new-checklist-desktop');
  const ownerToken = await apiLogin(email, PASSWORD);

  // ---- details: a bad website is refused on the client, then everything is saved
  await openTab(page, 'Podaci', 'podaci');
  await page.getByLabel(/^Opis/).fill('Klasično i moderno muško šišanje, brijanje britvom i uređivanje brade. Kafa je uvek sveža.');
  // The partner's sign-up phone is the business's phone at first: replace it.
  await page.getByLabel(/^Telefon lokala/).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.getByLabel(/^Telefon lokala/).pressSequentially('0113334455', { delay: 20 });
  assert.equal(await page.getByLabel(/^Telefon lokala/).inputValue(), '(011) 333 - 4455');
  await page.getByLabel(/^E-pošta lokala/).fill(`kontakt-${suffix}@primer.rs`);
  await page.getByLabel(/^Veb sajt/).fill('www.berbernica');
  await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await page.getByText('Adresa sajta počinje sa http:// ili https://').waitFor();
  await screenshot(page, 'owner-02-details-refused-desktop');
  await page.getByLabel(/^Veb sajt/).fill('https://berbernica.primer.rs');
  await page.getByLabel(/^Korak termina/).fill('30');
  await page.getByLabel('Automatska potvrda termina').check();
  await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await toast(page, 'Podaci o lokalu su sačuvani.');
  const saved = await apiGet<Record<string, unknown>>(`/api/Entitet/${entitetId}`, ownerToken);
  assert.deepEqual(
    [saved.telefon, saved.website, saved.korakMinuta, saved.automatskaPotvrda, saved.vremenskaZona, saved.valuta],
    ['011 333 4455', 'https://berbernica.primer.rs', 30, true, 'Europe/Belgrade', 'RSD'],
  );

  // ---- address, reached from the checklist's "complete" link: a click on the map, then exact coordinates
  await openTab(page, 'Pregled', 'pregled');
  await page.getByRole('link', { name: 'Dopuni: Adresa i lokacija' }).click();
  await page.waitForURL((u) => u.searchParams.get('tab') === 'adresa');
  await page.getByLabel(/^Ulica/).fill('Kralja Petra');
  await page.getByLabel(/^Broj/).fill('12');
  await page.getByLabel(/^Grad/).fill('Beograd');
  await page.getByLabel(/^Poštanski broj/).fill('11000');
  await page.getByTestId('location-map').click({ position: { x: 320, y: 150 } });
  await page.getByTestId('address-point').filter({ hasText: /^Lokacija: -?\d+\.\d{6}, -?\d+\.\d{6}$/ }).waitFor();
  assert.notEqual(await page.getByLabel(/^Geografska širina/).inputValue(), '', 'the map click fills the latitude');
  await page.getByLabel(/^Geografska širina/).fill('44.8183');
  await page.getByLabel(/^Geografska dužina/).fill('20.4559');
  await page.getByTestId('address-point').filter({ hasText: 'Lokacija: 44.818300, 20.455900' }).waitFor();
  await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await toast(page, 'Adresa je sačuvana.');
  await screenshot(page, 'owner-03-address-desktop');

  // ---- a service
  await openTab(page, 'Usluge', 'usluge');
  await page.getByRole('button', { name: 'Nova usluga' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Naziv usluge/).fill('Muško šišanje');
  await dialog.getByLabel(/^Cena/).fill('1500');
  await dialog.getByLabel(/^Trajanje/).fill('30');
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await toast(page, 'Usluga je dodata.');
  await page.getByTestId('service-row').filter({ hasText: 'Muško šišanje' }).filter({ hasText: '1.500 RSD' }).waitFor();

  // ---- an employee with a login, who performs the service, then their working week
  await openTab(page, 'Zaposleni', 'zaposleni');
  await page.getByRole('button', { name: 'Novi zaposleni' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Ime/).fill('Milan');
  await dialog.getByLabel(/^Prezime/).fill('Petrović');
  await dialog.getByLabel(/^E-pošta za prijavu/).fill(`milan-${suffix}@primer.rs`);
  await dialog.getByLabel(/^Početna lozinka/).fill(PASSWORD);
  await dialog.getByLabel('Usluge koje izvodi').click();
  await page.getByRole('option', { name: 'Muško šišanje' }).click();
  await page.keyboard.press('Escape');
  await screenshot(page, 'owner-04-new-employee-desktop');
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await toast(page, 'Zaposleni je dodat.');
  const row = page.getByTestId('employee-row').filter({ hasText: 'Milan Petrović' });
  await row.getByText('Bez radne nedelje').waitFor();
  await row.getByText(`milan-${suffix}@primer.rs`).waitFor();

  await row.getByRole('button', { name: 'Radna nedelja: Milan Petrović' }).click();
  dialog = page.getByRole('dialog');
  for (const day of ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja']) {
    await dialog.getByLabel(`${day}: radni dan`).check();
  }
  await screenshot(page, 'owner-05-working-week-desktop');
  await dialog.getByRole('button', { name: 'Sačuvaj radnu nedelju' }).click();
  await toast(page, 'Radna nedelja je sačuvana.');
  await row.getByText('Radna nedelja postavljena').waitFor();

  // deactivation asks first, shows the employee inactive, and can be undone
  await row.getByRole('button', { name: 'Deaktiviraj: Milan Petrović' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deaktiviraj' }).click();
  await toast(page, 'Zaposleni je deaktiviran.');
  await row.getByText('Neaktivan').waitFor();
  await row.getByRole('button', { name: 'Aktiviraj: Milan Petrović' }).click();
  await toast(page, 'Zaposleni je ponovo aktivan.');
  await row.getByText('Aktivan', { exact: true }).waitFor();

  // ---- images: several files at once, one request each; a text file is refused before upload
  await openTab(page, 'Slike', 'slike');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/EntitetImages\/\d+\/upload$/.test(new URL(r.url()).pathname)) uploads.push(r.url());
  });
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'izlog.png', mimeType: 'image/png', buffer: await png('#26A69A', 'Izlog') },
    { name: 'enterijer.png', mimeType: 'image/png', buffer: await png('#9C27B0', 'Enterijer') },
    { name: 'cenovnik.txt', mimeType: 'text/plain', buffer: Buffer.from('Šišanje 1500') },
  ]);
  const items = page.getByTestId('upload-item');
  await items.filter({ hasText: 'cenovnik.txt' }).getByText('Nije slika u formatu JPEG, PNG ili WebP.').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="upload-item"][data-state="done"]').length === 2, undefined, { timeout: 20_000 });
  assert.equal(uploads.length, 2, 'one upload request per image, none for the refused file');
  const thumbs = page.getByTestId('owner-images').locator('li');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="owner-images"] li').length === 2);
  await thumbs.nth(0).getByText('Naslovna').waitFor();
  await screenshot(page, 'owner-06-images-desktop');
  const before = await apiGet<Array<{ id: number }>>(`/api/EntitetImages/${entitetId}/images`, ownerToken);
  assert.ok(before[0]!.id < before[1]!.id, 'the images are stored in the order they were chosen: the first is the cover');
  await page.getByRole('button', { name: 'Postavi kao naslovnu: 2' }).click();
  await toast(page, 'Naslovna slika je promenjena.');
  const afterCover = await apiGet<Array<{ id: number }>>(`/api/EntitetImages/${entitetId}/images`, ownerToken);
  assert.deepEqual(afterCover.map((i) => i.id), [before[1]!.id, before[0]!.id], 'the second image is now first');

  // ---- the business is complete and public: the checklist goes, and the owner's area opens on
  // the calendar of today (issue 28, item 4), an old link to the checklist too
  const complete = await apiGet<{ popunjeno: boolean; nedostaje: string[] }>(`/api/Entitet/${entitetId}/proveri-popunjenost`, ownerToken);
  assert.deepEqual(complete, { popunjeno: true, nedostaje: [] });
  for (const landing of ['/entity/edit', '/entity/edit?tab=pregled']) {
    await page.goto(landing);
    await page.locator('#owner-tab-kalendar[aria-selected="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('pending-requests').waitFor();
    assert.equal(await page.locator('#owner-tab-pregled').count(), 0, 'no checklist tab once the business is complete');
  }
  assert.match(await page.getByTestId('owner-status').innerText(), /Javno/i);
  await screenshot(page, 'owner-07-complete-calendar-desktop');

  // ---- a logged-in customer finds it on its category page and opens it
  const visitor = await newPage(PHONE);
  await visitor.goto('/login');
  await visitor.getByLabel('E-pošta').fill('kupac@zakazi.demo');
  await visitor.getByLabel(/^Lozinka/).fill(DEMO_PASSWORD);
  await visitor.getByRole('button', { name: 'Prijavi se' }).click();
  await visitor.waitForURL((u) => u.pathname !== '/login');
  const listed = await apiGet<{ entities: Array<{ id: number }> }>(`/api/GetEntitiesByCategoryQuery/${saved.kategorijaId}`);
  assert.ok(listed.entities.some((e) => e.id === entitetId), 'the category lists the business');
  await visitor.goto('/categories/beauty/hairdresser');
  // (The card link's accessible name is empty in BusinessCard, so the card is found by its heading.)
  const card = visitor.locator('a.card-link', { has: visitor.getByRole('heading', { name: naziv }) });
  await card.scrollIntoViewIfNeeded().catch(async (err: Error) => {
    await screenshot(visitor, 'owner-failure-category-phone');
    throw err;
  });
  await screenshot(visitor, 'owner-08-in-category-phone');
  await card.click();
  await visitor.waitForURL((u) => u.pathname === `/entity/${entitetId}`);
  await visitor.getByRole('heading', { level: 1, name: naziv }).waitFor();

  // ---- and books it through the booking panel (automatic confirmation is on)
  const flow = visitor.getByTestId('booking-flow');
  const business = await apiGet<{ usluge: Array<{ id: number; naziv: string }>; zaposleni: Array<{ id: number }> }>(`/api/Entitet/${entitetId}`);
  await flow.getByLabel('Usluga').selectOption(String(business.usluge[0]!.id));
  await flow.getByLabel('Zaposleni').selectOption(String(business.zaposleni[0]!.id));
  await flow.locator('.day-picker__day:not([disabled])').first().click();
  const time = flow.getByRole('button', { name: /^Izaberite vreme \d\d:\d\d$/ }).first();
  await time.click();
  const [response] = await Promise.all([
    visitor.waitForResponse((r) => r.url().includes('/zakazi-termin') && r.request().method() === 'POST'),
    flow.getByRole('button', { name: 'Potvrdi rezervaciju' }).click(),
  ]);
  assert.equal(response.status(), 201);
  const booking = (await response.json()) as { entitetId: number; status: string; uslugaNaziv: string };
  assert.deepEqual([booking.entitetId, booking.status, booking.uslugaNaziv], [entitetId, 'confirmed', 'Muško šišanje']);
  await visitor.getByTestId('booking-success').getByText('Termin je zakazan!').waitFor();
  await screenshot(visitor, 'owner-09-customer-booked-phone');
  await visitor.context().close();

  // ---- the booked service cannot be deleted: the owner is told why
  await openTab(page, 'Usluge', 'usluge');
  await page.getByRole('button', { name: 'Obriši: Muško šišanje' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Obriši' }).click();
  await dialog.getByText(/Usluga ima zakazane termine u budućnosti \(1\)/).waitFor();
  await screenshot(page, 'owner-10-service-has-bookings-desktop');
  await dialog.getByRole('button', { name: 'Otkaži' }).click();
  await page.getByTestId('service-row').filter({ hasText: 'Muško šišanje' }).waitFor();
  await page.context().close();
});

test('screenshots of every owner tab at phone and desktop width (the demo owner)', async () => {
  // The demo business is complete: no checklist (the new partner's test above shows it).
  const tabs = ['podaci', 'adresa', 'slike', 'usluge', 'zaposleni'] as const;
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    const page = await newPage(viewport);
    await page.goto('/login?redirectedFrom=%2Fentity%2Fedit');
    await page.getByLabel('E-pošta').fill('vlasnik@zakazi.demo');
    await page.getByLabel(/^Lozinka/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.waitForURL((u) => u.pathname === '/entity/edit');
    const names = { podaci: 'Podaci', adresa: 'Adresa', slike: 'Slike', usluge: 'Usluge', zaposleni: 'Zaposleni' };
    for (const tab of tabs) {
      await openTab(page, names[tab], tab).catch(async (err: Error) => {
        await screenshot(page, `owner-failure-${tab}-${label}`);
        throw err;
      });
      const panel = page.getByRole('tabpanel');
      if (tab === 'podaci') await panel.getByLabel(/^Naziv lokala/).waitFor();
      if (tab === 'adresa') {
        await panel.getByTestId('address-point').filter({ hasText: /^Lokacija: / }).waitFor();
        await panel.locator('.leaflet-container').waitFor();
      }
      if (tab === 'slike') await panel.getByTestId('owner-images').locator('img').first().waitFor();
      if (tab === 'usluge') await panel.getByTestId('service-row').first().waitFor();
      if (tab === 'zaposleni') await panel.getByTestId('employee-row').first().waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `owner-tab-${tab}-${label}`);
    }
    // The dialogs of the services and staff tabs.
    await page.getByRole('button', { name: 'Novi zaposleni' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, `owner-dialog-employee-${label}`);
    await page.keyboard.press('Escape');
    await openTab(page, 'Usluge', 'usluge');
    await page.getByTestId('service-row').first().getByRole('button', { name: /^Izmeni/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, `owner-dialog-service-${label}`);
    await page.context().close();
  }
});
