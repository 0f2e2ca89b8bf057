// What other features may use from businesses.
export { entityQuery, entityRatingsKey } from './queries';
export { getEntityRatings } from './api/getEntityRatings';
