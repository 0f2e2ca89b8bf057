import type { BusinessZakazivanje } from '@zakazi/contract';
import type { BookingAction } from '../api/changeBookingStatus';
import { Inbox } from './Inbox';
import { useBookingAction } from './useBookingAction';

/**
 * The requests waiting for an answer, beside the owner's calendar of today: each is confirmed or
 * rejected in one tap (no reason asked; the bookings tab asks for one). The lists and the
 * calendar share the owner's query key, so the answered request leaves both at once.
 */
export function PendingRequests({ entitetId }: { entitetId: number }) {
  const mutation = useBookingAction(entitetId);
  const onAction = (b: BusinessZakazivanje, action: BookingAction) => mutation.mutate({ id: b.id, action });
  return (
    <div className="ops-requests" data-testid="pending-requests">
      <Inbox entitetId={entitetId} busy={mutation.isPending} onAction={onAction} />
    </div>
  );
}
