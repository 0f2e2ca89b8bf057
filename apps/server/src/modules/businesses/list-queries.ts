import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListSort } from '@zakazi/contract';
import { weekdayOf } from '@zakazi/contract/calendar';
import type { Db } from '../../db/database.ts';
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
 * Every order ends with the id, so pages never overlap or skip.
 * `total` counts matches only up to a cap (countMatches).
 */

/** Filters shared by every list; all optional and combinable. */
export type EntityFilter = {
  kategorijaIds?: number[];
  text?: ParsedQuery;
  /** search key of the city, matched by substring (a prefix is a substring) */
  gradKey?: string;
  /** a band of cenovni_pojas (bit n of entitet.cenovni_pojasevi) */
  priceBand?: number;
  minRating?: number;
  /** only within this many km of the point (entitetbygeo) */
  radius?: { point: Point; km: number };
};

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
 * same condition twice made the planner expect 50 rows of 2,200 and scan the trigram index).
 */
type Side = 'any' | 'inside' | 'outside' | 'name' | 'nameStarts';

/** One term of q (search-query.ts Term) on entitet `e`; undefined when it holds on that whole side. */
function termMatch(t: Term, side: Side, text: ParsedQuery): RawBuilder<SqlBool> | undefined {
  if (side === 'nameStarts' && t.kind === 'prefix' && text.lead.startsWith(t.text)) return undefined;
  if ((side === 'name' || side === 'nameStarts') && t.kind !== 'prefix' && text.lead.includes(t.kind === 'city' ? t.city.key : matchText(t))) return undefined;
  switch (t.kind) {
    case 'prefix':
      return sql<SqlBool>`e.naziv_key LIKE ${`${escapeLike(t.text)}%`}::text`;
    case 'city':
      return sql<SqlBool>`(e.grad_key LIKE ${contains(t.city.key)} OR e.naziv_key LIKE ${contains(t.city.key)})`;
    case 'word': {
      if (side === 'inside' && text.categoryIds.every((id) => t.categoryIds.includes(id))) return undefined;
      const c = contains(matchText(t));
      const byCategory = t.categoryIds.length > 0 && side !== 'outside' ? sql`OR e.kategorija_id = ANY(${ids(t.categoryIds)})` : sql``;
      return sql<SqlBool>`(e.naziv_key LIKE ${c} OR e.grad_key LIKE ${c} OR e.usluge_key LIKE ${c} ${byCategory})`;
    }
  }
}

/** Conditions on entitet `e` for every filter, the text's terms included (on that side of q's categories, see Side). */
function whereClauses(f: EntityFilter, side: Side = 'any'): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`e.objavljen`];
  if (f.kategorijaIds !== undefined) {
    where.push(f.kategorijaIds.length === 1 ? sql<SqlBool>`e.kategorija_id = ${f.kategorijaIds[0]}::int` : sql<SqlBool>`e.kategorija_id = ANY(${ids(f.kategorijaIds)})`);
  }
  if (f.gradKey !== undefined) where.push(sql<SqlBool>`e.grad_key LIKE ${contains(f.gradKey)}`);
  if (f.priceBand !== undefined) where.push(sql<SqlBool>`(e.cenovni_pojasevi & ${1 << f.priceBand}::int) <> 0`);
  if (f.minRating !== undefined) where.push(sql<SqlBool>`e.prosecna_ocena >= ${f.minRating}::numeric`);
  if (f.radius) {
    const here = earthPoint(f.radius.point);
    const meters = sql`${f.radius.km * 1000}::float8`;
    where.push(sql<SqlBool>`earth_box(${here}, ${meters}) @> e.lokacija AND earth_distance(${here}, e.lokacija) <= ${meters}`);
  }
  const text = f.text;
  if (!text) return where;
  if (side === 'inside') where.push(inCategories(text.categoryIds));
  if (side === 'outside') where.push(sql<SqlBool>`NOT (${inCategories(text.categoryIds)})`);
  for (const t of text.terms) {
    const match = termMatch(t, side, text);
    if (match) where.push(match);
  }
  return where;
}

const inCategories = (categoryIds: number[]) => sql<SqlBool>`e.kategorija_id = ANY(${ids(categoryIds)})`;

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
    if (nearest) return nearest.slice(o.offset);
  }
  const { rows } = await sql<{ id: number }>`
    SELECT e.id FROM entitet e WHERE ${and(whereClauses(f))}
     ORDER BY ${orderOf(o.sort, o.point)} LIMIT ${o.limit}::int OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The first `want` matches nearest to the point, in the order (distance, id), by a KNN walk of the
 * GiST location index that stops after want + 1 rows. The index orders by distance alone: with the
 * id as a second key in ORDER BY, PostgreSQL sorted every match instead (110 ms at 100,000). So the
 * rows are ordered by id here, between equal distances; when the distance at the cut is shared with
 * the next row (several businesses at one address), which of them the walk returned is arbitrary:
 * undefined then, and the caller sorts in SQL. Businesses without a location come last, so a walk
 * that reaches them is exact only when it read every match.
 */
async function nearestIds(db: Db, where: RawBuilder<SqlBool>[], point: Point, want: number): Promise<number[] | undefined> {
  const here = earthPoint(point);
  const { rows } = await sql<{ id: number; d: number | null }>`
    SELECT e.id, e.lokacija <-> ${here} AS d FROM entitet e WHERE ${and(where)}
     ORDER BY e.lokacija <-> ${here} LIMIT ${want + 1}::int`.execute(db);
  if (rows.length > want) {
    const last = rows[want - 1]!.d;
    const next = rows[want]!.d;
    if (last === null || next === null || !(last < next)) return undefined;
  }
  const ids = rows.slice(0, want).sort((a, b) => (a.d === b.d ? a.id - b.id : a.d === null ? 1 : b.d === null ? -1 : a.d - b.d));
  return ids.map((r) => Number(r.id));
}

/**
 * The ids of one page of a text search by relevance: the tiers one after another, each read in its
 * order and only as far as the page still needs, so a page the first tiers fill never reads the
 * later ones, and a sparse tier is one bitmap scan of the rows it holds (see Side).
 */
async function textPageIds(db: Db, f: EntityFilter, offset: number, limit: number): Promise<number[]> {
  const found: number[] = [];
  for (const tier of textTiers(f.text!)) {
    const need = offset + limit - found.length;
    if (need <= 0) break;
    const { rows } = await sql<{ id: number }>`
      SELECT e.id FROM entitet e WHERE ${and([...whereClauses(f, tier.side), tier.where])} ORDER BY ${tier.order} LIMIT ${need}::int`.execute(db);
    for (const r of rows) found.push(r.id);
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
export async function countMatches(db: Db, f: EntityFilter, cap: number): Promise<{ total: number; capped: boolean }> {
  const count = async (where: RawBuilder<SqlBool>[], limit: number) =>
    (await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM entitet e WHERE ${and(where)} LIMIT ${limit}::int) m`.execute(db)).rows[0]?.n ?? 0;
  let n: number;
  if (f.text && f.text.categoryIds.length > 0) {
    n = await count(whereClauses(f, 'inside'), cap + 1);
    if (n <= cap) n += await count(whereClauses(f, 'outside'), cap + 1 - n);
  } else {
    n = await count(whereClauses(f), cap + 1);
  }
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * Published businesses within radiusKm of a point, nearest first (entitetbygeo): a KNN walk of
 * entitet_lokacija_idx (or, with a category, entitet_kategorija_lokacija_idx) takes the nearest
 * offset + limit and stops (cube `<->`, whose chord distance orders like the great-circle one); the
 * radius then trims them.
 */
export async function nearIds(db: Db, p: { point: Point; km: number; kategorijaId?: number }, o: { limit: number; offset: number }): Promise<number[]> {
  const here = earthPoint(p.point);
  const where = whereClauses({ kategorijaIds: p.kategorijaId === undefined ? undefined : [p.kategorijaId] });
  where.push(sql<SqlBool>`e.lokacija IS NOT NULL`);
  const nearest = await nearestIds(db, where, p.point, o.offset + o.limit);
  if (nearest) {
    // In order already; the radius trims the far end.
    const { rows } = await sql<{ id: number }>`
      SELECT e.id FROM entitet e WHERE e.id = ANY(${`{${nearest.join(',')}}`}::bigint[]) AND earth_distance(${here}, e.lokacija) <= ${p.km * 1000}::float8`.execute(db);
    const within = new Set(rows.map((r) => Number(r.id)));
    return nearest.filter((id) => within.has(id)).slice(o.offset);
  }
  const { rows } = await sql<{ id: number }>`
    SELECT n.id FROM (SELECT e.id, earth_distance(${here}, e.lokacija) AS dist
                        FROM entitet e
                       WHERE ${and(where)}
                       ORDER BY e.lokacija <-> ${here}, e.id
                       LIMIT ${o.offset + o.limit}::int) n
     WHERE n.dist <= ${p.km * 1000}::float8
     ORDER BY n.dist, n.id
     OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Cities whose search key starts with one of the prefixes or is one of the keys, with their number
 * of published businesses, most first. Each prefix and the keys are their own range of
 * entitet_grad_key_prefix_idx, counted from the index alone (`LIKE ANY` of the prefixes could use
 * no range: it filtered every entry of the index, 100,000 at scale). The prefixes leave out the
 * keys, so a big city that both name ("be" and beograd) is aggregated once; a city that several
 * prefixes match has the same count in each, which the UNION keeps once.
 */
export async function citiesWithCounts(db: Db, p: { prefixes: string[]; keys: string[] }, limit: number) {
  const byPrefix = p.prefixes.map(
    (x) => sql`(SELECT e.grad_key, count(*)::int AS broj FROM entitet e
                 WHERE e.objavljen AND e.grad_key LIKE ${`${escapeLike(x)}%`}::text AND e.grad_key <> ALL(${p.keys}::text[])
                 GROUP BY e.grad_key)`,
  );
  const byKey = sql`(SELECT e.grad_key, count(*)::int AS broj FROM entitet e
                      WHERE e.objavljen AND e.grad_key = ANY(${p.keys}::text[]) GROUP BY e.grad_key)`;
  const { rows } = await sql<{ grad_key: string; broj: number; naziv: string }>`
    SELECT c.grad_key, c.broj,
           (SELECT a.grad FROM entitet e2 JOIN adresa a ON a.entitet_id = e2.id
             WHERE e2.objavljen AND e2.grad_key = c.grad_key LIMIT 1) AS naziv
      FROM (${sql.join([...byPrefix, byKey], sql` UNION `)}) c
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
