import { Anchor, Breadcrumbs, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation, nameIn } from '@/lib/i18n';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Query } from '@/lib/http';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState, ErrorState } from '@/components/States';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { cardFavorite } from '@/features/favorites';
import { NotFoundView } from '@/features/not-found';
import { API_DEFAULT_PAGE_SIZE, freeDayDate, ListPager, ListToolbar, readListState, ResultsMap, withListState, type ListState } from '@/features/search';
import { categoriesQuery, categoryEntitiesQuery, mainCategoriesQuery, useCategoryLookup } from './queries';
import type { Kategorija } from '@zakazi/contract';
import { MAIN_CATEGORY_IDS } from '@zakazi/contract/constants';
import { isMainSlug } from './known';

function resolve(mainSlug: string | undefined, slug: string | undefined, cats: Kategorija[] | undefined): Kategorija | undefined {
  if (!isMainSlug(mainSlug) || !cats) return undefined;
  return cats.find((c) => c.slug === slug && c.mainKategorijaId === MAIN_CATEGORY_IDS[mainSlug]);
}

/**
 * The category list's query: nothing beyond what is chosen, so the first page's URL is the plain
 * one the server preloads with the page (http/page-heads.ts).
 */
function listQuery(list: ListState): Query {
  return {
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
  if (category) await preload(categoryEntitiesQuery(category.id, listQuery(readListState(new URL(request.url).searchParams))));
  return null;
}

/** /categories/:mainCategory/:category — the category's businesses. */
export function Component() {
  const { mainCategory, category: slug } = useParams();
  const { t, i18n } = useTranslation();
  const mains = useQuery(mainCategoriesQuery);
  const cats = useQuery(categoriesQuery);
  const category = resolve(mainCategory, slug, cats.data);
  const [search, setSearch] = useSearchParams();
  const list = readListState(search);
  const entities = useQuery({ ...categoryEntitiesQuery(category?.id ?? 0, listQuery(list)), enabled: !!category });
  const changeList = (patch: Partial<ListState>) => setSearch(withListState(search, patch), { preventScrollReset: true });
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
        <Breadcrumbs separator="›" aria-label="breadcrumbs">
          <Anchor component={Link} to="/" size="sm" c="dimmed">{t('catalogue.allCategories')}</Anchor>
          {main && <Anchor component={Link} to={`/categories/${main.slug}`} size="sm" c="dimmed">{nameIn(main, i18n.language)}</Anchor>}
          {name && <Text size="sm" aria-current="page">{name}</Text>}
        </Breadcrumbs>
        <Group justify="space-between" align="end">
          <div>
            <Title order={1}>{name ?? <Skeleton height={36} width={240} />}</Title>
            {total !== undefined && <Text c="dimmed" role="status">{t('catalogue.category.count', { count: total })}</Text>}
          </div>
          {category && (
            <Button component={Link} to={`/search?kategorijaId=${category.id}`} variant="default" radius="xl" size="sm">
              {t('catalogue.category.searchIn')}
            </Button>
          )}
        </Group>
      </Stack>
      <ListToolbar state={list} onChange={changeList} sorts={['rating', 'price']} />
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
              action={<Button variant="light" mt="xs" onClick={() => changeList({ day: null })}>{t('search.day.any')}</Button>}
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
