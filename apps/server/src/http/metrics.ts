import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf, type Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this process (http/metrics.ts). */
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics, one registry per app (tests build many apps in one process):
 * - http_request_duration_seconds{method,route,status}: every request, by its route pattern
 *   (/api/Entitet/:id, never the raw URL, so the label set stays small); its _count is the requests;
 * - bookings_total{outcome}: created, replayed, or the error code the booking module answered with
 *   (slot-taken, not-bookable, not-found, idempotency-key-reused, …);
 * - notifications_total{channel,outcome}: mails, pushes and SMS sent, failed or dropped, counted by
 *   the notifications module's deliveries; notifications_backlog{channel}: those queued, per scrape;
 * - mail_outbox_unsent, mail_outbox_oldest_unsent_age_seconds, job_queue_due, job_queue_lag_seconds:
 *   read from PostgreSQL at each scrape (one statement, modules/notifications/backlog.ts);
 * - db_pool_connections{state=total|idle|waiting}: this process's connection pool;
 * - the process's own (CPU, memory, event-loop lag, GC) from prom-client.
 */
/** How far the mail outbox and the job queue are behind: the notifications module reads it; app.ts passes it in. */
export type ReadBacklog = (db: Db) => Promise<{
  mailUnsent: number;
  mailOldestUnsentSeconds: number;
  jobsDue: number;
  jobLagSeconds: number;
  byChannel: { email: number; push: number; sms: number };
}>;

class Metrics {
  readonly registry = new Registry();
  /** The metrics port once listening (METRICS_PORT=0 picks a free one: tests). */
  port: number | undefined;
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their durations',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly bookings = new Counter({
    name: 'bookings_total',
    help: 'Booking requests the booking module answered, by outcome (created, replayed, or its error code)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly notifications = new Counter({
    name: 'notifications_total',
    help: 'Notifications by channel (email, push, sms) and outcome: sent, failed (a try; it may be retried), dropped (never to be sent)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly backlogByChannel = new Gauge({
    name: 'notifications_backlog',
    help: 'Notifications queued and neither sent nor given up, by channel (held SMS reminders included)',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });
  private readonly mailUnsent = this.gauge('mail_outbox_unsent', 'Mails in the outbox neither sent nor given up');
  private readonly mailAge = this.gauge('mail_outbox_oldest_unsent_age_seconds', 'Age of the oldest unsent mail (0 when none)');
  private readonly jobsDue = this.gauge('job_queue_due', 'Jobs due and not yet run');
  private readonly jobLag = this.gauge('job_queue_lag_seconds', 'How late the most overdue due job is (0 when none)');
  private readonly pool = new Gauge({
    name: 'db_pool_connections',
    help: "This process's PostgreSQL connections: total, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  private gauge(name: string, help: string): Gauge {
    return new Gauge({ name, help, registers: [this.registry] });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
  }

  countBooking(outcome: string): void {
    this.bookings.inc({ outcome });
  }

  /** One notification's outcome on its channel (the notifications module's deliveries call it). */
  countNotification(channel: 'email' | 'push' | 'sms', outcome: 'sent' | 'failed' | 'dropped'): void {
    this.notifications.inc({ channel, outcome });
  }

  /** The exposition text, with the database-backed gauges read now. */
  async render(app: FastifyInstance, queueBacklog: ReadBacklog): Promise<string> {
    const pool = poolOf(app.deps.db);
    if (pool) {
      this.pool.set({ state: 'total' }, pool.totalCount);
      this.pool.set({ state: 'idle' }, pool.idleCount);
      this.pool.set({ state: 'waiting' }, pool.waitingCount);
    }
    try {
      const backlog = await queueBacklog(app.deps.db);
      this.mailUnsent.set(backlog.mailUnsent);
      this.mailAge.set(backlog.mailOldestUnsentSeconds);
      this.jobsDue.set(backlog.jobsDue);
      this.jobLag.set(backlog.jobLagSeconds);
      for (const [channel, n] of Object.entries(backlog.byChannel)) this.backlogByChannel.set({ channel }, n);
    } catch (err) {
      // Without the database the rest of the metrics still matter (and say why: ready is 503).
      app.log.warn({ err }, 'metrics: queue backlog not read');
    }
    return this.registry.metrics();
  }
}

/**
 * Counts every request and serves the metrics where only the operator reaches them
 * (README, configuration): on METRICS_PORT, a port of their own that the load balancer does not
 * expose; and/or at GET /metrics on the public port with `Authorization: Bearer $METRICS_TOKEN`.
 * With neither set there is no metrics endpoint (GET /metrics is 404).
 */
export function registerMetrics(app: FastifyInstance, settings: { port: number | undefined; token: string | undefined }, queueBacklog: ReadBacklog): void {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern as registered; requests no route matched share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!settings.token) return reply.code(404).send({ error: 'not-found', message: 'No route for GET /metrics' });
    if (!bearerMatches(request.headers.authorization, settings.token)) {
      return reply.code(401).send({ error: 'unauthorized', message: 'The metrics need the metrics token' });
    }
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.render(app, queueBacklog));
  });

  if (settings.port === undefined) return;
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      metrics.render(app, queueBacklog).then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(settings.port, app.deps.config.host, () => resolve());
    });
    metrics.port = (server.address() as AddressInfo).port;
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
