import { BOOKING_ERRORS } from '@zakazi/contract';
import { AppError } from '../../shared/errors.ts';
import type { BookingRow } from './queries.ts';

type Timed = Pick<BookingRow, 'pocetak' | 'otkazivanje_sati'>;

/**
 * The customer's window (CONTRACT.md "Booking lifecycle", and "Third release", Bookings): a
 * customer may cancel or move a booking until the business's otkazivanjeSati before its start
 * (0: until the start). This is the one place that instant is computed: every answer carries it
 * as `otkazivanjeDo` (view.ts) and every customer change is checked against it.
 */
export function changeDeadline(row: Timed): Date {
  return new Date(new Date(row.pocetak).getTime() - row.otkazivanje_sati * 3600_000);
}

/** 409 too-late once the window has closed. Checked under the booking's row lock, at the moment of the change. */
export function assertCustomerWindow(row: Timed, now: Date): void {
  if (now.getTime() >= changeDeadline(row).getTime()) {
    throw new AppError(409, BOOKING_ERRORS.tooLate, `Changes by the customer are possible until ${row.otkazivanje_sati} h before the start; please contact the business`);
  }
}
