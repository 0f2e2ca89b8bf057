import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { Zakazivanje } from '@zakazi/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { cancelBooking } from '../api/transitions';
import { formatDayLong } from '../dates';

/** "Cancel the appointment?"; the server allows it only before the start (a 409 after that). */
export function CancelDialog({ booking, onClose, onDone }: { booking: Zakazivanje | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const close = onClose;
  const submit = async () => {
    if (!booking) return;
    setBusy(true);
    const result = await cancelBooking(booking.id);
    setBusy(false);
    if (result.ok) void notify({ color: 'positive', message: t('booking.cancel.done') });
    else void notify({ color: 'negative', message: t(result.status === 409 ? 'booking.cancel.tooLate' : 'booking.cancel.failed') });
    if (result.ok || result.status === 409) {
      close();
      onDone();
    }
  };
  return (
    <Modal opened={booking !== null} onClose={close} title={t('booking.cancel.title')} centered>
      {booking && (
        <Stack gap="md">
          <Text size="sm">
            {t('booking.cancel.text', {
              service: booking.uslugaNaziv,
              business: booking.entitetNaziv,
              when: t('booking.details.at', { date: formatDayLong(booking.datum, i18n.language), time: booking.vreme }),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('booking.cancel.keep')}</Button>
            <Button color="negative" loading={busy} onClick={() => void submit()}>{t('booking.cancel.confirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
