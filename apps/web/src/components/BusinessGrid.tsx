import type { EntitetSummary } from '@zakazi/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BusinessCard, BusinessCardSkeleton, type CardCategory } from './BusinessCard';
import { EmptyState, ErrorState } from './States';

/**
 * Responsive grid of business cards: 1 column on phones, 2 from 600 px, 3 from 1024, 4 from 1440.
 * Shows skeletons while loading, an error state with retry, and an empty state.
 */
export function BusinessGrid<T extends EntitetSummary>({
  entities, loading, failed, onRetry, categoryOf, extra, action, below, empty, skeletons = 8, label, className, headingLevel,
}: {
  entities: T[] | undefined;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  categoryOf?: (kategorijaId: number) => CardCategory | undefined;
  extra?: (entity: T) => ReactNode;
  /** beside each card's link, e.g. the favorites heart (features/favorites: cardFavorite) */
  action?: (entity: T) => ReactNode;
  /** under each card, outside its link: links of its own, e.g. the search's free starts */
  below?: (entity: T) => ReactNode;
  empty?: ReactNode;
  skeletons?: number;
  label?: string;
  className?: string;
  /** Of each card's name: one below the list's own heading (2 under the page's h1, 3 under an h2). */
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  if (!entities?.length) {
    if (loading) {
      return (
        <div className={`biz-grid ${className ?? ''}`} role="status" aria-busy="true" aria-label={t('common.states.loading')}>
          {Array.from({ length: skeletons }, (_, i) => <BusinessCardSkeleton key={i} />)}
        </div>
      );
    }
    if (failed) return <ErrorState onRetry={onRetry} />;
    return <>{empty ?? <EmptyState />}</>;
  }
  return (
    <ul className={`biz-grid ${className ?? ''}`} aria-label={label}>
      {entities.map((entity, i) => (
        <li key={entity.id}>
          <BusinessCard entity={entity} category={categoryOf?.(entity.kategorijaId)} extra={extra?.(entity)} action={action?.(entity)} below={below?.(entity)} headingLevel={headingLevel} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
