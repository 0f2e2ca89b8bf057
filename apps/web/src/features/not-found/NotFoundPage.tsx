import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { BasicLink } from '@/components/BasicButton';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';

export function NotFoundView({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="brand.4" lh={1} aria-hidden>404</Text>
        <Title order={1}>{title ?? t('notFound.title')}</Title>
        <Text c="dimmed" maw={440}>{text ?? t('notFound.text')}</Text>
        <Group justify="center">
          <BasicLink to="/">{t('notFound.home')}</BasicLink>
          <BasicLink to="/search" variant="default">{t('notFound.search')}</BasicLink>
        </Group>
      </Stack>
    </Container>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.text'));
  return <NotFoundView />;
}
