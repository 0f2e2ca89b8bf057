import { Button, CloseButton, Container, Group, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { FilteredResponse, ListSort, QueryReading } from '@zakazi/contract';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState } from '@/components/States';
import { SearchIcon } from '@/components/icons';
import { CITY_CENTRES } from '@/lib/cities';
import { formatDate, formatDistance } from '@/lib/format';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { categoriesQuery, mainCategoriesQuery, useCategoryLookup, useCategoryOptions } from '@/features/category-data';
import { cardFavorite } from '@/features/favorites';
import { suggestionsQuery } from './box/suggestions';
import { EmptySearch, type Condition } from './EmptySearch';
import { activeFilterCount } from './filters';
import { CURRENCY_LIST, DEFAULT_FILTERS, filtersToParams, parseFilters, withFilter, type Currency, type SearchFilters } from './url-filters';
import { ListPager } from './ListPager';
import { dayPartOf, freeDayDate, namedFreeDay, readListState, type ListState } from './list-state';
import { FreeStarts } from './FreeStarts';
import { ListToolbar } from './ListToolbar';
import { layoutClass, usePhoneLayout } from './phone-layout';
import { positionFromParams, useKnownPosition, type Position } from './position';
import { rememberCity } from '@/lib/chosen-city';
import { searchQuery } from './queries';
import { ResultsMap } from './ResultsMap';
import type { TranslationKey } from '@/lib/i18n';
import { loadState } from '@/lib/queryClient';
import { useTyped } from '@/lib/typed-text';

/** Price bands (CONTRACT.md cenovniRazred 1..5) and rating minimums, with their texts. */
const PRICE_TEXT = { 1: 'search.prices.1', 2: 'search.prices.2', 3: 'search.prices.3', 4: 'search.prices.4', 5: 'search.prices.5' } as const satisfies Record<number, TranslationKey>;
const RATING_TEXT = { 1: 'search.ratings.1', 2: 'search.ratings.2', 3: 'search.ratings.3', 4: 'search.ratings.4' } as const satisfies Record<number, TranslationKey>;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  await Promise.allSettled([
    preload(searchQuery(parseFilters(params), readListState(params), positionFromParams(params))),
    preload(categoriesQuery),
    preload(mainCategoriesQuery),
  ]);
  return null;
}

/** Filters, list settings and the position for "nearest", as the URL holds them. */
function toParams(f: SearchFilters, list: ListState, position: Position | null): URLSearchParams {
  const p = filtersToParams(f);
  if (list.sort) p.set('sort', list.sort);
  if (list.sort === 'distance' && position) {
    p.set('lat', String(position.lat));
    p.set('lng', String(position.lng));
  }
  if (list.day) p.set('slobodno', list.day);
  if (list.day && list.hours?.od) p.set('od', list.hours.od);
  if (list.day && list.hours?.do) p.set('do', list.hours.do);
  if (list.view === 'map') p.set('view', 'map');
  return p;
}

/**
 * A text filter as it is typed: the field's props, the text once typing pauses (what the URL takes),
 * and the field following the URL when that changes (back, a chip removed).
 */
function useTypedText(fromUrl: string) {
  const [value, setValue] = useState(fromUrl);
  const [settled] = useDebouncedValue(value, 350);
  useEffect(() => setValue(fromUrl), [fromUrl]);
  return {
    input: { value, onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.currentTarget.value) },
    settled,
    clear: () => setValue(''),
  };
}

/**
 * How the server read q (FilteredResponse.upit), kept while the list reloads for the same q (another
 * page, order or filter shows the previous answer meanwhile, which may be another q's).
 */
function useReading(q: string, data: FilteredResponse | undefined, placeholder: boolean): QueryReading | undefined {
  const [kept, setKept] = useState<{ q: string; reading: QueryReading } | null>(null);
  const fresh = data?.upit && !placeholder ? data.upit : undefined;
  if (fresh && (kept?.q !== q || kept.reading !== fresh)) setKept({ q, reading: fresh });
  return fresh ?? (kept?.q === q ? kept.reading : undefined);
}

/** /search — what was understood as chips, filters, order, free day, list or map; all of it lives in the URL. */
export function Component() {
  const { t, i18n } = useTranslation();
  // What was typed (the query, a city) as the page writes it: in Cyrillic on /cir; the fields keep it as typed.
  const typed = useTyped();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  // A city of the picker, once chosen, is the home page's city too.
  useEffect(() => rememberCity(filters.grad), [filters.grad]);
  const list = useMemo(() => readListState(params), [params]);
  const known = useKnownPosition();
  const position = positionFromParams(params) ?? known;
  const query = useQuery(searchQuery(filters, list, position));
  const lookup = useCategoryLookup();
  const categoryOptions = useCategoryOptions();
  const phone = usePhoneLayout();

  // Each choice is a history entry (back undoes it); text as it is typed replaces the current one.
  const write = (f: SearchFilters, l: ListState = list, replace = false) => setParams(toParams(f, l, position), { preventScrollReset: true, replace });
  const update = (f: SearchFilters, replace = false) => write(f, { ...list, page: 1 }, replace);
  const changeList = (patch: Partial<ListState>) => {
    const next = { ...list, ...patch };
    const onlyView = Object.keys(patch).every((k) => k === 'view');
    write({ ...filters, page: 'page' in patch ? next.page : onlyView ? filters.page : 1 }, next);
  };

  // What q was read as, in the fields: the city its words name in Grad, the category in
  // Kategorija. Another choice there replaces q's one (q loses those words) instead of asking for
  // both, which found nothing ("frizer beograd" in Novi Sad).
  const reading = useReading(filters.q, query.data, query.isPlaceholderData);
  const readCity = !filters.grad && reading?.grad ? reading.grad : null;
  const readCategory = !filters.kategorijaId && reading?.kategorijaId ? reading.kategorijaId : null;
  const fromQuery = t('search.fromQuery', { q: typed(filters.q) });

  // Text fields are debounced; the URL follows them.
  const gradShown = filters.grad || readCity || '';
  const q = useTypedText(filters.q);
  const grad = useTypedText(gradShown);
  const applyTyped = (qText: string, gradText: string, replace: boolean) => {
    const qChanged = qText.trim() !== filters.q.trim();
    const gradChanged = gradText.trim() !== gradShown.trim();
    if (!qChanged && !gradChanged) return;
    const next = gradChanged && readCity && reading && !qChanged ? { q: reading.bezGrada, grad: gradText } : { q: qText, grad: gradChanged ? gradText : filters.grad };
    update(withFilter(filters, next), replace);
  };
  useEffect(() => {
    applyTyped(q.settled, grad.settled, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the debounced text settles; filters change with the URL this writes
  }, [q.settled, grad.settled]);

  // What the words meant: the server's suggestions for the same text name its category and city.
  const understoodQuery = useQuery({ ...suggestionsQuery(filters.q), enabled: filters.q.trim().length >= 2 && !filters.kategorijaId && !filters.grad });
  const understood = filters.q && !filters.kategorijaId && !filters.grad ? understoodQuery.data : undefined;
  const understoodCategory = understood?.kategorije.length === 1 ? understood.kategorije[0]! : undefined;
  const understoodCity = understood?.gradovi.length === 1 ? understood.gradovi[0]!.naziv : undefined;
  const categoryName = (id: number, fallback?: string) => lookup(id)?.name ?? fallback ?? '';

  const parts = [
    filters.kategorijaId ? categoryName(filters.kategorijaId) : understoodCategory ? categoryName(understoodCategory.id, understoodCategory.naziv) : '',
    typed(filters.grad || understoodCity || ''),
  ].filter(Boolean);
  const heading = parts.length ? parts.join(' · ') : filters.q ? `„${typed(filters.q)}“` : t('search.title');

  usePageMeta(filters.q || parts.length ? t('search.titleFor', { q: parts.join(' · ') || typed(filters.q) }) : t('search.title'), t('search.description'));

  // The free day as a chip: today, tomorrow or a date, named as the toolbar names it (tomorrow's
  // date is "tomorrow"), and the part of the day or the window.
  const part = dayPartOf(list.hours);
  const chipDay = namedFreeDay(list.day);
  const dayLabel = chipDay
    ? [
        chipDay === 'today' ? t('search.day.chipToday') : chipDay === 'tomorrow' ? t('search.day.chipTomorrow') : t('search.day.chipOn', { day: formatDate(chipDay, i18n.language, 'shortWeekdayNumeric') }),
        list.hours ? (part ? t(`search.hours.${part}`) : `${list.hours.od ?? ''}–${list.hours.do ?? ''}`) : '',
      ].filter(Boolean).join(', ')
    : '';
  const freeDay = freeDayDate(list.day);

  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (understoodCategory && understoodCity) {
    // "zubar novi sad": each understood part is a chip; removing one searches by the other.
    chips.push({ key: 'u-cat', label: categoryName(understoodCategory.id, understoodCategory.naziv), remove: () => update(withFilter(filters, { q: '', grad: understoodCity })) });
    chips.push({ key: 'u-city', label: typed(understoodCity), remove: () => update(withFilter(filters, { q: '', kategorijaId: understoodCategory.id })) });
  } else if (filters.q) {
    chips.push({ key: 'q', label: `„${typed(filters.q)}“`, remove: () => update(withFilter(filters, { q: '' })) });
  }
  if (filters.kategorijaId) chips.push({ key: 'cat', label: categoryName(filters.kategorijaId), remove: () => update(withFilter(filters, { kategorijaId: null })) });
  if (filters.grad) chips.push({ key: 'city', label: typed(filters.grad), remove: () => update(withFilter(filters, { grad: '' })) });
  if (list.day) chips.push({ key: 'day', label: dayLabel, remove: () => changeList({ day: null, hours: null }) });
  if (filters.cenaFilter !== 1) chips.push({ key: 'price', label: t(PRICE_TEXT[filters.cenaFilter as keyof typeof PRICE_TEXT] ?? PRICE_TEXT[1]), remove: () => update(withFilter(filters, { cenaFilter: 1 })) });
  if (filters.ocenaFilter !== 4) chips.push({ key: 'rating', label: t(RATING_TEXT[filters.ocenaFilter as keyof typeof RATING_TEXT] ?? RATING_TEXT[4]), remove: () => update(withFilter(filters, { ocenaFilter: 4 })) });
  if (filters.currency) chips.push({ key: 'currency', label: filters.currency, remove: () => update(withFilter(filters, { currency: null })) });

  // Everything the search asks for, each with the search without it (why an empty search is empty).
  const conditions: Condition[] = [];
  const withoutFilter = (key: string, label: string, patch: Partial<SearchFilters>) =>
    conditions.push({ key, label, without: { filters: withFilter(filters, patch), list: { ...list, page: 1 } } });
  if (filters.q) withoutFilter('q', typed(filters.q), { q: '' });
  if (filters.grad) withoutFilter('grad', typed(filters.grad), { grad: '' });
  if (filters.kategorijaId) withoutFilter('category', categoryName(filters.kategorijaId), { kategorijaId: null });
  if (filters.cenaFilter !== 1) withoutFilter('price', t(PRICE_TEXT[filters.cenaFilter as keyof typeof PRICE_TEXT] ?? PRICE_TEXT[1]), { cenaFilter: 1 });
  if (filters.ocenaFilter !== 4) withoutFilter('rating', t(RATING_TEXT[filters.ocenaFilter as keyof typeof RATING_TEXT] ?? RATING_TEXT[4]), { ocenaFilter: 4 });
  if (list.day) {
    conditions.push({ key: 'day', label: dayLabel, without: { filters: withFilter(filters, {}), list: { ...list, day: null, hours: null, page: 1 } } });
  }

  const groups = useMemo(() => {
    const byGroup = new Map<string, { value: string; label: string }[]>();
    for (const o of categoryOptions) byGroup.set(o.group, [...(byGroup.get(o.group) ?? []), { value: o.value, label: o.label }]);
    return [...byGroup].map(([group, items]) => ({ group, items }));
  }, [categoryOptions]);

  const data = query.data;
  // The server read a misspelt word as another ("frizr" as "frizer"): say so, with the way back.
  const corrected = data?.ispravljeno && !query.isPlaceholderData ? data.ispravljeno : undefined;
  const active = activeFilterCount(filters);
  const sorts: ListSort[] = filters.q ? ['relevance', 'rating', 'price'] : ['rating', 'price'];
  if (position) sorts.push('distance');
  const countText = data ? t(data.totalIsCapped ? 'search.resultsMore' : 'search.results', { count: data.total }) : '';

  const form = (
    <form className={phone ? 'filters filters--sheet' : layoutClass('filters panel', 'wide', phone)} role="search" aria-label={t('search.filters')} onSubmit={(e) => {
      e.preventDefault();
      applyTyped(q.input.value, grad.input.value, false);
    }}>
      <TextInput
        className="filters__q"
        label={t('search.q')}
        placeholder={t('search.qPlaceholder')}
        {...q.input}
        leftSection={<SearchIcon size={16} />}
        type="search"
        enterKeyHint="search"
      />
      <TextInput
        className="filters__city"
        label={t('search.city')}
        placeholder={t('search.cityPlaceholder')}
        {...grad.input}
        description={readCity && grad.input.value === readCity ? fromQuery : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        list="search-cities"
        autoComplete="address-level2"
      />
      <datalist id="search-cities">{CITY_CENTRES.map((c) => <option key={c.name} value={c.name} />)}</datalist>
      <NativeSelect
        label={t('search.category')}
        value={String(filters.kategorijaId ?? readCategory ?? '')}
        description={readCategory ? fromQuery : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(e) => {
          const kategorijaId = e.currentTarget.value ? Number(e.currentTarget.value) : null;
          update(withFilter(filters, readCategory && reading ? { q: reading.bezKategorije, kategorijaId } : { kategorijaId }));
        }}
        data={[{ value: '', label: t('search.allCategories') }, ...groups]}
      />
      <NativeSelect
        label={t('search.price')}
        value={String(filters.cenaFilter)}
        onChange={(e) => update(withFilter(filters, { cenaFilter: Number(e.currentTarget.value) }))}
        data={([1, 2, 3, 4, 5] as const).map((n) => ({ value: String(n), label: t(PRICE_TEXT[n]) }))}
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
        data={([4, 2, 3, 1] as const).map((n) => ({ value: String(n), label: t(RATING_TEXT[n]) }))}
      />
      <button type="submit" className="visually-hidden">{t('common.searchBox.submit')}</button>
    </form>
  );

  return (
    <Container className="page-pad">
      <Title order={1} mb={4} className="search-heading">{heading}</Title>
      {parts.length > 0 && filters.q && !chips.some((c) => c.key === 'q') && <Text c="dimmed" size="sm">{t('search.understoodFor', { q: typed(filters.q) })}</Text>}
      {corrected && (
        <Text size="sm" mt={4} data-testid="search-corrected">
          {t('search.corrected', { q: typed(corrected) })}{' '}
          <Link to={{ search: `?${toParams(withFilter(filters, { tacno: true }), { ...list, page: 1 }, position).toString()}` }} className="link">
            {t('search.searchExactly', { q: typed(filters.q) })}
          </Link>
        </Text>
      )}
      <div style={{ height: 12 }} />

      {phone !== true && form}

      <div className="list-head">
        {chips.length > 0 && (
          <ul className="chips" aria-label={t('search.understood')}>
            {chips.map((chip) => (
              <li key={chip.key} className="chip">
                <span>{chip.label}</span>
                <CloseButton size="sm" radius="xl" onClick={chip.remove} aria-label={t('search.remove', { part: chip.label })} />
              </li>
            ))}
            {chips.length > 1 && (
              <li><Button variant="subtle" size="compact-sm" onClick={() => { q.clear(); grad.clear(); write(DEFAULT_FILTERS, { ...list, day: null, hours: null, page: 1 }); }}>{t('search.removeAll')}</Button></li>
            )}
          </ul>
        )}
        <ListToolbar
          state={list}
          onChange={changeList}
          withHours
          sorts={sorts}
          filters={phone ? form : undefined}
          activeCount={active}
          resultsLabel={data ? `${t('search.showResults')} (${data.total}${data.totalIsCapped ? '+' : ''})` : undefined}
        />
        <Group justify="space-between" mih={28}>
          <Text c="dimmed" role="status" aria-live="polite">
            {data ? countText : query.isFetching ? t('common.states.loading') : ''}
            {query.isFetching && data ? ` · ${t('search.updating')}` : ''}
          </Text>
        </Group>
      </div>

      {list.view === 'map' ? (
        <ResultsMap
          entities={data?.entities}
          here={position && list.sort === 'distance' ? { ...position, label: t('search.map.you') } : undefined}
          onShowList={() => changeList({ view: 'list' })}
        />
      ) : (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <BusinessGrid
            entities={data?.entities}
            {...loadState(query)}
            categoryOf={lookup}
            action={cardFavorite}
            label={t('search.title')}
            headingLevel={2}
            extra={(e) => e.udaljenostKm !== undefined ? <Text size="sm" c="secondary.3" fw={600} style={{ whiteSpace: 'nowrap' }}>· {formatDistance(e.udaljenostKm, i18n.language)}</Text> : null}
            below={freeDay ? (e) => <FreeStarts entitetId={e.id} datum={freeDay} starts={e.slobodniPocetci} /> : undefined}
            empty={list.day && conditions.length === 1 ? (
              <EmptyState
                title={t('search.day.emptyTitle')}
                text={t('search.day.emptyText')}
                action={<Button variant="light" mt="xs" onClick={() => changeList({ day: null })}>{t('search.day.any')}</Button>}
              />
            ) : (
              <EmptySearch
                filters={filters}
                list={list}
                position={position}
                reading={reading}
                conditions={conditions}
                categoryName={categoryName}
                go={(to) => write(to.filters, to.list)}
              />
            )}
          />
        </div>
      )}

      <ListPager total={data?.total} page={filters.page} onPage={(page) => changeList({ page })} />
      <Text size="xs" c="dimmed" ta="center" mt="lg">{t('search.priceNote')}</Text>
    </Container>
  );
}
