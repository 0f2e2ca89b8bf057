import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * Business images on disk: DATA_DIR/uploads, served at /uploads/ by http/web-client.ts.
 * Names are random (never the uploader's), so a URL reveals nothing and cannot be guessed.
 */
const UPLOADS_URL_PREFIX = '/uploads/';
const STORED_NAME = /^[a-z0-9-]+\.webp$/;

function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export async function ensureUploadsDir(dataDir: string): Promise<void> {
  await mkdir(uploadsDir(dataDir), { recursive: true });
}

/** Writes a WebP for the business; returns its public filePath (/uploads/…). */
export async function saveImage(dataDir: string, entitetId: number, webp: Buffer): Promise<string> {
  const name = `${entitetId}-${randomUUID()}.webp`;
  await writeFile(join(uploadsDir(dataDir), name), webp, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/**
 * Removes a stored image's file. Only names this module makes are touched (demo images live
 * elsewhere); a file already gone is fine.
 */
export async function removeImageFile(dataDir: string, filePath: string): Promise<void> {
  if (!filePath.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = basename(filePath);
  if (`${UPLOADS_URL_PREFIX}${name}` !== filePath || !STORED_NAME.test(name)) return;
  await unlink(join(uploadsDir(dataDir), name)).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
