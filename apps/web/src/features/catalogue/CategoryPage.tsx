import { Anchor, Breadcrumbs, Button, Container, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation, nameIn, placeIn, type Lang } from '@/lib/i18n';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Query } from '@/lib/http';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState, ErrorState } from '@/components/States';
import { CITY_CENTRES } from '@/lib/cities';
import { rememberCity } from '@/lib/chosen-city';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { cardFavorite } from '@/features/favorites';
import { NotFoundView } from '@/features/not-found';
import { API_DEFAULT_PAGE_SIZE, freeDayDate, ListPager, ListToolbar, readListState, ResultsMap, withListState, type ListState } from '@/features/search';
import { categoriesQuery, isMainSlug, mainCategoriesQuery, useCategoryLookup } from '@/features/category-data';
import { categoryEntitiesQuery } from './queries';
import type { Kategorija } from '@zakazi/contract';
import { MAIN_CATEGORY_IDS } from '@zakazi/contract/constants';

function resolve(mainSlug: string | undefined, slug: string | undefined, cats: Kategorija[] | undefined): Kategorija | undefined {
  if (!isMainSlug(mainSlug) || !cats) return undefined;
  return cats.find((c) => c.slug === slug && c.mainKategorijaId === MAIN_CATEGORY_IDS[mainSlug]);
}

/** The city filter of a category page, in its URL (?grad=). */
const cityOf = (params: URLSearchParams) => params.get('grad')?.trim().slice(0, 100) ?? '';

/**
 * The category list's query: nothing beyond what is chosen, so the first page's URL is the plain
 * one the server preloads with the page (http/page-heads.ts).
 */
function listQuery(list: ListState, grad: string): Query {
  return {
    grad: grad || undefined,
    sort: list.sort ?? undefined,
    slobodnoDatum: freeDayDate(list.day),
    page: list.page > 1 ? list.page : undefined,
  };
}

/** Resolves the slugs to a category id (GET /api/Kategorija) and preloads its businesses. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const [, cats] = await Promise.allSettled([
    preload(mainCategoriesQuery),
    preload(categoriesQuery),
  ]);
  const category = resolve(params.mainCategory, params.category, cats.status === 'fulfilled' ? cats.value : undefined);
  const query = new URL(request.url).searchParams;
  if (category) await preload(categoryEntitiesQuery(category.id, listQuery(readListState(query), cityOf(query))));
  return null;
}

/**
 * /categories/:mainCategory/:category — the category's businesses, in one city or all. The city,
 * order and free day are its filters: inline on a wide screen, behind the one "Filteri" button on a
 * phone; price, rating and words are on the search page, linked from there.
 */
export function Component() {
  const { mainCategory, category: slug } = useParams();
  const { t, i18n } = useTranslation();
  const mains = useQuery(mainCategoriesQuery);
  const cats = useQuery(categoriesQuery);
  const category = resolve(mainCategory, slug, cats.data);
  const [search, setSearch] = useSearchParams();
  const list = readListState(search);
  const grad = cityOf(search);
  // The city picked here is the home page's city too.
  useEffect(() => rememberCity(grad), [grad]);
  const entities = useQuery({ ...categoryEntitiesQuery(category?.id ?? 0, listQuery(list, grad)), enabled: !!category });
  const changeList = (patch: Partial<ListState>) => setSearch(withListState(search, patch), { preventScrollReset: true });
  const changeCity = (city: string) => {
    const next = withListState(search, { page: 1 });
    if (city) next.set('grad', city);
    else next.delete('grad');
    setSearch(next, { preventScrollReset: true });
  };
  const lookup = useCategoryLookup();
  const main = mains.data?.find((m) => m.slug === mainCategory);
  const name = category ? (nameIn(category, i18n.language)) : undefined;

  usePageMeta(name ?? null, name ? t('catalogue.category.description', { name }) : undefined);

  if (cats.isError && !cats.data) {
    return <Container className="page-pad"><ErrorState onRetry={() => void cats.refetch()} /></Container>;
  }
  if (cats.data && !category) {
    return <NotFoundView title={t('catalogue.category.notFound')} text={t('catalogue.category.notFoundText')} />;
  }

  const shown = entities.data?.entities;
  const total = entities.data?.total;
  return (
    <Container className="page-pad">
      <Stack gap="xs" mb="lg">
        {/* A named <nav>: Breadcrumbs' own root is a <div>, which takes no aria-label (html-validate, on the server's HTML). */}
        <Breadcrumbs component="nav" separator="›" aria-label={t('common.breadcrumbs')}>
          <Anchor component={Link} to="/" size="sm" c="dimmed">{t('catalogue.allCategories')}</Anchor>
          {main && <Anchor component={Link} to={`/categories/${main.slug}`} size="sm" c="dimmed">{nameIn(main, i18n.language)}</Anchor>}
          {name && <Text size="sm" aria-current="page">{name}</Text>}
        </Breadcrumbs>
        <div>
          <Title order={1}>{name ?? <Skeleton height={36} width={240} />}</Title>
          {total !== undefined && <Text c="dimmed" role="status">{t('catalogue.category.count', { count: total })}</Text>}
        </div>
      </Stack>
      <ListToolbar
        state={list}
        onChange={changeList}
        sorts={['rating', 'price']}
        filters={
          <NativeSelect
            label={t('catalogue.category.city')}
            value={grad}
            onChange={(e) => changeCity(e.currentTarget.value)}
            data={[{ value: '', label: t('catalogue.category.allCities') }, ...cityOptions(grad, i18n.language)]}
            className="list-toolbar__city"
          />
        }
        more={
          category && (
            <Button component={Link} to={`/search?${new URLSearchParams({ kategorijaId: String(category.id), ...(grad ? { grad } : {}) })}`} variant="subtle" size="sm">
              {t('catalogue.category.searchIn')}
            </Button>
          )
        }
        filtersInline
        activeCount={grad ? 1 : 0}
        resultsLabel={total !== undefined ? `${t('search.showResults')} (${total})` : undefined}
      />
      <div style={{ height: 16 }} />
      {list.view === 'map' ? (
        <ResultsMap entities={shown} onShowList={() => changeList({ view: 'list' })} />
      ) : (
        <BusinessGrid
          entities={shown}
          loading={!category || entities.isPending}
          failed={entities.isError}
          onRetry={() => void entities.refetch()}
          categoryOf={lookup}
          action={cardFavorite}
          label={name}
          headingLevel={2}
          empty={list.day ? (
            <EmptyState
              title={t('search.day.emptyTitle')}
              text={t('search.day.emptyText')}
              action={
                <Group gap="xs" mt="xs" justify="center">
                  <Button variant="light" onClick={() => changeList({ day: null })}>{t('search.day.any')}</Button>
                  {grad && <Button variant="default" onClick={() => changeCity('')}>{t('catalogue.category.allCities')}</Button>}
                </Group>
              }
            />
          ) : grad ? (
            <EmptyState
              title={t('catalogue.category.emptyCityTitle', { city: placeIn(grad, i18n.language) })}
              text={t('catalogue.category.emptyCityText')}
              action={<Button variant="light" mt="xs" onClick={() => changeCity('')}>{t('catalogue.category.allCities')}</Button>}
            />
          ) : (
            <EmptyState
              title={t('catalogue.category.emptyTitle')}
              text={t('catalogue.category.emptyText')}
              action={<Button component={Link} to={main ? `/categories/${main.slug}` : '/'} variant="light" mt="xs">{t('catalogue.category.back')}</Button>}
            />
          )}
        />
      )}
      <ListPager total={total} page={list.page} pageSize={API_DEFAULT_PAGE_SIZE} onPage={(page) => changeList({ page })} />
    </Container>
  );
}

/** The cities to choose from: the map's centres, and a city from the URL that is not among them; named in the interface's script. */
function cityOptions(current: string, lang: Lang): { value: string; label: string }[] {
  const names = CITY_CENTRES.map((c) => c.name);
  return (current && !names.includes(current) ? [current, ...names] : names).map((name) => ({ value: name, label: placeIn(name, lang) }));
}
