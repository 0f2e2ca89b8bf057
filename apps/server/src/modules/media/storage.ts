import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, unlink, utimes, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Business images: the WebP bytes in PostgreSQL (table image_blob, written in the transaction
 * that records the image), and each process's copy on disk in DATA_DIR/uploads, served at
 * /uploads/ by http/web-client.ts. A process that lacks a copy fetches it from the database on
 * the first request (restoreUpload), so every process serves every image (decision 037).
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

/** Writes a WebP for the business into this process's folder; returns its public filePath (/uploads/…). */
export async function saveImage(dataDir: string, entitetId: number, webp: Buffer): Promise<string> {
  const name = `${entitetId}-${randomUUID()}.webp`;
  await writeFile(join(uploadsDir(dataDir), name), webp, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** The stored name of a filePath this module made, or null. */
function storedName(filePath: string): string | null {
  if (!filePath.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = basename(filePath);
  return `${UPLOADS_URL_PREFIX}${name}` === filePath && STORED_NAME.test(name) ? name : null;
}

/**
 * Puts the bytes where every process finds them (in the transaction that records the image).
 * Answers the time stored: every copy of the file gets it as its modification time, so the
 * ETag (size and mtime) and Last-Modified are the same whichever process a CDN asks.
 */
export async function storeImageBlob(trx: Kysely<Database>, filePath: string, webp: Buffer): Promise<Date> {
  const name = storedName(filePath);
  if (!name) throw new Error(`not a stored image name: ${filePath}`);
  const { rows } = await sql<{ created_at: Date }>`INSERT INTO image_blob (name, bytes) VALUES (${name}, ${webp}) RETURNING created_at`.execute(trx);
  return rows[0]!.created_at;
}

/** Gives this process's copy the stored time (see storeImageBlob). */
export async function stampImageFile(dataDir: string, filePath: string, storedAt: Date): Promise<void> {
  const name = storedName(filePath);
  if (name) await utimes(join(uploadsDir(dataDir), name), storedAt, storedAt);
}

export async function deleteImageBlob(trx: Kysely<Database>, filePath: string): Promise<void> {
  const name = storedName(filePath);
  if (name) await sql`DELETE FROM image_blob WHERE name = ${name}`.execute(trx);
}

/**
 * Before /uploads/<name> is served: when this process has no copy, the bytes come from the
 * database into DATA_DIR/uploads (written aside, then renamed: a request at the same time never
 * sees half a file), and the static file server serves them with its ETag and 304 as any file.
 * False when the name is not one this module makes or no image has it.
 */
export async function restoreUpload(db: Kysely<Database>, dataDir: string, name: string): Promise<boolean> {
  if (!STORED_NAME.test(name)) return false;
  const file = join(uploadsDir(dataDir), name);
  if (existsSync(file)) return true;
  const { rows } = await sql<{ bytes: Buffer; created_at: Date }>`SELECT bytes, created_at FROM image_blob WHERE name = ${name}`.execute(db);
  const row = rows[0];
  if (!row) return false;
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, row.bytes, { flag: 'wx' });
  await utimes(partial, row.created_at, row.created_at);
  await rename(partial, file);
  return true;
}

/**
 * Removes a stored image's file. Only names this module makes are touched (demo images live
 * elsewhere); a file already gone is fine.
 */
export async function removeImageFile(dataDir: string, filePath: string): Promise<void> {
  const name = storedName(filePath);
  if (!name) return;
  await unlink(join(uploadsDir(dataDir), name)).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
