import { IMAGE_MAX_COUNT, MANAGEMENT_ERRORS, type Slika } from '@zakazi/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../shared/caller.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { assertEntityVisible, assertOwnsBusiness, lockOwnedBusiness, refreshPublication, type Viewer } from '../ownership/index.ts';
import { toStoredWebp } from './image-processing.ts';
import * as queries from './queries.ts';
import { deleteImageBlob, removeImageFile, saveImage, stampImageFile, storeImageBlob } from './storage.ts';

/** GET /api/EntitetImages/{id}/images: 404 when the business is unknown or not visible to the viewer. */
export async function listEntityImages(db: Db, entitetId: number, viewer?: Viewer): Promise<Slika[]> {
  await assertEntityVisible(db, entitetId, viewer);
  return imagesOfEntity(db, entitetId);
}

/** A business's images in display order (the first is the cover), whatever its visibility: for modules that checked it already. */
export async function imagesOfEntity(db: Kysely<Database>, entitetId: number): Promise<Slika[]> {
  const rows = await queries.listImages(db, entitetId);
  return rows.map((r) => ({ id: r.id, filePath: r.file_path }));
}

export type MediaDeps = { db: Db; dataDir: string };

/**
 * Before an upload's bytes are read: the caller must own the business (so nobody else makes the
 * server decode images for it).
 */
export async function assertMayUpload(deps: MediaDeps, user: AuthUser | null, entitetId: number): Promise<void> {
  await assertOwnsBusiness(deps.db, user, entitetId);
}

/**
 * POST /api/EntitetImages/{id}/upload, after the file was read: checked by content and
 * re-encoded (image-processing.ts), written under DATA_DIR/uploads, then recorded as the
 * business's last image with its bytes in the database for the other processes (storage.ts).
 * The file is removed again if recording fails.
 */
export async function uploadImage(deps: MediaDeps, user: AuthUser | null, entitetId: number, bytes: Buffer): Promise<Slika> {
  const webp = await toStoredWebp(bytes);
  const filePath = await saveImage(deps.dataDir, entitetId, webp);
  let recorded: { id: number; storedAt: Date };
  try {
    recorded = await deps.db.transaction().execute(async (trx) => {
      await lockOwnedBusiness(trx, user, entitetId);
      if ((await queries.countImages(trx, entitetId)) >= IMAGE_MAX_COUNT) {
        throw conflict(MANAGEMENT_ERRORS.imageLimit, `A business has at most ${IMAGE_MAX_COUNT} images; delete one first`);
      }
      const imageId = await queries.insertImage(trx, entitetId, filePath);
      const stored = await storeImageBlob(trx, filePath, webp);
      await refreshPublication(trx, entitetId);
      return { id: imageId, storedAt: stored };
    });
  } catch (err) {
    await removeImageFile(deps.dataDir, filePath).catch(() => {});
    throw err;
  }
  // After commit: a failure here only leaves this copy's ETag different from the others'.
  await stampImageFile(deps.dataDir, filePath, recorded.storedAt).catch(() => {});
  return { id: recorded.id, filePath };
}

/** DELETE /api/EntitetImages/{id}/image/{imageId}: the record, then its file; answers the images left. */
export async function deleteImage(deps: MediaDeps, user: AuthUser | null, entitetId: number, imageId: number): Promise<Slika[]> {
  const { images, filePath } = await deps.db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, entitetId);
    const image = await queries.findImage(trx, entitetId, imageId);
    if (!image) throw notFound('Image');
    await queries.deleteImage(trx, imageId);
    await deleteImageBlob(trx, image.file_path);
    await refreshPublication(trx, entitetId);
    return { images: await imagesOfEntity(trx, entitetId), filePath: image.file_path };
  });
  // After commit: a failed unlink leaves an orphan file, never a record without its file.
  await removeImageFile(deps.dataDir, filePath).catch(() => {});
  return images;
}

/** POST /api/EntitetImages/{id}/image/{imageId}/naslovna: the image becomes the first (the card and cover image). */
export async function setCoverImage(deps: MediaDeps, user: AuthUser | null, entitetId: number, imageId: number): Promise<Slika[]> {
  return deps.db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, entitetId);
    if (!(await queries.findImage(trx, entitetId, imageId))) throw notFound('Image');
    await queries.makeCover(trx, entitetId, imageId);
    return imagesOfEntity(trx, entitetId);
  });
}
