// One business as other features read it (its page, the customer's bookings, the owner's pages):
// the business and its ratings. A feature of its own below the business page, so that the page
// and booking, which it shows, do not import each other.
export { entityQuery, entityRatingsKey } from './queries';
export { getEntityRatings } from './api/getEntityRatings';
