import type { Kategorija, MainKategorija } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import * as queries from './queries.ts';

export async function mainCategories(db: Db): Promise<MainKategorija[]> {
  const rows = await queries.listMainCategories(db);
  return rows.map((r) => ({ id: r.id, slug: r.slug, naziv: r.naziv_sr, nazivEn: r.naziv_en }));
}

export async function categories(db: Db): Promise<Kategorija[]> {
  const rows = await queries.listCategories(db);
  return rows.map((r) => ({ id: r.id, slug: r.slug, naziv: r.naziv_sr, nazivEn: r.naziv_en, mainKategorijaId: r.main_kategorija_id }));
}

/** Whether a category id exists: lets other modules answer 404 for unknown categories. */
export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await queries.findCategory(db, id)) !== undefined;
}
