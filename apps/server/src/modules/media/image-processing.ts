import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/errors.ts';

/**
 * Checks an uploaded image by its content and re-encodes it (docs/decisions/031): the declared
 * type and the file name are ignored. Only JPEG, PNG and WebP are taken; the stored copy is a
 * WebP of at most MAX_EDGE pixels a side, auto-rotated by its EXIF orientation, with every piece
 * of metadata (EXIF, GPS, XMP, ICC) dropped: sharp writes none unless asked to.
 */

/** Longest side of the stored image; larger uploads are scaled down. */
export const MAX_EDGE = 2048;
/** Decoding stops beyond this many pixels (a small file can decode to gigabytes: a "pixel bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format its first bytes (magic numbers) announce, or null. */
function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const unsupported = (message: string) => new AppError(415, 'unsupported-media-type', message);

/** 415 unless the bytes are a decodable JPEG, PNG or WebP; 413 beyond MAX_INPUT_PIXELS. Returns the WebP to store. */
export async function toStoredWebp(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImage(bytes);
  if (!kind) throw unsupported('Only JPEG, PNG and WebP images are accepted');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported('The file is not a readable image');
  }
  // The container must agree with the magic bytes (sharp reads other formats we do not take).
  if (meta.format !== kind) throw unsupported('Only JPEG, PNG and WebP images are accepted');
  if (!meta.width || !meta.height) throw unsupported('The file is not a readable image');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError(413, 'payload-too-large', `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels`);
  }
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw unsupported('The file is not a readable image');
  }
}
