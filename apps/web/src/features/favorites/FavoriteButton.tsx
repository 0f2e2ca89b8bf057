import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadTexts, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useUser } from '@/lib/session';
import { useToggleFavorite } from './toggle';
import './favorites.css';
import { errorSentence } from '@/lib/error-sentence';
import { useTyped } from '@/lib/typed-text';

/**
 * The heart: adds or removes a business from the user's favorites (SPEC.md 4). A visitor who is
 * not logged in goes to login and comes back to this page. A failed toggle says so.
 */
export function FavoriteButton({ entitetId, name: typedName, variant = 'card' }: { entitetId: number; name: string; variant?: 'card' | 'page' }) {
  const { t } = useTranslation();
  // The business's name as its owner typed it, in the page's script (the notice and the label say it).
  const name = useTyped()(typedName);
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleFavorite(entitetId, {
    onToggled: (state) => void notify({ color: 'secondary', message: t(state.favorit ? 'favorites.added' : 'favorites.removed', { name }) }),
    onFailed: (error) => void notify({ color: 'negative', message: errorSentence(error, t, { otherwise: t('favorites.failed') }) }),
  });
  const active = user?.favorites.some((f) => f.id === entitetId) ?? false;

  // Lists that show cards (home, category, search, near me) do not load the favorites texts themselves:
  // the heart's label is in the first bundle's texts (the server's render and the hydration need it),
  // the notices after a tap come from the favorites texts, loaded here.
  useEffect(() => {
    void loadTexts('favorites');
  }, []);

  const onClick = (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      navigate(`/login?redirectedFrom=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate();
  };

  const label = t(active ? 'common.card.removeFavorite' : 'common.card.addFavorite', { name });
  return (
    <button
      type="button"
      className={`fav-btn fav-btn--${variant}`}
      aria-pressed={active}
      // The page's button shows a word: its name starts with that word (WCAG 2.5.3), the card's heart has only the label.
      aria-label={variant === 'page' ? undefined : label}
      title={label}
      aria-busy={toggle.isPending || undefined}
      data-testid={`favorite-${entitetId}`}
      onClick={onClick}
    >
      <svg width={variant === 'page' ? 22 : 20} height={variant === 'page' ? 22 : 20} viewBox="0 0 24 24" aria-hidden="true" fill={active ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
      {variant === 'page' && (
        <>
          <span>{t(active ? 'favorites.saved' : 'favorites.save')}</span>
          <span className="visually-hidden">: {label}</span>
        </>
      )}
    </button>
  );
}

/** The heart on a business card: BusinessGrid's `action` on every list of businesses. */
export function cardFavorite(entity: { id: number; naziv: string }) {
  return <FavoriteButton entitetId={entity.id} name={entity.naziv} />;
}
