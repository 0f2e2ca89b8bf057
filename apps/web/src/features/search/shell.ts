// What the header shows on every page: the one search box (plain at first; suggestions load after the first paint).
export { SearchBox } from './box/SearchBox';
