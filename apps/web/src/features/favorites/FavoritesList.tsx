import { Button, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useCategoryLookup } from '@/features/catalogue';
import { getFavorites } from './api/favorites';
import { favoritesKey } from './toggle';

/** The user's favorite businesses as cards (each with its heart) on /profile. */
export function FavoritesList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const lookup = useCategoryLookup();
  // Refetch when the session's favorites change (a heart pressed anywhere).
  const ids = (user?.favorites ?? []).map((f) => f.id).join(',');
  const query = useQuery({
    queryKey: [...favoritesKey(userId), ids],
    queryFn: ({ signal }) => getFavorites(userId, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-labelledby="profile-favorites" data-testid="favorites-list">
      <Title order={2} size="h3" id="profile-favorites" mb="sm">{t('favorites.title')}</Title>
      <BusinessGrid
        entities={query.data}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        categoryOf={lookup}
        skeletons={2}
        className="biz-grid--narrow"
        label={t('favorites.title')}
        empty={<EmptyState title={t('favorites.empty')} text={t('favorites.emptyText')} action={<Button component={Link} to="/" variant="light" mt="xs">{t('favorites.browse')}</Button>} />}
      />
    </section>
  );
}
