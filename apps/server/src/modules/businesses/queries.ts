import { sql } from 'kysely';
import type { Currency } from '@zakazi/contract';
import { preparedAs, type Db } from '../../db/database.ts';
import type { PublicRatingRow } from '../reviews/index.ts';

/**
 * SQL of the business page and the one card shape of every list (docs/decisions/003 and 004); the
 * lists themselves are in list-queries.ts.
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

/** Summary columns; minCena converted into `currency`, else into the business's own currency. */
const summaryColumns = (currency: Currency | undefined) => sql`
  e.id, e.naziv, e.kategorija_id, a.grad, e.prosecna_ocena, e.broj_ocena,
  (SELECT round(e.min_cena_rsd / k.rsd, CASE WHEN k.valuta IN ('EUR', 'BAM') THEN 2 ELSE 0 END)
     FROM kurs k WHERE k.valuta = coalesce(${currency ?? null}::text, e.valuta)) AS min_cena,
  coalesce(${currency ?? null}::text, e.valuta) AS valuta,
  a.latitude, a.longitude,
  (SELECT s.file_path FROM entitet_slika s WHERE s.entitet_id = e.id ORDER BY s.redosled, s.id LIMIT 1) AS image`;

const SUMMARY_FROM = sql`entitet e LEFT JOIN adresa a ON a.entitet_id = e.id`;

/** A point on the earth (the visitor's, for distances). */
export type Point = { latitude: number; longitude: number };
export const earthPoint = (p: Point) => sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;

/**
 * Summaries of the given businesses, in the given order (published or not: callers filter); with a
 * point, udaljenost_km too (null for a business without an address).
 */
export async function summariesOf(db: Db, ids: number[], currency: Currency | undefined, point?: Point): Promise<(SummaryRow & { udaljenost_km?: number | null })[]> {
  if (ids.length === 0) return [];
  const distance = point ? sql`, round((earth_distance(${earthPoint(point)}, e.lokacija) / 1000)::numeric, 1) AS udaljenost_km` : sql``;
  // The same statement on every list page: prepared, so its plan, a noticeable part of the
  // page's PostgreSQL CPU (decision 048), is made once per connection.
  const { rows } = await sql<SummaryRow & { udaljenost_km?: number | null }>`${sql.raw(preparedAs(point ? 'entity-summaries-distance' : 'entity-summaries'))}
    SELECT ${summaryColumns(currency)} ${distance}
      FROM unnest(${`{${ids.join(',')}}`}::bigint[]) WITH ORDINALITY AS p(id, n)
      JOIN entitet e ON e.id = p.id LEFT JOIN adresa a ON a.entitet_id = e.id
     ORDER BY p.n`.execute(db);
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
  const { rows } = await sql<PublicRatingRow>`
    SELECT t.id, t.ocena::int AS ocena, t.komentar,
           CASE WHEN u.id IS NULL OR u.deleted_at IS NOT NULL THEN NULL ELSE u.ime END AS ime,
           CASE WHEN u.id IS NULL OR u.deleted_at IS NOT NULL THEN NULL ELSE u.prezime END AS prezime,
           t.created_at, us.naziv AS usluga_naziv, concat_ws(' ', zp.ime, zp.prezime) AS zaposleni_ime, t.odgovor, t.odgovor_at
      FROM utisak t LEFT JOIN users u ON u.id = t.user_id
      JOIN zakazivanje z ON z.id = t.zakazivanje_id JOIN usluga us ON us.id = z.usluga_id JOIN zaposleni zp ON zp.id = z.zaposleni_id
     WHERE t.entitet_id = ${entitetId}::bigint
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${limit}::int`.execute(db);
  return rows;
}
