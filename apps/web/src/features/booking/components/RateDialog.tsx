import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Rating.css';
import type { Zakazivanje } from '@zakazi/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createRating } from '../api/ratings';

/** CreateRatingBody's komentar limit (people.ts KOMENTAR_MAX_LENGTH; the schema module stays out of the bundle). */
const KOMENTAR_MAX_LENGTH = 1000;

/** 1–5 stars and an optional comment for a completed visit (once per booking). */
export function RateDialog({ booking, onClose, onDone }: { booking: Zakazivanje | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [ocena, setOcena] = useState(0);
  const [komentar, setKomentar] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOcena(0);
    setKomentar('');
    setMissing(false);
    onClose();
  };
  const submit = async () => {
    if (!booking) return;
    if (ocena < 1) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const result = await createRating({ entitetId: booking.entitetId, zakazivanjeId: booking.id, ocena, komentar: komentar.trim() || null });
    setBusy(false);
    const already = result.status === 409 && (result.error as { error?: string } | null)?.error === 'already-rated';
    if (result.ok) void notify({ color: 'positive', message: t('booking.rating.thanks') });
    else void notify({ color: already ? 'warning' : 'negative', message: t(already ? 'booking.rating.already' : 'booking.rating.failed') });
    if (result.ok || already) {
      close();
      onDone();
    }
  };
  return (
    <Modal opened={booking !== null} onClose={close} title={t('booking.rating.title')} centered>
      {booking && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">{t('booking.rating.subtitle', { service: booking.uslugaNaziv, business: booking.entitetNaziv })}</Text>
          <div>
            <Text size="sm" fw={500} mb={6} id="rate-stars-label">{t('booking.rating.stars')}</Text>
            <Rating
              value={ocena}
              onChange={(v) => {
                setOcena(v);
                setMissing(false);
              }}
              size="xl"
              color="warning"
              aria-labelledby="rate-stars-label"
              getSymbolLabel={(n) => t('booking.rating.starsLabel', { n })}
            />
            {missing && <Text size="sm" c="negative.4" mt={4} role="alert">{t('booking.rating.pick')}</Text>}
          </div>
          <Textarea
            label={t('booking.rating.comment')}
            placeholder={t('booking.rating.commentPlaceholder')}
            value={komentar}
            onChange={(e) => setKomentar(e.currentTarget.value)}
            maxLength={KOMENTAR_MAX_LENGTH}
            autosize
            minRows={3}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('booking.rating.cancel')}</Button>
            <Button loading={busy} onClick={() => void submit()}>{t('booking.rating.submit')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
