import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import type { ReactNode } from 'react';
import { FormAlert } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';

/** "Are you sure?" before a delete or a deactivation; `error` explains a refusal in place. */
export function ConfirmDialog({ opened, title, text, confirmLabel, busy, error, onConfirm, onClose, children }: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text>{text}</Text>
        {children}
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('owner.actions.cancel')}</Button>
          <Button color="negative" onClick={onConfirm} loading={busy} data-autofocus>{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
