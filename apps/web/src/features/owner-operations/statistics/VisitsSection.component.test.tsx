import { VisitsResponse } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ok, server, stand } from '@/test/stand-in';
import { VisitsSection } from './VisitsSection';

const none = { pending: 0, confirmed: 0, rejected: 0, cancelled: 0, completed: 0, noShow: 0, expired: 0 };
const visits: VisitsResponse = {
  entitetId: 7,
  vremenskaZona: 'Europe/Belgrade',
  pocetak: '2026-03-01',
  kraj: '2026-03-02',
  dani: [
    { datum: '2026-03-01', poStatusu: { ...none, completed: 2, noShow: 1 }, zakazivanja: 3, pregledi: 40 },
    { datum: '2026-03-02', poStatusu: { ...none, pending: 1 }, zakazivanja: 1, pregledi: 1200 },
  ],
  ukupno: { poStatusu: { ...none, completed: 2, noShow: 1, pending: 1 }, zakazivanja: 4, pregledi: 1240 },
};

/** A table's rows as the text of their cells, the header row first. */
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId)).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('visits per day', () => {
  it('tables bookings by status with the day total, and page views, the newest day first', async () => {
    server.use(stand('get', peoplePaths.visits, { answers: VisitsResponse }, () => ok(visits)));
    await renderWithApp(<VisitsSection entitetId={7} datum="2026-03-02" />, { texts: ['ownerOps', 'booking'] });
    await screen.findByTestId('visits-bookings');

    const bookings = rowsOf('visits-bookings');
    expect(bookings).toHaveLength(3);
    expect(bookings[0]).toHaveLength(1 + 7 + 1);
    // newest day first; its last cell is the day's total
    expect(bookings[1]!.at(-1)).toBe('1');
    expect(bookings[2]!.at(-1)).toBe('3');
    expect(bookings[2]!.filter((cell) => cell === '2')).toHaveLength(1);

    const views = rowsOf('visits-views');
    expect(views.map((row) => row.length)).toEqual([2, 2, 2]);
    expect(views[1]![1]).toMatch(/^1[.,\s\u00a0]?200$/);
    expect(views[2]![1]).toBe('40');
  });
});
