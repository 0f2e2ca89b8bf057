import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';

/** The `error` code of a failed call's body ({error, message, details?}), if any. */
export function errorCode(body: unknown): string | null {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : null;
}

/** details[] of a 409 bookings-conflict: the live bookings a new day off or closure would cover. */
export function conflictingBookings(body: unknown): unknown[] | null {
  if (errorCode(body) !== BOOKING_ERRORS.bookingsConflict) return null;
  const details = (body as { details?: unknown }).details;
  return Array.isArray(details) ? details : [];
}
