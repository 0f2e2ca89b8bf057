import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Ratings (utisak) of completed bookings. */
export const reviewsModule: FastifyPluginAsyncZod = async (_app) => {};
