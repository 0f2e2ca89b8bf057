import type { Db } from '../../db/database.ts';

export function listMainCategories(db: Db) {
  return db.selectFrom('main_kategorija').select(['id', 'slug', 'naziv_sr', 'naziv_en']).orderBy('redosled').execute();
}

export function listCategories(db: Db) {
  return db
    .selectFrom('kategorija')
    .select(['id', 'slug', 'naziv_sr', 'naziv_en', 'main_kategorija_id'])
    .orderBy('main_kategorija_id')
    .orderBy('id')
    .execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('kategorija').select(['id', 'main_kategorija_id']).where('id', '=', id).executeTakeFirst();
}
