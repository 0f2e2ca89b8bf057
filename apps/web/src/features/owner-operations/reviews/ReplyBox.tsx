import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ODGOVOR_MAX_LENGTH } from '@zakazi/contract/people-paths';
import type { UtisakPublic } from '@zakazi/contract';
import { useState } from 'react';
import { entityQuery, entityRatingsKey } from '@/features/business-data';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { replyToRating } from '../api/reviews';
import { ownerOpsKey } from '../queries';
import { errorSentence } from '@/lib/error-sentence';
import { useTyped } from '@/lib/typed-text';

/**
 * The business's reply under one rating (POST /api/Utisak/{id}/odgovor): shown when there is one,
 * with "edit"; a box to write it otherwise. A new reply replaces the earlier. After the save the
 * owner's list and the public page's ratings are read again, so the page shows it at once.
 */
export function ReplyBox({ entitetId, rating }: { entitetId: number; rating: Pick<UtisakPublic, 'id' | 'ime' | 'odgovor' | 'odgovorAt'> }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initialValues: { tekst: rating.odgovor ?? '' },
    validate: {
      tekst: (v) => {
        const text = v.trim();
        if (!text) return t('ownerOps.reviews.replyRequired');
        return text.length > ODGOVOR_MAX_LENGTH ? t('ownerOps.reviews.replyTooLong', { max: ODGOVOR_MAX_LENGTH }) : null;
      },
    },
  });
  const save = useMutation({
    mutationFn: (tekst: string) => replyToRating(rating.id, tekst),
    onSuccess: async () => {
      setEditing(false);
      void notify({ color: 'positive', message: t('ownerOps.reviews.replied') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...ownerOpsKey(entitetId), 'ratings'] }),
        queryClient.invalidateQueries({ queryKey: entityRatingsKey(entitetId) }),
        queryClient.invalidateQueries({ queryKey: entityQuery(entitetId).queryKey }),
      ]);
    },
  });
  const fieldId = `reply-${rating.id}`;

  if (rating.odgovor && !editing) {
    return (
      <div className="ops-review__reply" data-testid="review-reply">
        <Text size="xs" c="dimmed" fw={600}>{t('ownerOps.reviews.yourReply', { date: rating.odgovorAt ? formatDate(rating.odgovorAt, i18n.language) : '' })}</Text>
        <Text size="sm">{typed(rating.odgovor)}</Text>
        <Button variant="subtle" size="compact-xs" mt={4} onClick={() => setEditing(true)}>{t('ownerOps.reviews.editReply')}</Button>
      </div>
    );
  }
  if (!editing) {
    return (
      <Button variant="light" size="xs" mt="sm" onClick={() => setEditing(true)} aria-label={`${t('ownerOps.reviews.reply')}: ${typed(rating.ime)}`}>
        {t('ownerOps.reviews.reply')}
      </Button>
    );
  }
  return (
    <form noValidate aria-busy={save.isPending} data-testid="reply-form" onSubmit={form.onSubmit((v) => save.mutate(v.tekst.trim()))}>
      <Stack gap="xs" mt="sm">
        <Textarea
          id={fieldId}
          label={t('ownerOps.reviews.replyLabel')}
          placeholder={t('ownerOps.reviews.replyPlaceholder')}
          autosize
          minRows={2}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('tekst')}
        />
        {save.isError && <Alert color="negative" variant="light" role="alert">{errorSentence(save.error, t)}</Alert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={() => { form.reset(); save.reset(); setEditing(false); }}>{t('ownerOps.common.cancel')}</Button>
          <Button type="submit" size="xs" loading={save.isPending}>{t('ownerOps.reviews.saveReply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
