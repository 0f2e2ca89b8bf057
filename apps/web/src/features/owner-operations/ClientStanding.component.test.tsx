import { BusinessBookingsQuery, BusinessZakazivanje, BusinessZakazivanjeList, EntitetDetail, KlijentBlokada, KlijentBlokadaBody, KlijentPravila, TransitionBody, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { cataloguePaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { conforming, ok, recording, server, stand } from '@/test/stand-in';
import { PendingRequests, PendingRequestsJump } from './bookings/PendingRequests';
import { ClientStanding, NoShowRule } from './clients/ClientStanding';

const ENTITY = 7;
const ZONE = 'Europe/Belgrade';
/** A switch's accessible name starts with its label (Mantine's label holds the description too). */
const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe("a client's standing: the block and the no-show rule", () => {
  it("blocks an account's online booking with one switch, and a walk-in has none", async () => {
    const sent = recording('put', bookingPaths.clientBlock(ENTITY), { answers: KlijentBlokada, request: KlijentBlokadaBody }, (b) => ok(b));
    const { user } = await renderWithApp(<ClientStanding entitetId={ENTITY} client={{ id: 'u5', userId: 5, blokiran: false, kaoZahtev: true }} />, { texts: ['ownerOps'] });
    // two no-shows under the business's rule: said on the card
    expect(screen.getByText(t('ownerOps.clients.asRequestHint'))).toBeInTheDocument();
    const block = screen.getByRole('switch', { name: startingWith(t('ownerOps.clients.block')) });
    expect(block).not.toBeChecked();
    await user.click(block);
    expect(await screen.findByText(t('ownerOps.clients.blockedNow'))).toBeInTheDocument();
    expect(sent).toEqual([{ klijentId: 'u5', blokiran: true }]);

    const walkIn = await renderWithApp(<ClientStanding entitetId={ENTITY} client={{ id: '064111222', userId: null, blokiran: false, kaoZahtev: false }} />, { texts: ['ownerOps'] });
    expect(within(walkIn.container).queryByRole('switch')).toBeNull();
  });

  it('turns on the rule that clients with 2 or more no-shows book as requests', async () => {
    const sent = recording('put', bookingPaths.clientRules(ENTITY), { answers: KlijentPravila, request: KlijentPravila }, (b) => ok(b));
    const { user } = await renderWithApp(<NoShowRule entitetId={ENTITY} pravila={{ zahtevPosleNedolazaka: false }} />, { texts: ['ownerOps'] });
    await user.click(screen.getByRole('switch', { name: startingWith(t('ownerOps.clients.rule')) }));
    expect(await screen.findByText(t('ownerOps.clients.ruleSaved'))).toBeInTheDocument();
    expect(sent).toEqual([{ zahtevPosleNedolazaka: true }]);
  });
});

const business = conforming(
  EntitetDetail,
  {
    id: ENTITY, naziv: 'Salon Lana', kategorijaId: 3, grad: 'Beograd', prosecnaOcena: null, brojOcena: 0, minCena: 1500, valuta: 'RSD',
    latitude: null, longitude: null, image: null, opis: null, telefon: null, email: null, website: null, vremenskaZona: ZONE,
    naciniPlacanja: ['card'], korakMinuta: 30, minimalnaNajavaMinuta: 0, horizontDana: 60, otkazivanjeSati: 24, automatskaPotvrda: false,
    objavljen: true, adresa: null, usluge: [], zaposleni: [], slike: [], radnoVreme: [], raspodelaOcena: [0, 0, 0, 0, 0], utisci: [],
  },
  'the business fixture',
);

function request(id: number, inHours: number): BusinessZakazivanje {
  const start = new Date(Math.floor((Date.now() + inHours * 3_600_000) / 60_000) * 60_000);
  return {
    id, entitetId: ENTITY, entitetNaziv: business.naziv, uslugaId: 11, uslugaNaziv: 'Šišanje', zaposleniId: 21, zaposleniIme: 'Ana Ilić',
    userId: 5, datum: start.toISOString().slice(0, 10), vreme: start.toISOString().slice(11, 16), trajanjeMinuta: 30, cena: 1500, valuta: 'RSD',
    status: 'pending', napomena: null, createdAt: new Date().toISOString(), pocetak: start.toISOString(), kraj: new Date(start.getTime() + 30 * 60_000).toISOString(),
    vremenskaZona: ZONE, razlog: null, ocenjeno: false, otkazivanjeDo: start.toISOString(), posetaId: null, klijentIme: null, korisnikIme: `Kupac ${id}`, korisnikTelefon: null,
    istice: null, klijentTelefon: null, klijentEmail: null,
  };
}

describe('the requests beside the calendar of today', () => {
  it('confirms one and rejects another, each in one tap (no dialog)', async () => {
    const pending = [request(1, 5), request(2, 30)];
    const answered: string[] = [];
    server.use(
      stand('get', cataloguePaths.entity(':id'), { answers: EntitetDetail }, () => ok(business)),
      stand('get', bookingPaths.businessBookings(ENTITY), { answers: BusinessZakazivanjeList, query: BusinessBookingsQuery }, () => ok(pending.filter((b) => !answered.some((a) => a.endsWith(`/${b.id}`))))),
      stand('post', bookingPaths.confirm(':id'), { answers: Zakazivanje, request: TransitionBody }, ({ params }) => {
        answered.push(`confirm/${params.id}`);
        return ok({ ...pending.find((b) => b.id === Number(params.id))!, status: 'confirmed' });
      }),
      stand('post', bookingPaths.reject(':id'), { answers: Zakazivanje, request: TransitionBody }, ({ params }) => {
        answered.push(`reject/${params.id}`);
        return ok({ ...pending.find((b) => b.id === Number(params.id))!, status: 'rejected' });
      }),
    );
    const { user } = await renderWithApp(<PendingRequests entitetId={ENTITY} />, { texts: ['ownerOps', 'booking'] });
    const first = await screen.findAllByTestId('booking-item');
    expect(first).toHaveLength(2);
    await user.click(within(first[0]!).getByRole('button', { name: new RegExp(t('ownerOps.bookings.confirm')) }));
    await waitFor(() => expect(answered).toEqual(['confirm/1']));
    await waitFor(() => expect(screen.getAllByTestId('booking-item')).toHaveLength(1));
    await user.click(within(screen.getByTestId('booking-item')).getByRole('button', { name: new RegExp(t('ownerOps.bookings.reject')) }));
    await waitFor(() => expect(answered).toEqual(['confirm/1', 'reject/2']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText(t('ownerOps.bookings.inboxEmpty'));
  });

  it('on a phone a button above the calendar counts the requests and jumps to them; gone when none wait', async () => {
    const pending = [request(1, 5), request(2, 30)];
    const answered: number[] = [];
    server.use(
      stand('get', cataloguePaths.entity(':id'), { answers: EntitetDetail }, () => ok(business)),
      stand('get', bookingPaths.businessBookings(ENTITY), { answers: BusinessZakazivanjeList, query: BusinessBookingsQuery }, () => ok(pending.filter((b) => !answered.includes(b.id)))),
      stand('post', bookingPaths.confirm(':id'), { answers: Zakazivanje, request: TransitionBody }, ({ params }) => {
        answered.push(Number(params.id));
        return ok({ ...pending.find((b) => b.id === Number(params.id))!, status: 'confirmed' });
      }),
    );
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const { user } = await renderWithApp(
        <>
          <PendingRequestsJump entitetId={ENTITY} />
          <div style={{ height: 3000 }}>the calendar</div>
          <PendingRequests entitetId={ENTITY} />
        </>,
        { texts: ['ownerOps', 'booking'] },
      );
      const jump = await screen.findByRole('button', { name: t('ownerOps.bookings.jump', { count: 2 }) });
      await user.click(jump);
      expect(scrolled).toEqual([screen.getByTestId('pending-requests')]);
      expect(screen.getByRole('heading', { name: t('ownerOps.bookings.inboxTitle') })).toHaveFocus();

      // Answering one brings the count down; with none left the button goes.
      const confirmFirst = async () => user.click(within((await screen.findAllByTestId('booking-item'))[0]!).getByRole('button', { name: new RegExp(t('ownerOps.bookings.confirm')) }));
      await confirmFirst();
      await waitFor(() => expect(answered).toEqual([1]));
      await screen.findByRole('button', { name: t('ownerOps.bookings.jump', { count: 1 }) });
      await confirmFirst();
      await waitFor(() => expect(answered).toEqual([1, 2]));
      await screen.findByText(t('ownerOps.bookings.inboxEmpty'));
      await waitFor(() => expect(screen.queryByTestId('pending-requests-jump')).toBeNull());
    } finally {
      scroll.mockRestore();
    }
  });
});
