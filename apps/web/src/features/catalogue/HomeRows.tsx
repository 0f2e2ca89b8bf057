import { Anchor, Group, Text, Title } from '@mantine/core';
import { BasicButton } from '@/components/BasicButton';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { EntitetListItem, EntitetSummary } from '@zakazi/contract';
import { HOME_CITY } from '@zakazi/contract/home-lists';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BusinessCard, BusinessCardSkeleton } from '@/components/BusinessCard';
import { useCategoryLookup } from '@/features/category-data';
import { chosenCity } from '@/lib/chosen-city';
import { formatDistance } from '@/lib/format';
import { placeIn, useTranslation } from '@/lib/i18n';
import { useKnownPosition } from '@/lib/known-position';
import { homeListQuery, nearYouQuery } from './home-lists';
import { recentlyViewed } from './recently-viewed';
import './home-rows.css';

/** Skeleton cards while a row loads: as many as a desktop row shows, each the card's size. */
const SKELETONS = 4;

/**
 * The home page's rows of businesses (issue 29): near you (only when the browser already gives the
 * position), free today and best rated in the visitor's city, recently viewed. The first render is
 * the one the server can make too (the default city, no position, nothing viewed): what depends on
 * this browser (its stored city, position, visits) comes after mount, so hydration finds the same
 * page; the default city's two lists come embedded in the page.
 */
export function HomeRows() {
  const { t, i18n } = useTranslation();
  const [city, setCity] = useState(HOME_CITY);
  const [recent, setRecent] = useState<EntitetSummary[]>([]);
  const position = useKnownPosition();
  useEffect(() => {
    setCity(chosenCity() ?? HOME_CITY);
    setRecent(recentlyViewed());
  }, []);
  const place = placeIn(city, i18n.language);
  const inCity = encodeURIComponent(city);

  return (
    <div className="home-rows">
      {position && (
        <QueryRow
          title={t('catalogue.rows.near')}
          more={`/near-me?lat=${position.lat}&lng=${position.lng}`}
          query={nearYouQuery(position)}
          extra={(e) => (e.udaljenostKm !== undefined ? <Text size="sm" c="dimmed" className="home-row__extra">· {formatDistance(e.udaljenostKm, i18n.language)}</Text> : null)}
        />
      )}
      <QueryRow
        title={t('catalogue.rows.freeToday', { city: place })}
        more={`/search?grad=${inCity}&slobodno=today`}
        query={homeListQuery('freeToday', city)}
        extra={(e) => {
          const first = e.slobodniPocetci?.[0];
          return first ? <Text size="sm" c="brand.4" fw={600} className="home-row__extra">· {first.vreme}</Text> : null;
        }}
      />
      <QueryRow title={t('catalogue.rows.bestRated', { city: place })} more={`/search?grad=${inCity}&sort=rating`} query={homeListQuery('bestRated', city)} />
      {recent.length > 0 && (
        <Row title={t('catalogue.rows.recent')}>
          <Cards entities={recent} />
        </Row>
      )}
    </div>
  );
}

type ListAnswer = { entities: EntitetListItem[] };

/** A row read from the API: skeletons while it loads, a quiet retry when it fails, nothing when empty. */
function QueryRow<A extends ListAnswer, K extends QueryKey>({ title, more, query, extra }: {
  title: string;
  more: string;
  query: UseQueryOptions<A, Error, A, K>;
  extra?: (entity: EntitetListItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useQuery(query);
  if (list.data && list.data.entities.length === 0) return null;
  return (
    <Row title={title} more={more}>
      {list.data ? (
        <Cards entities={list.data.entities} extra={extra} />
      ) : list.isError ? (
        <Group gap="xs" className="home-row__failed" role="alert">
          <Text size="sm" c="dimmed">{t('catalogue.rows.failed')}</Text>
          <BasicButton size="compact-sm" variant="subtle" onClick={() => void list.refetch()} disabled={list.isFetching} aria-busy={list.isFetching || undefined}>{t('common.states.retry')}</BasicButton>
        </Group>
      ) : (
        <div className="home-row" aria-busy="true" aria-label={t('common.states.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => <BusinessCardSkeleton key={i} />)}
        </div>
      )}
    </Row>
  );
}

/** A titled row; "see all" opens the list it is the start of. */
function Row({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="home-row-section" aria-labelledby={id}>
      <div className="home-row__head">
        <Title order={2} size="h3" id={id}>{title}</Title>
        {more && <Anchor component={Link} to={more} size="sm" fw={600} className="home-row__more">{t('catalogue.rows.seeAll')}</Anchor>}
      </div>
      {children}
    </section>
  );
}

function Cards<T extends EntitetSummary>({ entities, extra }: { entities: T[]; extra?: (entity: T) => ReactNode }) {
  const { t } = useTranslation();
  const categoryOf = useCategoryLookup();
  return (
    <ul className="home-row" aria-label={t('catalogue.category.count', { count: entities.length })}>
      {entities.map((e) => (
        <li key={e.id}>
          <BusinessCard entity={e} category={categoryOf(e.kategorijaId)} extra={extra?.(e)} />
        </li>
      ))}
    </ul>
  );
}
