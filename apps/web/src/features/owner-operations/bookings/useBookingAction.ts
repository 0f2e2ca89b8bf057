import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { changeBookingStatus, type BookingAction } from '../api/changeBookingStatus';
import { errorCode } from '../errors';
import { ownerOpsKey } from '../queries';

const DONE: Record<BookingAction, string> = {
  confirm: 'ownerOps.bookings.confirmed',
  reject: 'ownerOps.bookings.rejected',
  complete: 'ownerOps.bookings.completed',
  noShow: 'ownerOps.bookings.noShowDone',
};

/** Confirm / reject / complete / no-show, then refresh the inbox, the agenda and the statistics. */
export function useBookingAction(entitetId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, razlog }: { id: number; action: BookingAction; razlog?: string }) => {
      const result = await changeBookingStatus(id, action, razlog);
      return { action, result };
    },
    onSuccess: ({ action, result }) => {
      if (result.ok) void notify({ color: 'positive', message: t(DONE[action]) });
      else if (errorCode(result.error) === BOOKING_ERRORS.invalidTransition)
        void notify({ color: 'warning', message: t('ownerOps.bookings.invalidTransition') });
      else void notify({ color: 'negative', message: t('ownerOps.common.failed') });
      return client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) });
    },
    onError: () => void notify({ color: 'negative', message: t('ownerOps.common.failed') }),
  });
}
