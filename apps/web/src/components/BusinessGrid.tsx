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
  entities, loading, error, onRetry, categoryOf, extra, empty, skeletons = 8, label, className,
}: {
  entities: T[] | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  categoryOf?: (kategorijaId: number) => CardCategory | undefined;
  extra?: (entity: T) => ReactNode;
  empty?: ReactNode;
  skeletons?: number;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!entities?.length) {
    if (loading) {
      return (
        <div className={`biz-grid ${className ?? ''}`} aria-busy="true" aria-label={t('common.states.loading')}>
          {Array.from({ length: skeletons }, (_, i) => <BusinessCardSkeleton key={i} />)}
        </div>
      );
    }
    if (error) return <ErrorState onRetry={onRetry} />;
    return <>{empty ?? <EmptyState />}</>;
  }
  return (
    <ul className={`biz-grid ${className ?? ''}`} aria-label={label}>
      {entities.map((entity) => (
        <li key={entity.id}>
          <BusinessCard entity={entity} category={categoryOf?.(entity.kategorijaId)} extra={extra?.(entity)} />
        </li>
      ))}
    </ul>
  );
}
