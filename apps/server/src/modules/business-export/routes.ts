import { EntitetIdParams, ErrorBody, recordPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/caller.ts';
import { EXPORT_FILES, exportBusiness } from './service.ts';

/** The owner's export of their business (issue 32, item 3b). */
export const businessExportModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(recordPaths.businessExport(':entitetId'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags: ['businesses'],
      summary: 'The business as CSV files in a zip (business export)',
      description:
        `A zip of UTF-8 CSV files (with a byte-order mark, comma-separated, a header row each): ${Object.keys(EXPORT_FILES).join(', ')}: ` +
        'the details and address, services, staff, working weeks (a row per working day and per break), every booking (times in the business\'s time zone) and the clients as the clients tab groups them. ' +
        'Its Administrator or a SystemAdministrator: 403 for anyone else, 404 for an unknown business. Each export is written to the business\'s audit log.',
      security: [{ bearer: [] }],
      params: EntitetIdParams,
      response: {
        200: { description: 'The zip (attachment)', content: { 'application/zip': { schema: z.string().describe('binary') } } },
        401: ErrorBody,
        403: ErrorBody,
        404: ErrorBody,
      },
    },
    handler: async (req, reply) => {
      const { zip } = await exportBusiness(db, requireUser(req.user), req.params.entitetId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="zakazi-posao-${req.params.entitetId}-${day}.zip"`)
        .header('cache-control', 'no-store')
        // The schema types a binary body as a string (OpenAPI's binary format); Fastify pipes a
        // stream as it is, past the serializer.
        .send(zip as unknown as string);
    },
  });
};
