import { loadavg } from 'node:os';
import pg from 'pg';
import { createDb } from '../../apps/server/src/db/database.ts';
import { hitCounter } from '../../apps/server/src/shared/rate-limit-counters.ts';
import { startTestDatabaseServer, withDatabase } from '../../scripts/test-database.ts';
import { cpuSince, cpuSnapshot } from './support/cpu.ts';
import { summarize } from './support/measure.ts';

/**
 * The cost of one rate-limit hit (docs/decisions/036-shared-rate-limits.md): the upsert of
 * http/rate-limits/counters.ts, as every limited request makes it. Per hit: the server's CPU
 * (this process: Kysely, pg, the socket), the PostgreSQL backend's CPU (from /proc), and the
 * round trip; sequentially on one connection, then with 10 connections at once; with the table
 * UNLOGGED (as migrated) and, for comparison, LOGGED.
 *
 *   npm run bench:rate-limits            # an embedded PostgreSQL in a temporary folder
 *   DATABASE_URL=postgres://… npm run bench:rate-limits   # a migrated template on that server
 * BENCH_HITS (20000) BENCH_KEYS (2000) BENCH_CONNECTIONS (10)
 */
const HITS = Number(process.env.BENCH_HITS ?? 20_000);
const KEYS = Number(process.env.BENCH_KEYS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const server = await startTestDatabaseServer();
const url = withDatabase(server.adminUrl, server.template);
const { db } = createDb(url, CONNECTIONS);
const probe = new pg.Pool({ connectionString: url, max: 1 });
const probeClient = await probe.connect();
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const key = (i: number) => `route:POST /api/ZakaziTermini/zakazi-termin|book-user-${i % KEYS}`;

async function run(label: string, connections: number): Promise<void> {
  await db.deleteFrom('rate_limit_counter' as never).execute();
  for (let i = 0; i < 500; i++) await hitCounter(db, key(i), 60_000); // warm-up: connections, prepared statements
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const pgBefore = await cpuSnapshot(probeClient, undefined);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < HITS) {
        const i = next++;
        const t = performance.now();
        await hitCounter(db, key(i), 60_000);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const pgCpu = await cpuSince(probeClient, undefined, pgBefore);
  const s = summarize(latencies);
  console.log(
    `${label.padEnd(28)} ${String(connections).padStart(2)} conn: ${round(HITS / seconds, 0)} hits/s; round trip p50 ${s.p50} ms, p99 ${s.p99} ms; ` +
      `server CPU ${round(((cpu.user + cpu.system) / HITS), 1)} µs/hit; PostgreSQL CPU ${round((pgCpu.postgres * 1000) / HITS, 1)} µs/hit`,
  );
}

/** The statement alone, inside PostgreSQL: the same upsert in a PL/pgSQL loop (no round trip, one commit). */
async function inDatabase(label: string): Promise<void> {
  await db.deleteFrom('rate_limit_counter' as never).execute();
  const { rows } = await probeClient.query<{ us: number }>(
    `DO $$
     DECLARE started timestamptz := clock_timestamp(); h int;
     BEGIN
       FOR i IN 1..${HITS} LOOP
         INSERT INTO rate_limit_counter AS c (key, hits, window_ends_at)
         VALUES ('route:POST /api/ZakaziTermini/zakazi-termin|book-user-' || (i % ${KEYS}), 1, now() + make_interval(secs => 60))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE least(c.hits, 1000000000) + 1 END,
           window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
         RETURNING hits INTO h;
       END LOOP;
       PERFORM set_config('bench.us', (extract(epoch FROM clock_timestamp() - started) * 1e6 / ${HITS})::text, false);
     END $$;
     SELECT current_setting('bench.us')::float8 AS us`,
  ).then((r) => (Array.isArray(r) ? r[1] : r) as { rows: { us: number }[] });
  console.log(`${label.padEnd(28)} statement inside PostgreSQL: ${round(rows[0]!.us, 1)} µs/hit`);
}

const settings = await probeClient.query<{ name: string; setting: string }>(
  "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'server_version')",
);
console.log(`PostgreSQL ${settings.rows.map((r) => `${r.name}=${r.setting}`).join(', ')}; ${HITS} hits over ${KEYS} keys; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
try {
  await inDatabase('UNLOGGED (as migrated)');
  await run('UNLOGGED (as migrated)', 1);
  await run('UNLOGGED (as migrated)', CONNECTIONS);
  await probeClient.query('ALTER TABLE rate_limit_counter SET LOGGED');
  await inDatabase('LOGGED (for comparison)');
  await run('LOGGED (for comparison)', 1);
  await run('LOGGED (for comparison)', CONNECTIONS);
} finally {
  probeClient.release();
  await probe.end();
  await db.destroy();
  await server.stop();
}
