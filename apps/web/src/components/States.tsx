import { Stack, Text, Title } from '@mantine/core';
import { BasicButton } from './BasicButton';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

export function ErrorState({ onRetry, title, text }: { onRetry?: () => void; title?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state-box" role="alert">
      <Stack align="center" gap="xs">
        <Title order={3} size="h4">{title ?? t('common.states.error')}</Title>
        <Text c="dimmed" maw={460}>{text ?? t('common.states.errorText')}</Text>
        {onRetry && <BasicButton variant="light" className="state-retry" onClick={onRetry}>{t('common.states.retry')}</BasicButton>}
      </Stack>
    </div>
  );
}

export function EmptyState({ title, text, action }: { title?: string; text?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="state-box">
      <Stack align="center" gap="xs">
        <Title order={3} size="h4">{title ?? t('common.states.empty')}</Title>
        {text && <Text c="dimmed" maw={460}>{text}</Text>}
        {action}
      </Stack>
    </div>
  );
}
