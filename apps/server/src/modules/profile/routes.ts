import { ErrorBody, Obavestenja, ObavestenjaBody, Profil, ProfilIzvoz, ProfilQuery, UpdateProfilBody, identityPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportOwnData } from './data-export.ts';
import * as service from './service.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

export const profileModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(identityPaths.profil, {
    config: { access: 'authenticated', beforeTwoStep: true },
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

  app.get(identityPaths.profilExport, {
    config: { access: 'authenticated', beforeTwoStep: true },
    schema: {
      tags,
      summary: 'Everything kept about me (data export)',
      description:
        'The caller\'s own data as JSON: profil (account, mail preferences, signed-in sessions, push devices), zakazivanja (every booking), utisci (reviews), favoriti, obavestenja (the mails sent: subject and time). ' +
        'Secrets (password hash, codes, tokens) are not personal data and are left out.',
      security,
      response: { 200: ProfilIzvoz, 401: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => exportOwnData(db, req.user),
  });

  app.put(identityPaths.profil, {
    config: { access: 'authenticated', beforeTwoStep: true },
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
      summary: 'My notification preferences',
      description:
        'Which notifications the caller gets: podsetnik (a reminder before a confirmed visit, default true), podsetnikSati (2 or 24 hours before, default 24), promeneStatusa (when a booking changes, default true); on which channels (kanali: email, push, sms; default true, true, false); and, for the business\'s people, which bookings others make, move or cancel they hear of (posao, default all true). Codes and password resets always go by mail.',
      security,
      response: { 200: Obavestenja, 401: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.getObavestenja(db, req.user),
  });

  app.put(identityPaths.profilObavestenja, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Change my notification preferences',
      description:
        'podsetnik, podsetnikSati and promeneStatusa always; kanali and posao when given (left out, they stay). A new podsetnikSati applies to reminders of bookings confirmed or moved from now on; podsetnik false also stops reminders already scheduled, promeneStatusa false every notice of a change of the bookings of the user.',
      security,
      body: ObavestenjaBody,
      response: { 200: Obavestenja, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.setObavestenja(db, req.user, req.body, (app.deps.clock ?? (() => new Date()))()),
  });
};
