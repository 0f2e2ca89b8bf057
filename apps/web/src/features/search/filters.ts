/** Search filters → API query of GET /api/Entitet/Filtered (their URL form: url-filters.ts). */
import { freeDayDate, LIST_PAGE_SIZE, type ListState } from './list-state';
import type { Position } from './position';
import type { SearchFilters } from './url-filters';

const PAGE_SIZE = LIST_PAGE_SIZE;

/** The API's query for these filters and list settings; "nearest" only with a position. */
export function apiQuery(f: SearchFilters, list?: Pick<ListState, 'sort' | 'day'> & Partial<Pick<ListState, 'hours'>>, position?: Position | null): Record<string, string | number | undefined> {
  const distance = list?.sort === 'distance' && position;
  const slobodnoDatum = freeDayDate(list?.day ?? null);
  return {
    sort: list?.sort && (list.sort !== 'distance' || distance) ? list.sort : undefined,
    slobodnoDatum,
    slobodnoOd: slobodnoDatum && list?.hours ? list.hours.od : undefined,
    slobodnoDo: slobodnoDatum && list?.hours ? list.hours.do : undefined,
    tacno: f.tacno && f.q.trim() ? 'true' : undefined,
    latitude: distance ? position.lat : undefined,
    longitude: distance ? position.lng : undefined,
    q: f.q.trim() || undefined,
    grad: f.grad.trim() || undefined,
    kategorijaId: f.kategorijaId ?? undefined,
    cenaFilter: f.cenaFilter !== 1 ? f.cenaFilter : undefined,
    ocenaFilter: f.ocenaFilter !== 4 ? f.ocenaFilter : undefined,
    currency: f.currency ?? undefined,
    page: f.page,
    pageSize: PAGE_SIZE,
  };
}

export function activeFilterCount(f: SearchFilters): number {
  return [f.q.trim(), f.grad.trim(), f.kategorijaId, f.cenaFilter !== 1, f.currency, f.ocenaFilter !== 4].filter(Boolean).length;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
