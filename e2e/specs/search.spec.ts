import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE, baseUrl, browserForSpec, screenshot } from '../support/browser.ts';

/**
 * Discovery as a visitor does it (issue 10): "zubar novi sad" typed in the header's one search
 * box, a suggestion picked with the keyboard, the results page showing what was understood as
 * chips, the map (its tiles out of reach here, so the plain-background fallback), and a business
 * opened from its pin. On a phone: the filters in a sheet, results on the first screen.
 */
type Listed = { entities: { id: number; naziv: string; latitude: number | null }[]; total: number };
type Suggestions = { kategorije: { id: number; naziv: string }[]; gradovi: { naziv: string; broj: number }[] };
type Category = { id: number; slug: string; naziv: string; mainKategorijaId: number };
const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl() + path)).json() as Promise<T>;

const { pageAt } = browserForSpec();

describe('search box, results, map (desktop)', () => {
  const currentPage = pageAt(DESKTOP);

  test('"zubar novi sad" in the header → suggestion → results with chips → map → business', async () => {
    const page = currentPage();
    const suggested = await api<Suggestions>('/api/Pretraga/predlozi?q=zubar%20novi%20sad');
    const dentist = suggested.kategorije[0]!;
    assert.equal(suggested.gradovi[0]?.naziv, 'Novi Sad');

    await page.goto('/');
    const box = page.locator('#header-search');
    await box.click();
    await box.pressSequentially('zubar novi sad', { delay: 30 });
    // The option that carries the city: the list of an earlier, shorter query ("zubar novi") may still show.
    const option = page.getByRole('option', { name: new RegExp(`${dentist.naziv}.*Novi Sad`) }).first();
    await option.waitFor();
    // The combobox pattern: the input owns a listbox, arrow keys move the active option.
    const input = page.getByRole('combobox', { name: /Pretraži/ });
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    assert.ok(await input.getAttribute('aria-controls'), 'the input names its listbox');
    await page.getByRole('listbox').getByRole('group').first().waitFor();
    await screenshot(page, 'search-01-suggestions');

    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    assert.ok(active, 'ArrowDown makes an option active');
    assert.match((await page.locator(`[id="${active}"]`).textContent()) ?? '', new RegExp(dentist.naziv));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('kategorijaId') === String(dentist.id) && url.searchParams.get('grad') === 'Novi Sad');

    // What was understood, each part a removable chip; the count is the API's.
    await page.getByRole('heading', { level: 1, name: `${dentist.naziv} · Novi Sad` }).waitFor();
    const chips = page.getByRole('list', { name: 'Pretraga' });
    await chips.getByRole('button', { name: `Ukloni: Novi Sad` }).waitFor();
    await chips.getByRole('button', { name: `Ukloni: ${dentist.naziv}` }).waitFor();
    const listed = await api<Listed>(`/api/Entitet/Filtered?kategorijaId=${dentist.id}&grad=Novi%20Sad&page=1&pageSize=24`);
    assert.ok(listed.total > 0, 'there are dentists in Novi Sad');
    await page.getByRole('status').getByText(new RegExp(`^${listed.total} lokal`)).waitFor();
    assert.equal(await page.locator('a.card-link').count(), Math.min(listed.total, 24));
    await screenshot(page, 'search-02-results');

    // The map: tiles cannot load here, so a plain background with the pins and a notice, and the list one click away.
    await page.getByText('Mapa', { exact: true }).click();
    await page.waitForURL(/view=map/);
    await page.locator('.leaflet-container').waitFor();
    await page.getByRole('status').filter({ hasText: 'Podloga mape nije dostupna' }).waitFor({ timeout: 15_000 });
    await page.locator('.map-frame--plain').waitFor();
    await page.getByRole('button', { name: 'Prikaži listu' }).waitFor();
    await screenshot(page, 'search-03-map-fallback');
    // New pins on the same plain map (another order): the page stays responsive (it once looped forever).
    await page.getByLabel('Redosled').selectOption('rating');
    await page.waitForURL(/sort=rating/);
    await page.locator('.map-frame--plain .leaflet-marker-icon').first().waitFor({ timeout: 5000 });

    // Open a business from its pin (a cluster first zooms in to its pins).
    const pins = page.locator('.leaflet-marker-icon.map-pin');
    if ((await pins.count()) === 0) await page.locator('.map-cluster').first().click();
    await pins.first().click();
    const link = page.locator('.map-popup a').first();
    const name = (await link.textContent())!.trim();
    assert.ok(listed.entities.some((e) => e.naziv === name), `the pin is one of the results: ${name}`);
    await link.click();
    await page.waitForURL(/\/entity\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // Back returns to the map view of the same search (the URL is the state).
    await page.goBack();
    await page.waitForURL(/view=map/);
    await page.locator('.leaflet-container').waitFor();
  });

  test('Escape closes the suggestions and keeps the typed text (issue 26)', async () => {
    const page = currentPage();
    await page.goto('/');
    const box = page.locator('#header-search');
    await box.click();
    await box.pressSequentially('frizer', { delay: 30 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    const input = page.getByRole('combobox', { name: /Pretraži/ });
    await page.keyboard.press('Escape');
    assert.equal(await input.inputValue(), 'frizer', 'Escape keeps the query');
    await page.waitForFunction(() => document.querySelector('#header-search')?.getAttribute('aria-expanded') === 'false');
    assert.equal(await input.inputValue(), 'frizer', 'and the suggestions closed, still');
    // Enter still searches what was typed.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'frizer');
  });

  test('"frizer beograd": Beograd in the Grad field; Novi Sad there searches "frizer" in Novi Sad (issue 26)', async () => {
    const page = currentPage();
    await page.goto('/search?q=frizer%20beograd');
    await page.locator('a.card-link').first().waitFor();
    const city = page.getByLabel('Grad', { exact: true });
    await page.waitForFunction(() => (document.querySelector('input[list="search-cities"]') as HTMLInputElement | null)?.value === 'Beograd');
    await page.getByText('Iz pretrage „frizer beograd“').first().waitFor();
    await screenshot(page, 'search-05-read-into-fields');

    await city.fill('Novi Sad');
    await page.waitForURL((url) => url.searchParams.get('q') === 'frizer' && url.searchParams.get('grad') === 'Novi Sad');
    const listed = await api<Listed>('/api/Entitet/Filtered?q=frizer&grad=Novi%20Sad&page=1&pageSize=24');
    assert.ok(listed.total > 0, 'there are hairdressers in Novi Sad');
    await page.getByRole('status').getByText(new RegExp(`^${listed.total} lokal`)).waitFor();

    // The same two through the URL: nothing, and the page says why and how to search Novi Sad instead.
    await page.goto('/search?q=frizer%20beograd&grad=Novi%20Sad');
    const why = page.getByTestId('search-why');
    await why.getByText('„frizer beograd“ traži lokale u gradu Beograd, a u polju Grad je Novi Sad.').waitFor();
    await screenshot(page, 'search-06-why-empty');
    await why.getByRole('button', { name: 'Traži „frizer“ u gradu Novi Sad' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'frizer' && url.searchParams.get('grad') === 'Novi Sad');
    await page.locator('a.card-link').first().waitFor();
  });

  test('a category page filters by city beside the order, with one link to the other filters (issue 26)', async () => {
    const page = currentPage();
    const hairdresser = (await api<Category[]>('/api/Kategorija')).find((c) => c.slug === 'hairdresser')!;
    const inNs = await api<Listed>(`/api/GetEntitiesByCategoryQuery/${hairdresser.id}?grad=Novi%20Sad`);
    await page.goto('/categories/beauty/hairdresser');
    await page.locator('a.card-link').first().waitFor();
    await page.getByLabel('Grad', { exact: true }).selectOption('Novi Sad');
    await page.waitForURL((url) => url.searchParams.get('grad') === 'Novi Sad');
    await page.getByRole('status').getByText(new RegExp(`^${inNs.total} lokal`)).waitFor();
    assert.equal(await page.locator('a.card-link').count(), Math.min(inNs.total, 50));
    await screenshot(page, 'search-07-category-city-desktop');
    const more = page.getByRole('link', { name: 'Filtriraj po ceni i oceni' });
    assert.equal(await more.getAttribute('href'), `/search?kategorijaId=${hairdresser.id}&grad=Novi+Sad`);
  });

  test('sort, "free tomorrow" and pages live in the URL', async () => {
    const page = currentPage();
    await page.goto('/search?q=frizer');
    await page.locator('a.card-link').first().waitFor();
    await page.getByLabel('Redosled').selectOption('price');
    await page.waitForURL(/sort=price/);
    await page.getByText('Sutra', { exact: true }).click();
    await page.waitForURL(/slobodno=tomorrow/);
    await page.getByRole('list', { name: 'Pretraga' }).getByText('Slobodno sutra').waitFor();

    const all = await api<Listed>('/api/Entitet/Filtered?q=frizer&page=1&pageSize=24');
    if (all.total > 24) {
      await page.goto('/search?q=frizer');
      await page.locator('a.card-link').first().waitFor();
      const first = await page.locator('.biz-card__name').allTextContents();
      await page.getByRole('button', { name: 'Strana 2' }).click();
      await page.waitForURL(/page=2/);
      const second = await api<Listed>('/api/Entitet/Filtered?q=frizer&page=2&pageSize=24');
      await page.locator('.biz-card__name').first().filter({ hasText: second.entities[0]!.naziv }).waitFor();
      const names = await page.locator('.biz-card__name').allTextContents();
      assert.equal(names.filter((n) => first.includes(n)).length, 0, 'page 2 repeats nothing of page 1');
    }
  });

  test('"frizr beograd" is read as "frizer beograd"; an afternoon free start on a card opens booking at that time (issue 29)', async () => {
    const page = currentPage();
    const read = await api<Listed & { ispravljeno?: string }>('/api/Entitet/Filtered?q=frizr%20beograd&page=1&pageSize=24');
    assert.equal(read.ispravljeno, 'frizer beograd');
    await page.goto('/search?q=frizr%20beograd');
    await page.getByText('Prikazujemo rezultate za: frizer beograd.').waitFor();
    assert.equal(await page.locator('a.card-link').count(), Math.min(read.total, 24));
    await page.getByRole('link', { name: 'Traži tačno „frizr beograd“' }).click();
    await page.waitForURL(/tacno=1/);
    await page.getByText('Prikazujemo rezultate za').waitFor({ state: 'detached' });

    await page.goto('/search?q=frizer%20beograd');
    await page.locator('a.card-link').first().waitFor();
    await page.getByText('Drugi dan', { exact: true }).click();
    await page.waitForURL(/slobodno=\d{4}-\d{2}-\d{2}/);
    await page.getByLabel('Doba dana').selectOption('popodne');
    await page.waitForURL(/od=12%3A00&do=17%3A00/);
    // The whole day's list stays on screen (dimmed) until the afternoon's arrives: wait for that one.
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('.free-starts__time')].map((e) => e.textContent ?? '');
      return shown.length > 0 && shown.every((t) => t >= '12:00' && t < '17:00');
    });
    const start = page.locator('.free-starts__time').first();
    const time = (await start.textContent())!;
    await screenshot(page, 'search-09-free-afternoon');
    await start.click();
    await page.waitForURL((url) => url.pathname.startsWith('/entity/') && url.searchParams.get('vreme') === time && url.searchParams.has('usluga'));
  });
});

describe('search on a phone (390 px)', () => {
  const currentPage = pageAt(PHONE);

  test('the first screen shows results; the filters open in a bottom sheet', async () => {
    const page = currentPage();
    await page.goto('/search?q=frizer%20beograd');
    const first = page.locator('a.card-link').first();
    await first.waitFor();
    const box = await first.boundingBox();
    assert.ok(box && box.y < PHONE.height, `the first result starts on the first screen (at ${box?.y} px)`);
    assert.equal(await page.getByLabel('Cena', { exact: true }).count(), 0, 'no filter form on the first screen');

    await page.getByRole('button', { name: /^Filteri/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filteri' });
    await sheet.waitFor();
    await sheet.getByLabel('Cena', { exact: true }).waitFor();
    await screenshot(page, 'search-04-phone-sheet');
    await sheet.getByRole('button', { name: /^Prikaži rezultate/ }).click();
    await sheet.waitFor({ state: 'detached' });
  });
});

describe('a category page on a phone (390 px)', () => {
  const currentPage = pageAt(PHONE);

  test('one filter button; its sheet has the city (issue 26)', async () => {
    const page = currentPage();
    const hairdresser = (await api<Category[]>('/api/Kategorija')).find((c) => c.slug === 'hairdresser')!;
    const inNs = await api<Listed>(`/api/GetEntitiesByCategoryQuery/${hairdresser.id}?grad=Novi%20Sad`);
    await page.goto('/categories/beauty/hairdresser');
    await page.locator('a.card-link').first().waitFor();
    const filterButtons = page.getByRole('button', { name: /filt/i }).or(page.getByRole('link', { name: /filt/i }));
    assert.equal(await filterButtons.count(), 1, 'one filter button on the page');
    await page.getByRole('button', { name: /^Filteri/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filteri' });
    await sheet.getByLabel('Grad', { exact: true }).selectOption('Novi Sad');
    await page.waitForURL((url) => url.searchParams.get('grad') === 'Novi Sad');
    await sheet.getByRole('button', { name: `Prikaži rezultate (${inNs.total})` }).waitFor();
    await screenshot(page, 'search-08-category-sheet-phone');
    await sheet.getByRole('button', { name: /^Prikaži rezultate/ }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filteri (1)' }).waitFor();
    assert.equal(await page.locator('a.card-link').count(), Math.min(inNs.total, 50));
  });
});
