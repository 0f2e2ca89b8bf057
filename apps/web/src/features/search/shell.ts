// What pages show at first paint from search, apart from index.ts (which brings the list pages'
// toolbar, pager and map): the one search box of the header and the home page's hero (plain at
// first; suggestions load after the first paint).
export { SearchBox } from './box/SearchBox';
