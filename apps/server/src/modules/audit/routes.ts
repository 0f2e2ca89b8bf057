import { AUDIT_RETENTION_DAYS, AuditLogQuery, Dnevnik, EntitetIdParams, ErrorBody, recordPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { housekeeping } from '../../shared/housekeeping.ts';
import { auditLogOf, forgetOldEntries } from './service.ts';

const DAY = 24 * 60 * 60_000;

/** The business's audit log for its owner; and its retention. */
export const auditModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  housekeeping(app, 'audit log housekeeping', DAY, () => forgetOldEntries(db));

  app.get(recordPaths.auditLog(':entitetId'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags: ['audit'],
      summary: "Who did what in the business (audit log)",
      description:
        'A page of the business\'s audit log, newest first: changes made by its owner, its employees or a super-admin (details, address, services, staff, working hours, days off, closures, bookings moved, cancelled or rejected by the business, client blocks, review replies, exports). ' +
        `Each entry: when (vreme), what (radnja, a code the client words), to what (predmet, as named then) and who (akter: id, name, role). Kept ${AUDIT_RETENTION_DAYS} days. ` +
        'Its Administrator or a SystemAdministrator: 403 for anyone else, 404 for an unknown business. pageSize default 25, at most 100.',
      security: [{ bearer: [] }],
      params: EntitetIdParams,
      querystring: AuditLogQuery,
      response: { 200: Dnevnik, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => auditLogOf(db, req.user, req.params.entitetId, req.query),
  });
};
