// What other features may use from favorites (cardFavorite: the heart on their business cards).
export { cardFavorite, FavoriteButton } from './FavoriteButton';
export { FavoritesList } from './FavoritesList';
