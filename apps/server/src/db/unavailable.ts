/**
 * Whether an error means the database cannot be reached right now, rather than that a statement
 * was wrong: the server is shutting down, starting up or gone (a restart, a crash, a failover), the
 * connection broke, or none could be made in time. Such a request is answered 503
 * `database-unavailable` (http/errors.ts); anything else stays a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    return (
      UNAVAILABLE_STATES.has(code) ||
      // SQLSTATE class 08: connection exception (the connection does not exist, failed, was refused)
      /^08[0-9A-Z]{3}$/.test(code) ||
      NETWORK_CODES.has(code) ||
      DRIVER_MESSAGES.some((m) => typeof e.message === 'string' && e.message.startsWith(m))
    );
  });
}

const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop/restart -m fast ended the session
  '57P02', // crash_shutdown: another server process crashed, every session is ended
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
  // read_only_sql_transaction: the connection reached a node that is not the primary (yet). In a
  // failover the load balancer routes to the new primary as soon as Patroni calls it that, and a
  // transaction begun there before its promotion ended is read-only (issue 31). The server never
  // writes on purpose where it cannot: a write to the read-only standby pool would be a bug that
  // every test of that route would show.
  '25006',
]);

/** Node's errors of a socket that could not connect or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres (pg, pg-pool) words for a connection that broke or could not be had. */
const DRIVER_MESSAGES = [
  'Connection terminated', // … unexpectedly, … due to connection timeout
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error, its causes, and the errors an AggregateError gathers (a connect tried on several addresses). */
function causes(error: unknown, seen = new Set<unknown>()): ErrorLike[] {
  if (typeof error !== 'object' || error === null || seen.has(error)) return [];
  seen.add(error);
  const e = error as ErrorLike;
  const inner = Array.isArray(e.errors) ? e.errors : [];
  return [e, ...causes(e.cause, seen), ...inner.flatMap((x: unknown) => causes(x, seen))];
}
