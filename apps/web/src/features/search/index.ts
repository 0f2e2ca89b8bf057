// What other features may use from search: the parts every list page shares (the search box is in shell.ts).
export { ListToolbar } from './ListToolbar';
export { layoutClass, usePhoneLayout } from './phone-layout';
export { ListPager } from './ListPager';
export { ResultsMap } from './ResultsMap';
export { FreeStarts } from './FreeStarts';
export { API_DEFAULT_PAGE_SIZE, freeDayDate, readListState, withListState, type FreeHours, type ListState } from './list-state';
