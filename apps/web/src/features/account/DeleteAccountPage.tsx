import { Button, Container, Group, List, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/features/auth';
import { usePageMeta } from '@/lib/meta';
import { notify } from '@/lib/notify';
import { logout, useUser } from '@/lib/session';
import { deleteAccount } from './api/deleteAccount';
import { confirmationMatches } from './confirmation';
import './account.css';
import { errorSentence } from '@/lib/error-sentence';

/** Route module of /delete-account (any logged-in user). */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  usePageMeta(t('account.deleteAccount.title'));
  const [open, setOpen] = useState(false);
  const form = useForm({ initialValues: { typed: '' } });
  const erase = useMutation({
    mutationFn: (userId: number) => deleteAccount(userId),
    // The server has already ended every session; clear ours and go home.
    onSuccess: async () => {
      await logout('deleted');
      navigate('/', { replace: true });
      void notify({ message: t('account.deleteAccount.done'), color: 'secondary' });
    },
  });
  if (!user) return null;

  const word = t('account.deleteAccount.word');
  const ok = confirmationMatches(form.values.typed, user.email, word);
  const busy = erase.isPending || erase.isSuccess;
  const submit = form.onSubmit(() => {
    if (ok) erase.mutate(user.id);
  });

  return (
    <Container size="sm" className="page-pad">
      <Stack gap="lg">
        <Title order={1}>{t('account.deleteAccount.title')}</Title>
        <Text>{t('account.deleteAccount.intro')}</Text>
        <Paper className="danger-card" p="lg" radius="lg" withBorder>
          <Title order={2} size="h4" mb="sm">{t('account.deleteAccount.whatHappens')}</Title>
          <List spacing="xs" c="gray.3">
            {(t('account.deleteAccount.points', { returnObjects: true }) as string[]).map((p) => <List.Item key={p}>{p}</List.Item>)}
          </List>
        </Paper>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button component={Link} to="/profile" variant="default">{t('account.deleteAccount.cancel')}</Button>
          <Button color="negative" onClick={() => setOpen(true)}>{t('account.deleteAccount.start')}</Button>
        </Group>
      </Stack>

      <Modal opened={open} onClose={() => !busy && setOpen(false)} title={<Text fw={700}>{t('account.deleteAccount.confirmTitle')}</Text>} centered closeButtonProps={{ 'aria-label': t('account.deleteAccount.cancel') }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('account.deleteAccount.confirmText', { word, email: user.email ?? '' })}</Text>
            {erase.isError && <FormAlert kind="error">{errorSentence(erase.error, t, { otherwise: t('account.deleteAccount.failed') })}</FormAlert>}
            <TextInput
              label={t('account.deleteAccount.typeLabel', { word })}
              {...form.getInputProps('typed')}
              autoComplete="off"
              data-autofocus
              name="confirm"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>{t('account.deleteAccount.cancel')}</Button>
              <Button type="submit" color="negative" disabled={!ok} loading={busy}>{t('account.deleteAccount.confirm')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Container>
  );
}
