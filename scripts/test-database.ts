import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';

/**
 * The PostgreSQL server a test run uses: the one at DATABASE_URL when set, otherwise an
 * embedded one in a temporary folder. A migrated template database is made once, so that
 * each test file can get a fresh database cheaply with CREATE DATABASE … TEMPLATE.
 */
export async function startTestDatabaseServer(): Promise<{ adminUrl: string; template: string; stop: () => Promise<void> }> {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'zakazi-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, { info: () => {}, warn: (m) => console.warn(m) });
    adminUrl = embedded.url;
    stopServer = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `zakazi_tpl_${process.pid}_${Date.now().toString(36)}`;
  await queryOnce(adminUrl, `CREATE DATABASE ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 1 });
  await migrate(pool);
  await pool.end();
  return {
    adminUrl,
    template,
    stop: async () => {
      await dropTestDatabases(adminUrl!, template).catch((err) => console.warn(`cleanup: ${err.message}`));
      await stopServer();
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on a connection of its own (the admin database, a standby, …): its rows. */
export async function queryOnce(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  // A refused login leaves the socket open unless ended: a caller polling a server would pile up
  // its connections until PostgreSQL answers "too many clients".
  await client.connect().catch(async (err: unknown) => {
    await client.end().catch(() => {});
    throw err;
  });
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Drops the template and every per-file database made from it in this run. */
async function dropTestDatabases(adminUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}%`]);
    for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
