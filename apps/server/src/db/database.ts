import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// int8 ids and counts fit in a JS number for every value we hand out; numeric money as number too.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Calendar dates stay plain YYYY-MM-DD strings: no time-zone shifting by JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 10): { db: Db; pool: pg.Pool } {
  // JIT compilation costs more than it saves on our short OLTP queries (hundreds of ms per plan).
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
