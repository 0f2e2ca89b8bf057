import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerAccessControl } from './http/access.ts';
import { answerFrameworkError, MAX_PATH_VALUE_LENGTH, registerErrorHandling } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSharedRateLimits } from './http/rate-limits/index.ts';
import { registerTextInputCheck } from './http/text-input.ts';
import { registerWebClient } from './http/web-client.ts';
import { adminModule } from './modules/admin/index.ts';
import { bookingModule, cancelForSchedule, SlotEvents } from './modules/booking/index.ts';
import { businessesModule } from './modules/businesses/index.ts';
import { catalogueModule } from './modules/catalogue/index.ts';
import { favoritesModule } from './modules/favorites/index.ts';
import { authenticateAccessToken, identityModule } from './modules/identity/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { JobWorker, MailWorker, notificationsModule } from './modules/notifications/index.ts';
import { offeringsModule } from './modules/offerings/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { scheduleModule } from './modules/schedule/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { statisticsModule } from './modules/statistics/index.ts';

export type AppDeps = { config: Config; db: Db };

/** How often the job worker looks for due jobs (reminders are due to the minute, not the second). */
const JOB_POLL_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Sends the mail outbox; main.ts and tests start it, app.close() stops it. */
    mailWorker: MailWorker;
    /** Runs durable jobs (reminders, automatic completion); main.ts starts it, app.close() stops it. */
    jobWorker: JobWorker;
    /** The process's LISTEN connection for live slots (opened with the first subscriber). */
    slotEvents: SlotEvents;
    /** Open server-sent-event streams, ended before the server closes. */
    liveStreams: Set<() => void>;
  }
}

/**
 * Builds the whole HTTP app: infrastructure plugins first, then one plugin per domain module.
 * Tests call this with their own database and use `inject` or a real port.
 */
export async function buildApp(deps: AppDeps, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PATH_VALUE_LENGTH },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app, (token) => authenticateAccessToken(deps, token));
  registerTextInputCheck(app);
  const mailWorker = new MailWorker(deps.db, deps.config, app.log);
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', () => mailWorker.stop());
  const jobWorker = new JobWorker(deps.db, JOB_POLL_MS, app.log, () => mailWorker.poke());
  app.decorate('jobWorker', jobWorker);
  app.addHook('onClose', () => jobWorker.stop());
  app.decorate('slotEvents', new SlotEvents(deps.config.databaseUrl, app.log));
  app.decorate('liveStreams', new Set<() => void>());
  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...app.liveStreams]) end();
  });
  app.addHook('onClose', () => app.slotEvents.close());
  // Per-route limits only (config.rateLimit on a route), counted in PostgreSQL for every process.
  await registerSharedRateLimits(app, deps.db);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles come from OpenStreetMap; images may be data/blob URLs from uploads.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        // Mantine and Leaflet set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);

  await app.register(catalogueModule);
  await app.register(businessesModule);
  await app.register(offeringsModule);
  await app.register(mediaModule);
  await app.register(identityModule);
  await app.register(profileModule);
  await app.register(adminModule);
  await app.register(notificationsModule);
  await app.register(staffModule);
  // Schedule cancels bookings in a new closure or day off; booking depends on schedule, so the
  // booking module's cancellation comes in from here (modules/schedule/routes.ts).
  await app.register(scheduleModule, { cancelBookings: cancelForSchedule });
  await app.register(bookingModule);
  await app.register(reviewsModule);
  await app.register(favoritesModule);
  await app.register(statisticsModule);

  await registerWebClient(app, deps.config.webDist, join(deps.config.dataDir, 'uploads'));
  return app;
}
