import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Working weeks, days off, closures, open slots and free-slot computation. */
export const scheduleModule: FastifyPluginAsyncZod = async (_app) => {};
