import type { Db } from '../../db/database.ts';

/** A business's images in upload order (the first is its cover). */
export function listImages(db: Db, entitetId: number) {
  return db
    .selectFrom('entitet_slika')
    .select(['id', 'file_path'])
    .where('entitet_id', '=', entitetId)
    .orderBy('id')
    .execute();
}
