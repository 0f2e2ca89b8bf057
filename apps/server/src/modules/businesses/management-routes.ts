import {
  Adresa,
  AdresaIdResponse,
  CreateAdresaBody,
  CreateEntitetBody,
  Entitet,
  ErrorBody,
  IdParams,
  Popunjenost,
  UpdateAdresaBody,
  UpdateEntitetBody,
  managementPaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './management-service.ts';

const tags = ['business management'];
const security = [{ bearer: [] }];
const OWNER_ONLY = "Only the business's Administrator (403 for anyone else, a SystemAdministrator included).";
const PUBLICATION =
  'A business is public exactly when it is complete (GET …/proveri-popunjenost): every change to its address, services, employees, images or working weeks re-checks it in the same transaction.';

/** The owner's calls on a business and its address (issue 5). */
export const businessManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(managementPaths.createEntity, {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: 'Create your business',
      description:
        'One business per owner account (partner sign-up creates it already): 409 business-exists when the caller owns one. ' +
        `The business starts as an unpublished draft owned by the caller. 400 for an unknown kategorijaId or an unknown time zone. ${PUBLICATION}`,
      security,
      body: CreateEntitetBody,
      response: { 201: Entitet, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createEntity(db, req.user, req.body)),
  });

  app.put(managementPaths.updateEntity(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "Change your business's details",
      description:
        `${OWNER_ONLY} Fields left out keep their value; an optional text sent as "" or null is cleared. ` +
        'vremenskaZona must be an IANA zone (Intl.supportedValuesOf). Bookings made earlier keep their time; the booking rules ' +
        '(korakMinuta, minimalnaNajavaMinuta, horizontDana, automatskaPotvrda) apply to new bookings; otkazivanjeSati (default 24, 0 to 168) is the customer cancellation and reschedule window, checked at the moment of the change. 404 for an unknown business.',
      security,
      params: IdParams,
      body: UpdateEntitetBody,
      response: { 200: Entitet, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.updateEntity(db, req.user, req.params.id, req.body),
  });

  app.get(managementPaths.completeness(':id'), {
    config: { access: { roles: ['Administrator', 'SystemAdministrator'] } },
    schema: {
      tags,
      summary: 'What the business still lacks before it is public',
      description: `Its Administrator or a SystemAdministrator (403 for anyone else). ${PUBLICATION}`,
      security,
      params: IdParams,
      response: { 200: Popunjenost, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.completeness(db, req.user, req.params.id),
  });

  app.post(managementPaths.createAddress, {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "Give your business its address",
      description: `${OWNER_ONLY} A business has one address: 409 address-exists when it has one (change it with PUT). ${PUBLICATION}`,
      security,
      body: CreateAdresaBody,
      response: { 201: AdresaIdResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createAddress(db, req.user, req.body)),
  });

  app.put(managementPaths.updateAddress(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "Change your business's address",
      description: `${OWNER_ONLY} Replaces every field; city search and "near me" follow at once. 404 for an unknown address.`,
      security,
      params: IdParams,
      body: UpdateAdresaBody,
      response: { 200: Adresa, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.updateAddress(db, req.user, req.params.id, req.body),
  });
};
