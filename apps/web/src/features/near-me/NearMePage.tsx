import { Alert, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { placeIn, useTranslation } from '@/lib/i18n';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState } from '@/components/States';
import { NavigationIcon } from '@/components/icons';
import { CITY_CENTRES } from '@/lib/cities';
import { rememberCity } from '@/lib/chosen-city';
import { formatDistance } from '@/lib/format';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { categoriesQuery, useCategoryLookup, useCategoryOptions } from '@/features/category-data';
import { cardFavorite } from '@/features/favorites';
import { API_DEFAULT_PAGE_SIZE, layoutClass, usePhoneLayout, FreeStarts, freeDayDate, ListPager, ListToolbar, readListState, ResultsMap, withListState, type FreeHours, type ListState } from '@/features/search';
import { getByGeo } from './api/getByGeo';
import { categoryFromParams, sourceFromParams, type Point } from './location';
import type { TranslationKey } from '@/lib/i18n';
import { loadState } from '@/lib/queryClient';

/**
 * slobodnoDatum: only businesses with a free start that day ("free today / tomorrow"); with
 * hours, only those free in that part of it (slobodnoOd/slobodnoDo, each only when chosen), and
 * each card's first free starts in that window.
 */
const geoQuery = (point: Point, kategorijaId?: number, page = 1, slobodnoDatum?: string, hours?: FreeHours | null) => {
  const slobodnoOd = slobodnoDatum ? hours?.od : undefined;
  const slobodnoDo = slobodnoDatum ? hours?.do : undefined;
  return queryOptions({
    queryKey: ['near-me', point.lat, point.lng, kategorijaId ?? null, page, slobodnoDatum ?? null, slobodnoOd ?? null, slobodnoDo ?? null],
    queryFn: ({ signal }) => getByGeo({ latitude: point.lat, longitude: point.lng, kategorijaId, slobodnoDatum, slobodnoOd, slobodnoDo, page: page > 1 ? page : undefined }, signal),
    placeholderData: keepPreviousData,
  });
};

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const source = sourceFromParams(params);
  const list = readListState(params);
  await Promise.allSettled([
    preload(categoriesQuery),
    source.kind !== 'none' ? preload(geoQuery(source.point, categoryFromParams(params), list.page, freeDayDate(list.day), list.hours)) : null,
  ]);
  return null;
}

type GeoProblem = 'denied' | 'unavailable' | 'unsupported';
const PROBLEM_TEXT = { denied: 'nearMe.denied', unavailable: 'nearMe.unavailable', unsupported: 'nearMe.unsupported' } as const satisfies Record<GeoProblem, TranslationKey>;

/** /near-me — asks for the browser's location; a city picker stands in when that is refused. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const source = useMemo(() => sourceFromParams(params), [params]);
  // The city picked here, in place of the position, is the home page's city too.
  useEffect(() => rememberCity(source.kind === 'city' ? source.city.name : null), [source]);
  const kategorijaId = categoryFromParams(params);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<GeoProblem | null>(null);
  const lookup = useCategoryLookup();
  const categoryOptions = useCategoryOptions();

  usePageMeta(t('nearMe.title'), t('nearMe.description'));

  const patch = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      next.delete('page'); // another place or category starts at its first page
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setAsking(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setAsking(false);
        // ~100 m precision is enough for "nearby" and keeps the exact position out of the URL.
        patch({ lat: pos.coords.latitude.toFixed(3), lng: pos.coords.longitude.toFixed(3), city: null });
      },
      (err) => {
        setAsking(false);
        setProblem(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }, [patch]);

  useEffect(() => {
    if (source.kind === 'none' && !asking && !problem) locate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask for the position when the page has none, not again each time asking or problem change
  }, [source.kind]);

  const point = source.kind === 'none' ? null : source.point;
  const view = readListState(params);
  const phone = usePhoneLayout();
  const changeList = (change: Partial<ListState>) => setParams(withListState(params, change), { preventScrollReset: true });
  const freeDay = freeDayDate(view.day);
  const query = useQuery({ ...geoQuery(point ?? { lat: 0, lng: 0 }, kategorijaId, view.page, freeDay, view.hours), enabled: point !== null });
  const list = query.data?.entities;
  const distanceOf = useMemo(() => {
    const byId = new Map((list ?? []).map((e) => [e.id, e.udaljenostKm]));
    return (e: { id: number; grad: string | null }) => `${placeIn(e.grad ?? '', i18n.language)} · ${formatDistance(byId.get(e.id) ?? 0, i18n.language)}`;
  }, [list, i18n.language]);

  const cityPicker = (
    <NativeSelect
      label={t('nearMe.city')}
      value={source.kind === 'city' ? source.city.name : ''}
      onChange={(e) => patch({ city: e.currentTarget.value || null, lat: null, lng: null })}
      data={[{ value: '', label: t('nearMe.chooseCity'), disabled: true }, ...CITY_CENTRES.map((c) => ({ value: c.name, label: placeIn(c.name, i18n.language) }))]}
    />
  );

  const controls = (
    <div className={phone ? 'near__controls' : layoutClass('near__controls panel', 'wide', phone)}>
      {cityPicker}
      <NativeSelect
        label={t('nearMe.category')}
        value={kategorijaId ? String(kategorijaId) : ''}
        onChange={(e) => patch({ kategorijaId: e.currentTarget.value || null })}
        data={[{ value: '', label: t('nearMe.allCategories') }, ...categoryOptions.map((o) => ({ value: o.value, label: `${o.label} · ${o.group}` }))]}
      />
      <Button variant="light" color="secondary" onClick={locate} loading={asking} leftSection={<NavigationIcon size={16} />} className="near__mine">
        {t('nearMe.useMine')}
      </Button>
    </div>
  );

  return (
    <Container className="page-pad">
      <Stack gap={4} mb="md">
        <Title order={1}>{t('nearMe.title')}</Title>
        <Text c="dimmed">
          {source.kind === 'city' ? t('nearMe.around', { city: placeIn(source.city.name, i18n.language) }) : source.kind === 'coords' ? t('nearMe.aroundMe') : t('nearMe.description')}
        </Text>
      </Stack>

      {source.kind === 'none' && asking && (
        <Alert color="info" variant="light" title={t('nearMe.asking')} mb="md" role="status">{t('nearMe.askingText')}</Alert>
      )}
      {source.kind === 'none' && problem && (
        <Alert color="warning" variant="light" title={t(PROBLEM_TEXT[problem])} mb="md" role="alert">
          <Stack gap="sm">
            <Text size="sm">{t('nearMe.fallback')}</Text>
            <div style={{ maxWidth: 320 }}>{cityPicker}</div>
            {problem !== 'unsupported' && (
              <Button variant="subtle" size="xs" w="fit-content" onClick={locate} leftSection={<NavigationIcon size={14} />}>{t('nearMe.retry')}</Button>
            )}
          </Stack>
        </Alert>
      )}

      {point && (
        <>
          {phone !== true && controls}
          {problem && <Text size="sm" c="warning.4" mt="xs" role="alert">{t(PROBLEM_TEXT[problem])}</Text>}

          <Group justify="space-between" my="md">
            <Text c="dimmed" role="status" aria-live="polite">{query.data ? t('nearMe.results', { count: query.data.total }) : ''}</Text>
          </Group>

          <ListToolbar
            state={view}
            onChange={changeList}
            withHours
            filters={phone ? controls : undefined}
            activeCount={kategorijaId ? 1 : 0}
            resultsLabel={query.data ? `${t('search.showResults')} (${query.data.total})` : undefined}
          />
          <div style={{ height: 16 }} />
          {view.view === 'map' ? (
            <ResultsMap
              entities={list}
              here={source.kind === 'coords' ? { ...point, label: t('nearMe.you') } : undefined}
              subtitle={distanceOf}
              onShowList={() => changeList({ view: 'list' })}
            />
          ) : (
            <BusinessGrid
              entities={list}
              {...loadState(query)}
              categoryOf={lookup}
              action={cardFavorite}
              label={t('nearMe.list')}
              headingLevel={2}
              extra={(e) => <Text size="sm" c="secondary.3" fw={600} style={{ whiteSpace: 'nowrap' }}>· {t('nearMe.away', { d: formatDistance(e.udaljenostKm, i18n.language) })}</Text>}
              below={freeDay ? (e) => <FreeStarts entitetId={e.id} datum={freeDay} starts={e.slobodniPocetci} /> : undefined}
              empty={<EmptyState title={t('nearMe.emptyTitle')} text={t('nearMe.emptyText')} />}
            />
          )}
          <ListPager total={query.data?.total} page={view.page} pageSize={API_DEFAULT_PAGE_SIZE} onPage={(page) => changeList({ page })} />
        </>
      )}
    </Container>
  );
}
