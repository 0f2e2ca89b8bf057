import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';
import { hitCounter } from '../../shared/rate-limit-counters.ts';

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store, backed by the shared counters instead of the process's memory.
 * The plugin asks for one child store per route (its `config.rateLimit`); each child prefixes
 * its keys with the route, so a route's budget is its own, as with the plugin's memory store.
 */
class PostgresRouteStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    hitCounter(this.db, `${this.prefix}|${key}`, timeWindow).then(
      (hit) => callback(null, { current: hit.hits, ttl: hit.resetInMs }),
      (err: Error) => callback(err),
    );
  }

  child(params: unknown): FastifyRateLimitStore {
    const route = (params as RouteParams).routeInfo;
    const method = [route?.method ?? ''].flat().join(',');
    return new PostgresRouteStore(this.db, `route:${method} ${route?.url ?? ''}`);
  }
}

/** The store class to hand to @fastify/rate-limit (`store`), bound to the database. */
export function postgresRouteStore(db: Db): FastifyRateLimitStoreCtor {
  return class extends PostgresRouteStore {
    constructor() {
      super(db, 'route:');
    }
  };
}
