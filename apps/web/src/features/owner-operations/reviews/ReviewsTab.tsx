import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '@/components/States';
import { Stars } from '@/components/Stars';
import { getEntityRatings } from '@/features/business-data';
import { formatDate, formatRating } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { TabHeader } from '../components/TabHeader';
import { ownerOpsKey } from '../queries';
import type { OwnerTabProps } from '../types';
import { useBusiness } from '../useBusiness';
import { ReplyBox } from './ReplyBox';
import { useTyped } from '@/lib/typed-text';

const PAGE_SIZE = 20;

/**
 * The "Utisci" tab of /entity/edit: every rating of the business, newest first (the public
 * GET /api/Entitet/{id}/utisci), each with its visit's service and employee and a reply box.
 */
export function ReviewsTab({ entitetId }: OwnerTabProps) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  const business = useBusiness(entitetId);
  const query = useInfiniteQuery({
    queryKey: [...ownerOpsKey(entitetId), 'ratings'],
    queryFn: ({ pageParam, signal }) => getEntityRatings(entitetId, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.utisci.length, 0) < last.total ? pages.length + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((p) => p.utisci) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const average = business.data?.prosecnaOcena;

  return (
    <Stack gap="md" className="ops-tab" data-testid="reviews-tab">
      <TabHeader title={t('ownerOps.reviews.title')} hint={t('ownerOps.reviews.hint')} />
      {query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : items.length === 0 ? (
        <EmptyState text={t('ownerOps.reviews.empty')} />
      ) : (
        <>
          <Text fw={600} size="sm">
            {t('ownerOps.reviews.count', { count: total })}
            {average != null && ` · ${t('ownerOps.reviews.average', { value: formatRating(average, lang) })}`}
          </Text>
          <ul className="ops-reviews" data-testid="reviews-list">
            {items.map((u) => (
              <li key={u.id} className="ops-review" data-testid="review-item" data-review-id={u.id}>
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={8}>
                      <Text fw={600} size="sm">{typed(u.ime)}</Text>
                      <span role="img" aria-label={t('ownerOps.reviews.outOf', { value: u.ocena })}><Stars value={u.ocena} size={12} /></span>
                    </Group>
                    {(u.uslugaNaziv || u.zaposleniIme) && (
                      <Text size="xs" c="dimmed" data-testid="review-visit">
                        {t('ownerOps.reviews.visit', { service: typed(u.uslugaNaziv ?? ''), employee: typed(u.zaposleniIme ?? '') })}
                      </Text>
                    )}
                  </Stack>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>{formatDate(u.createdAt, lang)}</Text>
                </Group>
                <Text size="sm" mt={6} c={u.komentar ? undefined : 'dimmed'} fs={u.komentar ? undefined : 'italic'}>
                  {typed(u.komentar) ?? t('ownerOps.reviews.noComment')}
                </Text>
                <ReplyBox entitetId={entitetId} rating={u} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="subtle" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('ownerOps.reviews.more', { shown: items.length, total })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
