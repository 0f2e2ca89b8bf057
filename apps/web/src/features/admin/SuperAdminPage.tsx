import { Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import { useSession } from '@/lib/session';
import { BusinessesPanel } from './BusinessesPanel';
import { UsersPanel } from './UsersPanel';
import './admin.css';

/**
 * Route module of /super-admin. SPEC.md 2 puts no guard on the route, so the page itself decides:
 * only a SystemAdministrator session renders the panels (and so only it ever calls the admin
 * APIs, which the server refuses to anyone else anyway); everyone else sees a neutral notice.
 */
export function Component() {
  const { t } = useTranslation();
  const { ready, user } = useSession();
  const isAdmin = user?.role === 'SystemAdministrator';
  usePageMeta(isAdmin ? t('admin.title') : t('admin.unavailable'));

  if (!ready) return <Container className="page-pad"><Loader size="sm" aria-label={t('common.states.loading')} /></Container>;
  if (!isAdmin || !user) {
    return (
      <Container size="sm" className="page-pad">
        <div className="state-box" data-testid="admin-unavailable">
          <Stack align="center" gap="xs">
            <Title order={1} size="h3">{t('admin.unavailable')}</Title>
            <Text c="dimmed">{t('admin.unavailableText')}</Text>
          </Stack>
        </div>
      </Container>
    );
  }
  return <AdminTabs selfId={user.id} />;
}

function AdminTabs({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('users');
  return (
    <Container size="lg" className="page-pad">
      <Stack gap="md">
        <Title order={1}>{t('admin.title')}</Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('admin.tabs.label')}>
            <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
            <Tabs.Tab value="businesses">{t('admin.tabs.businesses')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users" pt="md"><UsersPanel selfId={selfId} /></Tabs.Panel>
          <Tabs.Panel value="businesses" pt="md"><BusinessesPanel /></Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
