// What other features may use from search.
export { SearchBox } from './box/SearchBox';
