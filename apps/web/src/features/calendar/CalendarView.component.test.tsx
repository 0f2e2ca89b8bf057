import { Blokada, BlokadaBody, BusinessZakazivanje, CalendarQuery, ClientsQuery, DeskBookingBody, Kalendar, KlijentList, RescheduleBody, type Usluga } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { addDays, todayIn, type IsoDay } from '@zakazi/contract/calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { fill, renderWithApp } from '@/test/render';
import { ok, refuse, server, stand } from '@/test/stand-in';
import { CalendarView } from './CalendarView';

/**
 * The owner's calendar as a whole (view, state and dialogs together) against the stand-in: moving a
 * booking, a desk booking on an empty cell, and blocking time over a booking. The calendar shows
 * tomorrow (a booking of today could already have started, and a started one cannot move).
 */
const ENTITET = 3;
const ZONE = 'Europe/Belgrade';
const DAY: IsoDay = addDays(todayIn(ZONE), 1);
const services: Usluga[] = [{ id: 11, entitetId: ENTITET, naziv: 'Šišanje', opis: null, cena: 1500, valuta: 'RSD', trajanjeMinuta: 30, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [7, 8] }];

function booking(id: number, vreme: string, zaposleniId: number): BusinessZakazivanje {
  const start = new Date(`${DAY}T${vreme}:00+01:00`);
  return {
    id, entitetId: ENTITET, entitetNaziv: 'Salon', uslugaId: 11, uslugaNaziv: 'Šišanje', zaposleniId, zaposleniIme: zaposleniId === 7 ? 'Ana Ilić' : 'Bojan Perić',
    userId: null, datum: DAY, vreme, trajanjeMinuta: 30, cena: 1500, valuta: 'RSD', status: 'confirmed', napomena: null, createdAt: '2026-11-25T10:00:00.000Z',
    pocetak: start.toISOString(), kraj: new Date(start.getTime() + 30 * 60_000).toISOString(), vremenskaZona: ZONE, razlog: null,
    otkazivanjeDo: start.toISOString(), ocenjeno: false, klijentIme: 'Petar Jović', korisnikIme: null, korisnikTelefon: null, istice: null,
    klijentTelefon: null, klijentEmail: null, posetaId: null,
  };
}

const BOOKED = booking(41, '10:00', 7);
/** A customer's own booking (an account), who has 2 no-shows here and is blocked. */
const ACCOUNT_BOOKED: BusinessZakazivanje = { ...booking(42, '12:00', 8), userId: 5, klijentIme: null, korisnikIme: 'Mira Lukić' };

/** The calendar of DAY: two employees working 09–17, one booking; and every write the calendar sends. */
function standInCalendar({ blockRefusal, account }: { blockRefusal?: boolean; account?: boolean } = {}) {
  const sent = { moves: [] as Array<{ id: string; body: RescheduleBody }>, desk: [] as DeskBookingBody[], blocks: [] as Array<{ zaposleniId: string; body: BlokadaBody }> };
  server.use(
    stand('get', bookingPaths.calendar(ENTITET), { answers: Kalendar, query: CalendarQuery }, () =>
      ok({
        od: DAY, do: DAY, vremenskaZona: ZONE,
        zaposleni: [
          { id: 7, ime: 'Ana', prezime: 'Ilić', aktivan: true, uslugaIds: [11] },
          { id: 8, ime: 'Bojan', prezime: 'Perić', aktivan: true, uslugaIds: [11] },
        ],
        zakazivanja: account ? [BOOKED, ACCOUNT_BOOKED] : [BOOKED],
        blokade: [],
        radnoVreme: [
          { zaposleniId: 7, datum: DAY, pocetak: '09:00', kraj: '17:00' },
          { zaposleniId: 8, datum: DAY, pocetak: '09:00', kraj: '17:00' },
        ],
        klijenti: account ? [{ userId: 5, nedolasci: 2, blokiran: true, kaoZahtev: false }] : [],
      }),
    ),
    stand('post', bookingPaths.reschedule(':id'), { answers: BusinessZakazivanje, request: RescheduleBody }, ({ params, body }) => {
      const to = body as RescheduleBody;
      sent.moves.push({ id: String(params.id), body: to });
      return ok({ ...BOOKED, vreme: to.vreme, zaposleniId: Number(to.zaposleniId) });
    }),
    stand('get', bookingPaths.clients(ENTITET), { answers: KlijentList, query: ClientsQuery }, () => ok({ klijenti: [], total: 0, pravila: { zahtevPosleNedolazaka: false } })),
    stand('post', bookingPaths.deskBooking(ENTITET), { answers: BusinessZakazivanje, request: DeskBookingBody }, ({ body }) => {
      const desk = body as DeskBookingBody;
      sent.desk.push(desk);
      return ok({ ...booking(42, desk.vreme, Number(desk.zaposleniId)), klijentIme: desk.klijentIme }, 201);
    }),
    stand('post', bookingPaths.blocks(':zaposleniId'), { answers: Blokada, request: BlokadaBody }, ({ params, body }) => {
      const block = body as BlokadaBody;
      sent.blocks.push({ zaposleniId: String(params.zaposleniId), body: block });
      if (blockRefusal && !block.otkaziZakazivanja) {
        return refuse(409, { error: 'bookings-conflict', message: 'Bookings overlap', details: [{ id: BOOKED.id, datum: DAY, vreme: BOOKED.vreme }] });
      }
      return ok({ id: 90, zaposleniId: Number(params.zaposleniId), datum: DAY, od: block.od, do: block.do, razlog: block.razlog ?? null, pocetak: BOOKED.pocetak, kraj: BOOKED.kraj }, 201);
    }),
  );
  return sent;
}

async function renderCalendar() {
  const view = await renderWithApp(<CalendarView entitetId={ENTITET} zone={ZONE} services={services} editable live={false} />, { texts: ['calendar', 'ownerOps', 'booking', 'schedule'] });
  // From today to tomorrow, where the booking is.
  await view.user.click(await screen.findByRole('button', { name: t('calendar.nextDay') }));
  await screen.findByTestId(`cal-booking-${BOOKED.id}`);
  expect(screen.getByTestId('calendar-title')).toHaveTextContent(formatDate(DAY, 'sr', 'weekdayDate').replace(/^./, (c) => c.toUpperCase()));
  return view;
}

describe("the owner's calendar", () => {
  it("shows a booked customer's no-shows and block in the booking's dialog, and nothing of the kind for a walk-in", async () => {
    standInCalendar({ account: true });
    const { user } = await renderCalendar();
    await user.click(await screen.findByTestId(`cal-booking-${ACCOUNT_BOOKED.id}`));
    const details = await screen.findByTestId('calendar-booking-details');
    const standing = within(details).getByTestId('booking-client-standing');
    expect(standing).toHaveTextContent(t('calendar.booking.noShows', { count: 2 }));
    expect(standing).toHaveTextContent(t('calendar.booking.blocked'));
    await user.click(screen.getByRole('button', { name: t('calendar.booking.close') }));
    await user.click(screen.getByTestId(`cal-booking-${BOOKED.id}`));
    const walkIn = await screen.findByTestId('calendar-booking-details');
    await waitFor(() => expect(walkIn).toHaveAttribute('data-booking-id', String(BOOKED.id)));
    expect(within(walkIn).queryByTestId('booking-client-standing')).toBeNull();
  });

  it('moves a booking from its dialog to another colleague and time, after the confirmation', async () => {
    const sent = standInCalendar();
    const { user } = await renderCalendar();
    await user.click(screen.getByTestId(`cal-booking-${BOOKED.id}`));
    const details = await screen.findByTestId('calendar-booking-details');
    expect(details).toHaveTextContent('Petar Jović');
    await user.click(within(details).getByRole('button', { name: t('calendar.booking.move') }));

    const form = screen.getByRole('dialog', { name: `${BOOKED.uslugaNaziv} · ${BOOKED.vreme}` });
    const employee = within(form).getByLabelText(t('calendar.booking.employee'));
    await user.click(employee);
    // The options of this select (the toolbar's employee select has its own).
    const options = await waitFor(() => document.getElementById(employee.getAttribute('aria-controls') ?? '')!);
    await user.click(within(options).getByRole('option', { name: 'Bojan Perić', hidden: true }));
    const time = within(form).getByRole('textbox', { name: t('calendar.desk.time') });
    await user.clear(time);
    await user.type(time, '11:30');
    await user.click(screen.getByRole('button', { name: t('calendar.booking.moveSubmit') }));

    // The confirmation names where from and where to; nothing is sent before it.
    const confirm = await screen.findByRole('dialog', { name: t('calendar.booking.moveTitle') });
    expect(within(confirm).getByTestId('move-text')).toHaveTextContent(/Ana Ilić.*10:00.*Bojan Perić.*11:30/);
    expect(sent.moves).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t('calendar.booking.moveSubmit') }));
    await waitFor(() => expect(sent.moves).toEqual([{ id: String(BOOKED.id), body: { datum: DAY, vreme: '11:30', zaposleniId: 8, vanRadnogVremena: true } }]));
    expect(await screen.findByText(t('calendar.booking.moved'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('calendar.booking.moveTitle') })).toBeNull());
  });

  describe('on an empty cell', () => {
    // react-big-calendar finds the clicked time from the column's box and the element under the
    // pointer, which happy-dom does not lay out: the column is 12 hours tall (08:00–20:00 shown,
    // one pixel a minute) and the pointer is over the column.
    let column: HTMLElement | null = null;
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return { top: 0, left: 0, bottom: 720, right: 200, width: 200, height: 720, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
      });
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(720);
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
      document.elementFromPoint = () => column;
    });
    afterEach(() => vi.restoreAllMocks());
    /** A mouse event at `y` px down the column (happy-dom's events have no page coordinates of their own). */
    const press = (target: HTMLElement, type: 'mousedown' | 'mouseup', y: number) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: 20, clientY: y });
      Object.defineProperties(event, { pageX: { value: 20 }, pageY: { value: y }, which: { value: 1 } });
      fireEvent(target, event);
    };

    it("books a walk-in in that employee's column at that time, confirmed at once", async () => {
      const sent = standInCalendar();
      const { user } = await renderCalendar();
      // The first employee's column, 300 minutes below 08:00: 13:00.
      column = screen.getByTestId('calendar-grid').querySelectorAll<HTMLElement>('.rbc-day-slot')[0]!;
      press(column, 'mousedown', 300);
      press(column, 'mouseup', 300);

      const dialog = await screen.findByRole('dialog', { name: t('calendar.desk.title') });
      expect(within(dialog).getByRole('textbox', { name: t('calendar.desk.time') })).toHaveValue('13:00');
      await fill(user, within(dialog).getByRole('textbox', { name: t('calendar.desk.client') }), 'Mira Đurić');
      await user.click(within(dialog).getByRole('button', { name: t('calendar.desk.submit') }));
      await waitFor(() => expect(sent.desk).toEqual([{ uslugaId: 11, zaposleniId: 7, datum: DAY, vreme: '13:00', klijentIme: 'Mira Đurić' }]));
      expect(await screen.findByText(t('calendar.desk.created'))).toBeInTheDocument();
    });
  });

  it('blocks time over a booking only when told to cancel it, naming the booking first', async () => {
    const sent = standInCalendar({ blockRefusal: true });
    const { user } = await renderCalendar();
    await user.click(screen.getByRole('button', { name: t('calendar.blockTime') }));
    const dialog = await screen.findByRole('dialog', { name: t('calendar.block.title') });
    const from = within(dialog).getByRole('textbox', { name: t('calendar.block.from') });
    await user.clear(from);
    await user.type(from, '09:30');
    const to = within(dialog).getByRole('textbox', { name: t('calendar.block.to') });
    await user.clear(to);
    await user.type(to, '11:00');
    await fill(user, within(dialog).getByRole('textbox', { name: t('calendar.block.reason') }), 'Servis');
    await user.click(within(dialog).getByRole('button', { name: t('calendar.block.submit') }));

    // Refused over the booking: the dialog names it and offers to cancel it with the block.
    expect(await within(dialog).findByText(t('calendar.block.conflictTitle'))).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`${formatDate(DAY, 'sr', 'shortWeekdayNumeric')} 10:00 · Petar Jović, Šišanje`);
    await user.click(within(dialog).getByRole('button', { name: t('calendar.block.cancelAndBlock', { count: 1 }) }));
    await waitFor(() =>
      expect(sent.blocks).toEqual([
        { zaposleniId: '7', body: { datum: DAY, od: '09:30', do: '11:00', razlog: 'Servis' } },
        { zaposleniId: '7', body: { datum: DAY, od: '09:30', do: '11:00', razlog: 'Servis', otkaziZakazivanja: true } },
      ]),
    );
    expect(await screen.findByText(t('calendar.block.created'))).toBeInTheDocument();
  });
});
