import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { useIntegerArrayParsers } from './int-arrays.ts';
import type { Database } from './schema.ts';

// int8 ids and counts fit in a JS number for every value we hand out; numeric money as number too.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Calendar dates stay plain YYYY-MM-DD strings: no time-zone shifting by JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
useIntegerArrayParsers();

export type Db = Kysely<Database>;

/** How many rows of one of a business's own tables (its images, its ratings) the business has. */
export async function countOfBusiness(db: Db, table: 'entitet_slika' | 'utisak', entitetId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entitet_id', '=', entitetId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * SQL that starts with this comment runs as a named prepared statement on each connection, so
 * PostgreSQL parses and plans it once per connection instead of on every call. Kysely sends
 * plain text; this is how a hot query opts in (the free-slot read: its planning cost more than
 * running it).
 */
export const preparedAs = (name: string) => `/* prepared: ${name} */`;
const PREPARED = /^\/\* prepared: ([a-z0-9-]+) \*\//;
/** The name a statement's text asks to be prepared under (preparedAs), if any. */
export const preparedNameOf = (text: string): string | undefined => PREPARED.exec(text)?.[1];

function runTaggedQueriesPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' ? preparedNameOf(text) : undefined;
    if (name && typeof values !== 'function') return query({ name, text, values }, callback);
    return query(text, values, callback);
  }) as typeof client.query;
}

/**
 * How long opening a connection may take before the request that needed it is answered 503
 * database-unavailable: an unreachable database host would otherwise hold it for the system's TCP
 * timeout, minutes. It bounds the connect only, never the wait for a free place in the pool: a
 * burst of requests (200 for one time) queues there for as long as the ones before it take, and
 * must get its answer, not a 503.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** pg's Client with the connect timeout (pg-pool's own connectionTimeoutMillis would bound the queue wait too). */
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** The pool behind each Db createDb made: the metrics read its use (total, idle, waiting) from it. */
const pools = new WeakMap<Db, pg.Pool>();
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export function createDb(connectionString: string, max = 10): { db: Db; pool: pg.Pool } {
  // JIT compilation costs more than it saves on our short OLTP queries (hundreds of ms per plan).
  // plan_cache_mode stays at its default: it applies to every parameterised statement (node-postgres
  // sends all of them through the extended protocol), and generic plans would hurt the search
  // queries. A prepared statement switches to its generic plan by itself after five custom ones
  // when that plan is no costlier.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off', Client: TimedClient });
  pool.on('connect', (client) => {
    runTaggedQueriesPrepared(client);
    // A connection that loses its server (pg_ctl restart ends every session with 57P01, a crash
    // drops the socket) emits 'error'. pg-pool listens only while the connection is idle; one
    // that is checked out (a transaction, a statement under way, the job worker's) would emit it
    // to nobody, and an unheard 'error' ends the process. The statement under way fails by itself
    // and the pool drops the broken connection when it comes back, so here it is only heard.
    client.on('error', () => {});
  });
  // The same for the pool's own report of an idle connection that broke.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return { db, pool };
}
