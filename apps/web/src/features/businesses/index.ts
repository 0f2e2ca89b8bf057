// What other features may use from businesses.
export { entityQuery } from './queries';
