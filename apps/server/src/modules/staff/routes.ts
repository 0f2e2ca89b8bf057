import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Employees of a business, managed by its Administrator. */
export const staffModule: FastifyPluginAsyncZod = async (_app) => {};
