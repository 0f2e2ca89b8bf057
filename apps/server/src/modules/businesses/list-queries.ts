import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListSort } from '@zakazi/contract';
import { weekdayOf } from '@zakazi/contract/calendar';
import { preparedAs, type Db } from '../../db/database.ts';
import { earthPoint, type Point } from './queries.ts';
import { matchText, type ParsedQuery, type Term } from './search-query.ts';

/**
 * SQL of the public business lists (docs/decisions/003, 004 and 040).
 *
 * Every filter of the lists is a column of entitet (004_search_performance.sql, 010_search_words.sql):
 * kategorija_id, prosecna_ocena, cenovni_pojasevi (price-band bits kept by the usluga/kurs triggers),
 * naziv_key, grad_key and usluge_key (search keys of the name, the city and the live services'
 * names). A page is therefore one walk of an index in the list's order that stops after
 * OFFSET + LIMIT matches (entitet_redosled_idx by rating, entitet_cena_idx by price, the GiST
 * entitet_lokacija_idx by distance), or, when the planner expects few matches, one bitmap scan of
 * the trigram, category or band indexes and a small sort. Summary columns (adresa, converted min
 * price, first image, distance) are computed afterwards for the page's rows only.
 *
 * Text (search-query.ts): every term must match. Ordered by relevance, the matches come in tiers:
 * 1 the name starts with the lead (q without its city), 2 a later word of the name starts with it,
 * 3 the name contains it elsewhere, 4 the business is of a category q means, 5 the rest (a service,
 * the city); within a tier by rating. The tiers are read one after another and only as far as the
 * page needs (textPageIds), so a broad query reads a few index entries instead of ranking every
 * match; each tier tests only the terms it does not imply (Side), so a sparse tier is a bitmap scan
 * of the few rows it holds, not a walk of the whole rating index.
 *
 * A city (a grad filter, q's city, a word's city arm) is matched as the keys of entitet_grad that
 * contain it (EntityFilter.cityKeys, decision 048): `grad_key = ANY(keys)`, a range of
 * entitet_grad_ocena_idx, where `grad_key LIKE '%…%'` could use no b-tree.
 *
 * A count's part "q's city and one word of q" reads the city's word postings (entitet_rec,
 * migration 020; cityWordPart) instead of testing the LIKEs on every business of the city. Its part
 * "named after q's city elsewhere" is skipped where no such name exists and otherwise reads their
 * postings (entitet_grad.u_nazivu_drugde and entitet_naziv_grad, migration 021; citySidesOf,
 * cityNamePart).
 *
 * Every order ends with the id, so pages never overlap or skip.
 * `total` counts matches only up to a cap (countMatches): its first part in the page's own statement
 * (pageAndCount), the others after it only while under the cap (restOfCount).
 */

/** Filters shared by every list; all optional and combinable. */
export type EntityFilter = {
  kategorijaIds?: number[];
  /** every category of this main category (entitet.main_kategorija_id, migration 017) */
  mainKategorijaId?: number;
  text?: ParsedQuery;
  /** search key of the city, matched by substring (a prefix is a substring) */
  gradKey?: string;
  /**
   * For each city text of the filter and of q's terms (gradKey, a city term's key, a word): the
   * cities of entitet_grad whose key contains it (citiesContaining). `grad_key = ANY(keys)` holds
   * for the same rows as `grad_key LIKE '%text%'`, and is a range of entitet_grad_ocena_idx; a
   * text no city contains drops its city arm. Without an entry, the LIKE.
   */
  cityKeys?: ReadonlyMap<string, readonly string[]>;
  /**
   * For city keys (of cityKeys) whose names elsewhere are counted (entitet_grad.u_nazivu_drugde,
   * migration 021): how many published businesses of other cities hold the key in their name. A
   * count skips the names side of such a city term (CitySide nameCity) at 0, and otherwise reads it
   * from their postings (cityNamePart).
   */
  namedElsewhere?: ReadonlyMap<string, number>;
  /** a band of cenovni_pojas (bit n of entitet.cenovni_pojasevi) */
  priceBand?: number;
  minRating?: number;
  /** only within this many km of the point (entitetbygeo) */
  radius?: { point: Point; km: number };
  /** free on a day: leave out what the stored rows rule out, and the candidates already read (freeOnClauses) */
  freeOn?: FreeOn;
};

/**
 * A walk for businesses free on a day (free-on-day.ts): the day, the part of it (minutes after
 * local midnight, [from, to); the whole day without slobodnoOd/slobodnoDo), the request's clock, and
 * the candidates the walk has read already.
 */
export type FreeOn = { date: string; window: { from: number; to: number }; now: Date; read: readonly number[] };

/**
 * The hours of the week a part of a day covers, as migration 047 writes them into
 * entitet.sati_pocetaka (weekday 1–7 × 24 + hour): a start in the window falls in one of them.
 */
export function hoursOfWeek(date: string, window: { from: number; to: number }): number[] {
  const base = weekdayOf(date) * 24;
  const hours: number[] = [];
  for (let h = Math.floor(window.from / 60); h <= Math.floor((window.to - 1) / 60); h++) hours.push(base + h);
  return hours;
}

export type PageOptions = { sort: ListSort; point?: Point; limit: number; offset: number };

/** Escapes LIKE wildcards so the visitor's `%`, `_` and `\` match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const ids = (list: number[]) => sql`${`{${list.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
const contains = (text: string) => sql`${`%${escapeLike(text)}%`}::text`;

/**
 * Where a condition is evaluated: anywhere, or only on businesses of the categories q means
 * (`inside`), or only on the others (`outside`). Relevance tier 4 and the first part of a count are
 * inside, tier 5 and the rest outside; there a word's category arm is known: false outside, and
 * inside true for a word that means every one of those categories (it then drops out). What is left
 * is conditions the planner estimates well: a category index range, or trigram bitmaps of the
 * LIKEs alone (with the category arm beside them it expected thousands of rows where there were
 * none, and walked the whole rating index; decision 040). `name`: only on businesses whose name
 * contains q's lead (relevance tiers 1 to 3), where every word of the lead, and a city the lead
 * spells, holds already: those tiers test the other terms only, often from the rating index alone.
 * `nameStarts`: the name starts with the lead (tier 1), which also implies a one-word prefix q (the
 * same condition twice made the planner expect far too few rows and scan the trigram index).
 */
type Side = 'any' | 'inside' | 'outside' | 'name' | 'nameStarts';

/**
 * The business's city contains `text`: its city key is one of the cities that contain it
 * (EntityFilter.cityKeys), else the LIKE; undefined when no city contains it.
 */
function cityContains(f: EntityFilter, text: string): RawBuilder<SqlBool> | undefined {
  const keys = f.cityKeys?.get(text);
  if (!keys) return sql<SqlBool>`e.grad_key LIKE ${contains(text)}`;
  if (keys.length === 0) return undefined;
  if (keys.length === 1) return sql<SqlBool>`e.grad_key = ${keys[0]}::text`;
  return sql<SqlBool>`e.grad_key = ANY(${keys}::text[])`;
}

/**
 * A count's side of q's first city term (splitCity): `inCity`, the businesses of the cities the
 * term names, where the term holds; `nameCity`, the others, which match it by their name only.
 * Counting the two apart, a big city is a range of entitet_grad_ocena_idx that often reaches the
 * cap alone; together the OR of the city and the name was a bitmap of every business of the city.
 */
type CitySide = 'inCity' | 'nameCity';

/** q's first city term when some city holds its key (then the count is split by CitySide). */
function splitCity(f: EntityFilter): Extract<Term, { kind: 'city' }> | undefined {
  const t = f.text?.terms.find((x) => x.kind === 'city');
  return t?.kind === 'city' && (f.cityKeys?.get(t.city.key)?.length ?? 0) > 0 ? t : undefined;
}

/** The one city key q's city term is, when its names elsewhere are counted (namedElsewhere). */
function countedCityKey(f: EntityFilter, split: Extract<Term, { kind: 'city' }>): string | undefined {
  const keys = f.cityKeys!.get(split.city.key)!;
  return keys.length === 1 && keys[0] === split.city.key && f.namedElsewhere?.has(keys[0]) ? keys[0] : undefined;
}

/**
 * The count's city sides of q's first city term: both, or only the city's own businesses when the
 * term is exactly one city's key that no business elsewhere holds in its name (namedElsewhere).
 * "zubar novom sadu" then no longer walks every dentist, and scans the name trigrams, for the
 * names with "novi sad" outside Novi Sad, of which there are none (decision 051).
 */
function citySidesOf(f: EntityFilter): (CitySide | undefined)[] {
  const split = splitCity(f);
  if (!split) return [undefined];
  const key = countedCityKey(f, split);
  return key !== undefined && f.namedElsewhere!.get(key) === 0 ? ['inCity'] : ['inCity', 'nameCity'];
}

/** One term of q (search-query.ts Term) on entitet `e`; undefined when it holds on that whole side. */
function termMatch(f: EntityFilter, t: Term, side: Side, text: ParsedQuery, nameHolds?: RawBuilder<SqlBool>): RawBuilder<SqlBool> | undefined {
  if (side === 'nameStarts' && t.kind === 'prefix' && text.lead.startsWith(t.text)) return undefined;
  if ((side === 'name' || side === 'nameStarts') && t.kind !== 'prefix' && text.lead.includes(t.kind === 'city' ? t.city.key : matchText(t))) return undefined;
  switch (t.kind) {
    case 'prefix':
      return sql<SqlBool>`e.naziv_key LIKE ${`${escapeLike(t.text)}%`}::text`;
    case 'city': {
      const inCity = cityContains(f, t.city.key);
      const byName = sql<SqlBool>`e.naziv_key LIKE ${contains(t.city.key)}`;
      return inCity ? sql<SqlBool>`(${inCity} OR ${byName})` : byName;
    }
    case 'word': {
      if (side === 'inside' && text.categoryIds.every((id) => t.categoryIds.includes(id))) return undefined;
      const c = contains(matchText(t));
      const arms = [sql<SqlBool>`e.naziv_key LIKE ${c}`, cityContains(f, matchText(t)), sql<SqlBool>`e.usluge_key LIKE ${c}`];
      if (t.categoryIds.length > 0 && side !== 'outside') arms.push(sql<SqlBool>`e.kategorija_id = ANY(${ids(t.categoryIds)})`);
      // Among the businesses that carry q's city in their name only (CitySide nameCity), every arm
      // carries that condition (and it is not repeated beside them): each arm is then one scan of
      // a trigram index, "masaz" in the services and "nis" in the name together in
      // entitet_naziv_usluge_trgm_idx. Beside the arms, PostgreSQL took the name's bitmap alone.
      const present = arms.filter((a): a is RawBuilder<SqlBool> => a !== undefined).map((a) => (nameHolds ? sql<SqlBool>`(${a} AND ${nameHolds})` : a));
      return sql<SqlBool>`(${sql.join(present, sql` OR `)})`;
    }
  }
}

/**
 * Conditions on entitet `e` for every filter, the text's terms included (on that side of q's
 * categories, see Side, and of its first city term, see CitySide).
 */
function whereClauses(f: EntityFilter, side: Side = 'any', citySide?: CitySide): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`e.objavljen`];
  if (f.kategorijaIds !== undefined) {
    where.push(f.kategorijaIds.length === 1 ? sql<SqlBool>`e.kategorija_id = ${f.kategorijaIds[0]}::int` : sql<SqlBool>`e.kategorija_id = ANY(${ids(f.kategorijaIds)})`);
  }
  if (f.mainKategorijaId !== undefined) where.push(sql<SqlBool>`e.main_kategorija_id = ${f.mainKategorijaId}::int`);
  if (f.gradKey !== undefined) where.push(cityContains(f, f.gradKey) ?? sql<SqlBool>`false`);
  if (f.priceBand !== undefined) where.push(sql<SqlBool>`(e.cenovni_pojasevi & ${1 << f.priceBand}::int) <> 0`);
  if (f.minRating !== undefined) where.push(sql<SqlBool>`e.prosecna_ocena >= ${f.minRating}::numeric`);
  if (f.radius) {
    const here = earthPoint(f.radius.point);
    where.push(sql<SqlBool>`earth_box(${here}, ${f.radius.km * 1000}::float8) @> e.lokacija AND ${withinMeters(here, f.radius.km * 1000)}`);
  }
  if (f.freeOn) where.push(...freeOnClauses(f.freeOn));
  const text = f.text;
  if (!text) return where;
  const onSide = sideOfCategories(text, side);
  if (onSide) where.push(onSide);
  const split = citySide ? splitCity(f) : undefined;
  const nameHolds = split && citySide === 'nameCity' ? sql<SqlBool>`e.naziv_key LIKE ${contains(split.city.key)}` : undefined;
  let carried = false;
  for (const t of text.terms) {
    if (t === split) {
      const inCity = cityContains(f, t.city.key)!;
      where.push(citySide === 'inCity' ? inCity : sql<SqlBool>`(e.grad_key IS NULL OR NOT ${inCity})`);
      continue;
    }
    // The first word carries the name's city condition in each of its arms (termMatch).
    const carry: boolean = nameHolds !== undefined && !carried && t.kind === 'word';
    const match = termMatch(f, t, side, text, carry ? nameHolds : undefined);
    if (match) {
      where.push(match);
      carried ||= carry;
    }
  }
  if (nameHolds && !carried) where.push(nameHolds);
  return where;
}

/**
 * The candidates of a walk for businesses free on a day, in PostgreSQL rather than after it
 * (issue 29): a business whose row of slobodni_dan for the day (migrations 018, 032) has no free
 * start at all, its latest start earlier than now plus its notice, or no start in the window at
 * least that far ahead, is left out here, so an evening when nobody is free costs one statement
 * that reads the candidates' rows and returns nothing, where the walk read every candidate and
 * every row in chunks. Only what free-day-cache.ts would answer false is left out: a business with
 * no row, or with a row stored before migration 032 (pocetci NULL) under a window, stays, and the
 * walk computes it; the horizon is the walk's to test. A start's instant is its local date and
 * minutes in the business's zone, with an hour to spare: where the clock changes, PostgreSQL and
 * wallToInstant may read an hour of local time differently, and a start left in by that hour is
 * only tested again by the walk.
 * Before any row is read, a business whose hours of the week (entitet.sati_pocetaka, migration 047)
 * share none with the window on that weekday is left out: its own row's array, by the GIN index
 * when the planner's element statistics say few businesses work then (an evening, a Sunday), so
 * such a statement reads no row of slobodni_dan at all. Not in the walk's first statement: there
 * the list's order is read from a covering index (an index-only scan), which the array would turn
 * into a heap fetch per candidate, on the days most businesses work.
 * The candidates already read (`read`) are left out instead of skipped by an offset: the walk
 * stores the rows it computes, so between two of its statements the candidates the rows rule out
 * change, and an offset would skip some.
 */
function freeOnClauses(o: FreeOn): RawBuilder<SqlBool>[] {
  const working = sql<SqlBool>`e.sati_pocetaka && ${`{${hoursOfWeek(o.date, o.window).join(',')}}`}::smallint[]`;
  const earliest = sql`${o.now.toISOString()}::timestamptz + e.minimalna_najava_minuta * interval '1 minute'`;
  const { from, to } = o.window;
  // A scalar subquery of the row, not NOT EXISTS: as an anti-join PostgreSQL hashed every row of
  // slobodni_dan (or sorted them for a merge) to compare a thousand candidates; this is one probe
  // of its primary key per candidate. The cheap tests first: the day's last start before the
  // window, or its first after it (an evening, a morning); the starts one by one only when the
  // window lies between them.
  const ruledOut = sql<SqlBool>`(
      SELECT f.poslednji_pocetak IS NULL OR f.poslednji_pocetak < ${earliest}
             OR (f.pocetci IS NOT NULL AND (
                   f.pocetci[cardinality(f.pocetci)] < ${from}::int OR f.pocetci[1] >= ${to}::int
                   OR NOT EXISTS (SELECT 1 FROM unnest(f.pocetci) m
                                   WHERE m >= ${from}::int AND m < ${to}::int
                                     AND (f.datum + m * interval '1 minute') AT TIME ZONE e.vremenska_zona >= ${earliest} - interval '1 hour')))
        FROM slobodni_dan f WHERE f.entitet_id = e.id AND f.datum = ${o.date}::date) IS NOT TRUE`;
  return o.read.length === 0 ? [working, ruledOut] : [working, ruledOut, sql<SqlBool>`NOT (e.id = ANY(${`{${o.read.join(',')}}`}::bigint[]))`];
}

/** earth()'s radius in metres (the earthdistance extension) */
const EARTH_RADIUS_M = 6378168;

/**
 * earth_distance(here, e.lokacija) <= meters, exactly, without computing the great-circle distance
 * for most rows: it is sec_to_gc of the chord (cube_distance, the `<->` of the index), a SQL
 * function call per row, a large part of a near-me count's time (decision 048). A chord shorter
 * than the radius's chord by a relative 1e-9 is within for certain, a longer one outside for
 * certain (float rounding is some 1e-16); only a chord at the very edge is decided by
 * earth_distance itself.
 */
function withinMeters(here: RawBuilder<unknown>, meters: number): RawBuilder<SqlBool> {
  const chord = 2 * EARTH_RADIUS_M * Math.sin(Math.min(meters / (2 * EARTH_RADIUS_M), Math.PI / 2));
  return sql<SqlBool>`CASE WHEN cube_distance(${here}, e.lokacija) <= ${chord * (1 - 1e-9)}::float8 THEN true
                           WHEN cube_distance(${here}, e.lokacija) > ${chord * (1 + 1e-9)}::float8 THEN false
                           ELSE earth_distance(${here}, e.lokacija) <= ${meters}::float8 END`;
}

/**
 * One category as an equality: `= ANY` of a one-element array is a range of the category index
 * too, but PostgreSQL does not read it in the index's order (rating), so relevance tier 4 of
 * "zubar novom sadu" sorted all of the category's entries instead of walking them until the page
 * was full (decision 048).
 */
const inCategories = (categoryIds: number[]) =>
  categoryIds.length === 1 ? sql<SqlBool>`e.kategorija_id = ${categoryIds[0]}::int` : sql<SqlBool>`e.kategorija_id = ANY(${ids(categoryIds)})`;

/** The businesses on `side` of q's categories (Side): in them, outside them; undefined for any other side. */
function sideOfCategories(text: ParsedQuery, side: Side): RawBuilder<SqlBool> | undefined {
  if (side === 'inside') return inCategories(text.categoryIds);
  if (side === 'outside') return sql<SqlBool>`NOT (${inCategories(text.categoryIds)})`;
  return undefined;
}

function and(where: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(where, sql` AND `)}`;
}

/** Display order by rating (entitet_redosled_idx, entitet_kategorija_ocena_idx). */
const BY_RATING = sql`e.prosecna_ocena DESC NULLS LAST, e.broj_ocena DESC, e.id`;

/** The order of a sort other than relevance (the service has checked that distance has a point). */
function orderOf(sort: ListSort, point: Point | undefined): RawBuilder<unknown> {
  if (sort === 'price') return sql`e.min_cena_rsd ASC NULLS LAST, e.id`;
  if (sort === 'distance' && point) return sql`e.lokacija <-> ${earthPoint(point)}, e.id`;
  return BY_RATING;
}

/**
 * The relevance tiers (see the header), in order: each a condition that excludes the earlier tiers,
 * the side of q's categories it lies on, and the order inside it.
 */
function textTiers(text: ParsedQuery): { where: RawBuilder<SqlBool>; side: Side; order: RawBuilder<unknown> }[] {
  const lead = escapeLike(text.lead);
  const starts = sql`${`${lead}%`}::text`;
  const wordStarts = sql`${`% ${lead}%`}::text`;
  const inName = sql`${`%${lead}%`}::text`;
  const notInName = sql<SqlBool>`e.naziv_key NOT LIKE ${inName}`;
  const first = { where: sql<SqlBool>`e.naziv_key LIKE ${starts}`, side: 'nameStarts' as const, order: BY_RATING };
  // A prefix term is the whole lead (search-query.ts): names that do not start with it match nothing.
  if (text.terms.some((t) => t.kind === 'prefix')) return [first];
  return [
    first,
    // 2 and 3 together (word start first): when reached, the remaining name matches are few.
    { where: sql<SqlBool>`e.naziv_key LIKE ${inName} AND e.naziv_key NOT LIKE ${starts}`, side: 'name', order: sql`(e.naziv_key LIKE ${wordStarts}) DESC, ${BY_RATING}` },
    ...(text.categoryIds.length > 0
      ? [
          { where: notInName, side: 'inside' as const, order: BY_RATING },
          { where: notInName, side: 'outside' as const, order: BY_RATING },
        ]
      : [{ where: notInName, side: 'any' as const, order: BY_RATING }]),
  ];
}

/** The ids of one page of published businesses matching the filter, in the sort's order. */
export async function pageIds(db: Db, f: EntityFilter, o: PageOptions): Promise<number[]> {
  if (f.text && o.sort === 'relevance') return textPageIds(db, f, o.offset, o.limit);
  if (o.sort === 'distance' && o.point) {
    const nearest = await nearestIds(db, whereClauses(f), o.point, o.offset + o.limit);
    if (nearest) return nearest.slice(o.offset).map((r) => r.id);
  }
  const { rows } = await sql<{ id: number }>`
    SELECT e.id FROM entitet e WHERE ${and(whereClauses(f))}
     ORDER BY ${orderOf(o.sort, o.point)} LIMIT ${o.limit}::int OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The first `want` matches nearest to the point, in the order (distance, id), by a KNN walk of the
 * GiST location index that stops after want + 1 rows. The index orders by distance alone: with the
 * id as a second key in ORDER BY, PostgreSQL sorted every match instead (decision 040). So the
 * rows are ordered by id here, between equal distances; when the distance at the cut is shared with
 * the next row (several businesses at one address), which of them the walk returned is arbitrary:
 * undefined then, and the caller sorts in SQL. Businesses without a location come last, so a walk
 * that reaches them is exact only when it read every match.
 */
async function nearestIds(db: Db, where: RawBuilder<SqlBool>[], point: Point, want: number, meters?: number): Promise<{ id: number; within: boolean }[] | undefined> {
  const { rows } = await knnSelect(where, point, want, meters).execute(db);
  return nearestOf(rows, want);
}

type KnnRow = { id: number; d: number | null; within: boolean | null };

/** The KNN walk of nearestIds: want + 1 rows by `<->`, each with its distance and (with meters) whether it lies within. */
function knnSelect(where: RawBuilder<SqlBool>[], point: Point, want: number, meters?: number) {
  const here = earthPoint(point);
  const within = meters === undefined ? sql`true` : withinMeters(here, meters);
  return sql<KnnRow>`
    SELECT e.id, e.lokacija <-> ${here} AS d, ${within} AS within FROM entitet e WHERE ${and(where)}
     ORDER BY e.lokacija <-> ${here} LIMIT ${want + 1}::int`;
}

/** nearestIds from the walk's rows (in the walk's order, or already by distance and id). */
function nearestOf(rows: KnnRow[], want: number): { id: number; within: boolean }[] | undefined {
  if (rows.length > want) {
    const last = rows[want - 1]!.d;
    const next = rows[want]!.d;
    if (last === null || next === null || !(last < next)) return undefined;
  }
  const ids = rows.slice(0, want).sort((a, b) => (a.d === b.d ? a.id - b.id : a.d === null ? 1 : b.d === null ? -1 : a.d - b.d));
  return ids.map((r) => ({ id: Number(r.id), within: r.within === true }));
}

/**
 * The ids of one page of a text search by relevance: the tiers one after another, each read in its
 * order and only as far as the page still needs, so a page the first tiers fill never reads the
 * later ones, and a sparse tier is one bitmap scan of the rows it holds (see Side).
 */
async function textPageIds(db: Db, f: EntityFilter, offset: number, limit: number): Promise<number[]> {
  // A tier at a time (moreTiers): when the names that start with q fill the page (suggestions for
  // "fri", free on a day for "frizer beograd"), the later tiers are not planned at all: their plans
  // were about half of the PostgreSQL CPU of such a request (decision 051).
  return moreTiers(db, f, textTiers(f.text!), [], offset, limit);
}

/**
 * textPageIds from `tiers` on, the earlier tiers having found `found`: each tier its own statement,
 * asking for what the page still needs, and only while it needs more. One statement for all of
 * them (arrays whose LIMIT followed from the arrays before) planned every tier's LIKEs even where
 * the first filled the page. One at a time saves those plans, and costs next to nothing for a
 * query with no match at all, which asks every tier (decision 051).
 */
async function moreTiers(db: Db, f: EntityFilter, tiers: ReturnType<typeof textTiers>, found: number[], offset: number, limit: number): Promise<number[]> {
  for (const tier of tiers) {
    const need = offset + limit - found.length;
    if (need <= 0) break;
    const { rows } = await sql<{ id: number }>`
      SELECT e.id FROM entitet e WHERE ${and([...whereClauses(f, tier.side), tier.where])} ORDER BY ${tier.order} LIMIT ${need}::int`.execute(db);
    found = [...found, ...rows.map((r) => Number(r.id))];
  }
  return found.slice(offset, offset + limit);
}

/**
 * How many published businesses match the filter, counting no further than `cap`: the answer is
 * min(matches, cap), and `capped` tells whether there were more. Stops after cap + 1 matches.
 * With q meaning categories, the businesses of those categories are counted first (a range of the
 * category index, where a word meaning them all needs no test), and the others, matched by their
 * name, services or city only, just while under the cap: the plain count tested four LIKEs per word
 * on every row it passed.
 */
async function countMatches(db: Db, f: EntityFilter, cap: number): Promise<{ total: number; capped: boolean }> {
  const count = countParts(f, cap, { from: 0, to: 1, counted: 0 });
  const { rows } = await sql<{ n: number }>`WITH ${count.with} SELECT ${count.total} AS n FROM ${count.from}`.execute(db);
  return capped(await restOfCount(db, f, cap, count.more, rows[0]?.n ?? 0), cap);
}

/**
 * The count after its first part found `counted`: the other parts, in one statement, only when
 * the first did not reach the cap. A part whose LIMIT is 0 is not run, but it is planned, and
 * planning the LIKEs of the later parts was about a third of the request's PostgreSQL CPU where
 * the first part alone reaches the cap ("frizer beograd", "stomatolog"); where it does not
 * ("zubar novom sadu", "масажа ниш"), the second statement cost nothing measurable (decision 051).
 */
async function restOfCount(db: Db, f: EntityFilter, cap: number, more: boolean, counted: number): Promise<number> {
  if (!more || counted > cap) return counted;
  const rest = countParts(f, cap, { from: 1, counted });
  const { rows } = await sql<{ n: number }>`WITH ${rest.with} SELECT ${rest.total} AS n FROM ${rest.from}`.execute(db);
  return counted + (rows[0]?.n ?? 0);
}

const capped = (n: number, cap: number) => ({ total: Math.min(n, cap), capped: n > cap });

/**
 * countMatches as parts of a statement: the CTEs p0, p1… (WITH), the relations to read them
 * (FROM) and their sum (the count up to cap + 1). The parts (q's categories and the others, a
 * city's own businesses and the names that hold it) each count only up to what the cap leaves
 * after those before them: a LIMIT of 0 does not start its scan, so a part after the cap has
 * been reached costs nothing but its plan. `range`: only the parts from `from` to `to` (all by
 * default), after `counted` matches of those before; `more`: parts are left after them.
 */
function countParts(
  f: EntityFilter,
  cap: number,
  range: { from: number; to?: number; counted: number } = { from: 0, counted: 0 },
): { with: RawBuilder<unknown>; from: RawBuilder<unknown>; total: RawBuilder<number>; more: boolean } {
  const sides: Side[] = f.text && f.text.categoryIds.length > 0 ? ['inside', 'outside'] : ['any'];
  const citySides = citySidesOf(f);
  const all = citySides.flatMap((citySide) => sides.map((side) => [side, citySide] as const));
  const to = range.to ?? all.length;
  const parts = all.slice(range.from, to).map(
    ([side, citySide]) =>
      (limit: RawBuilder<unknown>) =>
        cityWordPart(f, side, citySide, limit) ??
        cityNamePart(f, side, citySide, limit) ??
        sql`SELECT 1 FROM entitet e WHERE ${and(whereClauses(f, side, citySide))} LIMIT ${limit}`,
  );
  cap -= range.counted;
  const part = (rows: RawBuilder<unknown>) => sql`SELECT count(*)::int AS n FROM (${rows}) m`;
  const name = (i: number) => sql.raw(`p${i}`);
  const sum = (n: number) => sql.join(Array.from({ length: n }, (_, i) => sql`${name(i)}.n`), sql` + `);
  const from = (n: number) => sql.join(Array.from({ length: n }, (_, i) => name(i)), sql`, `);
  const ctes = parts.map((rows, i) => {
    const limit = i === 0 ? sql`${cap + 1}::int` : sql`(SELECT greatest(${cap + 1}::int - (${sum(i)}), 0) FROM ${from(i)})`;
    return sql`${name(i)} AS (${part(rows(limit))})`;
  });
  return { with: sql.join(ctes, sql`, `), from: from(parts.length), total: sql<number>`(${sum(parts.length)})::int`, more: to < all.length };
}

/**
 * q as the postings answer it (cityWordPart, cityNamePart): a city term and exactly one word that
 * no city holds (such a word would also match by its own city arm), with no filter besides q.
 */
function cityAndOneWord(f: EntityFilter): { text: ParsedQuery; split: Extract<Term, { kind: 'city' }>; word: Extract<Term, { kind: 'word' }>; w: string } | undefined {
  const text = f.text;
  const split = splitCity(f);
  if (!text || !split) return undefined;
  if (f.kategorijaIds || f.mainKategorijaId !== undefined || f.gradKey !== undefined || f.priceBand !== undefined || f.minRating !== undefined || f.radius) return undefined;
  const others = text.terms.filter((t) => t !== split);
  const word = others[0];
  if (others.length !== 1 || word?.kind !== 'word') return undefined;
  const w = matchText(word);
  return f.cityKeys?.get(w)?.length === 0 ? { text, split, word, w } : undefined;
}

/**
 * A count's part "in q's city, a word of q in the name or a service" (the only other term, q's
 * only filter) from the postings of migration 020 instead of entitet: a word without a space is a
 * substring of a key only inside one of its space-separated words, so the businesses it matches
 * are the city's postings of the vocabulary's words that contain it. The same rows as
 * whereClauses's `(naziv_key LIKE w OR usluge_key LIKE w)` on the city's range, which tested both
 * LIKEs on each of its entries (for "масажа ниш", every business of Niš, where the postings read
 * only the words that hold "masaz"; decision 051's amendment). Undefined where the part is
 * anything else (then whereClauses).
 */
function cityWordPart(f: EntityFilter, side: Side, citySide: CitySide | undefined, limit: RawBuilder<unknown>): RawBuilder<unknown> | undefined {
  const q = cityAndOneWord(f);
  if (!q || citySide !== 'inCity' || (side !== 'outside' && side !== 'any')) return undefined;
  const { text, split, word, w } = q;
  // One that means categories also matches by them ('any').
  if (w.includes(' ') || (side === 'any' && word.categoryIds.length > 0)) return undefined;
  const keys = f.cityKeys!.get(split.city.key)!;
  const outside = side === 'outside' ? sql`AND NOT (r.kategorija_id = ANY(${ids(text.categoryIds)}))` : sql``;
  return sql`SELECT DISTINCT r.entitet_id FROM entitet_rec r
              WHERE r.grad_key = ANY(${keys}::text[]) ${outside}
                AND r.rec = ANY(ARRAY(SELECT v.rec FROM rec_vocab v WHERE v.rec LIKE ${contains(w)}))
              LIMIT ${limit}`;
}

/**
 * A count's part "named after q's city elsewhere" (CitySide nameCity) from the postings of migration
 * 021 (entitet_naziv_grad: the businesses of other cities whose name holds a city's key, with their
 * category, name and services keys) instead of entitet, where q is the city and one word and
 * nothing else filters: the conditions whereClauses puts on that side, on those rows (for
 * "масажа ниш", the names outside Niš that hold "nis", where entitet's were a walk of the whole
 * massage category and a trigram bitmap; decision 051). Undefined where the part is anything else.
 */
function cityNamePart(f: EntityFilter, side: Side, citySide: CitySide | undefined, limit: RawBuilder<unknown>): RawBuilder<unknown> | undefined {
  const q = cityAndOneWord(f);
  if (!q || citySide !== 'nameCity') return undefined;
  const { text, word } = q;
  const key = countedCityKey(f, q.split);
  if (key === undefined) return undefined;
  // Here grad_key is the city the name holds. The side and the word as whereClauses puts them: the
  // rows have entitet's name, services and category columns, and the word has no city arm (no city
  // holds it: cityAndOneWord), so termMatch reads no city column.
  const where = [sql<SqlBool>`e.grad_key = ${key}::text`, sideOfCategories(text, side), termMatch(f, word, side, text)];
  return sql`SELECT 1 FROM entitet_naziv_grad e WHERE ${and(where.filter((c): c is RawBuilder<SqlBool> => c !== undefined))} LIMIT ${limit}`;
}

/**
 * One page of a list and its count (pageIds and countMatches) in one statement where the page is
 * one SELECT: the count's parts, then the page as an array (in its order). Sorting by distance,
 * the KNN walk stays its own statement (nearestIds); by relevance, the first tier goes with the
 * count and the later ones, when the page needs them, follow as in textPageIds.
 */
export async function pageAndCount(db: Db, f: EntityFilter, o: PageOptions, cap: number): Promise<{ ids: number[]; total: number; capped: boolean }> {
  if (o.sort === 'distance' && o.point) {
    const [ids, count] = await Promise.all([pageIds(db, f, o), countMatches(db, f, cap)]);
    return { ids, ...count };
  }
  const text = f.text && o.sort === 'relevance' ? textTiers(f.text) : undefined;
  const first = text
    ? sql`SELECT e.id FROM entitet e WHERE ${and([...whereClauses(f, text[0]!.side), text[0]!.where])} ORDER BY ${text[0]!.order} LIMIT ${o.offset + o.limit}::int`
    : sql`SELECT e.id FROM entitet e WHERE ${and(whereClauses(f))} ORDER BY ${orderOf(o.sort, o.point)} LIMIT ${o.limit}::int OFFSET ${o.offset}::int`;
  const count = countParts(f, cap, { from: 0, to: 1, counted: 0 });
  const { rows } = await sql<{ n: number; ids: number[] }>`
    WITH ${count.with} SELECT ${count.total} AS n, ARRAY(${first}) AS ids FROM ${count.from}`.execute(db);
  const n = await restOfCount(db, f, cap, count.more, rows[0]?.n ?? 0);
  const found = (rows[0]?.ids ?? []).map(Number);
  if (!text) return { ids: found, ...capped(n, cap) };
  // The count is exact up to the cap: when the first tier holds every match (none, for a q that
  // finds nothing), the later tiers would find none, and are not sent.
  const allFound = n <= cap && found.length >= n;
  const ids = allFound ? found.slice(o.offset, o.offset + o.limit) : await moreTiers(db, f, text.slice(1), found, o.offset, o.limit);
  return { ids, ...capped(n, cap) };
}

/**
 * For each text, the keys of the cities (entitet_grad: those with published businesses) that
 * contain it: EntityFilter.cityKeys. One read of a table of a few dozen rows, in the request's
 * own statement order, so the keys are those of the moment, as the LIKE's were.
 */
export async function citiesContaining(db: Db, texts: string[]): Promise<Pick<EntityFilter, 'cityKeys' | 'namedElsewhere'>> {
  const distinct = [...new Set(texts)];
  if (distinct.length === 0) return { cityKeys: new Map() };
  const { rows } = await sql<{ grad_key: string; u_nazivu_drugde: number | null }>`${sql.raw(preparedAs('cities-containing'))}
    SELECT grad_key, u_nazivu_drugde FROM entitet_grad WHERE broj > 0 AND grad_key LIKE ANY(${distinct.map((t) => `%${escapeLike(t)}%`)}::text[])`.execute(db);
  return {
    cityKeys: new Map(distinct.map((t) => [t, rows.map((r) => r.grad_key).filter((k) => k.includes(t)).sort()])),
    namedElsewhere: new Map(rows.flatMap((r) => (r.u_nazivu_drugde === null ? [] : [[r.grad_key, r.u_nazivu_drugde] as const]))),
  };
}

/**
 * Published businesses within radiusKm of a point, nearest first (entitetbygeo): a KNN walk of
 * entitet_lokacija_idx (or, with a category, entitet_kategorija_lokacija_idx) takes the nearest
 * offset + limit and stops (cube `<->`, whose chord distance orders like the great-circle one); the
 * radius then trims them.
 */
export async function nearIds(db: Db, p: NearFilter, o: { limit: number; offset: number }): Promise<number[]> {
  const nearest = await nearestIds(db, nearWhere(p), p.point, o.offset + o.limit, p.km * 1000);
  return nearest ? nearPage(nearest, o) : nearFallback(db, p, o);
}

type NearFilter = { point: Point; km: number; kategorijaId?: number; freeOn?: FreeOn };

/**
 * Free on a day, the radius is in the walk's WHERE too (the box of the GiST index): when the rows
 * rule out most businesses, the KNN walk would otherwise go on past the radius, over every business
 * of the world, to find want + 1 that are left.
 */
function nearWhere(p: NearFilter): RawBuilder<SqlBool>[] {
  const where = whereClauses({
    kategorijaIds: p.kategorijaId === undefined ? undefined : [p.kategorijaId],
    ...(p.freeOn ? { freeOn: p.freeOn, radius: { point: p.point, km: p.km } } : {}),
  });
  where.push(sql<SqlBool>`e.lokacija IS NOT NULL`);
  return where;
}

/** In order already; the radius (tested in the same walk) trims the far end. */
const nearPage = (nearest: { id: number; within: boolean }[], o: { offset: number }) =>
  nearest
    .filter((r) => r.within)
    .map((r) => r.id)
    .slice(o.offset);

/** When the walk's cut falls between equal distances: the page sorted in SQL. */
async function nearFallback(db: Db, p: NearFilter, o: { limit: number; offset: number }): Promise<number[]> {
  const here = earthPoint(p.point);
  const { rows } = await sql<{ id: number }>`
    SELECT n.id FROM (SELECT e.id, earth_distance(${here}, e.lokacija) AS dist
                        FROM entitet e
                       WHERE ${and(nearWhere(p))}
                       ORDER BY e.lokacija <-> ${here}, e.id
                       LIMIT ${o.offset + o.limit}::int) n
     WHERE n.dist <= ${p.km * 1000}::float8
     ORDER BY n.dist, n.id
     OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * nearIds and the count within the radius (countMatches) in one statement: the count's parts and
 * the KNN walk's rows as a JSON array, by distance and id (nearestOf reads them in that order).
 */
export async function nearAndCount(db: Db, p: NearFilter, o: { limit: number; offset: number }, cap: number): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const want = o.offset + o.limit;
  const count = countParts({ kategorijaIds: p.kategorijaId === undefined ? undefined : [p.kategorijaId], radius: { point: p.point, km: p.km } }, cap);
  const { rows } = await sql<{ n: number; knn: [number, number | null, boolean | null][] | null }>`
    WITH ${count.with} SELECT ${count.total} AS n,
      (SELECT json_agg(json_build_array(k.id, k.d, k.within) ORDER BY k.d, k.id) FROM (${knnSelect(nearWhere(p), p.point, want, p.km * 1000)}) k) AS knn
      FROM ${count.from}`.execute(db);
  const walk = (rows[0]?.knn ?? []).map(([id, d, within]) => ({ id: Number(id), d, within }));
  const nearest = nearestOf(walk, want);
  const ids = nearest ? nearPage(nearest, o) : await nearFallback(db, p, o);
  return { ids, ...capped(rows[0]?.n ?? 0, cap) };
}

/**
 * Cities whose search key starts with one of the prefixes or is one of the keys, with their number
 * of published businesses, most first: rows of entitet_grad, whose counts the triggers keep (the
 * prefixes and keys were ranges of a city index, counted entry by entry; decision 048).
 */
export async function citiesWithCounts(db: Db, p: { prefixes: string[]; keys: string[] }, limit: number) {
  const { rows } = await sql<{ grad_key: string; broj: number; naziv: string }>`${sql.raw(preparedAs('cities-with-counts'))}
    SELECT c.grad_key, c.broj,
           (SELECT a.grad FROM entitet e2 JOIN adresa a ON a.entitet_id = e2.id
             WHERE e2.objavljen AND e2.grad_key = c.grad_key LIMIT 1) AS naziv
      FROM entitet_grad c
     WHERE c.broj > 0
       AND (c.grad_key LIKE ANY(${p.prefixes.map((x) => `${escapeLike(x)}%`)}::text[]) OR c.grad_key = ANY(${p.keys}::text[]))
     ORDER BY c.broj DESC, c.grad_key
     LIMIT ${limit}::int`.execute(db);
  return rows;
}

/**
 * The (business, service) pairs whose free starts on date decide each business's latest free start
 * (free-day-cache.ts): for every active performer who is not off that day, in a business not
 * closed that day, the shortest live service they perform if they work that weekday, and every
 * service they hold an open slot of that day. Enough, because for one performer on one day a
 * shorter service fits on the grid wherever a longer one does (same hours, breaks, grid and busy
 * time), so only open slots can make a longer service's latest start later; and necessary
 * conditions only: freeSlots's rules decide.
 */
export async function servicesDecidingDay(db: Db, ids: number[], date: string): Promise<Array<{ entitetId: number; uslugaId: number }>> {
  const { rows } = await sql<{ entitet_id: number; usluga_id: number; zaposleni_id: number; works: boolean; open_slot: boolean }>`
    SELECT u.entitet_id, u.id AS usluga_id, z.id AS zaposleni_id,
           EXISTS (SELECT 1 FROM radno_vreme r WHERE r.zaposleni_id = z.id AND r.dan = ${weekdayOf(date)}::int) AS works,
           EXISTS (SELECT 1 FROM oslobodjeni_termin o WHERE o.zaposleni_id = z.id AND o.usluga_id = u.id AND o.datum = ${date}::date) AS open_slot
      FROM usluga u
      JOIN usluga_zaposleni uz ON uz.usluga_id = u.id
      JOIN zaposleni z ON z.id = uz.zaposleni_id AND z.entitet_id = u.entitet_id AND z.aktivan
     WHERE u.entitet_id = ANY(${ids}::bigint[]) AND NOT u.obrisana
       AND NOT EXISTS (SELECT 1 FROM zatvaranje c WHERE c.entitet_id = u.entitet_id AND ${date}::date BETWEEN c.od AND c."do")
       AND NOT EXISTS (SELECT 1 FROM odsustvo d WHERE d.zaposleni_id = z.id AND ${date}::date BETWEEN d.od AND d."do")
     ORDER BY u.entitet_id, u.trajanje_minuta, u.id, z.id`.execute(db);
  const pairs = new Map<string, { entitetId: number; uslugaId: number }>();
  const shortestFound = new Set<number>();
  for (const r of rows) {
    const add = () => pairs.set(`${r.entitet_id}/${r.usluga_id}`, { entitetId: r.entitet_id, uslugaId: r.usluga_id });
    if (r.open_slot) add();
    if (r.works && !shortestFound.has(r.zaposleni_id)) {
      shortestFound.add(r.zaposleni_id);
      add();
    }
  }
  return [...pairs.values()];
}
