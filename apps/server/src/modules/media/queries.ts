import { sql } from 'kysely';
import { countOfBusiness, type Db } from '../../db/database.ts';

/**
 * A business's images in display order: redosled (006_management.sql; new images go last,
 * the chosen cover first), then id. The first is the cover. redosled is not in the Kysely
 * table type (db/schema.ts is shared), so it is named in raw SQL.
 */
export function listImages(db: Db, entitetId: number) {
  return db
    .selectFrom('entitet_slika')
    .select(['id', 'file_path'])
    .where('entitet_id', '=', entitetId)
    .orderBy(sql`redosled`)
    .orderBy('id')
    .execute();
}

export const countImages = (db: Db, entitetId: number): Promise<number> => countOfBusiness(db, 'entitet_slika', entitetId);

export async function insertImage(db: Db, entitetId: number, filePath: string): Promise<number> {
  const row = await db.insertInto('entitet_slika').values({ entitet_id: entitetId, file_path: filePath }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findImage(db: Db | Db, entitetId: number, imageId: number) {
  return db
    .selectFrom('entitet_slika')
    .select(['id', 'file_path'])
    .where('id', '=', imageId)
    .where('entitet_id', '=', entitetId)
    .executeTakeFirst();
}

export async function deleteImage(db: Db, imageId: number): Promise<void> {
  await db.deleteFrom('entitet_slika').where('id', '=', imageId).execute();
}

/** Puts the image before every other image of its business. */
export async function makeCover(db: Db, entitetId: number, imageId: number): Promise<void> {
  await sql`
    UPDATE entitet_slika
       SET redosled = (SELECT min(redosled) - 1 FROM entitet_slika WHERE entitet_id = ${entitetId}::bigint)
     WHERE id = ${imageId}::bigint AND entitet_id = ${entitetId}::bigint`.execute(db);
}
