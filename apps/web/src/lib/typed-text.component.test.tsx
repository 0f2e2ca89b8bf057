import { EntitetDetail, UpdateUslugaBody, Usluga, ZaposleniAdmin, type EntitetSummary } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCard } from '@/components/BusinessCard';
import { ServicesTab } from '@/features/owner/components/ServicesTab';
import { t } from '@/lib/i18n';
import { conforming, ok, recording, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';

/**
 * What people typed in Serbian Latin is shown in the page's script (typed-text.ts): in Cyrillic
 * on /cir, as typed elsewhere; a form still shows and sends it as typed.
 */

const card: EntitetSummary = {
  id: 7, naziv: 'Frizerski salon Ljiljana', kategorijaId: 3, grad: 'Novi Sad', prosecnaOcena: null, brojOcena: 0, minCena: null, valuta: 'RSD',
  latitude: null, longitude: null, image: null,
};

describe('a business card', () => {
  it('in Cyrillic: the name (heading and picture text) and the city in Cyrillic letters, lj one letter', async () => {
    await renderWithApp(<BusinessCard entity={card} category={{ name: 'Фризер', image: '/x.webp' }} />, { lang: 'sr-Cyrl' });
    expect(await screen.findByRole('heading', { name: 'Фризерски салон Љиљана' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фризерски салон Љиљана' })).toBeInTheDocument();
    expect(screen.getByText('Нови Сад')).toBeInTheDocument();
    expect(screen.queryByText(/Ljiljana|Novi Sad/)).toBeNull();
  });

  it('in Serbian Latin and in English: as the owner typed it', async () => {
    for (const lang of ['sr', 'en'] as const) {
      const view = await renderWithApp(<BusinessCard entity={card} />, { lang });
      expect(await screen.findByRole('heading', { name: 'Frizerski salon Ljiljana' })).toBeInTheDocument();
      expect(screen.getByText('Novi Sad')).toBeInTheDocument();
      view.unmount();
    }
  });
});

const feniranje = conforming(
  Usluga,
  { id: 40, entitetId: 1, naziv: 'Feniranje', opis: 'Pranje i feniranje duže kose', cena: 1200, valuta: 'RSD', trajanjeMinuta: 30, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [21] },
  'the service fixture',
);
const business = conforming(
  EntitetDetail,
  {
    id: 1, naziv: 'Salon Lana', kategorijaId: 3, grad: null, prosecnaOcena: null, brojOcena: 0, minCena: 1200, valuta: 'RSD',
    latitude: null, longitude: null, image: null, opis: null, telefon: '011 123 4567', email: null, website: null,
    vremenskaZona: 'Europe/Belgrade', naciniPlacanja: ['card'], korakMinuta: 30, minimalnaNajavaMinuta: 60, horizontDana: 60, otkazivanjeSati: 24,
    automatskaPotvrda: false, objavljen: true, adresa: null, usluge: [feniranje], zaposleni: [], slike: [], radnoVreme: [],
    raspodelaOcena: [0, 0, 0, 0, 0], utisci: [],
  },
  'the business fixture',
);
const njegos = conforming(
  ZaposleniAdmin,
  { id: 21, ime: 'Njegoš', prezime: 'Đukić', userId: null, email: null, aktivan: true, uslugaIds: [40], imaRadnuNedelju: true, buduciTermini: 0 },
  'the employee fixture',
);

describe('the owner’s services on /cir', () => {
  it('lists the service and who performs it in Cyrillic, while its form shows and saves what the owner typed', async () => {
    server.use(
      stand('get', cataloguePaths.entity(1), { answers: EntitetDetail }, () => ok(business)),
      stand('get', managementPaths.employees(1), { answers: ZaposleniAdmin.array() }, () => ok([njegos])),
    );
    const sent = recording('put', managementPaths.service(40), { answers: Usluga, request: UpdateUslugaBody }, (b) => ok({ ...feniranje, ...b }));
    const { user } = await renderWithApp(<ServicesTab entitetId={1} />, { texts: ['owner'], lang: 'sr-Cyrl' });

    const row = within(await screen.findByTestId('service-row'));
    expect(row.getByText('Фенирање')).toBeInTheDocument();
    expect(row.getByText('Прање и фенирање дуже косе')).toBeInTheDocument();
    await waitFor(() => expect(row.getByText(/Његош Ђукић/)).toBeInTheDocument());
    // The button's name says which service, in the page's script.
    await user.click(row.getByRole('button', { name: `${t('owner.actions.edit')}: Фенирање` }));

    // The form: the owner's own letters, and saved as they are.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText(new RegExp(t('owner.services.naziv')))).toHaveValue('Feniranje');
    expect(dialog.getByLabelText(new RegExp(t('owner.services.opis')))).toHaveValue('Pranje i feniranje duže kose');
    await user.click(dialog.getByRole('button', { name: t('owner.actions.save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ naziv: 'Feniranje', opis: 'Pranje i feniranje duže kose' });
  });
});
