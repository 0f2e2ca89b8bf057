// What other features (and the shared business card) may use from favorites.
export { FavoriteButton } from './FavoriteButton';
export { FavoritesList } from './FavoritesList';
export { toggleFavorite } from './toggle';
