import type pg from 'pg';

/**
 * Runs `load` (inside the caller's transaction) with the secondary indexes of `table` dropped,
 * its exclusion, unique and foreign-key constraints included, and adds them back afterwards from
 * their own definitions as the catalog holds them. A bulk load then sorts each index once instead
 * of inserting millions of keys one by one, and PostgreSQL checks each constraint over all rows in
 * one pass when it is re-added (a foreign key by one anti-join, not by a lookup per row: on
 * zakazivanje the five per-row checks were 90% of the insert time). Returns the seconds each
 * rebuild took.
 */
export async function withConstraintsRebuilt(
  client: pg.PoolClient,
  table: string,
  load: () => Promise<void>,
  step: (msg: string) => void,
): Promise<{ name: string; seconds: number }[]> {
  const constraints = (
    await client.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype IN ('x', 'u', 'f')
        ORDER BY contype DESC, conname`, // exclusion and unique ones (their indexes) before the foreign keys
      [table],
    )
  ).rows;
  const indexes = (
    await client.query<{ name: string; def: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = $1::regclass AND NOT x.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
      [table],
    )
  ).rows;
  for (const c of constraints) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  step(`${table}: dropped ${[...indexes, ...constraints].map((x) => x.name).join(', ')} for the load`);
  await load();
  const timings: { name: string; seconds: number }[] = [];
  const timed = async (name: string, sql: string) => {
    const started = Date.now();
    await client.query(sql);
    const seconds = (Date.now() - started) / 1000;
    timings.push({ name, seconds });
    step(`${table}: ${name} in ${seconds.toFixed(1)} s`);
  };
  for (const i of indexes) await timed(i.name, i.def);
  for (const c of constraints) await timed(c.name, `ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.def}`);
  return timings;
}
