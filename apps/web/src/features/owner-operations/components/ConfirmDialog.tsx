import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A yes/no dialog for an action that cannot be undone; `children` may add a field (a reason). */
export function ConfirmDialog({ opened, title, text, confirmLabel, color = 'negative', busy, onConfirm, onClose, children }: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('ownerOps.common.cancel')}</Button>
          <Button color={color} onClick={onConfirm} loading={busy} data-autofocus>{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
