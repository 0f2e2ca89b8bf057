import { Badge, Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_ROLES, type AdminUser, type UserRole } from '@zakazi/contract';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useTyped } from '@/lib/typed-text';
import { deleteUser } from './api/deleteUser';
import { setUserEnabled } from './api/setUserEnabled';
import { PagedList } from './PagedList';
import { adminUsersQuery } from './queries';
import { ROLE_TEXT } from '@/features/auth';
import { ListSearchInput } from '@/components/ListSearchInput';
import { usePagedSearch } from '@/lib/paged-search';
import { errorSentence } from '@/lib/error-sentence';

/** Accounts: search, role filter, paging; enable/disable and delete (after a confirmation). */
export function UsersPanel({ selfId }: { selfId: number }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const search = usePagedSearch();
  const { asked, page, setPage } = search;
  const [role, setRole] = useState<UserRole | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const query = useQuery({ ...adminUsersQuery({ q: asked || undefined, role: role ?? undefined, page }), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'users'] });

  const toggle = useMutation({
    mutationFn: (u: AdminUser) => setUserEnabled(u.id, !u.enabled),
    onSuccess: (_data, u) => void notify({ color: 'positive', message: t(u.enabled ? 'admin.disabledDone' : 'admin.enabledDone', { email: u.email }) }),
    onError: (error) => void notify({ color: 'negative', message: errorSentence(error, t, { otherwise: t('admin.failed') }) }),
    onSettled: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (u: AdminUser) => deleteUser(u.id),
    onSuccess: (_data, u) => void notify({ color: 'positive', message: t('admin.deletedDone', { email: u.email }) }),
    onError: (error) => void notify({ color: 'negative', message: errorSentence(error, t, { otherwise: t('admin.failed') }) }),
    onSettled: async () => {
      setDeleting(null);
      await refresh();
    },
  });

  return (
    <Stack gap="md" data-testid="admin-users">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ListSearchInput search={search} label={t('admin.search.users')} placeholder={t('admin.search.usersPlaceholder')} style={{ flex: '1 1 260px' }} />
        <Select
          label={t('admin.role.label')}
          data={[{ value: '', label: t('admin.role.all') }, ...USER_ROLES.map((r) => ({ value: r, label: t(ROLE_TEXT[r]) }))]}
          value={role ?? ''}
          onChange={(v) => { setRole(v ? (v as UserRole) : null); setPage(1); }}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <PagedList
        query={query}
        search={search}
        items={query.data?.users}
        emptyTitle={t('admin.noUsers')}
        renderItem={(u) => {
          const self = u.id === selfId;
          return (
            <Paper withBorder p="sm" radius="md" data-testid="admin-user" data-email={u.email} data-enabled={u.enabled}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <div className="admin-list__main">
                  <Text fw={600}>
                    {typed([u.ime, u.prezime].filter(Boolean).join(' '))}
                    {self && <Badge ml={8} size="sm" variant="outline">{t('admin.you')}</Badge>}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{u.email}</Text>
                  <Group gap={6} mt={4}>
                    <Badge size="sm" variant="light" color="secondary">{t(ROLE_TEXT[u.role])}</Badge>
                    <Badge size="sm" variant="light" color={u.enabled ? 'positive' : 'negative'}>{t(u.enabled ? 'admin.enabled' : 'admin.disabled')}</Badge>
                    {!u.emailConfirmed && <Badge size="sm" variant="light" color="warning">{t('admin.unconfirmed')}</Badge>}
                    <Text size="xs" c="dimmed">{t('admin.joined', { date: formatDate(u.createdAt, i18n.language) })}</Text>
                  </Group>
                </div>
                {!self && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      color={u.enabled ? 'warning' : 'positive'}
                      loading={toggle.isPending && toggle.variables?.id === u.id}
                      onClick={() => toggle.mutate(u)}
                      aria-label={t(u.enabled ? 'admin.disableLabel' : 'admin.enableLabel', { email: u.email })}
                    >
                      {t(u.enabled ? 'admin.disable' : 'admin.enable')}
                    </Button>
                    <Button size="xs" variant="subtle" color="negative" onClick={() => setDeleting(u)} aria-label={t('admin.deleteLabel', { email: u.email })}>
                      {t('admin.delete')}
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        }}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('admin.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('admin.deleteText', { email: deleting?.email ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>{t('admin.cancel')}</Button>
            <Button color="negative" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>{t('admin.delete')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
