import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { Zakazivanje } from '@zakazi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { cancelBooking } from '../api/transitions';
import { errorSentence } from '@/lib/error-sentence';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

/**
 * "Cancel the appointment?", or with `withdraw` "Withdraw the request?" (a pending request past its
 * otkazivanjeDo); the server allows either only before the start (a 409 after that).
 */
export function CancelDialog({ booking, withdraw = false, onClose, onDone }: { booking: Zakazivanje | null; withdraw?: boolean; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const close = onClose;
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSuccess: () => {
      void notify({ color: 'positive', message: t(withdraw ? 'booking.withdraw.done' : 'booking.cancel.done') });
      close();
      onDone();
    },
    onError: (error) => {
      // 409: it has started meanwhile (or was cancelled elsewhere): the list shows how it stands.
      const tooLate = apiErrorOf(error).status === 409;
      void notify({ color: 'negative', message: errorSentence(error, t, { for: { 409: t('booking.cancel.tooLate') }, otherwise: t('booking.cancel.failed') }) });
      if (tooLate) {
        close();
        onDone();
      }
    },
  });
  return (
    <Modal opened={booking !== null} onClose={close} title={t(withdraw ? 'booking.withdraw.title' : 'booking.cancel.title')} centered>
      {booking && (
        <Stack gap="md">
          <Text size="sm">
            {t(withdraw ? 'booking.withdraw.text' : 'booking.cancel.text', {
              service: typed(booking.uslugaNaziv),
              business: typed(booking.entitetNaziv),
              when: t('booking.details.at', { date: formatDate(booking.datum, i18n.language, 'weekdayDate'), time: booking.vreme }),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t(withdraw ? 'booking.withdraw.keep' : 'booking.cancel.keep')}</Button>
            <Button color="negative" loading={cancel.isPending} onClick={() => booking && cancel.mutate(booking.id)}>{t(withdraw ? 'booking.withdraw.confirm' : 'booking.cancel.confirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
