import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import type { OwnerTabProps } from '../types';
import type { BookingAction } from '../api/changeBookingStatus';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Agenda } from './Agenda';
import { Inbox } from './Inbox';
import { useBookingAction } from './useBookingAction';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

/**
 * The owner's bookings: the inbox of pending requests (confirm, or reject after a confirmation
 * with an optional reason) and the agenda per employee by day or week, where past confirmed
 * bookings are closed as completed or no-show.
 */
export function BookingsTab({ entitetId }: OwnerTabProps) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const mutation = useBookingAction(entitetId);
  const [rejecting, setRejecting] = useState<BusinessZakazivanje | null>(null);
  const reason = useForm({ initialValues: { razlog: '' } });

  const onAction = (b: BusinessZakazivanje, action: BookingAction) => {
    if (action === 'reject') {
      reason.reset();
      setRejecting(b);
      return;
    }
    mutation.mutate({ id: b.id, action });
  };

  const reject = () => {
    if (!rejecting) return;
    mutation.mutate({ id: rejecting.id, action: 'reject', razlog: reason.values.razlog.trim() || undefined }, { onSettled: () => setRejecting(null) });
  };

  return (
    <Stack gap="xl" className="ops-tab">
      <Inbox entitetId={entitetId} busy={mutation.isPending} onAction={onAction} />
      <Agenda entitetId={entitetId} busy={mutation.isPending} onAction={onAction} />
      <ConfirmDialog
        opened={rejecting !== null}
        title={t('ownerOps.bookings.rejectTitle')}
        text={rejecting ? t('ownerOps.bookings.rejectText', {
          customer: typed(rejecting.korisnikIme) ?? t('ownerOps.bookings.customerErased'),
          service: typed(rejecting.uslugaNaziv),
          when: `${formatDate(rejecting.datum, i18n.language, 'shortWeekdayDate')} ${rejecting.vreme}`,
        }) : ''}
        confirmLabel={t('ownerOps.bookings.reject')}
        busy={mutation.isPending}
        onConfirm={reject}
        onClose={() => setRejecting(null)}
      >
        <Textarea label={t('ownerOps.bookings.rejectReason')} rows={3} maxLength={500} {...reason.getInputProps('razlog')} />
      </ConfirmDialog>
    </Stack>
  );
}
