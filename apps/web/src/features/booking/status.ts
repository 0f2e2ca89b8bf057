import type { BookingStatus } from '@zakazi/contract/booking-paths';
import type { TranslationKey } from '@/lib/i18n';

/** Badge colours of the booking statuses (theme colour names). */
export const STATUS_COLOR: Record<BookingStatus, string> = {
  pending: 'warning',
  confirmed: 'positive',
  rejected: 'negative',
  cancelled: 'gray',
  completed: 'secondary',
  noShow: 'accent',
  expired: 'gray',
};

/** The name of each status (booking.status.*). */
export const STATUS_TEXT = {
  pending: 'booking.status.pending',
  confirmed: 'booking.status.confirmed',
  rejected: 'booking.status.rejected',
  cancelled: 'booking.status.cancelled',
  completed: 'booking.status.completed',
  noShow: 'booking.status.noShow',
  expired: 'booking.status.expired',
} as const satisfies Record<BookingStatus, TranslationKey>;

/** Statuses that hold the slot (CONTRACT.md): only these are still ahead of the customer. */
const LIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

type BookingLike = { pocetak: string; kraj: string; status: BookingStatus; ocenjeno: boolean };

/**
 * What the profile shows for a booking: upcoming (live and not started), cancellable (the same:
 * the server allows a cancel only before the start), rateable (completed and not rated yet, by the
 * booking's own flag or by the user's ratings list).
 */
export function bookingView(b: BookingLike, now: Date, ratedBookingIds: ReadonlySet<number>, id: number) {
  const started = new Date(b.pocetak).getTime() <= now.getTime();
  const upcoming = LIVE_STATUSES.includes(b.status) && !started;
  return {
    upcoming,
    canCancel: upcoming,
    canRate: b.status === 'completed' && !b.ocenjeno && !ratedBookingIds.has(id),
  };
}
