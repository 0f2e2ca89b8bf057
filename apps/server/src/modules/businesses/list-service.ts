import {
  PRICE_BANDS_RSD,
  RATING_MINIMUMS,
  type Currency,
  type EntitetListItem,
  type EntitetSummaryWithDistance,
  type FilteredResponse,
  type ListSort,
  type SuggestionsResponse,
} from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { minutesOf, formatMinutes } from '@zakazi/contract/calendar';
import { badRequest, notFound } from '../../shared/errors.ts';
import { categoryExists, categoryVocabulary, searchKey, type CategoryVocabulary } from '../catalogue/index.ts';
import { CITY_BY_FORM, CITY_NAME_BY_KEY } from './city-forms.ts';
import { WHOLE_DAY, type CardStart, type DayWindow } from './free-day-cache.ts';
import { availableOnDay } from './free-on-day.ts';
import * as lists from './list-queries.ts';
import { summariesOf, type Point } from './queries.ts';
import { correctedQuery } from './query-correction.ts';
import { readingOf } from './query-reading.ts';
import { matchText, parseQuery, tokens } from './search-query.ts';
import { toSummary } from './service.ts';

/**
 * `total` of every list counts matches up to this many (or up to the end of the page asked for,
 * when that lies further); beyond it the answer says totalIsCapped. Paging reaches every match.
 */
export const TOTAL_CAP = 1000;
/** Businesses a suggestion answer names. */
const SUGGESTED_ENTITIES = 5;
const SUGGESTED_CITIES = 5;
const SUGGESTED_CATEGORIES = 6;

export type ListFilters = {
  q?: string;
  grad?: string;
  kategorijaId?: number;
  mainKategorijaId?: number;
  cenaFilter?: number;
  ocenaFilter?: number;
};
export type ListRequest = ListFilters & {
  currency?: Currency;
  sort?: ListSort;
  latitude?: number;
  longitude?: number;
  slobodnoDatum?: string;
  slobodnoOd?: string;
  slobodnoDo?: string;
  page: number;
  pageSize: number;
};
/** Filtered's request: with tacno, q is never corrected. */
export type FilteredRequest = ListRequest & { tacno?: boolean };
export type ListPage<T = EntitetListItem> = { entities: T[]; total: number; totalIsCapped?: boolean };

async function toFilter(db: Db, f: ListFilters): Promise<lists.EntityFilter> {
  const band = f.cenaFilter !== undefined ? PRICE_BANDS_RSD[f.cenaFilter] : undefined;
  const minRating = f.ocenaFilter !== undefined ? RATING_MINIMUMS[f.ocenaFilter] : null;
  const q = f.q || undefined;
  const grad = f.grad || undefined;
  const vocabulary = q !== undefined || f.mainKategorijaId !== undefined ? await categoryVocabulary(db) : undefined;
  let kategorijaIds: number[] | undefined;
  // A main category alone is its column (a range of entitet_main_kategorija_ocena_idx in display
  // order); with a category too, that category if it belongs to it.
  const mainKategorijaId = f.kategorijaId === undefined ? f.mainKategorijaId : undefined;
  if (f.kategorijaId !== undefined) {
    const inMain = f.mainKategorijaId === undefined || vocabulary!.categories.some((c) => c.id === f.kategorijaId && c.mainKategorijaId === f.mainKategorijaId);
    kategorijaIds = inMain ? [f.kategorijaId] : [];
  }
  const text = q !== undefined ? parseQuery(q, vocabulary!) : undefined;
  const gradKey = grad !== undefined ? searchKey(grad) : undefined;
  // The city filter and q's city terms as the cities that contain them (list-queries.ts cityKeys),
  // and then q's words too, whose city arm then drops when no city holds them. A q without a city
  // keeps its word's LIKE on grad_key: no read of entitet_grad for it.
  const cities = [...(gradKey !== undefined ? [gradKey] : []), ...(text?.terms ?? []).flatMap((t) => (t.kind === 'city' ? [t.city.key] : []))];
  const cityTexts = cities.length === 0 ? [] : [...cities, ...(text?.terms ?? []).flatMap((t) => (t.kind === 'word' ? [matchText(t)] : []))];
  return {
    kategorijaIds,
    mainKategorijaId,
    text,
    gradKey,
    ...(await lists.citiesContaining(db, cityTexts)),
    // The band "all" (no bounds) filters nothing, not even businesses without services.
    priceBand: band && (band.min !== null || band.max !== null) ? f.cenaFilter : undefined,
    minRating: minRating ?? undefined,
  };
}

/** Both or neither: a point is latitude and longitude together. */
function pointOf(p: { latitude?: number; longitude?: number }): Point | undefined {
  if (p.latitude === undefined && p.longitude === undefined) return undefined;
  if (p.latitude === undefined || p.longitude === undefined) {
    const missing = p.latitude === undefined ? 'latitude' : 'longitude';
    throw badRequest('latitude and longitude go together', [{ field: `querystring.${missing}`, message: 'required with the other coordinate' }]);
  }
  return { latitude: p.latitude, longitude: p.longitude };
}

/** slobodnoOd/slobodnoDo as a part of the day (either alone: from it, or until it); 400 without slobodnoDatum or when empty. */
function windowOf(p: { slobodnoDatum?: string; slobodnoOd?: string; slobodnoDo?: string }): DayWindow | undefined {
  if (p.slobodnoOd === undefined && p.slobodnoDo === undefined) return undefined;
  if (p.slobodnoDatum === undefined) {
    const field = p.slobodnoOd === undefined ? 'slobodnoDo' : 'slobodnoOd';
    throw badRequest(`${field} needs slobodnoDatum`, [{ field: 'querystring.slobodnoDatum', message: `required with ${field}` }]);
  }
  const window = { from: p.slobodnoOd === undefined ? 0 : minutesOf(p.slobodnoOd), to: p.slobodnoDo === undefined ? WHOLE_DAY.to : minutesOf(p.slobodnoDo) };
  if (window.from >= window.to) throw badRequest('slobodnoOd must be before slobodnoDo', [{ field: 'querystring.slobodnoDo', message: 'later than slobodnoOd' }]);
  return window;
}

const toFreeStart = (s: CardStart) => ({ pocetak: s.at.toISOString(), vreme: formatMinutes(s.minutes), uslugaId: s.uslugaId });

function toItem(r: Awaited<ReturnType<typeof summariesOf>>[number], starts?: Map<number, CardStart[]>): EntitetListItem {
  const item: EntitetListItem = toSummary(r);
  if (r.udaljenost_km !== undefined && r.udaljenost_km !== null) item.udaljenostKm = r.udaljenost_km;
  if (starts) item.slobodniPocetci = (starts.get(item.id) ?? []).map(toFreeStart);
  return item;
}

/**
 * Every list of businesses but "near me": the filters combined, one page in the sort's order, and
 * the number of matches counted up to TOTAL_CAP or the end of the requested page, whichever is
 * further (totalIsCapped: there are more). With slobodnoDatum, only businesses with a free start
 * that day (free-on-day.ts), whose computed answers are stored on `primary` (the database written to).
 */
export async function list(db: Db, f: ListRequest, now = new Date(), primary: Db = db): Promise<ListPage> {
  const point = pointOf(f);
  const window = windowOf(f);
  const filter = await toFilter(db, f);
  const sort = f.sort ?? (filter.text ? 'relevance' : 'rating');
  if (sort === 'distance' && !point) {
    throw badRequest('sort=distance needs latitude and longitude', [{ field: 'querystring.latitude', message: 'required by sort=distance' }]);
  }
  const offset = (f.page - 1) * f.pageSize;
  if (f.slobodnoDatum !== undefined) {
    const { ids, total, capped, starts } = await availableOnDay(
      { read: db, primary },
      f.slobodnoDatum,
      now,
      (o) => lists.pageIds(db, { ...filter, freeOn: o.freeOn }, { sort, point, limit: o.limit, offset: o.offset }),
      { offset, limit: f.pageSize },
      window,
    );
    const rows = await summariesOf(db, ids, f.currency, point);
    return { entities: rows.map((r) => toItem(r, starts)), total, ...(capped ? { totalIsCapped: true } : {}) };
  }
  const { ids, ...count } = await lists.pageAndCount(db, filter, { sort, point, limit: f.pageSize, offset }, Math.max(TOTAL_CAP, offset + f.pageSize));
  const rows = await summariesOf(db, ids, f.currency, point);
  return { entities: rows.map((r) => toItem(r)), total: count.total, ...(count.capped ? { totalIsCapped: true } : {}) };
}

/**
 * GET /api/Entitet/Filtered: the list, and with q how q was read (query-reading.ts). q's words are
 * looked at first: when some word matches nothing as typed (so the list as typed is empty), the
 * list is that of q as corrected (query-correction.ts), with `ispravljeno`. A q that finds anything
 * as typed is answered as typed (exact matches come before corrected ones); with tacno, never
 * corrected.
 */
export async function filtered(db: Db, f: FilteredRequest, now = new Date(), primary: Db = db): Promise<FilteredResponse> {
  if (!f.q) return list(db, f, now, primary);
  const vocabulary = await categoryVocabulary(db);
  const corrected = f.tacno ? undefined : await correctedQuery(db, f.q, vocabulary);
  const read = corrected ?? f.q;
  const page = await list(db, { ...f, q: read }, now, primary);
  return { ...page, upit: readingOf(read, parseQuery(read, vocabulary)), ...(corrected === undefined ? {} : { ispravljeno: corrected }) };
}

/** GET /api/GetEntitiesByCategoryQuery/{categoryId} (optionally in one city): 404 for an unknown category. */
export async function entitiesByCategory(
  db: Db,
  categoryId: number,
  f: Omit<ListRequest, keyof ListFilters> & Pick<ListFilters, 'grad'> = { page: 1, pageSize: 50 },
  primary: Db = db,
): Promise<ListPage> {
  const [exists, page] = await Promise.all([categoryExists(db, categoryId), list(db, { ...f, kategorijaId: categoryId }, undefined, primary)]);
  if (!exists) throw notFound('Category');
  return page;
}

/**
 * GET /api/Entitet/entitetbygeo: within radiusKm, nearest first, with udaljenostKm. With
 * slobodnoDatum, only businesses with a free start that day (free-on-day.ts), as on every list.
 */
export async function near(
  db: Db,
  p: {
    latitude: number;
    longitude: number;
    radiusKm: number;
    kategorijaId?: number;
    slobodnoDatum?: string;
    slobodnoOd?: string;
    slobodnoDo?: string;
    currency?: Currency;
    page: number;
    pageSize: number;
  },
  now = new Date(),
  primary: Db = db,
): Promise<ListPage<EntitetSummaryWithDistance>> {
  const point = { latitude: p.latitude, longitude: p.longitude };
  const window = windowOf(p);
  const offset = (p.page - 1) * p.pageSize;
  const within = { point, km: p.radiusKm, kategorijaId: p.kategorijaId };
  let page: { ids: number[]; total: number; capped: boolean; starts?: Map<number, CardStart[]> };
  if (p.slobodnoDatum !== undefined) {
    page = await availableOnDay({ read: db, primary }, p.slobodnoDatum, now, (o) => lists.nearIds(db, { ...within, freeOn: o.freeOn }, { limit: o.limit, offset: o.offset }), { offset, limit: p.pageSize }, window);
  } else {
    page = await lists.nearAndCount(db, within, { limit: p.pageSize, offset }, Math.max(TOTAL_CAP, offset + p.pageSize));
  }
  const rows = await summariesOf(db, page.ids, p.currency, point);
  return {
    // Near me gives every card a distance: 0 for a business without an address.
    entities: rows.map((r) => ({ ...toItem(r, page.starts), udaljenostKm: r.udaljenost_km ?? 0 })),
    total: page.total,
    ...(page.capped ? { totalIsCapped: true } : {}),
  };
}

/**
 * GET /api/Pretraga/predlozi: for the search box as the user types. Categories the words mean
 * (a two-letter word already as a prefix), cities whose name or usual form starts with the last
 * one, two or three words, with their number of published businesses, and the first businesses
 * of the search itself. When a word of q matches nothing as typed, q is read as corrected, as the
 * list does (filtered), and the answer says so with `ispravljeno`.
 */
export async function suggestions(db: Db, q: string): Promise<SuggestionsResponse> {
  const vocabulary = await categoryVocabulary(db);
  const corrected = await correctedQuery(db, q, vocabulary);
  if (corrected === undefined) return suggestionsAsTyped(db, q, vocabulary);
  return { ...(await suggestionsAsTyped(db, corrected, vocabulary)), ispravljeno: corrected };
}

async function suggestionsAsTyped(db: Db, q: string, vocabulary: CategoryVocabulary): Promise<SuggestionsResponse> {
  const words = tokens(q);
  const parsed = parseQuery(q, vocabulary);
  const categoryIds = new Set(parsed.categoryIds);
  const last = words[words.length - 1];
  if (last && last.length === 2) for (const id of vocabulary.categoriesOf(last, 2)) categoryIds.add(id);
  const prefixes = [1, 2, 3].filter((n) => n <= words.length).map((n) => words.slice(-n).join(' ')).filter((p) => p.length >= 2);
  const keys = [...new Set([...CITY_BY_FORM].filter(([form]) => prefixes.some((p) => form.startsWith(p))).map(([, city]) => city.key))];
  const [cities, ids] = await Promise.all([
    lists.citiesWithCounts(db, { prefixes, keys }, SUGGESTED_CITIES),
    lists.pageIds(db, await toFilter(db, { q }), { sort: 'relevance', limit: SUGGESTED_ENTITIES, offset: 0 }),
  ]);
  const entities = await summariesOf(db, ids, undefined);
  return {
    kategorije: vocabulary.categories
      .filter((c) => categoryIds.has(c.id))
      .slice(0, SUGGESTED_CATEGORIES)
      .map((c) => ({ id: c.id, slug: c.slug, naziv: c.naziv })),
    gradovi: cities.map((c) => ({ naziv: CITY_NAME_BY_KEY.get(c.grad_key) ?? c.naziv, broj: c.broj })),
    entiteti: entities.map(toSummary),
  };
}
