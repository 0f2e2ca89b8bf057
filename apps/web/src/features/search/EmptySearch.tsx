import { Button, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { QueryReading } from '@zakazi/contract';
import { EmptyState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { fitsCity } from './city-key';
import { DEFAULT_FILTERS, type SearchFilters } from './url-filters';
import type { ListState } from './list-state';
import type { Position } from './position';
import { searchQuery } from './queries';
import { useTyped } from '@/lib/typed-text';

/** One thing the search asks for, by its name, and the search without it. */
export type Condition = { key: string; label: string; without: { filters: SearchFilters; list: ListState } };

type Props = {
  filters: SearchFilters;
  list: ListState;
  position: Position | null;
  /** how the server read q (FilteredResponse.upit) */
  reading: QueryReading | undefined;
  /** everything the search asks for, each with the search without it */
  conditions: Condition[];
  categoryName: (id: number) => string;
  go: (to: { filters: SearchFilters; list: ListState }) => void;
};

/**
 * Why a search found nothing: first where q asks for another city or category than the field
 * beside it ("frizer beograd" with Novi Sad in Grad), with the search that replaces q's one; then,
 * when several things are asked for at once, how many businesses each is without one of them
 * (the lists are TanStack queries: the one chosen is already loaded).
 */
export function EmptySearch({ filters, list, position, reading, conditions, categoryName, go }: Props) {
  const { t } = useTranslation();
  const typed = useTyped();
  // The words and cities people typed, in the page's script; `to` keeps them as typed.
  const q = typed(filters.q);
  const grad = typed(filters.grad);
  const conflicts: { key: string; text: string; fix: string; to: SearchFilters }[] = [];
  if (reading?.grad && filters.grad && !fitsCity(reading.grad, filters.grad)) {
    conflicts.push({
      key: 'city',
      text: t('search.why.city', { q, city: typed(reading.grad), grad }),
      fix: reading.bezGrada ? t('search.why.cityFix', { q: typed(reading.bezGrada), grad }) : t('search.why.cityOnly', { grad }),
      to: { ...filters, q: reading.bezGrada, page: 1 },
    });
  }
  if (reading?.kategorijaId && filters.kategorijaId && reading.kategorijaId !== filters.kategorijaId) {
    const chosen = categoryName(filters.kategorijaId);
    conflicts.push({
      key: 'category',
      text: t('search.why.category', { q, read: categoryName(reading.kategorijaId), chosen }),
      fix: reading.bezKategorije ? t('search.why.categoryFix', { q: typed(reading.bezKategorije), chosen }) : t('search.why.categoryOnly', { chosen }),
      to: { ...filters, q: reading.bezKategorije, page: 1 },
    });
  }

  // Without one condition each: only worth asking when there are two at least.
  const relaxed = conditions.length >= 2 ? conditions : [];
  const totals = useQueries({
    queries: relaxed.map((c) => ({ ...searchQuery(c.without.filters, c.without.list, position), select: (d: { total: number }) => d.total })),
  });
  const found = relaxed.map((c, i) => ({ ...c, total: totals[i]?.data })).filter((c) => (c.total ?? 0) > 0);

  const nothingAtAll = conditions.length === 0 || (relaxed.length > 0 && totals.every((r) => r.data === 0));
  return (
    <EmptyState
      title={t(conflicts.length > 0 || relaxed.length > 0 ? 'search.why.title' : 'search.emptyTitle')}
      text={conflicts.length === 0 && (relaxed.length === 0 || nothingAtAll) ? t('search.emptyText') : undefined}
      action={
        <Stack gap="xs" align="center" data-testid="search-why">
          {conflicts.map((c) => (
            <Stack key={c.key} gap={4} align="center">
              <Text maw={520} ta="center">{c.text}</Text>
              <Button variant="light" onClick={() => go({ filters: c.to, list })}>{c.fix}</Button>
            </Stack>
          ))}
          {found.length > 0 && <Text c="dimmed" mt={conflicts.length ? 'sm' : 0}>{t('search.why.without')}</Text>}
          {found.map((c) => (
            <Button key={c.key} variant="subtle" onClick={() => go(c.without)}>
              {t('search.why.withoutOne', { part: c.label, count: c.total ?? 0 })}
            </Button>
          ))}
          {conditions.length > 1 && (
            <Button variant="default" mt="xs" onClick={() => go({ filters: DEFAULT_FILTERS, list: { ...list, day: null, page: 1 } })}>{t('search.removeAll')}</Button>
          )}
        </Stack>
      }
    />
  );
}
