import type { FastifyRequest } from 'fastify';
import { IMAGE_FIELD, IMAGE_MAX_BYTES } from '@zakazi/contract';
import { AppError, badRequest } from '../../shared/errors.ts';
import { findBadText } from '../../shared/bad-text.ts';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const tooLarge = () => new AppError(413, 'payload-too-large', `An image may have at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);

/**
 * The one file of an upload request, in memory (at most IMAGE_MAX_BYTES): 415 when the request
 * is not multipart, 400 without a file in field `imageFile`, 413 when it is larger or the request
 * carries more parts than an upload needs.
 */
export async function readImageFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'unsupported-media-type', `Send the image as multipart/form-data in the field ${IMAGE_FIELD}`);
  }
  try {
    const part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    // Text fields sent along are ignored, but bad text is refused as everywhere else (shared/bad-text.ts).
    for (const field of Object.values(part?.fields ?? {}).flat()) {
      const bad = field?.type === 'field' ? findBadText(field.value, `body.${field.fieldname}`) : undefined;
      if (bad) throw badRequest(`Invalid body: ${bad.field} ${bad.message}`, [bad]);
    }
    if (!part || part.fieldname !== IMAGE_FIELD) {
      throw badRequest(`Send the image in the multipart field ${IMAGE_FIELD}`, [{ field: `body.${IMAGE_FIELD}`, message: 'required' }]);
    }
    const bytes = await part.toBuffer();
    // toBuffer() only notices truncation inside a chunk: when the limit falls exactly on a chunk
    // boundary (10 MB is 160 socket reads of 64 KiB) it returns the first 10 MB as if complete.
    if (part.file.truncated || bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
    return bytes;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code && TOO_LARGE.has(code)) throw tooLarge();
    throw err;
  }
}
