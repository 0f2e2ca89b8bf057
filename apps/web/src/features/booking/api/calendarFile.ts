import type { Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { ApiError, buildUrl, getAccessToken, readErrorBody } from '@/lib/http';

/**
 * "Add to calendar": GET /api/termini/{id}/kalendar.ics with the bearer token, saved as a file.
 * The server's file is the only one (the same event the booking mails carry, with its SEQUENCE),
 * so the web builds none of its own; a failed download rejects with an ApiError (status 0: no
 * answer) for the one error sentence.
 */
export async function downloadCalendarFile(booking: Pick<Zakazivanje, 'id'>): Promise<void> {
  const token = getAccessToken();
  const headers: Record<string, string> = { accept: 'text/calendar' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(bookingPaths.bookingIcs(booking.id)), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null, 'calendar file');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, readErrorBody(body), 'calendar file');
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `zakazi-termin-${booking.id}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
