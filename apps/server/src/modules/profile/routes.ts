import { ErrorBody, Obavestenja, Profil, ProfilQuery, UpdateProfilBody, identityPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

export const profileModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(identityPaths.profil, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "A user's profile",
      description: 'Only the user themself or a SystemAdministrator (403 otherwise). 404 for an unknown or deleted account.',
      security,
      querystring: ProfilQuery,
      response: { 200: Profil, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getProfil(db, req.user, req.query.userId),
  });

  app.put(identityPaths.profil, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Change my name and phone',
      description:
        'The caller\'s own profile: ime (1 to 100 characters after trimming), prezime and brojTelefona (absent, null or empty clears them). A NUL, an over-long or an empty name: 400 bad-request, nothing changed. 200 with the profile.',
      security,
      body: UpdateProfilBody,
      response: { 200: Profil, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.updateProfil(db, req.user, req.body),
  });

  app.get(identityPaths.profilObavestenja, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'My mail preferences',
      description: 'Which mails the caller gets: podsetnik (a reminder before a confirmed visit, default true), podsetnikSati (2 or 24 hours before, default 24), promeneStatusa (mails when a booking changes, default true). Codes and password resets are always sent.',
      security,
      response: { 200: Obavestenja, 401: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getObavestenja(db, req.user),
  });

  app.put(identityPaths.profilObavestenja, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Change my mail preferences',
      description: 'All three fields. A new podsetnikSati applies to reminders of bookings confirmed or moved from now on; podsetnik false also stops reminders already scheduled, promeneStatusa false every mail about a change of the bookings of the user.',
      security,
      body: Obavestenja,
      response: { 200: Obavestenja, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.setObavestenja(db, req.user, req.body),
  });
};
