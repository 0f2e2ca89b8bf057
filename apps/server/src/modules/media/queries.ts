import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/**
 * A business's images in display order: redosled (006_management.sql; new images go last,
 * the chosen cover first), then id. The first is the cover. redosled is not in the Kysely
 * table type (db/schema.ts is shared), so it is named in raw SQL.
 */
export function listImages(db: Executor, entitetId: number) {
  return db
    .selectFrom('entitet_slika')
    .select(['id', 'file_path'])
    .where('entitet_id', '=', entitetId)
    .orderBy(sql`redosled`)
    .orderBy('id')
    .execute();
}

export async function countImages(db: Executor, entitetId: number): Promise<number> {
  const row = await db
    .selectFrom('entitet_slika')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entitet_id', '=', entitetId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertImage(db: Executor, entitetId: number, filePath: string): Promise<number> {
  const row = await db.insertInto('entitet_slika').values({ entitet_id: entitetId, file_path: filePath }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findImage(db: Db | Executor, entitetId: number, imageId: number) {
  return db
    .selectFrom('entitet_slika')
    .select(['id', 'file_path'])
    .where('id', '=', imageId)
    .where('entitet_id', '=', entitetId)
    .executeTakeFirst();
}

export async function deleteImage(db: Executor, imageId: number): Promise<void> {
  await db.deleteFrom('entitet_slika').where('id', '=', imageId).execute();
}

/** Puts the image before every other image of its business. */
export async function makeCover(db: Executor, entitetId: number, imageId: number): Promise<void> {
  await sql`
    UPDATE entitet_slika
       SET redosled = (SELECT min(redosled) - 1 FROM entitet_slika WHERE entitet_id = ${entitetId}::bigint)
     WHERE id = ${imageId}::bigint AND entitet_id = ${entitetId}::bigint`.execute(db);
}
