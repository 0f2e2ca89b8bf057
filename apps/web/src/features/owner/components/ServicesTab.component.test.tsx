import { EntitetDetail, UpdateUslugaBody, Usluga, ZaposleniAdmin } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { conforming, ok, recording, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { ServicesTab } from './ServicesTab';

/**
 * On /cir the owner's list shows what was typed in Serbian Latin in Cyrillic (lib/typed-text.ts),
 * while a form still shows and sends it as typed.
 */

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
