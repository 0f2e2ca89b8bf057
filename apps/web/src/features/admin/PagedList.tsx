import { Loader, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import type { PagedSearch } from '@/lib/paged-search';
import { PAGE_SIZE } from './queries';

/**
 * One page of a super-admin list in each of its states: failed (with a retry), loading, nothing
 * found, or how many were found, this page's items and the page controls (when there is more
 * than one page). The panels keep only their search fields and how an item looks.
 */
export function PagedList<T extends { id: number }>({ query, search, items, emptyTitle, renderItem }: {
  /** the page's query: its answer counts every match (total) */
  query: { data?: { total: number }; isError: boolean; refetch: () => unknown };
  /** the search it answers, and the page shown */
  search: Pick<PagedSearch, 'page' | 'setPage'>;
  /** this page's items; undefined while the first answer is on its way */
  items: T[] | undefined;
  emptyTitle: string;
  /** an item's content, inside its list entry */
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!items) return <Loader size="sm" aria-label={t('common.states.loading')} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">{t('admin.found', { count: total })}</Text>
      <ul className="admin-list">
        {items.map((item) => <li key={item.id}>{renderItem(item)}</li>)}
      </ul>
      {pages > 1 && (
        <Pagination total={pages} value={search.page} onChange={search.setPage} aria-label={t('admin.pages')} getControlProps={(control) => ({ 'aria-label': t(`admin.pageControls.${control}`) })} />
      )}
    </>
  );
}
