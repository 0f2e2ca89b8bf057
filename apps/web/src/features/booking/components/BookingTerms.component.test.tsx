import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BookingTerms } from './BookingTerms';

/** The server names PENDING_EXPIRY_HOURS in the page (<meta name="pending-expiry-hours">). */
function pageSays(hours: string) {
  const meta = document.createElement('meta');
  meta.name = 'pending-expiry-hours';
  meta.content = hours;
  document.head.append(meta);
}

describe('BookingTerms', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="pending-expiry-hours"]').forEach((m) => m.remove()));

  it("states the server's time to answer a request, in the reader's number format", async () => {
    pageSays('1.5');
    await renderWithApp(<BookingTerms entity={{ automatskaPotvrda: false, otkazivanjeSati: 24 }} />, { texts: ['booking'] });
    expect(screen.getByTestId('booking-terms').textContent).toContain('u roku od 1,5 h');
  });

  it("falls back to the contract's 24 hours on a page that names none (a native build)", async () => {
    await renderWithApp(<BookingTerms entity={{ automatskaPotvrda: false, otkazivanjeSati: 0 }} />, { texts: ['booking'], lang: 'en' });
    expect(screen.getByTestId('booking-terms').textContent).toContain('within 24 h');
  });
});
