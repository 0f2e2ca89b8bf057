import { ErrorBody, Usluga, UslugaQuery, cataloguePaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

export const offeringsModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(cataloguePaths.services, {
    config: { access: 'public' },
    schema: {
      tags: ['offerings'],
      summary: 'Services of published businesses',
      description:
        'With entitetId: that business\'s services (404 when the business is unknown or not published). ' +
        `Without: services of every published business, at most ${service.ALL_SERVICES_CAP}. ` +
        'Deleted services never appear; zaposleniIds lists the active employees who perform the service. ' +
        'Ordered by business, then id.',
      querystring: UslugaQuery,
      response: { 200: z.array(Usluga), 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.listServices(db, { entitetId: req.query.entitetId, viewer: req.user ?? undefined }),
  });
};
