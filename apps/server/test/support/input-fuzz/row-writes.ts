import { sql } from 'kysely';
import type { Db } from '../../../src/db/database.ts';

/**
 * Counts every committed row write (insert, update, delete) per table of the public schema, by
 * a row trigger on each table that bumps a counter in the same transaction: a rolled-back
 * write counts nothing, a committed one always counts. Installed in the fuzz test's own
 * database only. Reading the counters is one tiny query, cheap enough to do around every request
 * (a checksum of every row of every table took 30 ms a request on this machine under load).
 */
export type WriteCounts = Map<string, number>;

export async function installWriteCounters(db: Db, exclude: readonly string[]): Promise<() => Promise<WriteCounts>> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`.execute(db);
  const tables = rows.map((r) => r.name).filter((name) => !exclude.includes(name));
  await sql`CREATE TABLE fuzz_row_writes (tbl text PRIMARY KEY, n bigint NOT NULL)`.execute(db);
  await sql`
    CREATE FUNCTION fuzz_count_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_row_writes (tbl, n) VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (tbl) DO UPDATE SET n = fuzz_row_writes.n + 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of tables) {
    await sql`CREATE TRIGGER fuzz_count_row_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION fuzz_count_row_write()`.execute(db);
  }
  return async () => {
    const result = await sql<{ tbl: string; n: string }>`SELECT tbl, n FROM fuzz_row_writes`.execute(db);
    return new Map(result.rows.map((r) => [r.tbl, Number(r.n)]));
  };
}

/** The tables written between two readings. */
export function writtenTables(before: WriteCounts, after: WriteCounts): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}
