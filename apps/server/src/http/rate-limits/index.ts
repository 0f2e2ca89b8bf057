/**
 * Rate limits for the whole deployment: every limit is counted in PostgreSQL, so all server
 * processes on one database share it (CONTRACT.md, "Operating the service";
 * docs/decisions/036-shared-rate-limits.md). Routes declare theirs with `config.rateLimit`
 * (@fastify/rate-limit, backed by these counters); services count their own subjects (an email,
 * a user, an account and address) with `hitCounter` (shared/rate-limit-counters.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { housekeeping } from '../../shared/housekeeping.ts';
import { pruneCounters } from '../../shared/rate-limit-counters.ts';
import { postgresRouteStore } from './route-store.ts';

/** How often a process deletes counters whose window is over (any process may; it is idempotent). */
const PRUNE_EVERY_MS = 10 * 60_000;

/** Registers @fastify/rate-limit for per-route limits only, counting in PostgreSQL, and the pruning. */
export async function registerSharedRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  // 429 answers go through the error handler (http/errors.ts).
  await app.register(rateLimit, { global: false, store: postgresRouteStore(db) });
  housekeeping(app, 'pruning rate-limit counters', PRUNE_EVERY_MS, () => pruneCounters(db));
}
