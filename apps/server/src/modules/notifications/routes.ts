import { Ack, DeviceTokenBody, ErrorBody, identityPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.ts';
import { acknowledged } from '../../http/ack.ts';
import { housekeeping } from '../../http/housekeeping.ts';
import { forgetFinishedJobs } from './job-queries.ts';
import { MAIL_JOB, mailDelivery } from './mail-delivery.ts';
import * as service from './service.ts';

const HOUR = 3_600_000;
/** Done jobs are kept a week (enough to answer "was my mail sent?"), given-up ones a month. */
const FINISHED_JOBS_KEPT = { doneDays: 7, failedDays: 30 };

export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  const mail = mailDelivery(config, app.log);
  app.jobWorker.handle(MAIL_JOB, mail.run, mail.options);
  app.jobWorker.onStop(mail.close);

  // Finished jobs go after a while; without this the job table (and its primary key) grows by
  // every mail and reminder ever sent.
  housekeeping(app, 'job housekeeping', HOUR, () => forgetFinishedJobs(db, FINISHED_JOBS_KEPT));

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
