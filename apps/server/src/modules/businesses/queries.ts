import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Currency } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';

/**
 * SQL of the public business lists and the business page (docs/decisions/003 and 004).
 *
 * Every filter of the lists is a column of entitet (004_search_performance.sql): kategorija_id,
 * prosecna_ocena, cenovni_pojasevi (price-band bits kept by the usluga/kurs triggers), naziv_key and
 * grad_key (search_key of the name and of the city). A page is therefore one walk of an index in
 * display order that stops after OFFSET + LIMIT matches (entitet_redosled_idx carries every filter
 * column, so the walk need not visit the table), or, when the planner expects few matches, one bitmap
 * scan of the trigram, category or band indexes and a small sort. Summary columns (adresa, converted
 * min price, first image) are computed afterwards for the page's rows only.
 *
 * With a text query the best matches come first, in tiers: 1 the name starts with the text, 2 a later
 * word of the name starts with it, 3 the name contains it elsewhere, 4 only the city or a category
 * name contains it; within a tier by rating as without a query. The tiers are read in order and
 * only as far as the page needs (textPageIds), so a broad query ("sa", "frizer") reads a few index
 * entries instead of ranking every match.
 *
 * `total` counts matches only up to a cap (countSummaries).
 */

/** The row every list returns; the service turns it into an EntitetSummary. */
export type SummaryRow = {
  id: number;
  naziv: string;
  kategorija_id: number;
  grad: string | null;
  prosecna_ocena: number | null;
  broj_ocena: number;
  min_cena: number | null;
  valuta: string;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
};

/**
 * Filters shared by every list; all optional and combinable. Text values are search keys already
 * (searchKeys below): normalised like naziv_key/grad_key, LIKE wildcards escaped.
 */
export type EntityFilter = {
  kategorijaIds?: number[];
  /** matches name, city or category name; categoryIds: the categories whose name contains it */
  text?: { key: string; categoryIds: number[] };
  /** matches the city by substring (a prefix is a substring) */
  gradKey?: string;
  /** a band of cenovni_pojas (bit n of entitet.cenovni_pojasevi) */
  priceBand?: number;
  minRating?: number;
};

export type ListOptions = { currency?: Currency; limit: number; offset?: number };

/** Escapes LIKE wildcards so the visitor's `%`, `_` and `\` match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** search_key of the visitor's text and city, LIKE wildcards escaped first (as naziv_key/grad_key are built). */
export async function searchKeys(db: Db, p: { q?: string; grad?: string }): Promise<{ q_key: string | null; grad_key: string | null }> {
  const q = p.q === undefined ? null : escapeLike(p.q);
  const grad = p.grad === undefined ? null : escapeLike(p.grad);
  const { rows } = await sql<{ q_key: string | null; grad_key: string | null }>`
    SELECT search_key(${q}::text) AS q_key, search_key(${grad}::text) AS grad_key`.execute(db);
  return rows[0]!;
}

/** Every category with the search keys of its Serbian and English names (a fixed list, from 002). */
export async function categorySearchKeys(db: Db) {
  const { rows } = await sql<{ id: number; main_kategorija_id: number; sr_key: string; en_key: string }>`
    SELECT id, main_kategorija_id, search_key(naziv_sr) AS sr_key, search_key(naziv_en) AS en_key FROM kategorija ORDER BY id`.execute(db);
  return rows;
}

const ids = (list: number[]) => sql`${`{${list.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** Conditions on entitet `e` for every filter except the text query. */
function whereClauses(f: EntityFilter): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`e.objavljen`];
  if (f.kategorijaIds !== undefined) {
    where.push(f.kategorijaIds.length === 1 ? sql<SqlBool>`e.kategorija_id = ${f.kategorijaIds[0]}::int` : sql<SqlBool>`e.kategorija_id = ANY(${ids(f.kategorijaIds)})`);
  }
  if (f.gradKey !== undefined) where.push(sql<SqlBool>`e.grad_key LIKE ${`%${f.gradKey}%`}::text`);
  if (f.priceBand !== undefined) where.push(sql<SqlBool>`(e.cenovni_pojasevi & ${1 << f.priceBand}::int) <> 0`);
  if (f.minRating !== undefined) where.push(sql<SqlBool>`e.prosecna_ocena >= ${f.minRating}::numeric`);
  return where;
}

/** Anything the text matches: name, city, or one of the categories whose name contains it. */
function textMatch(text: NonNullable<EntityFilter['text']>): RawBuilder<SqlBool> {
  const contains = `%${text.key}%`;
  const byCategory = text.categoryIds.length > 0 ? sql`OR e.kategorija_id = ANY(${ids(text.categoryIds)})` : sql``;
  return sql<SqlBool>`(e.naziv_key LIKE ${contains}::text OR e.grad_key LIKE ${contains}::text ${byCategory})`;
}

/**
 * The text tiers (see the header), each a condition that excludes the earlier tiers, with the order
 * inside it. Tiers 2 and 3 (a later word starts with the text; the name contains it elsewhere) are
 * read together, word starts first: they are only read when tier 1 leaves part of the page empty,
 * and then the names containing the text are few enough that sorting them is cheaper than walking.
 */
function textTiers(
  text: NonNullable<EntityFilter['text']>,
): { where: RawBuilder<SqlBool>; order: RawBuilder<unknown>; tier: RawBuilder<number> }[] {
  const starts = sql`${`${text.key}%`}::text`;
  const wordStarts = sql`${`% ${text.key}%`}::text`;
  const contains = sql`${`%${text.key}%`}::text`;
  const byCategory = text.categoryIds.length > 0 ? sql`OR e.kategorija_id = ANY(${ids(text.categoryIds)})` : sql``;
  return [
    { where: sql<SqlBool>`e.naziv_key LIKE ${starts}`, order: BY_RATING, tier: sql<number>`1` },
    {
      where: sql<SqlBool>`e.naziv_key LIKE ${contains} AND e.naziv_key NOT LIKE ${starts}`,
      order: sql`(e.naziv_key LIKE ${wordStarts}) DESC, ${BY_RATING}`,
      tier: sql<number>`CASE WHEN e.naziv_key LIKE ${wordStarts} THEN 2 ELSE 3 END`,
    },
    {
      where: sql<SqlBool>`(e.grad_key LIKE ${contains} ${byCategory}) AND e.naziv_key NOT LIKE ${contains}`,
      order: BY_RATING,
      tier: sql<number>`4`,
    },
  ];
}

/** Summary columns; minCena converted into `currency`, else into the business's own currency. */
const summaryColumns = (currency: Currency | undefined) => sql`
  e.id, e.naziv, e.kategorija_id, a.grad, e.prosecna_ocena, e.broj_ocena,
  (SELECT round(e.min_cena_rsd / k.rsd, CASE WHEN k.valuta IN ('EUR', 'BAM') THEN 2 ELSE 0 END)
     FROM kurs k WHERE k.valuta = coalesce(${currency ?? null}::text, e.valuta)) AS min_cena,
  coalesce(${currency ?? null}::text, e.valuta) AS valuta,
  a.latitude, a.longitude,
  (SELECT s.file_path FROM entitet_slika s WHERE s.entitet_id = e.id ORDER BY s.redosled, s.id LIMIT 1) AS image`;

const SUMMARY_FROM = sql`entitet e LEFT JOIN adresa a ON a.entitet_id = e.id`;

/** Display order without a text query (entitet_redosled_idx, entitet_kategorija_ocena_idx). */
const BY_RATING = sql`e.prosecna_ocena DESC NULLS LAST, e.broj_ocena DESC, e.id`;
const P_BY_RATING = sql`p.prosecna_ocena DESC NULLS LAST, p.broj_ocena DESC, p.id`;

function and(where: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(where, sql` AND `)}`;
}

/** One page of published businesses matching the filter, best first. */
export async function listSummaries(db: Db, f: EntityFilter, o: ListOptions): Promise<SummaryRow[]> {
  const offset = o.offset ?? 0;
  if (f.text) return summariesOf(db, await textPageIds(db, f, offset, o.limit), o.currency);
  const { rows } = await sql<SummaryRow>`
    SELECT ${summaryColumns(o.currency)}
      FROM (SELECT e.id, e.prosecna_ocena, e.broj_ocena FROM entitet e
             WHERE ${and(whereClauses(f))} ORDER BY ${BY_RATING} LIMIT ${o.limit}::int OFFSET ${offset}::int) p
      JOIN entitet e ON e.id = p.id LEFT JOIN adresa a ON a.entitet_id = e.id
     ORDER BY ${P_BY_RATING}`.execute(db);
  return rows;
}

/**
 * The ids of one page of a text search. Tier 1 is read first, in rating order and only as far as the
 * page needs, so a page it fills costs one short index walk; only when it does not are tiers 2–3 and 4
 * read (together, each limited to what is still missing).
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

/** Summaries of the given businesses, in the given order (published or not: callers filter). */
export async function summariesOf(db: Db, ids: number[], currency: Currency | undefined): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<SummaryRow>`
    SELECT ${summaryColumns(currency)}
      FROM unnest(${`{${ids.join(',')}}`}::bigint[]) WITH ORDINALITY AS p(id, n)
      JOIN entitet e ON e.id = p.id LEFT JOIN adresa a ON a.entitet_id = e.id
     ORDER BY p.n`.execute(db);
  return rows;
}

/**
 * How many published businesses match the filter, counting no further than `cap`: the answer is
 * min(matches, cap), and `capped` tells whether there were more. Stops after cap + 1 matches.
 * With a text query that names categories, the businesses of those categories are counted first
 * (a range of entitet_kategorija_ocena_idx), and the name or city matches outside them only when
 * the first count stays under the cap.
 */
export async function countSummaries(db: Db, f: EntityFilter, cap: number): Promise<{ total: number; capped: boolean }> {
  const where = whereClauses(f);
  const limit = sql`${cap + 1}::int`;
  let count: RawBuilder<number>;
  if (f.text && f.text.categoryIds.length > 0) {
    const contains = `%${f.text.key}%`;
    const inCategories = sql<SqlBool>`e.kategorija_id = ANY(${ids(f.text.categoryIds)})`;
    const elsewhere = sql<SqlBool>`NOT (${inCategories}) AND (e.naziv_key LIKE ${contains}::text OR e.grad_key LIKE ${contains}::text)`;
    count = sql<number>`
      SELECT CASE WHEN c.n > ${cap}::int THEN c.n
                  ELSE c.n + (SELECT count(*) FROM (SELECT 1 FROM entitet e WHERE ${and([...where, elsewhere])} LIMIT ${limit}) m)
             END::int AS n
        FROM (SELECT count(*) AS n FROM (SELECT 1 FROM entitet e WHERE ${and([...where, inCategories])} LIMIT ${limit}) m) c`;
  } else {
    if (f.text) where.push(textMatch(f.text));
    count = sql<number>`SELECT count(*)::int AS n FROM (SELECT 1 FROM entitet e WHERE ${and(where)} LIMIT ${limit}) m`;
  }
  const { rows } = await sql<{ n: number }>`${count}`.execute(db);
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * Published businesses within radiusKm of a point, nearest first: a KNN walk of entitet_lokacija_idx
 * (or, with a category, of entitet_kategorija_lokacija_idx) takes the nearest `limit` and stops (cube
 * `<->`, whose chord distance orders like the great-circle one); the radius then trims them.
 * Summary columns are computed for the survivors only.
 */
export async function listNear(
  db: Db,
  p: { latitude: number; longitude: number; radiusKm: number; kategorijaId?: number },
  o: ListOptions,
): Promise<(SummaryRow & { udaljenost_km: number })[]> {
  const here = sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;
  const meters = sql`${p.radiusKm * 1000}::float8`;
  const where = whereClauses({ kategorijaIds: p.kategorijaId === undefined ? undefined : [p.kategorijaId] });
  const { rows } = await sql<SummaryRow & { udaljenost_km: number }>`
    SELECT ${summaryColumns(o.currency)}, round((n.dist / 1000)::numeric, 1) AS udaljenost_km
      FROM (SELECT e.id, earth_distance(${here}, e.lokacija) AS dist
              FROM entitet e
             WHERE ${and(where)} AND e.lokacija IS NOT NULL
             ORDER BY e.lokacija <-> ${here}
             LIMIT ${o.limit}::int) n
      JOIN entitet e ON e.id = n.id
      LEFT JOIN adresa a ON a.entitet_id = e.id
     WHERE n.dist <= ${meters}
     ORDER BY n.dist, e.id`.execute(db);
  return rows;
}

/** The business page's own row (published or not: the service decides who may see it). */
export type EntityRow = SummaryRow & {
  objavljen: boolean;
  owner_user_id: number | null;
  opis: string | null;
  telefon: string | null;
  email: string | null;
  website: string | null;
  vremenska_zona: string;
  nacini_placanja: string[];
  korak_minuta: number;
  minimalna_najava_minuta: number;
  horizont_dana: number;
  automatska_potvrda: boolean;
  otkazivanje_sati: number;
  adresa_id: number | null;
  ulica: string | null;
  broj: string | null;
  postanski_broj: string | null;
  raspodela: number[];
};

export async function findEntity(db: Db, id: number, currency: Currency | undefined): Promise<EntityRow | undefined> {
  const { rows } = await sql<EntityRow>`
    SELECT ${summaryColumns(currency)},
           e.objavljen, e.owner_user_id, e.opis, e.telefon, e.email, e.website, e.vremenska_zona, e.nacini_placanja,
           e.korak_minuta, e.minimalna_najava_minuta, e.horizont_dana, e.automatska_potvrda, e.otkazivanje_sati,
           a.id AS adresa_id, a.ulica, a.broj, a.postanski_broj,
           (SELECT ARRAY[count(*) FILTER (WHERE ocena = 1), count(*) FILTER (WHERE ocena = 2),
                         count(*) FILTER (WHERE ocena = 3), count(*) FILTER (WHERE ocena = 4),
                         count(*) FILTER (WHERE ocena = 5)]::int[]
              FROM utisak WHERE entitet_id = e.id) AS raspodela
      FROM ${SUMMARY_FROM}
     WHERE e.id = ${id}::bigint`.execute(db);
  return rows[0];
}

/** Active employees with the (non-deleted) services each performs. */
export async function listActiveEmployees(db: Db, entitetId: number) {
  const { rows } = await sql<{ id: number; ime: string; prezime: string | null; usluga_ids: number[] }>`
    SELECT z.id, z.ime, z.prezime,
           coalesce(array(SELECT uz.usluga_id FROM usluga_zaposleni uz JOIN usluga u ON u.id = uz.usluga_id
                           WHERE uz.zaposleni_id = z.id AND NOT u.obrisana ORDER BY uz.usluga_id), '{}')::bigint[] AS usluga_ids
      FROM zaposleni z
     WHERE z.entitet_id = ${entitetId}::bigint AND z.aktivan
     ORDER BY z.id`.execute(db);
  return rows;
}

/** Opening hours per weekday: earliest start and latest end over the active employees' weeks. */
export async function listOpeningHours(db: Db, entitetId: number) {
  const { rows } = await sql<{ dan: number; pocetak: string; kraj: string }>`
    SELECT r.dan::int AS dan, to_char(min(r.pocetak), 'HH24:MI') AS pocetak, to_char(max(r.kraj), 'HH24:MI') AS kraj
      FROM radno_vreme r JOIN zaposleni z ON z.id = r.zaposleni_id
     WHERE z.entitet_id = ${entitetId}::bigint AND z.aktivan
     GROUP BY r.dan ORDER BY r.dan`.execute(db);
  return rows;
}

/** The latest ratings with the rater's first name ('Korisnik' once the account is erased). */
export async function listLatestRatings(db: Db, entitetId: number, limit: number) {
  // ime is null for an erased account; the service names the rater (reviews' raterDisplayName).
  const { rows } = await sql<{ id: number; ocena: number; komentar: string | null; ime: string | null; prezime: string | null; created_at: Date }>`
    SELECT t.id, t.ocena::int AS ocena, t.komentar,
           CASE WHEN u.id IS NULL OR u.deleted_at IS NOT NULL THEN NULL ELSE u.ime END AS ime,
           CASE WHEN u.id IS NULL OR u.deleted_at IS NOT NULL THEN NULL ELSE u.prezime END AS prezime,
           t.created_at
      FROM utisak t LEFT JOIN users u ON u.id = t.user_id
     WHERE t.entitet_id = ${entitetId}::bigint
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${limit}::int`.execute(db);
  return rows;
}
