import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { useTranslation, type TranslationKey } from '@/lib/i18n';
import { apiErrorOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { changeBookingStatus, type BookingAction } from '../api/changeBookingStatus';
import { ownerOpsKey } from '../queries';
import { errorSentence } from '@/lib/error-sentence';

const DONE = {
  confirm: 'ownerOps.bookings.confirmed',
  reject: 'ownerOps.bookings.rejected',
  complete: 'ownerOps.bookings.completed',
  noShow: 'ownerOps.bookings.noShowDone',
} as const satisfies Record<BookingAction, TranslationKey>;

/** Confirm / reject / complete / no-show, then refresh the inbox, the agenda and the statistics. */
export function useBookingAction(entitetId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, razlog }: { id: number; action: BookingAction; razlog?: string }) => changeBookingStatus(id, action, razlog),
    onSuccess: (_booking, { action }) => void notify({ color: 'positive', message: t(DONE[action]) }),
    onError: (error) =>
      void notify(
        apiErrorOf(error).code === BOOKING_ERRORS.invalidTransition
          ? { color: 'warning', message: t('ownerOps.bookings.invalidTransition') }
          : { color: 'negative', message: errorSentence(error, t) },
      ),
    // Done or refused (someone else changed it meanwhile): the lists show how it stands now.
    onSettled: () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) }),
  });
}
