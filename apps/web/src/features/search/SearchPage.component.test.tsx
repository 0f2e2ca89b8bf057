import { FilteredQuery, FilteredResponse, Kategorija, MainKategorija, SuggestionsQuery, SuggestionsResponse, type EntitetListItem, type QueryReading } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { ok, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { chosenCity } from '@/lib/chosen-city';
import { Component as SearchPage } from './SearchPage';
import { dayAhead, FREE_DAY_HORIZON } from './list-state';

const HAIRDRESSER = 3;
const DENTIST = 18;
const business = (id: number, naziv: string, kategorijaId: number, grad: string): EntitetListItem => ({
  id, naziv, kategorijaId, grad, prosecnaOcena: null, brojOcena: 0, minCena: 1500, valuta: 'RSD', latitude: null, longitude: null, image: null,
});
const BUSINESSES = [business(1, 'Salon Ana', HAIRDRESSER, 'Beograd'), business(2, 'Berbernica Brka', HAIRDRESSER, 'Novi Sad'), business(3, 'Ordinacija Osmeh', DENTIST, 'Novi Sad')];

/** What the server reads these q as (query-reading.ts, tested in the integration tier). */
const READINGS: Record<string, QueryReading> = {
  'frizer beograd': { grad: 'Beograd', bezGrada: 'frizer', kategorijaId: HAIRDRESSER, bezKategorije: 'beograd' },
  frizer: { grad: null, bezGrada: 'frizer', kategorijaId: HAIRDRESSER, bezKategorije: 'frizer' },
  beograd: { grad: 'Beograd', bezGrada: '', kategorijaId: null, bezKategorije: 'beograd' },
};

/** A small search: q's reading, the city and category filters, the other words ignored. Returns every query asked. */
function standInSearch() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    stand('get', cataloguePaths.filtered, { answers: FilteredResponse, query: FilteredQuery }, ({ query }) => {
      asked.push(query);
      const q = typeof query.q === 'string' ? query.q : undefined;
      const upit = q ? (READINGS[q] ?? { grad: null, bezGrada: q, kategorijaId: null, bezKategorije: q }) : undefined;
      const cities = [upit?.grad, query.grad].filter((c): c is string => typeof c === 'string' && c !== '');
      const categories = [upit?.kategorijaId, query.kategorijaId].filter((c): c is number => typeof c === 'number');
      // "frizr" as the server reads it (query-correction.ts, tested in the integration tier), unless asked for exactly.
      if (q === 'frizr' && query.tacno !== true) {
        const hairdressers = BUSINESSES.filter((b) => b.kategorijaId === HAIRDRESSER);
        return ok({ entities: hairdressers, total: hairdressers.length, upit: READINGS.frizer!, ispravljeno: 'frizer' });
      }
      const entities = BUSINESSES.filter((b) => cities.every((c) => b.grad === c) && categories.every((c) => b.kategorijaId === c))
        .map((b) => (query.slobodnoDatum ? { ...b, slobodniPocetci: [{ pocetak: '2030-01-01T16:30:00.000Z', vreme: String(query.slobodnoOd ?? '09:00'), uslugaId: 70 + b.id }] } : b));
      return ok({ entities, total: entities.length, ...(upit ? { upit } : {}) });
    }),
    stand('get', cataloguePaths.suggestions, { answers: SuggestionsResponse, query: SuggestionsQuery }, () => ok({ kategorije: [], gradovi: [], entiteti: [] })),
    stand('get', cataloguePaths.categories, { answers: z.array(Kategorija) }, () =>
      ok([
        { id: HAIRDRESSER, slug: 'hairdresser', naziv: 'Frizer', nazivEn: 'Hairdresser', mainKategorijaId: 2 },
        { id: DENTIST, slug: 'dentist', naziv: 'Stomatolog', nazivEn: 'Dentist', mainKategorijaId: 1 },
      ]),
    ),
    stand('get', cataloguePaths.mainCategories, { answers: z.array(MainKategorija) }, () =>
      ok([{ id: 1, slug: 'health', naziv: 'Zdravlje', nazivEn: 'Health' }, { id: 2, slug: 'beauty', naziv: 'Lepota', nazivEn: 'Beauty' }]),
    ),
  );
  return asked;
}

const open = (path: string) => renderWithApp(<SearchPage />, { path, texts: ['search'] });
const params = (router: Awaited<ReturnType<typeof open>>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));
/** The names on the result cards. */
const names = () => [...document.querySelectorAll('.biz-card__name')].map((h) => h.textContent);

describe('the search page: what q was read as, in the fields', () => {
  it('"frizer beograd" shows Beograd in Grad and Frizer in Kategorija; another city replaces q\'s one', async () => {
    standInSearch();
    const { user, router } = await open('/search?q=frizer%20beograd');
    const city = screen.getByLabelText(t('search.city'));
    await waitFor(() => expect(city).toHaveValue('Beograd'));
    expect(screen.getAllByText(t('search.fromQuery', { q: 'frizer beograd' }))).toHaveLength(2);
    expect(screen.getByLabelText(t('search.category'))).toHaveValue(String(HAIRDRESSER));

    await user.clear(city);
    await user.type(city, 'Novi Sad');
    await waitFor(() => expect(params(router)).toEqual({ q: 'frizer', grad: 'Novi Sad' }));
    await waitFor(() => expect(names()).toEqual(['Berbernica Brka']));
  });

  it('another category in Kategorija replaces the one q means', async () => {
    standInSearch();
    const { user, router } = await open('/search?q=frizer%20beograd');
    const category = screen.getByLabelText(t('search.category'));
    await waitFor(() => expect(category).toHaveValue(String(HAIRDRESSER)));
    await user.selectOptions(category, String(DENTIST));
    await waitFor(() => expect(params(router)).toEqual({ q: 'beograd', kategorijaId: String(DENTIST) }));
  });

  it('q\'s city against another Grad: says why nothing was found, and searches q\'s words in the chosen city', async () => {
    standInSearch();
    const { user, router } = await open('/search?q=frizer%20beograd&grad=Novi%20Sad');
    const why = await screen.findByTestId('search-why');
    expect(why).toHaveTextContent(t('search.why.city', { q: 'frizer beograd', city: 'Beograd', grad: 'Novi Sad' }));
    await user.click(within(why).getByRole('button', { name: t('search.why.cityFix', { q: 'frizer', grad: 'Novi Sad' }) }));
    await waitFor(() => expect(params(router)).toEqual({ q: 'frizer', grad: 'Novi Sad' }));
    await waitFor(() => expect(names()).toEqual(['Berbernica Brka']));
  });

  it('an empty combination of filters says how many each is without one of them', async () => {
    standInSearch();
    const { user, router } = await open(`/search?kategorijaId=${DENTIST}&grad=Beograd`);
    const why = await screen.findByTestId('search-why');
    const withoutCity = await within(why).findByRole('button', { name: t('search.why.withoutOne', { part: 'Beograd', count: 1 }) });
    expect(within(why).getByRole('button', { name: t('search.why.withoutOne', { part: 'Stomatolog', count: 1 }) })).toBeInTheDocument();
    await user.click(withoutCity);
    await waitFor(() => expect(params(router)).toEqual({ kategorijaId: String(DENTIST) }));
  });
});

describe('the search page: a misspelt q, and free at the hour you want', () => {
  it('says how a misspelt q was read, and searches exactly what was typed on request', async () => {
    const asked = standInSearch();
    const { user, router } = await open('/search?q=frizr');
    const note = await screen.findByTestId('search-corrected');
    expect(note).toHaveTextContent(t('search.corrected', { q: 'frizer' }));
    await waitFor(() => expect(names()).toEqual(['Salon Ana', 'Berbernica Brka']));
    await user.click(within(note).getByRole('link', { name: t('search.searchExactly', { q: 'frizr' }) }));
    await waitFor(() => expect(params(router)).toEqual({ q: 'frizr', tacno: '1' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'frizr', tacno: true }));
    await waitFor(() => expect(screen.queryByTestId('search-corrected')).not.toBeInTheDocument());
  });

  it('any later day and a part of the day reach the list; each card links its free starts to booking that time', async () => {
    const asked = standInSearch();
    const { user, router } = await open('/search?grad=Beograd');
    await user.click(screen.getByRole('radio', { name: t('search.day.other') }));
    const day = screen.getByLabelText(t('search.day.pick'));
    const options = [...(day as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toHaveLength(59);
    const chosen = options[5]!;
    await user.selectOptions(day, chosen);
    await user.selectOptions(screen.getByLabelText(t('search.hours.label')), 'vece');
    await waitFor(() => expect(params(router)).toEqual({ grad: 'Beograd', slobodno: chosen, od: '17:00', do: '22:00' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ slobodnoDatum: chosen, slobodnoOd: '17:00', slobodnoDo: '22:00' }));
    const start = await screen.findByRole('link', { name: t('search.freeStarts.book', { time: '17:00' }) });
    expect(start).toHaveAttribute('href', `/entity/1?usluga=71&datum=${chosen}&vreme=17%3A00`);

    // A window of one's own: applied once both times make one.
    await user.selectOptions(screen.getByLabelText(t('search.hours.label')), 'custom');
    const from = screen.getByLabelText(t('search.hours.from'));
    await user.clear(from);
    await user.type(from, '18:30');
    await waitFor(() => expect(params(router)).toMatchObject({ od: '18:30', do: '22:00' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ slobodnoOd: '18:30', slobodnoDo: '22:00' }));
  });
});

describe('the search page: a free day named by its date', () => {
  it("tomorrow's date is shown as Tomorrow, in the toolbar and in its chip, with no picker of later days", async () => {
    const asked = standInSearch();
    const tomorrow = dayAhead(1);
    await open(`/search?grad=Beograd&slobodno=${tomorrow}`);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ slobodnoDatum: tomorrow }));
    expect(screen.getByRole('radio', { name: t('search.day.tomorrow') })).toBeChecked();
    expect(screen.queryByLabelText(t('search.day.pick'))).not.toBeInTheDocument();
    expect(screen.getByText(t('search.day.chipTomorrow'))).toBeInTheDocument();
  });

  it('a day the picker does not offer is the select\'s value, not its first day', async () => {
    const asked = standInSearch();
    const later = dayAhead(FREE_DAY_HORIZON + 10);
    await open(`/search?grad=Beograd&slobodno=${later}`);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ slobodnoDatum: later }));
    expect(screen.getByRole('radio', { name: t('search.day.other') })).toBeChecked();
    expect(screen.getByLabelText(t('search.day.pick'))).toHaveValue(later);
  });
});

describe('the search page: the city chosen last, for the home page', () => {
  it('a city of the picker in the city filter is remembered in this browser; other text is not', async () => {
    localStorage.clear();
    standInSearch();
    const { user } = await open('/search?grad=novi%20sad');
    await waitFor(() => expect(chosenCity()).toBe('Novi Sad'));
    const city = screen.getByLabelText(t('search.city'));
    await user.clear(city);
    await user.type(city, 'Atlantida');
    await waitFor(() => expect(names()).toEqual([]));
    expect(chosenCity()).toBe('Novi Sad');
  });
});
