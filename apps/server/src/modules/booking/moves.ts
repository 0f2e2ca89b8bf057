import { BOOKING_ERRORS } from '@zakazi/contract';
import type { AuthUser } from '../../shared/caller.ts';
import { AppError } from '../../shared/errors.ts';
import { assertCustomerWindow } from './customer-window.ts';
import type { BookingRow } from './queries.ts';

/**
 * Who may move a booking (POST /api/termini/{id}/reschedule, through place.ts placeBooking):
 * the booking user (a RegularUser), or the business side: its Administrator or the booked employee.
 */
export type Mover = 'customer' | 'business';

const LIVE = new Set(['pending', 'confirmed']);

export function moverOf(user: AuthUser, row: BookingRow): Mover | null {
  if (user.role === 'RegularUser' && row.user_id === user.id) return 'customer';
  if (user.role === 'Administrator' && row.owner_user_id !== null && row.owner_user_id === user.id) return 'business';
  if (user.role === 'Employee' && row.zaposleni_user_id !== null && row.zaposleni_user_id === user.id) return 'business';
  return null;
}

/** What may be moved, by whom, now: a live booking before its start; the customer only within the window. */
export function assertMovable(row: BookingRow, mover: Mover, now: Date): void {
  if (!LIVE.has(row.status)) throw new AppError(409, BOOKING_ERRORS.invalidTransition, `A ${row.status} booking cannot be moved`);
  if (now >= new Date(row.pocetak)) throw new AppError(409, BOOKING_ERRORS.invalidTransition, 'A booking cannot be moved once it has started');
  if (mover === 'customer') assertCustomerWindow(row, now);
}
