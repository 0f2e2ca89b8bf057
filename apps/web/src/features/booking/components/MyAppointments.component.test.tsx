import { EntitetDetail, MojiTermini, MyAppointmentsQuery, TransitionBody, Utisak, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { cataloguePaths } from '@zakazi/contract/paths';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { conforming, ok, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { signIn, signOut } from '@/test/session';
import { APPOINTMENTS_PAGE_SIZE, MyAppointments } from './MyAppointments';

const HOUR = 3_600_000;
const ZONE = 'Europe/Belgrade';

/** A business with a 24 h window (the page's GET /api/Entitet/{id}: reschedule needs it). */
const business = conforming(
  EntitetDetail,
  {
    id: 1, naziv: 'Salon Lana', kategorijaId: 3, grad: 'Beograd', prosecnaOcena: null, brojOcena: 0, minCena: 1500, valuta: 'RSD',
    latitude: null, longitude: null, image: null, opis: null, telefon: null, email: null, website: null, vremenskaZona: ZONE,
    naciniPlacanja: ['card'], korakMinuta: 30, minimalnaNajavaMinuta: 0, horizontDana: 60, otkazivanjeSati: 24, automatskaPotvrda: false,
    objavljen: true, adresa: null, usluge: [], zaposleni: [], slike: [], radnoVreme: [], raspodelaOcena: [0, 0, 0, 0, 0], utisci: [],
  },
  'the business fixture',
);

/** A booking of user 5 starting `inHours` from now, with the business's 24 h window. */
function bookingIn(id: number, inHours: number, status: Zakazivanje['status']): Zakazivanje {
  const start = new Date(Math.floor((Date.now() + inHours * HOUR) / 60_000) * 60_000);
  return {
    id, entitetId: 1, entitetNaziv: business.naziv, uslugaId: 11, uslugaNaziv: `Usluga ${id}`, zaposleniId: 21, zaposleniIme: 'Ana',
    userId: 5, datum: start.toISOString().slice(0, 10), vreme: start.toISOString().slice(11, 16), trajanjeMinuta: 30, cena: 1500, valuta: 'RSD',
    status, napomena: null, createdAt: new Date().toISOString(), pocetak: start.toISOString(), kraj: new Date(start.getTime() + 30 * 60_000).toISOString(),
    vremenskaZona: ZONE, razlog: null, ocenjeno: false, otkazivanjeDo: new Date(start.getTime() - 24 * HOUR).toISOString(), posetaId: null,
  };
}

const LOKAL = { entitetId: 1, telefon: '+381 11 222 3333', adresa: { ulica: 'Knez Mihailova', broj: '5', grad: 'Beograd', latitude: 44.8176, longitude: 20.4569 } };

/**
 * The user's appointments as the server pages them (upcoming: live and ahead, soonest first; past:
 * the rest, newest first), the business, no ratings; cancels answer the booking cancelled and are recorded.
 */
function standIn(bookings: Zakazivanje[]) {
  const cancelled: number[] = [];
  const now = Date.now();
  const ahead = (b: Zakazivanje) => (b.status === 'pending' || b.status === 'confirmed') && Date.parse(b.pocetak) > now;
  server.use(
    stand('get', bookingPaths.myAppointments, { answers: MojiTermini, query: MyAppointmentsQuery }, ({ query }) => {
      const upcoming = query.vrsta === 'predstojeci';
      const page = Number(query.page), size = Number(query.pageSize);
      const kind = bookings.filter((b) => ahead(b) === upcoming).sort((a, b) => (upcoming ? 1 : -1) * a.pocetak.localeCompare(b.pocetak));
      // Paged by visit: a visit of several parts counts once, a single booking (posetaId null) by itself.
      const visits = [...new Set(kind.map((b) => b.posetaId ?? -b.id))];
      const onPage = new Set(visits.slice((page - 1) * size, page * size));
      const shown = kind.filter((b) => onPage.has(b.posetaId ?? -b.id));
      return ok({ zakazivanja: shown, total: kind.length, posete: visits.length, lokali: shown.length ? [LOKAL] : [] });
    }),
    stand('get', peoplePaths.myRatings, { answers: z.array(Utisak) }, () => ok([])),
    stand('get', cataloguePaths.entity(':id'), { answers: EntitetDetail }, () => ok(business)),
    stand('post', bookingPaths.cancel(':id'), { answers: Zakazivanje, request: TransitionBody }, ({ params }) => {
      const booking = bookings.find((b) => b.id === Number(params.id))!;
      cancelled.push(booking.id);
      return ok({ ...booking, status: 'cancelled' });
    }),
  );
  return cancelled;
}

const item = (id: number) => within(screen.getByTestId(`booking-${id}`));

describe('Moji termini: the window, withdrawing a request, where a visit was, booking again, pages', () => {
  afterEach(() => signOut());

  it('outside the window: move and cancel, until otkazivanjeDo; inside it a pending request is withdrawn, a confirmed one is not changed', async () => {
    await signIn('RegularUser');
    const cancelled = standIn([bookingIn(1, 72, 'confirmed'), bookingIn(2, 10, 'pending'), bookingIn(3, 12, 'confirmed')]);
    const { user } = await renderWithApp(<MyAppointments userId={5} />, { path: '/termini', texts: ['booking'] });
    await screen.findByTestId('upcoming-bookings');

    // Three days ahead: changes are open, and the list says until when.
    await waitFor(() => expect(item(1).getByRole('button', { name: t('booking.reschedule.open') })).toBeEnabled());
    expect(item(1).getByRole('button', { name: t('booking.list.cancel') })).toBeEnabled();
    expect(item(1).getByTestId('window-open')).toBeInTheDocument();

    // A request 10 h ahead: not movable, but it can be withdrawn.
    expect(item(2).getByRole('button', { name: t('booking.reschedule.open') })).toBeDisabled();
    const withdraw = item(2).getByRole('button', { name: t('booking.list.withdraw') });
    expect(withdraw).toBeEnabled();
    expect(item(2).getByTestId('window-withdraw')).toBeInTheDocument();

    // A confirmed booking 12 h ahead: nothing left to the customer; the list says until when it was possible.
    expect(item(3).getByRole('button', { name: t('booking.reschedule.open') })).toBeDisabled();
    expect(item(3).getByRole('button', { name: t('booking.list.cancel') })).toBeDisabled();
    expect(item(3).getByTestId('window-closed')).toBeInTheDocument();

    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: t('booking.withdraw.title') });
    await user.click(within(dialog).getByRole('button', { name: t('booking.withdraw.confirm') }));
    await waitFor(() => expect(cancelled).toEqual([2]));
  });

  it('a past visit says where it was and is booked again with the same service and employee; the lists are paged', async () => {
    await signIn('RegularUser');
    const past = Array.from({ length: APPOINTMENTS_PAGE_SIZE + 2 }, (_, i) => bookingIn(100 + i, -24 * (i + 1), i === 0 ? 'completed' : 'cancelled'));
    standIn([bookingIn(1, 72, 'confirmed'), ...past]);
    const { user } = await renderWithApp(<MyAppointments userId={5} />, { path: '/termini', texts: ['booking'] });
    await screen.findByTestId('past-bookings');

    // The newest past visit first, with its status in words, the address, a map link and the way back to the booking flow.
    expect(item(100).getByText(t('booking.status.completed'))).toBeInTheDocument();
    expect(item(100).getByTestId('appointment-address')).toHaveTextContent('Knez Mihailova 5, Beograd');
    expect(item(100).getByRole('link', { name: t('booking.list.map') })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=44.8176,20.4569');
    expect(item(100).getByRole('link', { name: t('booking.list.again') })).toHaveAttribute('href', '/entity/1?usluga=11&zaposleni=21');
    // An upcoming one goes into the calendar.
    expect(item(1).getByRole('button', { name: t('booking.success.calendar') })).toBeEnabled();

    // Two pages of past visits: the second holds the oldest two.
    const pages = within(screen.getByTestId('past-bookings-pages'));
    expect(pages.getByText(t('booking.list.pageOf', { page: 1, pages: 2 }))).toBeInTheDocument();
    expect(screen.queryByTestId(`booking-${100 + APPOINTMENTS_PAGE_SIZE}`)).toBeNull();
    await user.click(pages.getByRole('button', { name: t('booking.list.next') }));
    await screen.findByTestId(`booking-${100 + APPOINTMENTS_PAGE_SIZE + 1}`);
    expect(screen.queryByTestId('booking-100')).toBeNull();
  });

  it('in Cyrillic the business, service, employee, address and map link are in Cyrillic too (what the business typed, transliterated)', async () => {
    await signIn('RegularUser');
    standIn([bookingIn(1, 72, 'confirmed')]);
    await renderWithApp(<MyAppointments userId={5} />, { path: '/termini', texts: ['booking'], lang: 'sr-Cyrl' });
    await screen.findByTestId('upcoming-bookings');
    await waitFor(() => expect(item(1).getByTestId('appointment-address')).toHaveTextContent('Кнез Михаилова 5, Београд'));
    expect(item(1).getByRole('link', { name: 'Мапа' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=44.8176,20.4569');
    expect(item(1).getByRole('link', { name: 'Салон Лана' })).toHaveAttribute('href', '/entity/1');
    expect(item(1).getByText(/Услуга 1 · Ана/)).toBeInTheDocument();
  });

  it('the pages count visits: a visit of two parts is one of a page\'s visits, shown whole', async () => {
    await signIn('RegularUser');
    // A page's worth of past visits, one of them of two parts: one page, though there are more bookings than a page.
    const visit = [{ ...bookingIn(300, -50, 'completed'), posetaId: 78 }, { ...bookingIn(301, -49, 'completed'), posetaId: 78 }];
    const singles = Array.from({ length: APPOINTMENTS_PAGE_SIZE - 1 }, (_, i) => bookingIn(310 + i, -100 - 24 * i, 'completed'));
    standIn([...visit, ...singles]);
    await renderWithApp(<MyAppointments userId={5} />, { path: '/termini', texts: ['booking'] });
    await screen.findByTestId('past-bookings');
    await screen.findByTestId('booking-300');
    expect(screen.getByTestId('booking-301')).toBeInTheDocument();
    expect(screen.getByTestId(`booking-${310 + APPOINTMENTS_PAGE_SIZE - 2}`)).toBeInTheDocument();
    expect(screen.queryByTestId('past-bookings-pages')).toBeNull();
  });

  it('"Zakaži ponovo" on a part of a past visit books the whole visit again: both services, each with its employee, in order', async () => {
    await signIn('RegularUser');
    // A past visit: colour with Jelena (21) at t, then a cut with Ivana (22) 2 h later.
    const colour = { ...bookingIn(200, -50, 'completed'), uslugaId: 13, zaposleniId: 21, posetaId: 77 };
    const cut = { ...bookingIn(201, -48, 'completed'), uslugaId: 11, zaposleniId: 22, posetaId: 77 };
    standIn([colour, cut]);
    await renderWithApp(<MyAppointments userId={5} />, { path: '/termini', texts: ['booking'] });
    await screen.findByTestId('past-bookings');
    for (const id of [200, 201]) {
      expect(item(id).getByRole('link', { name: t('booking.list.again') })).toHaveAttribute('href', '/entity/1?usluga=13&zaposleni=21&dodatno=11:22');
    }
  });
});
