import { ErrorBody, FavoriteBody, FavoriteState, FavoritesQuery, FavoritesResponse, peoplePaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

const tags = ['favorites'];
const security = [{ bearer: [] }];
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

/** A user's favorite businesses. */
export const favoritesModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(peoplePaths.favorites, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "A user's favorite businesses",
      description:
        'EntitetSummary[] of the published favorites, most recently added first (a favorite whose business has become a draft is not listed). Only the user themself or a SystemAdministrator; 403 otherwise.',
      security,
      querystring: FavoritesQuery,
      response: { 200: FavoritesResponse, ...ERRORS },
    },
    handler: (req) => service.listFavorites(db, req.user, req.query.userId),
  });

  app.post(peoplePaths.insertFavorite, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Add a business to favorites',
      description:
        'Only for the caller themself (userId must be the caller; 403 otherwise). Idempotent: 201 when added, 200 when it already was a favorite. 404 for an unknown or unpublished business.',
      security,
      body: FavoriteBody,
      response: { 200: FavoriteState, 201: FavoriteState, ...ERRORS },
    },
    handler: async (req, reply) => {
      const { state, added } = await service.addFavorite(db, req.user, req.body);
      return reply.code(added ? 201 : 200).send(state);
    },
  });

  app.delete(peoplePaths.favorites, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Remove a business from favorites',
      description:
        'Body {entitetId, userId}. Only for the caller themself (403 otherwise). Idempotent: 200 whether or not it was a favorite. 404 only for an unknown business.',
      security,
      body: FavoriteBody,
      response: { 200: FavoriteState, ...ERRORS },
    },
    handler: (req) => service.removeFavorite(db, req.user, req.body),
  });
};
