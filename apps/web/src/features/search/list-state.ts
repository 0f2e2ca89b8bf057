import type { ListSort } from '@zakazi/contract';
import { isIsoDay, type IsoDay } from '@zakazi/contract/calendar';

/** The contract's orders (a type-only import: the contract's runtime is zod, kept out of the client). */
const LIST_SORTS = ['relevance', 'rating', 'distance', 'price'] as const satisfies readonly ListSort[];

/**
 * What every list page (search, category, near me) keeps in its URL beside its own filters: the
 * order, "free today / tomorrow", list or map, and the page. The URL is the state, so back,
 * forward, reload and a shared link show the same list.
 */
export type FreeDay = 'today' | 'tomorrow' | IsoDay;
export type ListView = 'list' | 'map';
/**
 * Part of the free day: starts from `od` to before `do` (HH:mm, the business's time zone). Either
 * may be missing, as the server reads it (CONTRACT.md slobodnoOd/slobodnoDo): `od` alone is from
 * then to the end of the day, `do` alone from the day's start; the client sends only what was chosen.
 */
export type FreeHours = { od?: string; do?: string };
export type ListState = { sort: ListSort | null; day: FreeDay | null; hours: FreeHours | null; view: ListView; page: number };

/** The parts of a day the search offers (issue 29): morning, afternoon, evening. */
export const DAY_PARTS = { jutro: { od: '08:00', do: '12:00' }, popodne: { od: '12:00', do: '17:00' }, vece: { od: '17:00', do: '22:00' } } as const satisfies Record<string, FreeHours>;
export type DayPart = keyof typeof DAY_PARTS;
/** Days ahead a visitor may pick: the default booking horizon (a business's own may be shorter). */
export const FREE_DAY_HORIZON = 60;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
function readHours(params: URLSearchParams): FreeHours | null {
  const od = params.get('od');
  const until = params.get('do');
  if (od === null && until === null) return null;
  if ((od !== null && !TIME.test(od)) || (until !== null && !TIME.test(until))) return null;
  if (od !== null && until !== null && od >= until) return null;
  return { ...(od !== null && { od }), ...(until !== null && { do: until }) };
}

/** The search page's page size: a phone screen of cards, and few enough for a map. */
export const LIST_PAGE_SIZE = 24;
/** The server's default page size (CONTRACT.md), used where the server preloads the first page by its plain URL. */
export const API_DEFAULT_PAGE_SIZE = 50;

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const day = params.get('slobodno');
  const page = Number(params.get('page'));
  const freeDay = day === 'today' || day === 'tomorrow' || isIsoDay(day) ? day : null;
  return {
    sort: LIST_SORTS.includes(sort as ListSort) ? (sort as ListSort) : null,
    day: freeDay,
    hours: freeDay ? readHours(params) : null,
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
  const hours = 'hours' in patch ? patch.hours : 'day' in patch && !patch.day ? null : undefined;
  if (hours !== undefined) {
    put('od', hours?.od ?? null);
    put('do', hours?.do ?? null);
  }
  if ('view' in patch) put('view', patch.view === 'map' ? 'map' : null);
  const onlyView = Object.keys(patch).every((k) => k === 'view');
  const page = 'page' in patch ? (patch.page ?? 1) : onlyView ? readListState(params).page : 1;
  put('page', page > 1 ? String(page) : null);
  return next;
}

/** The day `ahead` days after today in the visitor's calendar, ISO. */
export function dayAhead(ahead: number, now = new Date()): IsoDay {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` as IsoDay;
}

/** The part of the day these hours are, if they are one. */
export function dayPartOf(hours: FreeHours | null): DayPart | null {
  if (!hours) return null;
  return (Object.keys(DAY_PARTS) as DayPart[]).find((p) => DAY_PARTS[p].od === hours.od && DAY_PARTS[p].do === hours.do) ?? null;
}

/**
 * The day as the toolbar names it: today's and tomorrow's dates (a link may give them so, typed or
 * shared the day before) as 'today' and 'tomorrow'; freeDayDate's reverse.
 */
export function namedFreeDay(day: FreeDay | null, now = new Date()): FreeDay | null {
  if (day === dayAhead(0, now)) return 'today';
  if (day === dayAhead(1, now)) return 'tomorrow';
  return day;
}

/** slobodnoDatum for the API: the day in the visitor's calendar, ISO (YYYY-MM-DD). */
export function freeDayDate(day: FreeDay | null, now = new Date()): string | undefined {
  if (!day) return undefined;
  if (day !== 'today' && day !== 'tomorrow') return day;
  return dayAhead(day === 'tomorrow' ? 1 : 0, now);
}
