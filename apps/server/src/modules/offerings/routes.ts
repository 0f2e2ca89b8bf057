import {
  CreateUslugaBody,
  DeletedUsluga,
  ErrorBody,
  IdParams,
  UpdateUslugaBody,
  Usluga,
  UslugaQuery,
  cataloguePaths,
  managementPaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

const tags = ['offerings'];
const security = [{ bearer: [] }];
const OWNER_ONLY = "Only the business's Administrator (403 for anyone else, a SystemAdministrator included).";

export const offeringsModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(cataloguePaths.services, {
    config: { access: 'public' },
    schema: {
      tags,
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

  app.post(managementPaths.createService, {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Add a service to your business',
      description:
        `${OWNER_ONLY} valuta defaults to the business's currency. zaposleniIds: employees of that business (400 otherwise). ` +
        'The answer lists the active ones among them, as GET /api/Usluga does. The business is re-checked for completeness. 404 for an unknown business.',
      security,
      body: CreateUslugaBody,
      response: { 201: Usluga, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createService(db, req.user, req.body)),
  });

  app.put(managementPaths.service(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Change a service',
      description:
        `${OWNER_ONLY} Fields left out keep their value; zaposleniIds, when given, replaces who performs it. Bookings made ` +
        'earlier keep their price and length. 404 for an unknown or deleted service.',
      security,
      params: IdParams,
      body: UpdateUslugaBody,
      response: { 200: Usluga, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.updateService(db, req.user, req.params.id, req.body),
  });

  app.delete(managementPaths.service(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Withdraw a service',
      description:
        `${OWNER_ONLY} A soft delete: the service disappears from the business page and from booking, while past bookings, ` +
        'ratings and statistics keep it. 409 service-has-bookings while pending or confirmed bookings of it have not ended ' +
        '(details[0].brojZakazivanja). 404 for an unknown or already deleted service. The business is re-checked for completeness.',
      security,
      params: IdParams,
      response: { 200: DeletedUsluga, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: (req) => service.deleteService(db, req.user, req.params.id),
  });
};
