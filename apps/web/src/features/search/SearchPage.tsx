import { Button, Container, Group, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState } from '@/components/States';
import { SearchIcon } from '@/components/icons';
import { CITY_CENTRES } from '@/lib/cities';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { categoriesQuery, mainCategoriesQuery, useCategoryLookup, useCategoryOptions } from '@/features/catalogue';
import { cardFavorite } from '@/features/favorites';
import { activeFilterCount, CURRENCY_LIST, DEFAULT_FILTERS, filtersToParams, pageCount, parseFilters, withFilter, type Currency, type SearchFilters } from './filters';
import { searchQuery } from './queries';
import type { TranslationKey } from '@/lib/i18n';

/** Price bands (CONTRACT.md cenovniRazred 1..5) and rating minimums, with their texts. */
const PRICE_OPTIONS = [[1, 'search.prices.1'], [2, 'search.prices.2'], [3, 'search.prices.3'], [4, 'search.prices.4'], [5, 'search.prices.5']] as const satisfies ReadonlyArray<readonly [number, TranslationKey]>;
const RATING_OPTIONS = [[4, 'search.ratings.4'], [2, 'search.ratings.2'], [3, 'search.ratings.3'], [1, 'search.ratings.1']] as const satisfies ReadonlyArray<readonly [number, TranslationKey]>;
const PAGE_CONTROL_TEXT = { first: 'search.control.first', previous: 'search.control.previous', next: 'search.control.next', last: 'search.control.last' } as const satisfies Record<string, TranslationKey>;

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  await Promise.allSettled([
    preload(searchQuery(filters)),
    preload(categoriesQuery),
    preload(mainCategoriesQuery),
  ]);
  return null;
}

/** /search — every filter lives in the URL query. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const query = useQuery(searchQuery(filters));
  const lookup = useCategoryLookup();
  const categoryOptions = useCategoryOptions();
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (next: SearchFilters) => setParams(filtersToParams(next), { replace: true, preventScrollReset: true });

  // Text fields are debounced; the URL follows them.
  const [q, setQ] = useState(filters.q);
  const [grad, setGrad] = useState(filters.grad);
  const [debouncedQ] = useDebouncedValue(q, 350);
  const [debouncedGrad] = useDebouncedValue(grad, 350);
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => setGrad(filters.grad), [filters.grad]);
  useEffect(() => {
    if (debouncedQ.trim() !== filters.q.trim() || debouncedGrad.trim() !== filters.grad.trim()) {
      update(withFilter(filters, { q: debouncedQ, grad: debouncedGrad }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the debounced text settles; filters change with the URL this writes
  }, [debouncedQ, debouncedGrad]);

  usePageMeta(filters.q ? t('search.titleFor', { q: filters.q }) : t('search.title'), t('search.description'));

  const groups = useMemo(() => {
    const byGroup = new Map<string, { value: string; label: string }[]>();
    for (const o of categoryOptions) byGroup.set(o.group, [...(byGroup.get(o.group) ?? []), { value: o.value, label: o.label }]);
    return [...byGroup].map(([group, items]) => ({ group, items }));
  }, [categoryOptions]);

  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  const active = activeFilterCount(filters);

  return (
    <Container className="page-pad">
      <Title order={1} mb="md">{t('search.title')}</Title>
      <form className="filters panel" role="search" aria-label={t('search.filters')} onSubmit={(e) => {
        e.preventDefault();
        update(withFilter(filters, { q, grad }));
      }}>
        <TextInput
          className="filters__q"
          label={t('search.q')}
          placeholder={t('search.qPlaceholder')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          leftSection={<SearchIcon size={16} />}
          type="search"
          enterKeyHint="search"
        />
        <TextInput
          className="filters__city"
          label={t('search.city')}
          placeholder={t('search.cityPlaceholder')}
          value={grad}
          onChange={(e) => setGrad(e.currentTarget.value)}
          list="search-cities"
          autoComplete="address-level2"
        />
        <datalist id="search-cities">{CITY_CENTRES.map((c) => <option key={c.name} value={c.name} />)}</datalist>
        <NativeSelect
          label={t('search.category')}
          value={filters.kategorijaId ? String(filters.kategorijaId) : ''}
          onChange={(e) => update(withFilter(filters, { kategorijaId: e.currentTarget.value ? Number(e.currentTarget.value) : null }))}
          data={[{ value: '', label: t('search.allCategories') }, ...groups]}
        />
        <NativeSelect
          label={t('search.price')}
          value={String(filters.cenaFilter)}
          onChange={(e) => update(withFilter(filters, { cenaFilter: Number(e.currentTarget.value) }))}
          data={PRICE_OPTIONS.map(([n, key]) => ({ value: String(n), label: t(key) }))}
        />
        <NativeSelect
          label={t('search.currency')}
          value={filters.currency ?? ''}
          onChange={(e) => update(withFilter(filters, { currency: (e.currentTarget.value || null) as Currency | null }))}
          data={[{ value: '', label: t('search.currencyDefault') }, ...CURRENCY_LIST.map((c) => ({ value: c, label: c }))]}
        />
        <NativeSelect
          label={t('search.rating')}
          value={String(filters.ocenaFilter)}
          onChange={(e) => update(withFilter(filters, { ocenaFilter: Number(e.currentTarget.value) }))}
          data={RATING_OPTIONS.map(([n, key]) => ({ value: String(n), label: t(key) }))}
        />
        <button type="submit" className="visually-hidden">{t('common.searchBox.submit')}</button>
      </form>

      <Group justify="space-between" my="md" mih={36}>
        <Text c="dimmed" role="status" aria-live="polite">
          {data ? t(data.totalIsCapped ? 'search.resultsMore' : 'search.results', { count: data.total }) : query.isFetching ? t('common.states.loading') : ''}
          {query.isFetching && data ? ` · ${t('search.updating')}` : ''}
        </Text>
        {active > 0 && (
          <Button variant="subtle" size="sm" onClick={() => { setQ(''); setGrad(''); update(DEFAULT_FILTERS); }}>
            {t('search.clear')} ({active})
          </Button>
        )}
      </Group>

      <div ref={resultsRef} style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <BusinessGrid
          entities={data?.entities}
          loading={query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
          categoryOf={lookup}
          action={cardFavorite}
          label={t('search.title')}
          headingLevel={2}
          empty={<EmptyState title={t('search.emptyTitle')} text={t('search.emptyText')} />}
        />
      </div>

      {pages > 1 && (
        <Stack align="center" mt="xl">
          <Pagination
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => {
              update(withFilter(filters, { page }));
              resultsRef.current?.scrollIntoView({ block: 'start' });
              window.scrollBy(0, -80);
            }}
            getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL_TEXT[control]) })}
            getItemProps={(page) => ({ 'aria-label': t('search.pageN', { page }) })}
            aria-label={t('search.pages')}
            radius="xl"
          />
        </Stack>
      )}
      <Text size="xs" c="dimmed" ta="center" mt="lg">{t('search.priceNote')}</Text>
    </Container>
  );
}
