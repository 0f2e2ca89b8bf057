import { Container, Stack, Text, Title } from '@mantine/core';
import { BasicButton, BasicLink } from '@/components/BasicButton';
import { useTranslation } from '@/lib/i18n';
import { useRouteError } from 'react-router';

/** Shown when a page throws while rendering or a lazy chunk fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('[route] error', error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('common.states.error')}</Title>
        <Text c="dimmed">{t('common.routeError')}</Text>
        <Stack gap="xs">
          <BasicButton onClick={() => window.location.reload()}>{t('common.reload')}</BasicButton>
          <BasicLink to="/" variant="subtle">{t('common.backHome')}</BasicLink>
        </Stack>
      </Stack>
    </Container>
  );
}
