import { FreeDays, FreeDaysQuery } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { ok, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { DayPicker } from './DayPicker';

const TODAY = '2026-11-30';
const entity = { id: 4, horizontDana: 60 };
const of = { uslugaId: 11, zaposleniId: null };

/**
 * slobodni-dani answering the free days that fall in the asked range: `freeDays` for anyone, or
 * per employee id. Returns the ranges asked.
 */
function standFreeDays(freeDays: string[] | Record<number, string[]>) {
  const asked: string[] = [];
  const iso = (requestDate: string) => { const [m, d, y] = requestDate.split('-'); return `${y}-${m}-${d}`; };
  server.use(
    stand('get', bookingPaths.freeDays, { answers: FreeDays, query: FreeDaysQuery }, ({ url }) => {
      const od = iso(url.searchParams.get('od')!);
      const to = iso(url.searchParams.get('do')!);
      asked.push(`${od}..${to}`);
      const days = Array.isArray(freeDays) ? freeDays : freeDays[Number(url.searchParams.get('zaposleniId'))]!;
      return ok(days.filter((d) => d >= od && d <= to));
    }),
  );
  return asked;
}

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`.day-picker__day[data-date="${iso}"]`);

describe('the booking calendar', () => {
  it('opens on the next month when this month has no free day left, and stays where the visitor turns it', async () => {
    const asked = standFreeDays(['2026-12-03', '2026-12-04']);
    const { user } = await renderWithApp(<DayPicker entity={entity} of={of} today={TODAY} value={null} onChange={() => {}} />, { texts: ['booking'] });

    await waitFor(() => expect(day('2026-12-03')).toBeEnabled());
    expect(day('2026-12-05')).toBeDisabled();
    expect(asked).toEqual(['2026-11-30..2026-11-30', '2026-12-01..2026-12-31']);

    // Turned back by hand, November stays on screen and says it has nothing free.
    await user.click(screen.getByRole('button', { name: t('booking.calendar.prev') }));
    expect(await screen.findByText(t('booking.calendar.noneInMonth'))).toBeInTheDocument();
    expect(day('2026-11-30')).toBeDisabled();
    expect(day('2026-12-03')).toBeNull();
  });

  it('opens on this month when it has a free day', async () => {
    standFreeDays(['2026-11-30', '2026-12-03']);
    await renderWithApp(<DayPicker entity={entity} of={of} today={TODAY} value={null} onChange={() => {}} />, { texts: ['booking'] });

    await waitFor(() => expect(day('2026-11-30')).toBeEnabled());
    expect(day('2026-12-03')).toBeNull();
  });

  it('looks again from this month when the visitor chooses another employee', async () => {
    standFreeDays({ 5: ['2026-12-03'], 6: ['2026-11-30'] });
    function WithEmployeeChoice() {
      const [zaposleniId, setZaposleniId] = useState(5);
      return (
        <>
          <button type="button" onClick={() => setZaposleniId(6)}>Ana</button>
          <DayPicker entity={entity} of={{ uslugaId: 11, zaposleniId }} today={TODAY} value={null} onChange={() => {}} />
        </>
      );
    }
    const { user } = await renderWithApp(<WithEmployeeChoice />, { texts: ['booking'] });

    await waitFor(() => expect(day('2026-12-03')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    await waitFor(() => expect(day('2026-11-30')).toBeEnabled());
  });
});
