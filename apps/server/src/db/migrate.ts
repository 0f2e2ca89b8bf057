import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const REPEATABLE_DIR = join(import.meta.dirname, 'repeatable');
/** Any constant: serialises concurrent start-ups migrating the same database. */
const MIGRATION_LOCK = 727_001;

/**
 * Brings a database to this version of the code, under an advisory lock:
 *   1. every `NNN_name.sql` in migrations/ not yet recorded, in order. Forward-only: a migration
 *      once applied is never edited, a new one follows it;
 *   2. every `name.sql` in repeatable/ whose text is not the one recorded as applied: the single
 *      source of a database function (CREATE OR REPLACE), re-applied whenever its text changes,
 *      so the function's current text lives in one file instead of copies in numbered migrations.
 * Each file runs in its own transaction. Returns what was applied, in order.
 */
export async function migrate(pool: pg.Pool, log?: (msg: string) => void, dirs = { migrations: MIGRATIONS_DIR, repeatable: REPEATABLE_DIR }): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_repeatables (
      name text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);

    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of await sqlFiles(dirs.migrations, /^\d{3}_.+\.sql$/)) {
      if (done.has(file)) continue;
      const text = await readFile(join(dirs.migrations, file), 'utf8');
      await inTransaction(client, `migration ${file}`, async () => {
        await client.query(text);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      applied.push(file);
      log?.(`applied migration ${file}`);
    }

    const recorded = new Map((await client.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM schema_repeatables')).rows.map((r) => [r.name, r.sha256]));
    for (const file of await sqlFiles(dirs.repeatable, /^[a-z0-9_]+\.sql$/)) {
      const text = await readFile(join(dirs.repeatable, file), 'utf8');
      const sha256 = createHash('sha256').update(text).digest('hex');
      if (recorded.get(file) === sha256) continue;
      await inTransaction(client, `repeatable script ${file}`, async () => {
        await client.query(text);
        await client.query(
          `INSERT INTO schema_repeatables (name, sha256) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, applied_at = now()`,
          [file, sha256],
        );
      });
      applied.push(file);
      log?.(`applied repeatable script ${file}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return applied;
}

/** The .sql files of a folder matching `pattern`, sorted by name; none when the folder does not exist. */
async function sqlFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return names.filter((f) => pattern.test(f)).sort();
}

async function inTransaction(client: pg.PoolClient, what: string, run: () => Promise<void>): Promise<void> {
  try {
    await client.query('BEGIN');
    await run();
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw new Error(`${what} failed: ${(err as Error).message}`, { cause: err });
  }
}
