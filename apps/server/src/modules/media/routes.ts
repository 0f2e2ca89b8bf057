import { ErrorBody, IdParams, Slika, cataloguePaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

export const mediaModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(cataloguePaths.entityImages(':id'), {
    config: { access: 'public' },
    schema: {
      tags: ['media'],
      summary: "A business's images",
      description: 'In upload order; the first is the cover image lists show. 404 when the business is unknown or not published (its owner and a SystemAdministrator see drafts).',
      params: IdParams,
      response: { 200: z.array(Slika), 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.listEntityImages(db, req.params.id, req.user ?? undefined),
  });
};
