import { Button, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BusinessGrid } from '@/components/BusinessGrid';
import { EmptyState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { useCategoryLookup } from '@/features/category-data';
import { cardFavorite } from './FavoriteButton';
import { favoritesQuery } from './toggle';
import { loadState } from '@/lib/queryClient';

/** The user's favorite businesses as cards (each with its heart) on /profile. */
export function FavoritesList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lookup = useCategoryLookup();
  // A heart pressed anywhere invalidates this list (useToggleFavorite).
  const query = useQuery(favoritesQuery(userId));
  return (
    <section aria-labelledby="profile-favorites" data-testid="favorites-list">
      <Title order={2} size="h3" id="profile-favorites" mb="sm">{t('favorites.title')}</Title>
      <BusinessGrid
        entities={query.data}
        {...loadState(query)}
        categoryOf={lookup}
        action={cardFavorite}
        skeletons={2}
        className="biz-grid--narrow"
        label={t('favorites.title')}
        empty={<EmptyState title={t('favorites.empty')} text={t('favorites.emptyText')} action={<Button component={Link} to="/" variant="light" mt="xs">{t('favorites.browse')}</Button>} />}
      />
    </section>
  );
}
