import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Klijent } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { saveClientNote } from '../api/clients';
import { ownerOpsKey } from '../queries';
import { errorSentence } from '@/lib/error-sentence';

/** The server's limit of a note (KlijentNapomenaBody). */
const NOTE_MAX = 2000;

/**
 * The business's private note about a client (PUT …/klijenti/napomena): saved as typed, trimmed;
 * an empty note removes it. After the save the clients list is read again, so its "has a note"
 * mark and this form agree with the server.
 */
export function ClientNoteForm({ entitetId, client }: { entitetId: number; client: Pick<Klijent, 'id' | 'ime' | 'napomena'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { napomena: client.napomena ?? '' },
    validate: { napomena: (v) => (v.trim().length > NOTE_MAX ? t('ownerOps.clients.noteTooLong', { max: NOTE_MAX }) : null) },
  });
  const save = useMutation({
    mutationFn: (napomena: string) => saveClientNote(entitetId, client.id, napomena),
    onSuccess: async (saved) => {
      // the form now holds what the server keeps (trimmed), and that is its clean state
      const kept = { napomena: saved.napomena ?? '' };
      form.setValues(kept);
      form.resetDirty(kept);
      void notify({ color: 'positive', message: saved.napomena ? t('ownerOps.clients.noteSaved') : t('ownerOps.clients.noteRemoved') });
      await queryClient.invalidateQueries({ queryKey: [...ownerOpsKey(entitetId), 'clients'] });
    },
  });

  return (
    <form
      noValidate
      aria-busy={save.isPending}
      data-testid="client-note-form"
      onSubmit={form.onSubmit((v) => save.mutate(v.napomena.trim()))}
    >
      <Stack gap="xs">
        <Textarea
          label={t('ownerOps.clients.noteLabel')}
          description={t('ownerOps.clients.noteHint')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('napomena')}
        />
        {save.isError && <Alert color="negative" variant="light" role="alert">{errorSentence(save.error, t)}</Alert>}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">{form.values.napomena.trim().length} / {NOTE_MAX}</Text>
          <Button type="submit" size="sm" loading={save.isPending} disabled={!form.isDirty()}>{t('ownerOps.clients.saveNote')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
