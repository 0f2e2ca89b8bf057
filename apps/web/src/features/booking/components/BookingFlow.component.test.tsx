import { addDays, minutesOf, todayIn, wallToInstant } from '@zakazi/contract/calendar';
import { BookBody, EntitetDetail, FreeDays, FreeDaysQuery, FreeSlots, FreeSlotsQuery, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { conforming, ok, refuse, server, stand } from '@/test/stand-in';
import { fill, renderWithApp } from '@/test/render';
import { signIn, signOut } from '@/test/session';
import { BookingFlow } from './BookingFlow';

/** A published business with one service performed by two employees (the page's GET /api/Entitet/{id}). */
const entity = conforming(
  EntitetDetail,
  {
    id: 1, naziv: 'Salon Lana', kategorijaId: 3, grad: 'Beograd', prosecnaOcena: 4.8, brojOcena: 12, minCena: 1500, valuta: 'RSD',
    latitude: 44.8, longitude: 20.46, image: null, opis: null, telefon: null, email: null, website: null,
    vremenskaZona: Intl.DateTimeFormat().resolvedOptions().timeZone, naciniPlacanja: ['card'], korakMinuta: 30,
    minimalnaNajavaMinuta: 0, horizontDana: 60, otkazivanjeSati: 24, automatskaPotvrda: false, objavljen: true, adresa: null,
    usluge: [{ id: 11, entitetId: 1, naziv: 'Šišanje', opis: null, cena: 1500, valuta: 'RSD', trajanjeMinuta: 30, cekanjeMinuta: 0, pospremanjeMinuta: 0, zaposleniIds: [21, 22] }],
    zaposleni: [
      { id: 21, ime: 'Ana', prezime: 'Ilić', uslugaIds: [11] },
      { id: 22, ime: 'Marko', prezime: null, uslugaIds: [11] },
    ],
    slike: [], radnoVreme: [], raspodelaOcena: [0, 0, 0, 2, 10], utisci: [],
  },
  'the business fixture',
);

/** Every day asked for is free; Ana is free at 10:00, Marko at 10:00 and 10:30. */
/** Every day of the asked range is free (from `from` on, when given), at 10:00 and 10:30. */
function standInFreeTime(from?: string) {
  const slotCalls: number[] = [];
  server.use(
    stand('get', bookingPaths.freeDays, { answers: FreeDays, query: FreeDaysQuery }, ({ query }) => {
      const days: string[] = [];
      for (let d = new Date(`${query.od as string}T12:00:00Z`); d.toISOString().slice(0, 10) <= (query.do as string); d.setUTCDate(d.getUTCDate() + 1)) {
        days.push(d.toISOString().slice(0, 10));
      }
      return ok(from ? days.filter((day) => day >= from) : days);
    }),
    stand('get', bookingPaths.freeSlots, { answers: FreeSlots, query: FreeSlotsQuery }, ({ query }) => {
      slotCalls.push(query.zaposleniId as number);
      return ok(query.zaposleniId === 21 ? ['10:00'] : ['10:00', '10:30']);
    }),
  );
  return slotCalls;
}

/** The server's answer to a booking: its start in the business's zone, its window otkazivanjeSati before that. */
function booked(body: BookBody, status: Zakazivanje['status'], business: EntitetDetail = entity): Zakazivanje {
  const pocetak = wallToInstant(String(body.datum), minutesOf(body.vreme), business.vremenskaZona)!;
  return {
    id: 301, entitetId: 1, entitetNaziv: entity.naziv, uslugaId: 11, uslugaNaziv: 'Šišanje', zaposleniId: Number(body.zaposleniId), zaposleniIme: 'Marko',
    userId: 5, datum: String(body.datum), vreme: body.vreme, trajanjeMinuta: 30, cena: 1500, valuta: 'RSD', status, napomena: body.napomena ?? null,
    createdAt: new Date().toISOString(), pocetak: pocetak.toISOString(), kraj: new Date(pocetak.getTime() + 30 * 60_000).toISOString(),
    vremenskaZona: business.vremenskaZona, razlog: null, ocenjeno: false,
    otkazivanjeDo: new Date(pocetak.getTime() - business.otkazivanjeSati * 3600_000).toISOString(), posetaId: null,
  };
}

async function chooseServiceDayAndTime(user: Awaited<ReturnType<typeof renderWithApp>>['user'], time: string, month: 'this' | 'next' = 'this') {
  await user.selectOptions(screen.getByLabelText(t('booking.flow.service')), '11');
  const calendar = screen.getByRole('group', { name: t('booking.calendar.label') });
  if (month === 'next') await user.click(within(calendar).getByRole('button', { name: t('booking.calendar.next') }));
  await waitFor(() => expect(calendar.querySelector('button[data-free]')).not.toBeNull());
  const day = calendar.querySelector<HTMLButtonElement>('button[data-free]')!;
  await user.click(day);
  await user.click(await screen.findByRole('button', { name: t('booking.times.pick', { time }) }));
  return day.dataset.date!;
}

describe('the booking flow', () => {
  afterEach(() => signOut());

  it('books the chosen time with whoever is free then, with the note and an idempotency key', async () => {
    await signIn('RegularUser');
    standInFreeTime();
    const sent: Array<{ body: BookBody; key: string | null }> = [];
    server.use(
      stand('post', bookingPaths.book, { answers: Zakazivanje, request: BookBody }, ({ body, headers }) => {
        sent.push({ body: body as BookBody, key: headers.get('idempotency-key') });
        return ok(booked(body as BookBody, 'pending'), 201);
      }),
    );
    const { user } = await renderWithApp(<BookingFlow entity={entity} id="booking" />, { path: '/entity/1', texts: ['booking'] });

    const datum = await chooseServiceDayAndTime(user, '10:30');
    // "Anyone": only Marko is free at 10:30, so the booking goes to him.
    expect(screen.getByTestId('booking-employee-name')).toHaveTextContent('Marko');
    await fill(user, screen.getByLabelText(t('booking.flow.note')), '  Kratko, molim.  ');
    await user.click(screen.getByRole('button', { name: t('booking.flow.confirm') }));

    expect(await screen.findByTestId('booking-success')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ entitetId: 1, uslugaId: 11, zaposleniId: 22, datum, vreme: '10:30', napomena: 'Kratko, molim.' });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says so when the time was just taken, drops it and reads the times again', async () => {
    await signIn('RegularUser');
    const slotCalls = standInFreeTime();
    server.use(
      stand('post', bookingPaths.book, { answers: Zakazivanje, request: BookBody }, () =>
        refuse(409, { error: 'slot-taken', message: 'The time is no longer free' }),
      ),
    );
    const { user } = await renderWithApp(<BookingFlow entity={entity} id="booking" />, { path: '/entity/1', texts: ['booking'] });
    await chooseServiceDayAndTime(user, '10:00');
    const before = slotCalls.length;
    await user.click(screen.getByRole('button', { name: t('booking.flow.confirm') }));

    expect(await screen.findByTestId('booking-problem')).toHaveTextContent(t('booking.errors.taken', { time: '10:00' }));
    // The summary (and its confirm button) goes with the dropped time; the times are asked for again.
    await waitFor(() => expect(screen.queryByRole('button', { name: t('booking.flow.confirm') })).toBeNull());
    await waitFor(() => expect(slotCalls.length).toBeGreaterThan(before));
    expect(screen.queryByTestId('booking-success')).toBeNull();
  });

  it('sends a visitor to log in and back to the same choice, without booking', async () => {
    standInFreeTime();
    const { user, router } = await renderWithApp(<BookingFlow entity={entity} id="booking" />, { path: '/entity/1', texts: ['booking'] });
    await chooseServiceDayAndTime(user, '10:00');
    await user.click(screen.getByRole('button', { name: t('booking.flow.loginToConfirm') }));

    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/login');
    const back = new URLSearchParams(search).get('redirectedFrom')!;
    expect(back).toMatch(/^\/entity\/1\?/);
    expect(Object.fromEntries(new URLSearchParams(back.split('?')[1]))).toMatchObject({ usluga: '11', vreme: '10:00' });
  });

  it('shows the server’s refusal of a business that no longer takes bookings', async () => {
    await signIn('RegularUser');
    standInFreeTime();
    server.use(
      stand('post', bookingPaths.book, { answers: Zakazivanje, request: BookBody }, () =>
        refuse(400, { error: 'not-bookable', message: 'The service is not bookable' }),
      ),
    );
    const { user } = await renderWithApp(<BookingFlow entity={entity} id="booking" />, { path: '/entity/1', texts: ['booking'] });
    await chooseServiceDayAndTime(user, '10:00');
    await user.click(screen.getByRole('button', { name: t('booking.flow.confirm') }));
    const alert = await screen.findByTestId('booking-problem');
    expect(within(alert).getByText(t('booking.errors.notBookable'))).toBeInTheDocument();
  });

  describe('the cancellation window (issue 26)', () => {
    /**
     * Books the chosen time with `business`, answering as the server would; returns the user.
     * 'soon': the first free day is tomorrow (today's 10:00 may be past already), in this month's
     * calendar or, on a month's last day, the next one's.
     */
    async function bookWith(business: EntitetDetail, when: 'soon' | 'next') {
      await signIn('RegularUser');
      const tomorrow = addDays(todayIn(business.vremenskaZona), 1);
      const month = when === 'next' || tomorrow.slice(0, 7) !== todayIn(business.vremenskaZona).slice(0, 7) ? 'next' : 'this';
      standInFreeTime(when === 'soon' ? tomorrow : undefined);
      server.use(
        stand('post', bookingPaths.book, { answers: Zakazivanje, request: BookBody }, ({ body }) =>
          ok(booked(body as BookBody, business.automatskaPotvrda ? 'confirmed' : 'pending', business), 201),
        ),
      );
      const { user } = await renderWithApp(<BookingFlow entity={business} id="booking" />, { path: '/entity/1', texts: ['booking'] });
      await chooseServiceDayAndTime(user, '10:00', month);
      return user;
    }
    const mine = () => screen.getByRole('link', { name: t('booking.success.mine') });

    it('a request inside the window: warned before confirming; afterwards, where to withdraw it', async () => {
      // A week's window: tomorrow's 10:00 is inside it.
      const user = await bookWith({ ...entity, otkazivanjeSati: 168 }, 'soon');
      const late = screen.getByTestId('booking-late');
      expect(late).toHaveTextContent(t('booking.flow.lateRequestTitle'));
      expect(late).toHaveTextContent('„Moj profil” → „Vaši termini”');
      await user.click(screen.getByRole('button', { name: t('booking.flow.confirm') }));

      const next = await screen.findByTestId('booking-next');
      expect(next).toHaveTextContent(t('booking.panel.nextWithdraw'));
      expect(mine()).toHaveAttribute('href', '/termini');
    });

    it('an instant booking inside the window: warned that it cannot be changed, then told to call', async () => {
      const user = await bookWith({ ...entity, otkazivanjeSati: 168, automatskaPotvrda: true }, 'soon');
      expect(screen.getByTestId('booking-late')).toHaveTextContent(t('booking.flow.lateTitle'));
      await user.click(screen.getByRole('button', { name: t('booking.flow.confirm') }));
      expect(await screen.findByTestId('booking-next')).toHaveTextContent(t('booking.panel.nextClosed'));
    });

    it('outside the window: no warning; afterwards, until when it can be changed and where', async () => {
      // Next month, with changes allowed until the start: the window is open.
      const user = await bookWith({ ...entity, otkazivanjeSati: 0 }, 'next');
      expect(screen.queryByTestId('booking-late')).toBeNull();
      await user.click(screen.getByRole('button', { name: t('booking.flow.confirm') }));
      const next = await screen.findByTestId('booking-next');
      expect(next).toHaveTextContent(/10:00/);
      expect(next).toHaveTextContent('„Moj profil” → „Vaši termini”');
      expect(next).not.toHaveTextContent(t('booking.panel.nextWithdraw'));
      expect(mine()).toHaveAttribute('href', '/termini');
    });
  });
});
