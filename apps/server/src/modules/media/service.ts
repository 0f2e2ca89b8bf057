import type { Slika } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertEntityVisible, type Viewer } from '../businesses/service.ts';
import * as queries from './queries.ts';

/** GET /api/EntitetImages/{id}/images: 404 when the business is unknown or not visible to the viewer. */
export async function listEntityImages(db: Db, entitetId: number, viewer?: Viewer): Promise<Slika[]> {
  await assertEntityVisible(db, entitetId, viewer);
  return imagesOfEntity(db, entitetId);
}

/** A business's images, whatever its visibility: for modules that checked it already. */
export async function imagesOfEntity(db: Db, entitetId: number): Promise<Slika[]> {
  const rows = await queries.listImages(db, entitetId);
  return rows.map((r) => ({ id: r.id, filePath: r.file_path }));
}
