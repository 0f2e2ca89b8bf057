import { ErrorBody, Kategorija, MainKategorija, cataloguePaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

export const catalogueModule: FastifyPluginAsyncZod = async (app) => {
  // The catalogue changes only by migration: a replica serves it.
  const db = app.deps.readDb;

  app.get(cataloguePaths.mainCategories, {
    config: { access: 'public' },
    schema: { tags: ['catalogue'], summary: 'The seven main categories', response: { 200: z.array(MainKategorija), 500: ErrorBody } },
    handler: () => service.mainCategories(db),
  });

  app.get(cataloguePaths.categories, {
    config: { access: 'public' },
    schema: { tags: ['catalogue'], summary: 'Every category', response: { 200: z.array(Kategorija), 500: ErrorBody } },
    handler: () => service.categories(db),
  });
};
