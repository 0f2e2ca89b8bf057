import { ErrorBody, Profil, ProfilQuery, identityPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

export const profileModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(identityPaths.profil, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['profile'],
      summary: "A user's profile",
      description: 'Only the user themself or a SystemAdministrator (403 otherwise). 404 for an unknown or deleted account.',
      security: [{ bearer: [] }],
      querystring: ProfilQuery,
      response: { 200: Profil, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getProfil(db, req.user, req.query.userId),
  });
};
