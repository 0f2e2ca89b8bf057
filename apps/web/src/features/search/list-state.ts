import type { ListSort } from '@zakazi/contract';

/** The contract's orders (a type-only import: the contract's runtime is zod, kept out of the client). */
const LIST_SORTS = ['relevance', 'rating', 'distance', 'price'] as const satisfies readonly ListSort[];

/**
 * What every list page (search, category, near me) keeps in its URL beside its own filters: the
 * order, "free today / tomorrow", list or map, and the page. The URL is the state, so back,
 * forward, reload and a shared link show the same list.
 */
export type FreeDay = 'today' | 'tomorrow';
export type ListView = 'list' | 'map';
export type ListState = { sort: ListSort | null; day: FreeDay | null; view: ListView; page: number };

/** The search page's page size: a phone screen of cards, and few enough for a map. */
export const LIST_PAGE_SIZE = 24;
/** The server's default page size (CONTRACT.md), used where the server preloads the first page by its plain URL. */
export const API_DEFAULT_PAGE_SIZE = 50;

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const day = params.get('slobodno');
  const page = Number(params.get('page'));
  return {
    sort: LIST_SORTS.includes(sort as ListSort) ? (sort as ListSort) : null,
    day: day === 'today' || day === 'tomorrow' ? day : null,
    view: params.get('view') === 'map' ? 'map' : 'list',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL with these list settings; a change other than the page goes back to page 1. */
export function withListState(params: URLSearchParams, patch: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if ('sort' in patch) put('sort', patch.sort ?? null);
  if ('day' in patch) put('slobodno', patch.day ?? null);
  if ('view' in patch) put('view', patch.view === 'map' ? 'map' : null);
  const onlyView = Object.keys(patch).every((k) => k === 'view');
  const page = 'page' in patch ? (patch.page ?? 1) : onlyView ? readListState(params).page : 1;
  put('page', page > 1 ? String(page) : null);
  return next;
}

/** slobodnoDatum for the API: the day in the visitor's calendar, ISO (YYYY-MM-DD). */
export function freeDayDate(day: FreeDay | null, now = new Date()): string | undefined {
  if (!day) return undefined;
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (day === 'tomorrow' ? 1 : 0));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
