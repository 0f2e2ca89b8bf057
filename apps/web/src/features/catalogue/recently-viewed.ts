import type { EntitetSummary } from '@zakazi/contract';

/**
 * The businesses whose pages this browser opened last, newest first, kept in localStorage for the
 * home page's "recently viewed" row. Each is kept as its card shows it (the summary), so the row
 * needs no request; a rating may be a little behind until the page is opened again.
 */
const KEY = 'zakazi.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 8;

/** What the module needs of localStorage (a test passes its own). */
type Store = Pick<Storage, 'getItem' | 'setItem'>;
/** This browser's localStorage; reading it throws where storage is off, and it is missing outside a browser. */
function browserStore(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const SUMMARY_KEYS = ['id', 'naziv', 'kategorijaId', 'grad', 'prosecnaOcena', 'brojOcena', 'minCena', 'valuta', 'latitude', 'longitude', 'image'] as const;

/** The kept businesses, newest first; none when storage is off or holds something else. */
export function recentlyViewed(store: Store | null = browserStore()): EntitetSummary[] {
  try {
    const stored: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isSummary).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts this business first (once), the oldest beyond the cap dropping out. Only the card's fields are kept. */
export function recordVisit(entity: EntitetSummary, store: Store | null = browserStore()): void {
  const summary = Object.fromEntries(SUMMARY_KEYS.map((k) => [k, entity[k]])) as EntitetSummary;
  const list = [summary, ...recentlyViewed(store).filter((e) => e.id !== entity.id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    store?.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage off or full: the row stays as it was */
  }
}

function isSummary(value: unknown): value is EntitetSummary {
  const e = value as Partial<EntitetSummary> | null;
  return typeof e === 'object' && e !== null && Number.isInteger(e.id) && typeof e.naziv === 'string' && Number.isInteger(e.kategorijaId) && typeof e.valuta === 'string';
}
