import type { BookingStatus } from '@zakazi/contract/booking-paths';
import type { BookingAction } from '../api/changeBookingStatus';

/**
 * What the business can do with a booking now: a pending one ahead is confirmed or rejected (one
 * that has started can only be rejected); a confirmed one that has started is closed as completed
 * or no-show. The server checks the same rules (409 invalid-transition).
 */
export function availableActions(b: { status: BookingStatus; pocetak: string }, now: number): BookingAction[] {
  const started = Date.parse(b.pocetak) <= now;
  if (b.status === 'pending') return started ? ['reject'] : ['confirm', 'reject'];
  if (b.status === 'confirmed' && started) return ['complete', 'noShow'];
  return [];
}
