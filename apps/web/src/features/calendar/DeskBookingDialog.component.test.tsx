import { BusinessZakazivanje, ClientsQuery, DeskBookingBody, KlijentList, type Usluga } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDuration, formatPrice } from '@/lib/format';
import { t } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { ok, refuse, server, stand } from '@/test/stand-in';
import { DeskBookingDialog } from './DeskBookingDialog';
import { workingHours } from './events';

const ENTITET = 3;
const DAY = '2026-12-04';
const services: Usluga[] = [
  { id: 11, entitetId: ENTITET, naziv: 'Šišanje', opis: null, cena: 1500, valuta: 'RSD', trajanjeMinuta: 30, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [7, 8] },
  { id: 12, entitetId: ENTITET, naziv: 'Farbanje', opis: null, cena: 4000, valuta: 'RSD', trajanjeMinuta: 90, cekanjeMinuta: 30, pospremanjeMinuta: 0, zaposleniIds: [8] },
];
const employees = [
  { id: 7, name: 'Ana Ilić', uslugaIds: [11] },
  { id: 8, name: 'Bojan Perić', uslugaIds: [11, 12] },
];
const hours = workingHours({ radnoVreme: [{ zaposleniId: 7, datum: DAY, pocetak: '09:00', kraj: '17:00' }] });

/** The booking the server answers for a desk booking body. */
function answer(body: DeskBookingBody): BusinessZakazivanje {
  const firstPart = body.usluge?.[0] ?? { uslugaId: body.uslugaId, zaposleniId: body.zaposleniId };
  const service = services.find((u) => u.id === Number(firstPart.uslugaId))!;
  return {
    id: 501, entitetId: ENTITET, entitetNaziv: 'Salon', uslugaId: service.id, uslugaNaziv: service.naziv, zaposleniId: Number(firstPart.zaposleniId),
    zaposleniIme: 'Ana Ilić', userId: null, datum: DAY, vreme: body.vreme, trajanjeMinuta: service.trajanjeMinuta, cena: service.cena,
    valuta: 'RSD', status: 'confirmed', napomena: body.napomena ?? null, createdAt: '2026-11-25T10:00:00.000Z',
    pocetak: '2026-12-04T09:00:00.000Z', kraj: '2026-12-04T09:30:00.000Z', vremenskaZona: 'Europe/Belgrade', razlog: null,
    otkazivanjeDo: '2026-12-03T09:00:00.000Z', ocenjeno: false, klijentIme: body.klijentIme, korisnikIme: body.klijentIme, korisnikTelefon: body.klijentTelefon ?? null, istice: null,
    klijentTelefon: body.klijentTelefon ?? null, klijentEmail: body.klijentEmail ?? null, posetaId: null,
  };
}

/** The business's clients and the desk booking call: what the dialog searched and sent. */
function standInDesk(refusal?: Parameters<typeof refuse>) {
  const state = { posts: [] as DeskBookingBody[], searches: [] as unknown[] };
  server.use(
    stand('get', bookingPaths.clients(ENTITET), { answers: KlijentList, query: ClientsQuery }, ({ query }) => {
      state.searches.push(query.q);
      return ok({
        klijenti: [{ id: 'u5', userId: 5, ime: 'Milica Petrović', brojTelefona: '+381 64 111 2233', email: 'milica@example.com', posete: 4, nedolasci: 0, poslednjaPoseta: '2026-11-02', sledeciTermin: null, brojZakazivanja: 5, napomena: null, blokiran: false, kaoZahtev: false }],
        total: 1,
        pravila: { zahtevPosleNedolazaka: false },
      });
    }),
    stand('post', bookingPaths.deskBooking(ENTITET), { answers: BusinessZakazivanje, request: DeskBookingBody }, ({ body }) => {
      state.posts.push(body as DeskBookingBody);
      return refusal ? refuse(...refusal) : ok(answer(body as DeskBookingBody), 201);
    }),
  );
  return state;
}

describe('the desk booking dialog', () => {
  it('finds an existing client by name, fills in her phone and email, and books the clicked cell', async () => {
    const state = standInDesk();
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeskBookingDialog entitetId={ENTITET} slot={{ zaposleniId: 7, datum: DAY, vreme: '10:00' }} employees={employees} services={services} hours={hours} onClose={onClose} />,
      { texts: ['calendar', 'ownerOps'] },
    );
    // The cell's employee, and the first service she performs; inside her hours, so not "outside".
    expect(await screen.findByRole('textbox', { name: t('calendar.desk.time') })).toHaveValue('10:00');
    expect(screen.getByRole('checkbox', { name: t('calendar.desk.outside') })).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: t('calendar.desk.client') }), 'Mil');
    // The search waits for a pause in the typing, then asks the server.
    await user.click(await screen.findByRole('button', { name: 'Milica Petrović · +381 64 111 2233 · milica@example.com' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByLabelText(t('calendar.desk.phone'))).toHaveValue('+381 64 111 2233'));
    expect(screen.getByRole('textbox', { name: t('calendar.desk.client') })).toHaveValue('Milica Petrović');
    expect(screen.queryByRole('group', { name: t('calendar.desk.matches') })).toBeNull();
    expect(state.searches).toContain('Mil');

    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(state.posts).toEqual([
      { uslugaId: 11, zaposleniId: 7, datum: DAY, vreme: '10:00', klijentIme: 'Milica Petrović', klijentTelefon: '+381 64 111 2233', klijentEmail: 'milica@example.com' },
    ]);
  });

  it('ticks "outside working hours" for a cell after hours, and keeps the dialog open when the time is taken', async () => {
    const state = standInDesk([409, { error: 'slot-taken', message: 'That time is not free' }]);
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeskBookingDialog entitetId={ENTITET} slot={{ zaposleniId: 7, datum: DAY, vreme: '18:00' }} employees={employees} services={services} hours={hours} onClose={onClose} />,
      { texts: ['calendar', 'ownerOps'] },
    );
    expect(await screen.findByRole('checkbox', { name: t('calendar.desk.outside') })).toBeChecked();

    // A name is required; a malformed phone is named before anything is sent.
    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    expect(await screen.findByText(t('calendar.desk.required'))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t('calendar.desk.client') }), 'Petar');
    await user.type(screen.getByLabelText(t('calendar.desk.phone')), 'abc');
    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    expect(await screen.findByText(t('calendar.desk.badPhone'))).toBeInTheDocument();
    expect(state.posts).toHaveLength(0);

    await user.clear(screen.getByLabelText(t('calendar.desk.phone')));
    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('calendar.desk.slotTaken'));
    expect(state.posts).toEqual([{ uslugaId: 11, zaposleniId: 7, datum: DAY, vreme: '18:00', klijentIme: 'Petar', vanRadnogVremena: true }]);
    expect(onClose).not.toHaveBeenCalled();
  });
  it("names a date outside the business's horizon in the owner's language, not the server's English", async () => {
    const state = standInDesk([400, { error: 'bad-request', message: 'datum must lie between today and 60 days ahead', details: [{ field: 'body.datum', message: 'outside the booking horizon' }] }]);
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeskBookingDialog entitetId={ENTITET} slot={{ zaposleniId: 7, datum: DAY, vreme: '10:00' }} employees={employees} services={services} hours={hours} onClose={onClose} />,
      { texts: ['calendar', 'ownerOps'] },
    );
    await user.type(await screen.findByRole('textbox', { name: t('calendar.desk.client') }), 'Petar');
    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    expect(await screen.findByText(t('calendar.desk.outsideHorizon'))).toBeInTheDocument();
    expect(screen.queryByText('outside the booking horizon')).toBeNull();
    expect(state.posts).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('books a visit: "Dodaj još uslugu" adds colour with the colourist pinned, shows the whole time and price, and sends usluge', async () => {
    const state = standInDesk();
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeskBookingDialog entitetId={ENTITET} slot={{ zaposleniId: 7, datum: DAY, vreme: '10:00' }} employees={employees} services={services} hours={hours} onClose={onClose} />,
      { texts: ['calendar', 'ownerOps', 'booking'] },
    );
    expect(await screen.findByRole('checkbox', { name: t('calendar.desk.outside') })).not.toBeChecked();
    expect(screen.queryByTestId('visit-total')).toBeNull();

    await user.click(screen.getByRole('button', { name: t('booking.visit.add') }));
    // The next service not yet in the visit; Ana (the cell's employee) does not colour, so Bojan is
    // pinned, and the desk offers no "anyone" (its API names every part's employee).
    const part = within(screen.getByTestId('visit-part'));
    expect(part.getByLabelText(t('booking.flow.service'))).toHaveValue('12');
    const employee = part.getByLabelText(t('booking.flow.employee'));
    expect(employee).toHaveValue('8');
    expect([...(employee as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Bojan Perić']);
    // Cut 30 min, then colour 90: 2 h for 5,500 RSD, before a time is chosen.
    expect(screen.getByTestId('visit-total')).toHaveTextContent(t('booking.visit.total', { duration: formatDuration(120, 'sr'), price: formatPrice(5500, 'RSD', 'sr') }));
    // Bojan has no hours that day: the colour lies outside them, so the dialog ticks the box.
    expect(screen.getByRole('checkbox', { name: t('calendar.desk.outside') })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: t('calendar.desk.client') }), 'Jelena');
    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(state.posts).toEqual([
      { usluge: [{ uslugaId: 11, zaposleniId: 7 }, { uslugaId: 12, zaposleniId: 8 }], datum: DAY, vreme: '10:00', klijentIme: 'Jelena', vanRadnogVremena: true },
    ]);
  });

  it('removing the added service books one service again', async () => {
    const state = standInDesk();
    const onClose = vi.fn();
    const { user } = await renderWithApp(
      <DeskBookingDialog entitetId={ENTITET} slot={{ zaposleniId: 8, datum: DAY, vreme: '10:00' }} employees={employees} services={services} hours={hours} onClose={onClose} />,
      { texts: ['calendar', 'ownerOps', 'booking'] },
    );
    await user.click(await screen.findByRole('button', { name: t('booking.visit.add') }));
    // Bojan (the cell's employee) colours too, so the added part stays with him.
    expect(within(screen.getByTestId('visit-part')).getByLabelText(t('booking.flow.employee'))).toHaveValue('8');
    await user.click(screen.getByRole('button', { name: t('booking.visit.remove', { service: 'Farbanje' }) }));
    expect(screen.queryByTestId('visit-part')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: t('calendar.desk.client') }), 'Jelena');
    await user.click(screen.getByRole('button', { name: t('calendar.desk.submit') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(state.posts).toEqual([{ uslugaId: 11, zaposleniId: 8, datum: DAY, vreme: '10:00', klijentIme: 'Jelena', vanRadnogVremena: true }]);
  });
});
