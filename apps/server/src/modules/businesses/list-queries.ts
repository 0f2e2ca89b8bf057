import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListSort } from '@zakazi/contract';
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
 * the city); within a tier by rating. The tiers are read in order and only as far as the page needs
 * (textPageIds), so a broad query reads a few index entries instead of ranking every match.
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

/** One term of q (search-query.ts Term) on entitet `e`. */
function termMatch(t: Term): RawBuilder<SqlBool> {
  switch (t.kind) {
    case 'prefix':
      return sql<SqlBool>`e.naziv_key LIKE ${`${escapeLike(t.text)}%`}::text`;
    case 'city':
      return sql<SqlBool>`(e.grad_key LIKE ${contains(t.city.key)} OR e.naziv_key LIKE ${contains(t.city.key)})`;
    case 'word': {
      const c = contains(matchText(t));
      const byCategory = t.categoryIds.length > 0 ? sql`OR e.kategorija_id = ANY(${ids(t.categoryIds)})` : sql``;
      return sql<SqlBool>`(e.naziv_key LIKE ${c} OR e.grad_key LIKE ${c} OR e.usluge_key LIKE ${c} ${byCategory})`;
    }
  }
}

/** Conditions on entitet `e` for every filter, the text's terms included. */
function whereClauses(f: EntityFilter): RawBuilder<SqlBool>[] {
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
  for (const t of f.text?.terms ?? []) where.push(termMatch(t));
  return where;
}

function and(where: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(where, sql` AND `)}`;
}

/** Display order by rating (entitet_redosled_idx, entitet_kategorija_ocena_idx). */
const BY_RATING = sql`e.prosecna_ocena DESC NULLS LAST, e.broj_ocena DESC, e.id`;
const P_BY_RATING = sql`p.prosecna_ocena DESC NULLS LAST, p.broj_ocena DESC, p.id`;

/** The order of a sort other than relevance (the service has checked that distance has a point). */
function orderOf(sort: ListSort, point: Point | undefined): RawBuilder<unknown> {
  if (sort === 'price') return sql`e.min_cena_rsd ASC NULLS LAST, e.id`;
  if (sort === 'distance' && point) return sql`e.lokacija <-> ${earthPoint(point)}, e.id`;
  return BY_RATING;
}

/** The relevance tiers (see the header), each a condition that excludes the earlier tiers, with the order inside it. */
function textTiers(text: ParsedQuery): { where: RawBuilder<SqlBool>; order: RawBuilder<unknown>; tier: RawBuilder<number> }[] {
  const lead = escapeLike(text.lead);
  const starts = sql`${`${lead}%`}::text`;
  const wordStarts = sql`${`% ${lead}%`}::text`;
  const inName = sql`${`%${lead}%`}::text`;
  const tiers = [
    { where: sql<SqlBool>`e.naziv_key LIKE ${starts}`, order: BY_RATING, tier: sql<number>`1` },
    {
      where: sql<SqlBool>`e.naziv_key LIKE ${inName} AND e.naziv_key NOT LIKE ${starts}`,
      order: sql`(e.naziv_key LIKE ${wordStarts}) DESC, ${BY_RATING}`,
      tier: sql<number>`CASE WHEN e.naziv_key LIKE ${wordStarts} THEN 2 ELSE 3 END`,
    },
  ];
  if (text.categoryIds.length === 0) {
    return [...tiers, { where: sql<SqlBool>`e.naziv_key NOT LIKE ${inName}`, order: BY_RATING, tier: sql<number>`5` }];
  }
  const inCategories = sql<SqlBool>`e.kategorija_id = ANY(${ids(text.categoryIds)})`;
  return [
    ...tiers,
    { where: sql<SqlBool>`${inCategories} AND e.naziv_key NOT LIKE ${inName}`, order: BY_RATING, tier: sql<number>`4` },
    { where: sql<SqlBool>`NOT (${inCategories}) AND e.naziv_key NOT LIKE ${inName}`, order: BY_RATING, tier: sql<number>`5` },
  ];
}

/** The ids of one page of published businesses matching the filter, in the sort's order. */
export async function pageIds(db: Db, f: EntityFilter, o: PageOptions): Promise<number[]> {
  if (f.text && o.sort === 'relevance') return textPageIds(db, f, o.offset, o.limit);
  const { rows } = await sql<{ id: number }>`
    SELECT e.id FROM entitet e WHERE ${and(whereClauses(f))}
     ORDER BY ${orderOf(o.sort, o.point)} LIMIT ${o.limit}::int OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The ids of one page of a text search by relevance. Tier 1 is read first, in rating order and only
 * as far as the page needs, so a page it fills costs one short index walk; only when it does not are
 * the later tiers read (together, each limited to what is still missing).
 */
async function textPageIds(db: Db, f: EntityFilter, offset: number, limit: number): Promise<number[]> {
  const where = whereClauses(f);
  const [first, ...rest] = textTiers(f.text!);
  const { rows } = await sql<{ id: number }>`
    SELECT e.id FROM entitet e WHERE ${and([...where, first!.where])} ORDER BY ${first!.order} LIMIT ${offset + limit}::int`.execute(db);
  const found = rows.map((r) => r.id);
  const need = offset + limit - found.length;
  if (need > 0) {
    const parts = rest.map(
      (tier) => sql`(SELECT e.id, ${tier.tier} AS tier, e.prosecna_ocena, e.broj_ocena FROM entitet e
                      WHERE ${and([...where, tier.where])} ORDER BY ${tier.order} LIMIT ${need}::int)`,
    );
    const more = await sql<{ id: number }>`
      SELECT p.id FROM (${sql.join(parts, sql` UNION ALL `)}) p ORDER BY p.tier, ${P_BY_RATING} LIMIT ${need}::int`.execute(db);
    for (const r of more.rows) found.push(r.id);
  }
  return found.slice(offset, offset + limit);
}

/**
 * How many published businesses match the filter, counting no further than `cap`: the answer is
 * min(matches, cap), and `capped` tells whether there were more. Stops after cap + 1 matches.
 */
export async function countMatches(db: Db, f: EntityFilter, cap: number): Promise<{ total: number; capped: boolean }> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM entitet e WHERE ${and(whereClauses(f))} LIMIT ${cap + 1}::int) m`.execute(db);
  const n = rows[0]?.n ?? 0;
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
  const { rows } = await sql<{ id: number }>`
    SELECT n.id FROM (SELECT e.id, earth_distance(${here}, e.lokacija) AS dist
                        FROM entitet e
                       WHERE ${and(where)} AND e.lokacija IS NOT NULL
                       ORDER BY e.lokacija <-> ${here}, e.id
                       LIMIT ${o.offset + o.limit}::int) n
     WHERE n.dist <= ${p.km * 1000}::float8
     ORDER BY n.dist, n.id
     OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}

/** Cities whose search key starts with one of the prefixes or is one of the keys, with their number of published businesses, most first. */
export async function citiesWithCounts(db: Db, p: { prefixes: string[]; keys: string[] }, limit: number) {
  const like = p.prefixes.map((x) => `${escapeLike(x)}%`);
  const { rows } = await sql<{ grad_key: string; broj: number; naziv: string }>`
    SELECT c.grad_key, c.broj,
           (SELECT a.grad FROM entitet e2 JOIN adresa a ON a.entitet_id = e2.id
             WHERE e2.objavljen AND e2.grad_key = c.grad_key LIMIT 1) AS naziv
      FROM (SELECT e.grad_key, count(*)::int AS broj FROM entitet e
             WHERE e.objavljen AND (e.grad_key LIKE ANY(${like}::text[])
                                    OR e.grad_key = ANY(${p.keys}::text[]))
             GROUP BY e.grad_key) c
     ORDER BY c.broj DESC, c.grad_key
     LIMIT ${limit}::int`.execute(db);
  return rows;
}
