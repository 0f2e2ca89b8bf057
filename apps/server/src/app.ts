import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { FilteredQuery } from '@zakazi/contract';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerAccessControl } from './http/access.ts';
import { registerHelmetHeaders } from './http/helmet-headers.ts';
import { answerClientError, registerProtocolAnswers } from './http/client-errors.ts';
import { answerFrameworkError, MAX_PATH_VALUE_LENGTH, registerErrorHandling } from './http/errors.ts';
import { registerStrictJsonBody } from './http/json-body.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerProbes } from './http/probes.ts';
import type { PublicReads } from './http/public-reads.ts';
import { registerRequestIdEcho, registerRequestLine, requestIdOf } from './http/request-id.ts';
import { registerSharedRateLimits } from './http/rate-limits/index.ts';
import { registerTextInputCheck } from './http/text-input.ts';
import { trustProxyHops } from './http/trust-proxy.ts';
import { registerSeoFiles } from './http/seo-files.ts';
import { registerWebClient } from './http/web-client.ts';
import { adminModule } from './modules/admin/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { bookingModule, cancelForSchedule, SlotEvents } from './modules/booking/index.ts';
import { businessExportModule } from './modules/business-export/index.ts';
import { businessesModule, countPublished, entitiesByCategory, entityDetail, filtered, publishedIds } from './modules/businesses/index.ts';
import { catalogueModule, categories, mainCategories } from './modules/catalogue/index.ts';
import { favoritesModule } from './modules/favorites/index.ts';
import { identityModule, sessionChecks } from './modules/identity/index.ts';
import { mediaModule, restoreUpload } from './modules/media/index.ts';
import { JobWorker, notificationsModule, queueBacklog } from './modules/notifications/index.ts';
import { offeringsModule } from './modules/offerings/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { scheduleModule } from './modules/schedule/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { statisticsModule } from './modules/statistics/index.ts';

/**
 * clock: the time jobs decide by (tests pass one they control); default the system clock.
 * readDb: a streaming replica (DATABASE_READ_URL) for the public catalogue, search and business-page
 * reads; default the primary. Booking, free slots for booking, and whatever a request reads back
 * after its own write stay on `db`.
 */
export type AppDeps = { config: Config; db: Db; readDb?: Db; clock?: () => Date };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & { readDb: Db };
    /**
     * The one job queue's worker (mail, reminders, automatic completion, …; decision 035). Modules
     * register their kinds with handle(); main.ts and tests start it, app.close() stops it.
     */
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
    trustProxy: trustProxyHops(deps.config.trustedProxies),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // http/client-errors.ts answers a missing Host with the contract's body instead of Node's empty 400.
    http: { requireHostHeader: false },
    // http/request-id.ts: an incoming X-Request-Id is kept (when safe), else one is made.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One line per request instead of Fastify's two (http/request-id.ts registerRequestLine).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', { ...deps, readDb: deps.readDb ?? deps.db });
  app.setValidatorCompiler(validatorCompiler);
  // Every answer is checked against its route's response schema before it is written (unknown
  // keys dropped, a wrong shape a 500), by the zod type provider's own serializer.
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdEcho(app);
  registerRequestLine(app);
  registerMetrics(app, deps.config.metrics, queueBacklog);
  registerErrorHandling(app);
  registerProtocolAnswers(app);
  registerAccessControl(app, sessionChecks(deps));
  registerTextInputCheck(app);
  registerStrictJsonBody(app);
  const jobWorker = new JobWorker(deps.db, deps.config.jobs, app.log);
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

  registerHelmetHeaders(app, deps.config.mapTileUrl);
  await registerOpenApi(app);
  registerProbes(app, queueBacklog);

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
  await app.register(auditModule);
  await app.register(businessExportModule);

  // http/ imports no module: the reads behind the sitemaps and the pages' head tags and content come in from here.
  const publicReads: PublicReads = {
    mainCategories,
    categories,
    entitiesByCategory,
    entityDetail,
    filtered: (db, query) => filtered(db, FilteredQuery.parse(query)),
    countPublished,
    publishedIds,
  };
  await registerSeoFiles(app, publicReads);
  await registerWebClient(app, deps.config.webDist, deps.config.webSsr, join(deps.config.dataDir, 'uploads'), publicReads, (name) =>
    restoreUpload(deps.db, deps.config.dataDir, name),
  );
  return app;
}
