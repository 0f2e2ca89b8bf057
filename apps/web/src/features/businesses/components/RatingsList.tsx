import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { EntitetDetail } from '@zakazi/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Stars } from '@/components/Stars';
import { formatDate, initials } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { entityRatingsKey, getEntityRatings } from '@/features/business-data';
import { useTyped } from '@/lib/typed-text';

const PAGE_SIZE = 5;

/**
 * The business's reviews, newest first, a page at a time (GET /api/Entitet/{id}/utisci). Until
 * the first page arrives (or if the call fails) the latest ones from the business itself show.
 */
export function RatingsList({ entity }: { entity: EntitetDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const query = useInfiniteQuery({
    queryKey: entityRatingsKey(entity.id),
    queryFn: ({ pageParam, signal }) => getEntityRatings(entity.id, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.utisci.length, 0) < last.total ? pages.length + 1 : undefined),
    enabled: entity.brojOcena > 0,
  });
  const items = query.data ? query.data.pages.flatMap((p) => p.utisci) : entity.utisci;
  const total = query.data?.pages[0]?.total ?? entity.utisci.length;
  if (items.length === 0) return null;

  return (
    <>
      <Title order={3} size="h5" mt="xl" mb="sm">{t('businesses.ratings.latest')}</Title>
      <ul className="reviews" data-testid="ratings-list">
        {items.map((u) => (
          <li key={u.id} className="review">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <span className="avatar" aria-hidden>{initials(typed(u.ime))}</span>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={8}>
                  <Text fw={600} size="sm">{typed(u.ime)}</Text>
                  <span role="img" aria-label={t('businesses.ratings.outOf', { value: u.ocena })}><Stars value={u.ocena} size={12} /></span>
                  <Text size="xs" c="dimmed">{formatDate(u.createdAt, lang)}</Text>
                </Group>
                {(u.uslugaNaziv || u.zaposleniIme) && (
                  <Text size="xs" c="dimmed" data-testid="rating-visit">
                    {t('businesses.ratings.visit', { service: typed(u.uslugaNaziv ?? ''), employee: typed(u.zaposleniIme ?? '') })}
                  </Text>
                )}
                {u.komentar && <Text size="sm" c="gray.3">{typed(u.komentar)}</Text>}
                {u.odgovor && (
                  <div className="review__reply" data-testid="rating-reply">
                    <Text size="xs" fw={600} c="dimmed">
                      {t('businesses.ratings.replyFrom', { name: typed(entity.naziv) })}
                      {u.odgovorAt && ` · ${formatDate(u.odgovorAt, lang)}`}
                    </Text>
                    <Text size="sm" c="gray.3">{typed(u.odgovor)}</Text>
                  </div>
                )}
              </Stack>
            </Group>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="subtle" mt="sm" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('businesses.ratings.more', { shown: items.length, total })}
        </Button>
      )}
    </>
  );
}
