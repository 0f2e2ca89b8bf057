import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';

/** A titled page frame; `notice` shows an honest "not yet available" message. */
export function PageShell({ title, description, notice, children, size = 'md' }: {
  title: string;
  description?: string;
  notice?: string;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  usePageMeta(title, description ?? notice);
  return (
    <Container size={size} className="page-pad">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {notice && (
          <div className="state-box">
            <Stack align="center" gap="xs">
              <Badge variant="light" color="secondary" size="lg">{t('common.comingSoon')}</Badge>
              <Text maw={520}>{notice}</Text>
            </Stack>
          </div>
        )}
        {children}
      </Stack>
    </Container>
  );
}
