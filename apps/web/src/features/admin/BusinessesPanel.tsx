import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';
import { PagedList } from './PagedList';
import { adminBusinessesQuery } from './queries';
import { ListSearchInput } from '@/components/ListSearchInput';
import { usePagedSearch } from '@/lib/paged-search';

/** Every business, drafts too: search by name, city or owner's email; each opens its page. */
export function BusinessesPanel() {
  const { t } = useTranslation();
  const typed = useTyped();
  const search = usePagedSearch();
  const query = useQuery({ ...adminBusinessesQuery({ q: search.asked || undefined, page: search.page }), placeholderData: keepPreviousData });

  return (
    <Stack gap="md" data-testid="admin-businesses">
      <ListSearchInput search={search} label={t('admin.search.businesses')} placeholder={t('admin.search.businessesPlaceholder')} maw={520} />
      <PagedList
        query={query}
        search={search}
        items={query.data?.entities}
        emptyTitle={t('admin.noBusinesses')}
        renderItem={(b) => (
          <Paper withBorder p="sm" radius="md" component={Link} to={`/entity/${b.id}`} className="admin-link" aria-label={t('admin.open', { name: typed(b.naziv) })} data-testid="admin-business">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <div className="admin-list__main">
                <Text fw={600}>{typed(b.naziv)}</Text>
                <Text size="sm" c="dimmed">{typed(b.grad) ?? t('admin.noCity')}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{b.ownerEmail ? t('admin.owner', { email: b.ownerEmail }) : t('admin.noOwner')}</Text>
              </div>
              <Badge variant="light" color={b.objavljen ? 'positive' : 'warning'}>{t(b.objavljen ? 'admin.published' : 'admin.draft')}</Badge>
            </Group>
          </Paper>
        )}
      />
    </Stack>
  );
}
