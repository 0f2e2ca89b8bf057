import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A user's favorite businesses. */
export const favoritesModule: FastifyPluginAsyncZod = async (_app) => {};
