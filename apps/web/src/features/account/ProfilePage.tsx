import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ErrorState } from '@/components/States';
import { myEmployeeQuery } from '@/features/employee';
import { FavoritesList } from '@/features/favorites';
import { WorkingWeekSection } from '@/features/schedule';
import { usePageMeta } from '@/lib/meta';
import { notify } from '@/lib/notify';
import { logout, reloadUser, useUser } from '@/lib/session';
import { getProfile } from './api/getProfile';
import { DetailsForm } from './components/DetailsForm';
import { EmailForm } from './components/EmailForm';
import { NotificationsForm } from './components/NotificationsForm';
import { PasswordForm } from './components/PasswordForm';
import { DataExportButton } from './components/DataExportButton';
import { PasskeysCard } from './components/PasskeysCard';
import { SessionsCard } from './components/SessionsCard';
import { TwoStepCard } from './components/TwoStepCard';
import './account.css';
import { ROLE_TEXT } from '@/features/auth';
import { useTyped } from '@/lib/typed-text';

/** Route module of /profile (any logged-in user; the guard makes sure of that). */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const typed = useTyped();
  usePageMeta(t('account.profile.title'));
  const profileKey = ['account', 'profile', user?.id] as const;
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(user!.id, signal),
    enabled: user !== null,
  });
  if (!user) return null;
  const p = profile.data;

  return (
    <Container size="md" className="page-pad">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('account.profile.title')}</Title>
            <Text c="dimmed">{t('account.profile.greeting', { name: typed(p?.ime ?? user.name) })}</Text>
          </Stack>
          <Badge size="lg" variant="light" color="secondary">{t(ROLE_TEXT[p?.role ?? user.role])}</Badge>
        </Group>

        <Paper className="account-card" p="lg" radius="lg" withBorder component="section" aria-labelledby="profile-data">
          <Title order={2} size="h4" id="profile-data" mb={4}>{t('account.profile.data')}</Title>
          {/* Who is logged in, in the page's script: the form below edits it as stored. */}
          <Text size="sm" c="dimmed" mb="md" data-testid="profile-data">
            {p ? typed([[p.ime, p.prezime].filter(Boolean).join(' '), p.email].filter(Boolean).join(' · ')) : ' '}
          </Text>
          {profile.isError && !p ? (
            <ErrorState onRetry={() => void profile.refetch()} />
          ) : !p ? (
            <Stack gap="md" aria-busy="true"><Skeleton height={42} /><Skeleton height={42} /></Stack>
          ) : (
            <DetailsForm profile={p} profileKey={profileKey} />
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
            <FavoritesList userId={user.id} />
          </>
        )}
        {user.role === 'Employee' && <EmployeeWeek userId={user.id} />}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SettingsCard id="profile-password" title={t('account.password.title')}><PasswordForm /></SettingsCard>
          <SettingsCard id="profile-email" title={t('account.email.title')}>
            <EmailForm currentEmail={p?.email ?? user.email} onChanged={() => { void profile.refetch(); void reloadUser(); }} />
          </SettingsCard>
        </SimpleGrid>
        <SettingsCard id="profile-notifications" title={t('account.notifications.title')}><NotificationsForm userId={user.id} staff={user.role === 'Administrator' || user.role === 'Employee'} /></SettingsCard>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SettingsCard id="profile-two-step" title={t('account.twoStep.title')}><TwoStepCard /></SettingsCard>
          <SettingsCard id="profile-sessions" title={t('account.sessions.title')}><SessionsCard /></SettingsCard>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SettingsCard id="profile-passkeys" title={t('account.passkeys.title')}><PasskeysCard /></SettingsCard>
          <SettingsCard id="profile-export" title={t('account.export.title')}><DataExportButton /></SettingsCard>
        </SimpleGrid>

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
              <Anchor component={Link} to="/delete-account" c="negative.3" size="sm" td="underline">{t('account.profile.deleteLink')}</Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** One card of the account's settings, titled for screen readers too. */
function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper className="account-card" p="lg" radius="lg" withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">{title}</Title>
      {children}
    </Paper>
  );
}

/** An Employee's own working week (their zaposleniId comes from GET /api/Zaposleni/moj). */
function EmployeeWeek({ userId }: { userId: number }) {
  const me = useQuery(myEmployeeQuery(userId));
  if (me.isError) return <ErrorState onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height={320} radius={16} />;
  return <WorkingWeekSection zaposleniId={me.data.zaposleniId} />;
}
