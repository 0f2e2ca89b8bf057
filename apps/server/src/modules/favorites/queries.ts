import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * SQL of favorites. The summary columns are those of the public business lists
 * (businesses/queries.ts summaryColumns, in the business's own currency); the businesses module
 * exports no query by ids, so the SELECT is repeated here over the same tables.
 */
export type FavoriteSummaryRow = {
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

/** The user's favorite businesses that are published, most recently added first. */
export async function listFavoriteSummaries(db: Db, userId: number): Promise<FavoriteSummaryRow[]> {
  const { rows } = await sql<FavoriteSummaryRow>`
    SELECT e.id, e.naziv, e.kategorija_id, a.grad, e.prosecna_ocena, e.broj_ocena,
           (SELECT round(e.min_cena_rsd / k.rsd, CASE WHEN k.valuta IN ('EUR', 'BAM') THEN 2 ELSE 0 END)
              FROM kurs k WHERE k.valuta = e.valuta) AS min_cena,
           e.valuta, a.latitude, a.longitude,
           (SELECT s.file_path FROM entitet_slika s WHERE s.entitet_id = e.id ORDER BY s.id LIMIT 1) AS image
      FROM favorit f
      JOIN entitet e ON e.id = f.entitet_id
      LEFT JOIN adresa a ON a.entitet_id = e.id
     WHERE f.user_id = ${userId}::bigint AND e.objavljen
     ORDER BY f.created_at DESC, e.id DESC`.execute(db);
  return rows;
}

export function findEntityPublication(db: Db, entitetId: number) {
  return db.selectFrom('entitet').select(['id', 'objavljen']).where('id', '=', entitetId).executeTakeFirst();
}

/** Adds the favorite unless it is there; true when a row was added. */
export async function insertFavorite(db: Db, userId: number, entitetId: number): Promise<boolean> {
  const result = await db
    .insertInto('favorit')
    .values({ user_id: userId, entitet_id: entitetId })
    .onConflict((oc) => oc.columns(['user_id', 'entitet_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFavorite(db: Db, userId: number, entitetId: number): Promise<void> {
  await db.deleteFrom('favorit').where('user_id', '=', userId).where('entitet_id', '=', entitetId).execute();
}
