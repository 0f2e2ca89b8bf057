import { ErrorBody, IdParams, UpdateZaposleniBody, ZaposleniAdmin, ZaposleniAdminList, managementPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** Employees of a business, managed by its Administrator (accounts are made by POST /api/Identity/create-employee). */
export const staffModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(managementPaths.employees(':id'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: "The business's employees, inactive ones too",
      description:
        'Its Administrator or a SystemAdministrator (403 for anyone else). Active employees first, then by id. email is the login ' +
        'email (null without an account or once it was erased); uslugaIds lists live services only; buduciTermini counts ' +
        'pending and confirmed bookings that have not ended. 404 for an unknown business.',
      security,
      params: IdParams,
      response: { 200: ZaposleniAdminList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.listEmployeesForOwner(db, req.user, req.params.id),
  });

  app.put(managementPaths.employee(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Change an employee: name, services, active',
      description:
        "Only the business's Administrator (403 for anyone else, a SystemAdministrator included). uslugaIds replaces the " +
        'services the employee performs and must be live services of that business (400). aktivan false stops new bookings ' +
        'and hides the employee from the business page; bookings already made stand (the answer\'s buduciTermini says how many ' +
        'lie ahead, for the owner to confirm, move or cancel). Reactivating an employee whose account was erased: 409 ' +
        'employee-account-erased. prezime left out keeps its value. The business is re-checked for completeness.',
      security,
      params: IdParams,
      body: UpdateZaposleniBody,
      response: { 200: ZaposleniAdmin, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: (req) => service.updateEmployee(db, req.user, req.params.id, req.body),
  });
};
