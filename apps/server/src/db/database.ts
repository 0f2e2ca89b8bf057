import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// int8 ids and counts fit in a JS number for every value we hand out; numeric money as number too.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Calendar dates stay plain YYYY-MM-DD strings: no time-zone shifting by JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

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

/** The pool behind each Db createDb made: the metrics read its use (total, idle, waiting) from it. */
const pools = new WeakMap<Db, pg.Pool>();
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export function createDb(connectionString: string, max = 10): { db: Db; pool: pg.Pool } {
  // JIT compilation costs more than it saves on our short OLTP queries (hundreds of ms per plan).
  // plan_cache_mode stays at its default: it applies to every parameterised statement (node-postgres
  // sends all of them through the extended protocol), and generic plans would hurt the search
  // queries. A prepared statement switches to its generic plan by itself after five custom ones
  // when that plan is no costlier.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  pool.on('connect', runTaggedQueriesPrepared);
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return { db, pool };
}
