import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ownerOpsKey } from '@/features/owner-operations';
import { moveBooking } from './api';
import type { MoveTarget } from './calendar-state';
import { moveRefusal } from './texts';


/**
 * A business's move of a booking (POST reschedule), by the desk's rules (vanRadnogVremena: the
 * desk may place it off the grid and outside the hours, never over a booking or a block). Either
 * way the calendar is read again: a refusal puts the booking back where the server keeps it.
 */
export function useMove(entitetId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: MoveTarget }) =>
      moveBooking(id, { datum: to.datum, vreme: to.vreme, zaposleniId: to.zaposleniId, vanRadnogVremena: true }),
    onSuccess: () => void notify({ color: 'positive', message: t('calendar.booking.moved') }),
    onError: (error) => void notify({ color: 'warning', message: moveRefusal(t, apiErrorOf(error)), autoClose: 8000 }),
    onSettled: () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) }),
  });
}
