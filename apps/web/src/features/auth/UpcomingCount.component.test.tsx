import { MojiTermini, MyAppointmentsQuery } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { ok, server, stand } from '@/test/stand-in';
import { UpcomingCount } from './UpcomingCount';

/** The menu's number beside "Moji termini": upcoming visits, so a visit of two services counts once. */
describe('the menu\'s count of upcoming appointments', () => {
  it('shows the visits (posete), not the parts (total)', async () => {
    const asked: unknown[] = [];
    server.use(
      stand('get', bookingPaths.myAppointments, { answers: MojiTermini, query: MyAppointmentsQuery }, ({ query }) => {
        asked.push(query.vrsta);
        // A visit of cut + colour and one single booking ahead: three parts, two visits.
        return ok({ zakazivanja: [], total: 3, posete: 2, lokali: [] });
      }),
    );
    await renderWithApp(<UpcomingCount userId={5} />, { texts: ['auth'] });
    const badge = await screen.findByTestId('upcoming-count');
    expect(badge).toHaveTextContent('2');
    expect(badge).toHaveAttribute('aria-label', t('auth.menu.upcoming', { count: 2 }));
    expect(asked).toEqual(['predstojeci']);
  });
});
