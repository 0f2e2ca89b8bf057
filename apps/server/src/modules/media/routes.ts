import multipart from '@fastify/multipart';
import {
  EntityImageParams,
  ErrorBody,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT,
  IdParams,
  Slika,
  SlikeResponse,
  cataloguePaths,
  managementPaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_EDGE } from './image-processing.ts';
import * as service from './service.ts';
import { ensureUploadsDir } from './storage.ts';
import { readImageFile } from './upload-body.ts';

const tags = ['media'];
const security = [{ bearer: [] }];
const OWNER_ONLY = "Only the business's Administrator (403 for anyone else, a SystemAdministrator included); 404 for an unknown business.";

export const mediaModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const deps: service.MediaDeps = { db, dataDir: config.dataDir };
  await ensureUploadsDir(config.dataDir);
  // Multipart only for this module's routes (the plugin is encapsulated here); one file per request.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(cataloguePaths.entityImages(':id'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A business's images",
      description:
        'In display order: upload order, except that the image its owner chose as cover comes first. The first is the cover image lists show. ' +
        '404 when the business is unknown or not published (its owner and a SystemAdministrator see drafts).',
      params: IdParams,
      response: { 200: z.array(Slika), 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.listEntityImages(db, req.params.id, req.user ?? undefined),
  });

  app.post(managementPaths.uploadImage(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Upload an image of your business',
      description:
        `${OWNER_ONLY} multipart/form-data with one file in the field \`imageFile\`; one image per request. ` +
        `JPEG, PNG or WebP, recognised by content (name and declared type are ignored): anything else 415 unsupported-media-type, ` +
        `as is a request that is not multipart. At most ${IMAGE_MAX_BYTES / 1024 / 1024} MB (413 payload-too-large). ` +
        `Stored re-encoded as WebP, at most ${MAX_EDGE} px a side, turned upright, every piece of metadata (EXIF, GPS) removed; ` +
        `it goes last in the business's images. At most ${IMAGE_MAX_COUNT} images per business (409 image-limit). ` +
        'The business is re-checked for completeness.',
      security,
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: { 201: Slika, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
    },
    handler: async (req, reply) => {
      await service.assertMayUpload(deps, req.user, req.params.id);
      const bytes = await readImageFile(req);
      return reply.code(201).send(await service.uploadImage(deps, req.user, req.params.id, bytes));
    },
  });

  app.delete(managementPaths.deleteImage(':id', ':imageId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Delete an image of your business',
      description: `${OWNER_ONLY} 404 when the image is not one of this business's. Answers the images left, in display order. The business is re-checked for completeness.`,
      security,
      params: EntityImageParams,
      response: { 200: SlikeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.deleteImage(deps, req.user, req.params.id, req.params.imageId),
  });

  app.post(managementPaths.coverImage(':id', ':imageId'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Choose the cover image',
      description: `${OWNER_ONLY} The image becomes the first of the business's images: the one its card in every list and its page show. 404 when the image is not one of this business's. Answers the images in their new order.`,
      security,
      params: EntityImageParams,
      response: { 200: SlikeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.setCoverImage(deps, req.user, req.params.id, req.params.imageId),
  });
};
