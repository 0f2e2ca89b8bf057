import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ErrorState } from '@/components/States';
import { MyBookings } from '@/features/booking';
import { myEmployeeQuery } from '@/features/employee';
import { FavoritesList } from '@/features/favorites';
import { WorkingWeekSection } from '@/features/schedule';
import { usePageMeta } from '@/lib/meta';
import { notify } from '@/lib/notify';
import { logout, useUser } from '@/lib/session';
import { getProfile } from './api/getProfile';
import './account.css';
import { ROLE_TEXT } from '@/features/auth';

/** Route module of /profile (any logged-in user; the guard makes sure of that). */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  usePageMeta(t('account.profile.title'));
  const profile = useQuery({
    queryKey: ['account', 'profile', user?.id],
    queryFn: ({ signal }) => getProfile(user!.id, signal),
    enabled: user !== null,
  });
  if (!user) return null;
  const p = profile.data;
  const rows: Array<[string, string | null | undefined]> = [
    [t('account.profile.ime'), p?.ime],
    [t('account.profile.prezime'), p?.prezime],
    [t('account.profile.email'), p?.email],
    [t('account.profile.phone'), p?.brojTelefona],
  ];

  return (
    <Container size="md" className="page-pad">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('account.profile.title')}</Title>
            <Text c="dimmed">{t('account.profile.greeting', { name: p?.ime ?? user.name })}</Text>
          </Stack>
          <Badge size="lg" variant="light" color="secondary">{t(ROLE_TEXT[p?.role ?? user.role])}</Badge>
        </Group>

        <Paper className="account-card" p="lg" radius="lg" withBorder aria-labelledby="profile-data">
          <Title order={2} size="h4" id="profile-data" mb="md">{t('account.profile.data')}</Title>
          {profile.isError ? (
            <ErrorState onRetry={() => void profile.refetch()} />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" className="profile-data" data-testid="profile-data">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="sm" c="dimmed">{label}</Text>
                  <Text component="dd" fw={500} m={0}>
                    {profile.isPending ? <Skeleton height={20} width="70%" /> : value || <Text span c="dimmed">—</Text>}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
          {(user.role === 'Administrator' || user.role === 'Employee') && (
            <Group mt="lg">
              {user.role === 'Administrator' && <Button component={Link} to="/entity/edit" variant="light">{t('auth.menu.business')}</Button>}
              {user.role === 'Employee' && <Button component={Link} to="/employee" variant="light">{t('auth.menu.employee')}</Button>}
            </Group>
          )}
        </Paper>

        {user.role === 'RegularUser' && (
          <>
            <MyBookings userId={user.id} />
            <FavoritesList userId={user.id} />
          </>
        )}
        {user.role === 'Employee' && <EmployeeWeek userId={user.id} />}

        <Paper className="account-card" p="lg" radius="lg" withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">{t('account.profile.account')}</Title>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  void logout().then(() => notify({ message: t('auth.notice.loggedOut'), color: 'secondary' }));
                }}
              >
                {t('auth.menu.logout')}
              </Button>
              <Anchor component={Link} to="/delete-account" c="negative.4" size="sm">{t('account.profile.deleteLink')}</Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** An Employee's own working week (their zaposleniId comes from GET /api/Zaposleni/moj). */
function EmployeeWeek({ userId }: { userId: number }) {
  const me = useQuery(myEmployeeQuery(userId));
  if (me.isError) return <ErrorState onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height={320} radius={16} />;
  return <WorkingWeekSection zaposleniId={me.data.zaposleniId} />;
}
