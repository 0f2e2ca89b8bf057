// What other features may use from the catalogue: the business page records a visit for the home page's "recently viewed".
export { recordVisit } from './recently-viewed';
