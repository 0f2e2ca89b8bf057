/**
 * Search state ↔ URL query (shareable, survives reload). Apart from the API half (filters.ts), which
 * needs the list state and the contract's calendar: the header's search box builds its link with
 * this module alone, and it is part of every page's first bundle.
 */
export type Currency = 'RSD' | 'EUR' | 'BAM' | 'MKD';
export const CURRENCY_LIST: Currency[] = ['RSD', 'EUR', 'BAM', 'MKD'];

export type SearchFilters = {
  q: string;
  grad: string;
  kategorijaId: number | null;
  /** SPEC.md 3 price filter: 1 all … 5 over 10000 */
  cenaFilter: number;
  currency: Currency | null;
  /** SPEC.md 3 rating filter: 1 rating 5, 2 from 4.5, 3 from 3.5, 4 all */
  ocenaFilter: number;
  page: number;
  /** q exactly as typed: the server corrects no word (after "search for what I typed") */
  tacno: boolean;
};

export const DEFAULT_FILTERS: SearchFilters = { q: '', grad: '', kategorijaId: null, cenaFilter: 1, currency: null, ocenaFilter: 4, page: 1, tacno: false };

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function parseFilters(params: URLSearchParams): SearchFilters {
  const currency = params.get('currency')?.toUpperCase();
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    grad: (params.get('grad') ?? '').slice(0, 100),
    kategorijaId: intIn(params.get('kategorijaId'), 1, Number.MAX_SAFE_INTEGER),
    cenaFilter: intIn(params.get('cenaFilter'), 1, 5) ?? 1,
    currency: CURRENCY_LIST.includes(currency as Currency) ? (currency as Currency) : null,
    ocenaFilter: intIn(params.get('ocenaFilter'), 1, 4) ?? 4,
    page: intIn(params.get('page'), 1, 10_000) ?? 1,
    tacno: params.get('tacno') === '1' && !!params.get('q'),
  };
}

/** Only values that differ from the defaults go into the URL. */
export function filtersToParams(f: SearchFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.grad.trim()) p.set('grad', f.grad.trim());
  if (f.kategorijaId) p.set('kategorijaId', String(f.kategorijaId));
  if (f.cenaFilter !== 1) p.set('cenaFilter', String(f.cenaFilter));
  if (f.currency) p.set('currency', f.currency);
  if (f.ocenaFilter !== 4) p.set('ocenaFilter', String(f.ocenaFilter));
  if (f.page > 1) p.set('page', String(f.page));
  if (f.tacno && f.q.trim()) p.set('tacno', '1');
  return p;
}

/** Any change of a filter other than the page starts again at page 1; another q may be corrected again. */
export function withFilter(f: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  const tacno = 'tacno' in patch ? !!patch.tacno : 'q' in patch && patch.q !== f.q ? false : f.tacno;
  return { ...f, ...patch, tacno, page: 'page' in patch ? (patch.page ?? 1) : 1 };
}
