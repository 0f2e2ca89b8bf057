import {
  Ack,
  AdminBusinessesQuery,
  AdminBusinessesResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  EnableDisableQuery,
  EnableDisableResponse,
  ErrorBody,
  IdParams,
  identityPaths,
  peoplePaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const SYSADMIN = { roles: ['SystemAdministrator'] } as const;

export const adminModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(identityPaths.enableDisable(':id'), {
    config: { access: SYSADMIN },
    schema: {
      tags,
      summary: 'Enable or disable an account',
      description: 'SystemAdministrator only. A disabled account cannot log in or refresh, and its access tokens stop working at once. 404 for an unknown or deleted account.',
      security,
      params: IdParams,
      querystring: EnableDisableQuery,
      response: { 200: EnableDisableResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.enableDisable(db, req.user, req.params.id, req.query.isEnabled),
  });

  app.delete(identityPaths.deleteUser(':id'), {
    config: { access: SYSADMIN },
    schema: {
      tags,
      summary: 'Delete an account (administration)',
      description: 'SystemAdministrator only. The same erasure as DELETE /api/Identity/{id}. 404 for an unknown or already deleted account.',
      security,
      params: IdParams,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.deleteUser(app.deps, req.user, req.params.id),
  });

  app.get(peoplePaths.adminUsers, {
    config: { access: SYSADMIN },
    schema: {
      tags,
      summary: 'Accounts (super-admin)',
      description:
        'SystemAdministrator only. Live accounts, newest first, paged (pageSize default 20, at most 100); total counts every match. q matches first name, last name or email by substring, ignoring case and Serbian diacritics; role filters by role. Erased accounts are not listed.',
      security,
      querystring: AdminUsersQuery,
      response: { 200: AdminUsersResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: (req) => service.listUsers(db, req.query),
  });

  app.get(peoplePaths.adminBusinesses, {
    config: { access: SYSADMIN },
    schema: {
      tags,
      summary: 'Businesses (super-admin)',
      description:
        "SystemAdministrator only. Every business, drafts included (objavljen false), newest first, paged (pageSize default 20, at most 100); total counts every match. q matches the name, the city or the owner's email by substring, ignoring case and Serbian diacritics. ownerEmail is null when there is no owner or the owner's account is erased.",
      security,
      querystring: AdminBusinessesQuery,
      response: { 200: AdminBusinessesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: (req) => service.listBusinesses(db, req.query),
  });
};
