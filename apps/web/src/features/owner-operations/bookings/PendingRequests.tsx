import { Button } from '@mantine/core';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import type { BookingAction } from '../api/changeBookingStatus';
import { INBOX_TITLE_ID, Inbox, usePendingBookings } from './Inbox';
import { useBookingAction } from './useBookingAction';

const REQUESTS_ID = 'pending-requests';

/**
 * On a phone the requests sit under the whole calendar: this button above it says how many wait
 * and takes the owner to them (scrolled into view, their heading focused for a screen reader).
 * Nothing while none wait or while they load.
 */
export function PendingRequestsJump({ entitetId }: { entitetId: number }) {
  const { t } = useTranslation();
  const { pending } = usePendingBookings(entitetId);
  if (!pending.length) return null;
  const jump = () => {
    document.getElementById(REQUESTS_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(INBOX_TITLE_ID)?.focus({ preventScroll: true });
  };
  return (
    <Button color="warning" variant="light" fullWidth onClick={jump} data-testid="pending-requests-jump">
      {t('ownerOps.bookings.jump', { count: pending.length })}
    </Button>
  );
}

/**
 * The requests waiting for an answer, beside the owner's calendar of today: each is confirmed or
 * rejected in one tap (no reason asked; the bookings tab asks for one). The lists and the
 * calendar share the owner's query key, so the answered request leaves both at once.
 */
export function PendingRequests({ entitetId }: { entitetId: number }) {
  const mutation = useBookingAction(entitetId);
  const onAction = (b: BusinessZakazivanje, action: BookingAction) => mutation.mutate({ id: b.id, action });
  return (
    <div className="ops-requests" id={REQUESTS_ID} data-testid="pending-requests">
      <Inbox entitetId={entitetId} busy={mutation.isPending} onAction={onAction} />
    </div>
  );
}
