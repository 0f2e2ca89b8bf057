import type { SuggestionsResponse } from '@zakazi/contract';
import { DEFAULT_FILTERS, filtersToParams, type SearchFilters } from '../url-filters';

/** Where the search box leads: pure, so unit tests reach it without the app's aliases. */
export function searchHref(patch: Partial<SearchFilters>): string {
  const params = filtersToParams({ ...DEFAULT_FILTERS, ...patch });
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** One row of the dropdown: where choosing it leads. */
export type SuggestionOption =
  | { kind: 'category'; value: string; label: string; city: string | null; href: string }
  | { kind: 'city'; value: string; label: string; count: number; href: string }
  | { kind: 'business'; value: string; label: string; city: string | null; href: string };

/**
 * "service + place": when the words name exactly one city, a category carries it (so "zubar novi
 * sad" → Stomatolozi in Novi Sad) and a city carries a lone category; otherwise each stands alone.
 */
export function toOptions(data: SuggestionsResponse): { categories: SuggestionOption[]; cities: SuggestionOption[]; businesses: SuggestionOption[] } {
  const city = data.gradovi.length === 1 ? data.gradovi[0]!.naziv : null;
  const category = data.kategorije.length === 1 ? data.kategorije[0]!.id : null;
  return {
    categories: data.kategorije.map((c) => ({
      kind: 'category', value: `category:${c.id}`, label: c.naziv, city, href: searchHref({ kategorijaId: c.id, grad: city ?? '' }),
    })),
    cities: data.gradovi.map((g) => ({
      kind: 'city', value: `city:${g.naziv}`, label: g.naziv, count: g.broj, href: searchHref({ grad: g.naziv, kategorijaId: category }),
    })),
    businesses: data.entiteti.map((e) => ({ kind: 'business', value: `business:${e.id}`, label: e.naziv, city: e.grad, href: `/entity/${e.id}` })),
  };
}
