import { sql } from 'kysely';
import { countOfBusiness, type Db } from '../../db/database.ts';

/** What creating a rating needs to know about the booking. */
export function findBooking(db: Db, zakazivanjeId: number) {
  return db
    .selectFrom('zakazivanje')
    .select(['id', 'entitet_id', 'user_id', 'status'])
    .where('id', '=', zakazivanjeId)
    .executeTakeFirst();
}

/** A rating as its author sees it, under the wire's names but for created_at. */
export type OwnRatingRow = {
  id: number;
  entitetId: number;
  entitetNaziv: string;
  zakazivanjeId: number;
  ocena: number;
  komentar: string | null;
  created_at: Date;
};

/** OwnRatingRow's columns of a rating `t` joined to its business `e`. */
const OWN_RATING_COLUMNS = sql`t.id, t.entitet_id AS "entitetId", e.naziv AS "entitetNaziv", t.zakazivanje_id AS "zakazivanjeId",
           t.ocena::int AS ocena, t.komentar, t.created_at`;

/**
 * Inserts the rating (the utisak trigger refreshes entitet.prosecna_ocena/broj_ocena) and returns it
 * with the business's name; undefined when the booking has a rating already (UNIQUE zakazivanje_id,
 * so two concurrent requests cannot both rate it).
 */
export async function insertRating(
  db: Db,
  r: { entitetId: number; zakazivanjeId: number; userId: number; ocena: number; komentar: string | null },
): Promise<OwnRatingRow | undefined> {
  const { rows } = await sql<OwnRatingRow>`
    WITH t AS (
      INSERT INTO utisak (entitet_id, zakazivanje_id, user_id, ocena, komentar)
      VALUES (${r.entitetId}::bigint, ${r.zakazivanjeId}::bigint, ${r.userId}::bigint, ${r.ocena}::smallint, ${r.komentar}::text)
      ON CONFLICT (zakazivanje_id) DO NOTHING
      RETURNING id, entitet_id, zakazivanje_id, ocena, komentar, created_at)
    SELECT ${OWN_RATING_COLUMNS}
      FROM t JOIN entitet e ON e.id = t.entitet_id`.execute(db);
  return rows[0];
}

/** The user's ratings with the business's name, newest first. */
export async function listRatingsOfUser(db: Db, userId: number): Promise<OwnRatingRow[]> {
  const { rows } = await sql<OwnRatingRow>`
    SELECT ${OWN_RATING_COLUMNS}
      FROM utisak t JOIN entitet e ON e.id = t.entitet_id
     WHERE t.user_id = ${userId}::bigint
     ORDER BY t.created_at DESC, t.id DESC`.execute(db);
  return rows;
}

/** ime and prezime are null once the rater's account is erased (or gone); the rated visit's service and employee; the business's reply. */
export type PublicRatingRow = {
  id: number;
  ocena: number;
  komentar: string | null;
  ime: string | null;
  prezime: string | null;
  created_at: Date;
  usluga_naziv: string;
  zaposleni_ime: string;
  odgovor: string | null;
  odgovor_at: Date | null;
};

const PUBLIC_RATING = sql`
    SELECT t.id, t.ocena::int AS ocena, t.komentar,
           CASE WHEN u.deleted_at IS NULL THEN u.ime END AS ime,
           CASE WHEN u.deleted_at IS NULL THEN u.prezime END AS prezime,
           t.created_at, us.naziv AS usluga_naziv, concat_ws(' ', zp.ime, zp.prezime) AS zaposleni_ime, t.odgovor, t.odgovor_at
      FROM utisak t LEFT JOIN users u ON u.id = t.user_id
      JOIN zakazivanje z ON z.id = t.zakazivanje_id JOIN usluga us ON us.id = z.usluga_id JOIN zaposleni zp ON zp.id = z.zaposleni_id`;

/** One rating with what the business page shows of it, and its business's owner (who may reply). */
export async function findRating(db: Db, id: number): Promise<(PublicRatingRow & { owner_user_id: number | null; entitet_id: number }) | undefined> {
  const { rows } = await sql<PublicRatingRow & { owner_user_id: number | null; entitet_id: number }>`
    SELECT r.*, e.owner_user_id, e.id::int AS entitet_id FROM (${PUBLIC_RATING} WHERE t.id = ${id}::bigint) r
      JOIN utisak t2 ON t2.id = r.id JOIN entitet e ON e.id = t2.entitet_id`.execute(db);
  return rows[0];
}

/** Sets (or replaces) the business's reply. */
export async function setReply(db: Db, id: number, odgovor: string): Promise<void> {
  await db.updateTable('utisak').set({ odgovor, odgovor_at: new Date() }).where('id', '=', id).execute();
}

/** One page of a business's ratings, newest first (utisak_entitet_idx). */
export async function listRatingsOfEntity(db: Db, entitetId: number, limit: number, offset: number): Promise<PublicRatingRow[]> {
  const { rows } = await sql<PublicRatingRow>`${PUBLIC_RATING}
     WHERE t.entitet_id = ${entitetId}::bigint
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${limit}::int OFFSET ${offset}::int`.execute(db);
  return rows;
}

export const countRatingsOfEntity = (db: Db, entitetId: number): Promise<number> => countOfBusiness(db, 'utisak', entitetId);
