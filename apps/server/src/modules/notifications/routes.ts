import { Ack, DeviceTokenBody, ErrorBody, PushEndpointBody, PushKey, PushSubscriptionBody, UnsubscribeQuery, identityPaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../shared/caller.ts';
import { acknowledged } from '../../shared/ack.ts';
import { badRequest } from '../../shared/errors.ts';
import { housekeeping } from '../../shared/housekeeping.ts';
import { forgetFinishedJobs } from './job-queries.ts';
import { MAIL_JOB, mailDelivery } from './mail-delivery.ts';
import { PUSH_JOB, pushDelivery } from './push-delivery.ts';
import { SMS_JOB, smsDelivery } from './sms-delivery.ts';
import * as service from './service.ts';
import { readUnsubscribeToken, unsubscribe } from './unsubscribe.ts';

const HOUR = 3_600_000;
/** Done jobs are kept a week (enough to answer "was my mail sent?"), given-up ones a month. */
const FINISHED_JOBS_KEPT = { doneDays: 7, failedDays: 30 };

export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const count = app.metrics.countNotification.bind(app.metrics);

  const mail = mailDelivery(config, app.log, count);
  app.jobWorker.handle(MAIL_JOB, mail.run, mail.options);
  app.jobWorker.onStop(mail.close);
  const push = pushDelivery(config, count);
  app.jobWorker.handle(PUSH_JOB, push.run, push.options);
  const sms = smsDelivery(config, count, app.log);
  app.jobWorker.handle(SMS_JOB, sms.run, sms.options);

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

  app.get(identityPaths.pushKey, {
    config: { access: 'public' },
    schema: {
      tags: ['notifications'],
      summary: "The server's VAPID public key",
      description: "An uncompressed P-256 point, base64url: a browser's PushManager.subscribe takes it as applicationServerKey.",
      response: { 200: PushKey },
    },
    handler: async () => ({ publicKey: config.push.publicKey }),
  });

  app.post(identityPaths.profilPush, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['notifications'],
      summary: "Subscribe one of the caller's browsers to Web Push",
      description:
        'The PushSubscription JSON of the browser. The endpoint must be https and not on a loopback or private address (unless its host is in PUSH_ALLOWED_HOSTS): 400 otherwise. An endpoint subscribed before moves to the caller.',
      security: [{ bearer: [] }],
      body: PushSubscriptionBody,
      response: { 201: z.null().describe('subscribed, no body'), 400: ErrorBody, 401: ErrorBody },
    },
    handler: async (req, reply) => {
      await service.subscribePush(db, config, requireUser(req.user).id, req.body);
      // 201 without a body (the contract answers nothing but the status)
      return reply.code(201).send(undefined as unknown as null);
    },
  });

  app.delete(identityPaths.profilPush, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['notifications'],
      summary: "Unsubscribe one of the caller's browsers",
      security: [{ bearer: [] }],
      body: PushEndpointBody,
      response: { 204: z.null().describe('no longer subscribed'), 400: ErrorBody, 401: ErrorBody },
    },
    handler: async (req, reply) => {
      await service.unsubscribePush(db, requireUser(req.user).id, req.body.endpoint);
      return reply.code(204).send(null);
    },
  });

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form to the link of the mail's header.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(identityPaths.unsubscribe, {
    config: { access: 'public' },
    schema: {
      tags: ['notifications'],
      summary: 'One-click unsubscribe of a kind of mail (RFC 8058)',
      description:
        "The link of a mail's List-Unsubscribe header: its token names the person and the kind of mail (a reminder, a booking's changes, a business's bookings) and is signed by the server. POST (a mail client sends List-Unsubscribe=One-Click) turns that kind off; 400 for a token that is not the server's.",
      querystring: UnsubscribeQuery,
      response: { 200: Ack, 400: ErrorBody },
    },
    handler: async (req) => {
      const named = readUnsubscribeToken(config.jwtSecret, req.query.t);
      if (!named) throw badRequest('This unsubscribe link is not valid', [{ field: 'querystring.t', message: 'not a valid link' }]);
      // An erased account has nothing left to turn off: the answer is the same.
      await unsubscribe(db, named.userId, named.kind);
      return { ok: true as const };
    },
  });
};
