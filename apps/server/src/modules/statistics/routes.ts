import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Finance and visit statistics for a business's Administrator. */
export const statisticsModule: FastifyPluginAsyncZod = async (_app) => {};
