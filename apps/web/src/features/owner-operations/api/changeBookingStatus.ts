import type { Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { send } from '@/lib/http';

/** What the business can do with a booking: confirm/reject a pending one, close a past confirmed one. */
export type BookingAction = 'confirm' | 'reject' | 'complete' | 'noShow';

const PATH: Record<BookingAction, (id: number) => string> = {
  confirm: bookingPaths.confirm,
  reject: bookingPaths.reject,
  complete: bookingPaths.complete,
  noShow: bookingPaths.noShow,
};

/** POST /api/termini/{id}/confirm | reject | complete | no-show → the booking in its new status. */
export function changeBookingStatus(id: number, action: BookingAction, razlog?: string): Promise<Zakazivanje> {
  // Always a JSON object: the body schema is an optional object, and an empty POST reads as null.
  const body = action === 'reject' && razlog ? { razlog } : {};
  return send<Zakazivanje>(PATH[action](id), { method: 'POST', body });
}
