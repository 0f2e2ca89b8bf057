import { Ack, DeviceTokenBody, ErrorBody, identityPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.ts';
import { acknowledged } from '../../http/ack.ts';
import { MAIL_JOB, mailDelivery } from './mail-delivery.ts';
import * as service from './service.ts';

export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  const mail = mailDelivery(config, app.log);
  app.jobWorker.handle(MAIL_JOB, mail.run, mail.options);
  app.jobWorker.onStop(mail.close);

  app.post(identityPaths.deviceToken, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['notifications'],
      summary: "Register the caller's push token",
      description: 'Upsert by token: a token registered before by another account moves to the caller. platform: android, ios or web.',
      security: [{ bearer: [] }],
      body: DeviceTokenBody,
      response: { 200: Ack, 400: ErrorBody, 401: ErrorBody },
    },
    handler: (req) => acknowledged(service.registerDeviceToken(db, requireUser(req.user).id, req.body.token, req.body.platform)),
  });
};
