import { FilteredQuery, FilteredResponse, GeoQuery, GeoResponse, Kategorija, type EntitetListItem } from '@zakazi/contract';
import { homeToday } from '@zakazi/contract/home-lists';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { ok, refuse, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { HomeRows } from './HomeRows';
import { RECENTLY_VIEWED_MAX, recordVisit } from './recently-viewed';

const HAIRDRESSER = 3;
const business = (id: number, naziv: string, grad: string): EntitetListItem => ({
  id, naziv, kategorijaId: HAIRDRESSER, grad, prosecnaOcena: 4.5, brojOcena: 2, minCena: 1500, valuta: 'RSD', latitude: null, longitude: null, image: null,
});
const BUSINESSES = [business(1, 'Salon Ana', 'Beograd'), business(2, 'Berbernica Brka', 'Novi Sad'), business(3, 'Studio Lana', 'Beograd')];
/** Free today: only Salon Ana (in Beograd), from 10:30. */
const FREE_TODAY = new Set([1]);

/** The list API by city and free day; returns every URL asked (path and query, as the client wrote it). */
function standInLists({ free = FREE_TODAY, fail = false }: { free?: Set<number>; fail?: boolean } = {}) {
  const asked: string[] = [];
  server.use(
    stand('get', cataloguePaths.filtered, { answers: FilteredResponse, query: FilteredQuery }, ({ query, url }) => {
      asked.push(`${url.pathname}${url.search}`);
      if (fail) return refuse(503, { error: 'unavailable', message: 'down' });
      const entities = BUSINESSES.filter((b) => b.grad === query.grad && (!query.slobodnoDatum || free.has(b.id)))
        .map((b) => (query.slobodnoDatum ? { ...b, slobodniPocetci: [{ pocetak: '2030-01-01T09:30:00.000Z', vreme: '10:30', uslugaId: 70 }] } : b));
      return ok({ entities, total: entities.length });
    }),
    stand('get', cataloguePaths.categories, { answers: z.array(Kategorija) }, () =>
      ok([{ id: HAIRDRESSER, slug: 'hairdresser', naziv: 'Frizer', nazivEn: 'Hairdresser', mainKategorijaId: 2 }]),
    ),
  );
  return asked;
}

/** The row titled `title`, and the names on its cards in order. */
const row = (title: string) => screen.getByRole('region', { name: title });
const names = (region: HTMLElement) => [...region.querySelectorAll('.biz-card__name')].map((h) => h.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** A browser that was given the position earlier (`state`), and the position it gives without asking. */
function browserPosition(state: PermissionState) {
  const asked: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    permissions: { query: async () => ({ state }) },
    geolocation: {
      getCurrentPosition: (found: PositionCallback) => {
        asked.push('position');
        found({ coords: { latitude: 45.26712, longitude: 19.83349 } } as GeolocationPosition);
      },
    },
  });
  return asked;
}

describe('the home page rows', () => {
  it('without a chosen city: free today and best rated in Beograd, asked by the URLs the server embeds', async () => {
    const asked = standInLists();
    await renderWithApp(<HomeRows />);
    const best = await screen.findByRole('region', { name: t('catalogue.rows.bestRated', { city: 'Beograd' }) });
    await waitFor(() => expect(names(best)).toEqual(['Salon Ana', 'Studio Lana']));
    const free = row(t('catalogue.rows.freeToday', { city: 'Beograd' }));
    await waitFor(() => expect(names(free)).toEqual(['Salon Ana']));
    expect(within(free).getByText('· 10:30')).toBeInTheDocument();
    expect(within(best).getByRole('link', { name: t('catalogue.rows.seeAll') })).toHaveAttribute('href', '/search?grad=Beograd&sort=rating');
    expect(within(free).getByRole('link', { name: t('catalogue.rows.seeAll') })).toHaveAttribute('href', '/search?grad=Beograd&slobodno=today');
    // The keys of the server's embedded answers (apps/server http/pages.int.test.ts holds the server to the same strings).
    expect(asked.sort()).toEqual([
      `/api/Entitet/Filtered?grad=Beograd&slobodnoDatum=${homeToday()}&pageSize=8`,
      '/api/Entitet/Filtered?grad=Beograd&sort=rating&pageSize=8',
    ]);
    expect(screen.queryByRole('region', { name: t('catalogue.rows.recent') })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t('catalogue.rows.near') })).not.toBeInTheDocument();
  });

  it('the city chosen last on the search or near-me page is the rows\' city', async () => {
    localStorage.setItem('zakazi.city', 'Novi Sad');
    const asked = standInLists({ free: new Set([2]) });
    await renderWithApp(<HomeRows />);
    const best = await screen.findByRole('region', { name: t('catalogue.rows.bestRated', { city: 'Novi Sad' }) });
    await waitFor(() => expect(names(best)).toEqual(['Berbernica Brka']));
    await waitFor(() => expect(names(row(t('catalogue.rows.freeToday', { city: 'Novi Sad' })))).toEqual(['Berbernica Brka']));
    expect(within(best).getByRole('link', { name: t('catalogue.rows.seeAll') })).toHaveAttribute('href', '/search?grad=Novi%20Sad&sort=rating');
    expect(asked).toContain('/api/Entitet/Filtered?grad=Novi+Sad&sort=rating&pageSize=8');
    expect(screen.queryByRole('region', { name: t('catalogue.rows.bestRated', { city: 'Beograd' }) })).not.toBeInTheDocument();
  });

  it(`recently viewed: the last ${RECENTLY_VIEWED_MAX} business pages opened, the latest first`, async () => {
    standInLists();
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 2; id++) recordVisit(business(100 + id, `Posećen ${id}`, 'Niš'));
    recordVisit(business(103, 'Posećen 3', 'Niš')); // opened again: first, and once
    await renderWithApp(<HomeRows />);
    const recent = await screen.findByRole('region', { name: t('catalogue.rows.recent') });
    expect(names(recent)).toEqual(['Posećen 3', 'Posećen 10', 'Posećen 9', 'Posećen 8', 'Posećen 7', 'Posećen 6', 'Posećen 5', 'Posećen 4']);
    expect(within(recent).getAllByRole('link')[0]).toHaveAttribute('href', '/entity/103');
  });

  it('a row with no business is not shown', async () => {
    standInLists({ free: new Set() });
    await renderWithApp(<HomeRows />);
    await screen.findByRole('region', { name: t('catalogue.rows.bestRated', { city: 'Beograd' }) });
    await waitFor(() => expect(screen.queryByRole('region', { name: t('catalogue.rows.freeToday', { city: 'Beograd' }) })).not.toBeInTheDocument());
    expect(screen.queryByText(t('catalogue.rows.failed'))).not.toBeInTheDocument();
  });

  it('a list that fails says so quietly in its row, and its retry loads it', async () => {
    standInLists({ fail: true });
    const { user } = await renderWithApp(<HomeRows />);
    const best = await screen.findByRole('region', { name: t('catalogue.rows.bestRated', { city: 'Beograd' }) });
    await within(best).findByText(t('catalogue.rows.failed'));
    standInLists();
    await user.click(within(best).getByRole('button', { name: t('common.states.retry') }));
    await waitFor(() => expect(names(best)).toEqual(['Salon Ana', 'Studio Lana']));
  });

  it('near you: only when the browser already gives the position, around it, nearest first', async () => {
    standInLists();
    browserPosition('granted');
    const around: unknown[] = [];
    server.use(
      stand('get', cataloguePaths.byGeo, { answers: GeoResponse, query: GeoQuery }, ({ query }) => {
        around.push([query.latitude, query.longitude, query.pageSize]);
        return ok({ entities: [{ ...BUSINESSES[1]!, udaljenostKm: 0.4 }], total: 1 });
      }),
    );
    await renderWithApp(<HomeRows />);
    const near = await screen.findByRole('region', { name: t('catalogue.rows.near') });
    await waitFor(() => expect(names(near)).toEqual(['Berbernica Brka']));
    expect(around).toEqual([[45.267, 19.833, 8]]);
    expect(within(near).getByRole('link', { name: t('catalogue.rows.seeAll') })).toHaveAttribute('href', '/near-me?lat=45.267&lng=19.833');
  });

  it('near you is left out, and the browser not asked for the position, when it was not given before', async () => {
    standInLists();
    const asked = browserPosition('prompt');
    await renderWithApp(<HomeRows />);
    await screen.findByRole('region', { name: t('catalogue.rows.bestRated', { city: 'Beograd' }) });
    expect(screen.queryByRole('region', { name: t('catalogue.rows.near') })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
