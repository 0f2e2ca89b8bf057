import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import { useUser } from '@/lib/session';
import { MyAppointments } from './components/MyAppointments';

/** Route module of /termini ("Moji termini", any logged-in user; the guard makes sure of that). */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  usePageMeta(t('booking.list.title'));
  if (!user) return null;
  return (
    <Container size="md" className="page-pad">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('booking.list.title')}</Title>
          <Text c="dimmed">{t('booking.list.subtitle')}</Text>
        </Stack>
        <MyAppointments userId={user.id} />
      </Stack>
    </Container>
  );
}
