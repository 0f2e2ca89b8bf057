import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Rating.css';
import type { Zakazivanje } from '@zakazi/contract';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createRating } from '../api/ratings';
import { errorSentence } from '@/lib/error-sentence';
import { useTyped } from '@/lib/typed-text';

/** CreateRatingBody's komentar limit (people.ts KOMENTAR_MAX_LENGTH; the schema module stays out of the bundle). */
const KOMENTAR_MAX_LENGTH = 1000;

/** 1–5 stars and an optional comment for a completed visit (once per booking). */
export function RateDialog({ booking, onClose, onDone }: { booking: Zakazivanje | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const typed = useTyped();
  const form = useForm({
    initialValues: { ocena: 0, komentar: '' },
    validate: { ocena: (v) => (v < 1 ? t('booking.rating.pick') : null) },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const rate = useMutation({
    mutationFn: (v: { zakazivanje: Zakazivanje; ocena: number; komentar: string }) =>
      createRating({ entitetId: v.zakazivanje.entitetId, zakazivanjeId: v.zakazivanje.id, ocena: v.ocena, komentar: v.komentar.trim() || null }),
    onSuccess: () => {
      void notify({ color: 'positive', message: t('booking.rating.thanks') });
      close();
      onDone();
    },
    onError: (error) => {
      const { status, code } = apiErrorOf(error);
      const already = status === 409 && code === 'already-rated';
      void notify({ color: already ? 'warning' : 'negative', message: errorSentence(error, t, { for: { 'already-rated': t('booking.rating.already') }, otherwise: t('booking.rating.failed') }) });
      if (already) {
        close();
        onDone();
      }
    },
  });
  const submit = form.onSubmit((v) => {
    if (booking) rate.mutate({ zakazivanje: booking, ...v });
  });
  return (
    <Modal opened={booking !== null} onClose={close} title={t('booking.rating.title')} centered>
      {booking && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">{t('booking.rating.subtitle', { service: typed(booking.uslugaNaziv), business: typed(booking.entitetNaziv) })}</Text>
          <div>
            <Text size="sm" fw={500} mb={6} id="rate-stars-label">{t('booking.rating.stars')}</Text>
            <Rating
              value={form.values.ocena}
              onChange={(v) => form.setFieldValue('ocena', v)}
              size="xl"
              color="warning"
              aria-labelledby="rate-stars-label"
              getSymbolLabel={(n) => t('booking.rating.starsLabel', { n })}
            />
            {form.errors.ocena && <Text size="sm" c="negative.4" mt={4} role="alert">{form.errors.ocena}</Text>}
          </div>
          <Textarea
            label={t('booking.rating.comment')}
            placeholder={t('booking.rating.commentPlaceholder')}
            {...form.getInputProps('komentar')}
            maxLength={KOMENTAR_MAX_LENGTH}
            autosize
            minRows={3}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('booking.rating.cancel')}</Button>
            <Button loading={rate.isPending} onClick={() => submit()}>{t('booking.rating.submit')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
