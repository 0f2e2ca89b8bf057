import { GeoQuery, GeoResponse, Kategorija, MainKategorija, type EntitetSummaryWithDistance } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { ok, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { freeDayDate } from '@/features/search';
import { Component as NearMePage } from './NearMePage';

const HAIRDRESSER = 3;
const business = (id: number, naziv: string, udaljenostKm: number): EntitetSummaryWithDistance => ({
  id, naziv, kategorijaId: HAIRDRESSER, grad: 'Beograd', prosecnaOcena: null, brojOcena: 0, minCena: 1500, valuta: 'RSD', latitude: 44.8, longitude: 20.46, image: null, udaljenostKm,
});

/**
 * Businesses around a point. With a day each card carries its first two free starts: the window's
 * first start (or 09:00 without one) and half an hour later, as the server answers (tested there).
 * Returns every query asked, as the contract's GeoQuery reads it.
 */
function standInNearby() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    stand('get', cataloguePaths.byGeo, { answers: GeoResponse, query: GeoQuery }, ({ query }) => {
      asked.push(query);
      const first = typeof query.slobodnoOd === 'string' ? query.slobodnoOd : '09:00';
      const [h, m] = first.split(':').map(Number) as [number, number];
      const later = `${String(h + (m + 30 >= 60 ? 1 : 0)).padStart(2, '0')}:${String((m + 30) % 60).padStart(2, '0')}`;
      const entities = [business(1, 'Salon Ana', 0.4), business(2, 'Berbernica Brka', 1.2)].map((b) =>
        query.slobodnoDatum
          ? { ...b, slobodniPocetci: [first, later].map((vreme, i) => ({ pocetak: `2030-01-01T1${6 + i}:00:00.000Z`, vreme, uslugaId: 70 + b.id })) }
          : b,
      );
      return ok({ entities, total: entities.length });
    }),
    stand('get', cataloguePaths.categories, { answers: z.array(Kategorija) }, () => ok([{ id: HAIRDRESSER, slug: 'hairdresser', naziv: 'Frizer', nazivEn: 'Hairdresser', mainKategorijaId: 2 }])),
    stand('get', cataloguePaths.mainCategories, { answers: z.array(MainKategorija) }, () => ok([{ id: 2, slug: 'beauty', naziv: 'Lepota', nazivEn: 'Beauty' }])),
  );
  return asked;
}

/** The day `n` days from today in the visitor's calendar, as slobodnoDatum names it. */
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const open = (path: string) => renderWithApp(<NearMePage />, { path, texts: ['nearMe', 'search'] });
const params = (router: Awaited<ReturnType<typeof open>>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('near me: free at the hour you want', () => {
  it('a day and a part of it reach the geo request and the URL; each card links its first two free starts to booking that time', async () => {
    const asked = standInNearby();
    const { user, router } = await open('/near-me?city=Beograd');
    await screen.findByText('Salon Ana');
    expect(asked.at(-1)).not.toHaveProperty('slobodnoDatum');
    expect(screen.queryByRole('group', { name: t('search.freeStarts.label') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: t('search.day.tomorrow') }));
    await user.selectOptions(screen.getByLabelText(t('search.hours.label')), 'vece');
    const tomorrow = freeDayDate('tomorrow')!;
    await waitFor(() => expect(params(router)).toEqual({ city: 'Beograd', slobodno: 'tomorrow', od: '17:00', do: '22:00' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ slobodnoDatum: tomorrow, slobodnoOd: '17:00', slobodnoDo: '22:00' }));

    const first = await screen.findAllByRole('link', { name: t('search.freeStarts.book', { time: '17:00' }) });
    expect(first.map((a) => a.getAttribute('href'))).toEqual([`/entity/1?usluga=71&datum=${tomorrow}&vreme=17%3A00`, `/entity/2?usluga=72&datum=${tomorrow}&vreme=17%3A00`]);
    expect(screen.getAllByRole('link', { name: t('search.freeStarts.book', { time: '17:30' }) })).toHaveLength(2);

    // Back undoes the part of the day: the whole day's list again (its answer from the cache).
    await router.navigate(-1);
    await waitFor(() => expect(params(router)).toEqual({ city: 'Beograd', slobodno: 'tomorrow' }));
    await waitFor(() => expect(screen.getByLabelText(t('search.hours.label'))).toHaveValue('any'));
    expect(await screen.findAllByRole('link', { name: t('search.freeStarts.book', { time: '09:00' }) })).toHaveLength(2);
  });

  it('a shared link with only a start sends only that start: the server takes the rest of the day', async () => {
    const asked = standInNearby();
    const day = inDays(5);
    await open(`/near-me?lat=44.810&lng=20.460&slobodno=${day}&od=18:30`);
    await screen.findAllByRole('link', { name: t('search.freeStarts.book', { time: '18:30' }) });
    expect(asked.at(-1)).toMatchObject({ latitude: 44.81, longitude: 20.46, slobodnoDatum: day, slobodnoOd: '18:30' });
    expect(asked.at(-1)).not.toHaveProperty('slobodnoDo');
    expect(screen.getByLabelText(t('search.hours.label'))).toHaveValue('custom');
    expect(screen.getByLabelText(t('search.hours.from'))).toHaveValue('18:30');
  });
});
