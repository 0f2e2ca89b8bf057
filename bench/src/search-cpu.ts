import { readFileSync } from 'node:fs';
import { FilteredQuery, GeoQuery, SuggestionsQuery } from '@zakazi/contract';
import { createDb, poolOf } from '../../apps/server/src/db/database.ts';
import { filtered, near, suggestions } from '../../apps/server/src/modules/businesses/index.ts';

/**
 * PostgreSQL CPU per search request, measured without HTTP, ten connections or the load generator:
 * runs the list (or suggestion, or near-me) service in process on one connection N times and reads
 * that backend's CPU from /proc, and this process's own (the server's side, without HTTP). On a
 * machine other sessions load, the backend's moved by ±10% between runs where the HTTP bench's CPU
 * column moved by ±30% (issue 10, bench/README "Search CPU, once more").
 *
 *   DATABASE_URL=postgres://…/zakazi_bench_search npm run bench:search-cpu -- 'q=zubar novom sadu' 'predlozi?q=fri' 'near?latitude=44.8&longitude=20.4'
 *
 * Arguments as bench:explain-search takes them. BENCH_AB_SQL='DROP INDEX x; …' compares, on the
 * same connection and in turn (BENCH_ROUNDS times), the requests as they are (A) and after those
 * statements inside a transaction that is rolled back (B): what an index, a setting or fresh
 * statistics would change, without changing the database. BENCH_AB_ENV=NAME: B runs with
 * process.env.NAME set to 1, for a code change tried behind a temporary switch. BENCH_N requests
 * per measurement (300).
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (the benchmark database)');
  const args = process.argv.slice(2);
  if (args.length === 0) throw new Error("usage: search-cpu.ts 'q=frizer beograd' ['predlozi?q=zubar no' …]");
  const n = Number(process.env.BENCH_N ?? 300);
  const abSql = process.env.BENCH_AB_SQL?.split(';').map((s) => s.trim()).filter(Boolean);
  const abEnv = process.env.BENCH_AB_ENV;
  const ab = abSql !== undefined || abEnv !== undefined;
  const rounds = Number(process.env.BENCH_ROUNDS ?? (ab ? 3 : 1));
  const { db } = createDb(url, 1);
  const pool = poolOf(db)!;
  try {
    const pid = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    for (const arg of args) {
      const run = requestOf(db, arg);
      const arms: { A: number[]; B: number[] } = { A: [], B: [] };
      // This process's CPU too: the server's side of the request, without HTTP.
      const own: { A: number[]; B: number[] } = { A: [], B: [] };
      for (let r = 0; r < rounds; r++) {
        for (const arm of ab ? (['A', 'B'] as const) : (['A'] as const)) {
          if (abEnv) process.env[abEnv] = arm === 'B' ? '1' : '';
          if (abSql) await pool.query('BEGIN');
          if (abSql && arm === 'B') for (const s of abSql) await pool.query(s);
          for (let i = 0; i < 20; i++) await run(); // warm: plans, caches, the vocabulary
          const before = cpuTicks(pid);
          const ownBefore = process.cpuUsage();
          for (let i = 0; i < n; i++) await run();
          arms[arm].push(((cpuTicks(pid) - before) * 1000) / TICKS_PER_SECOND / n);
          const ownUsed = process.cpuUsage(ownBefore);
          own[arm].push((ownUsed.user + ownUsed.system) / 1000 / n);
          if (abSql) await pool.query('ROLLBACK');
        }
      }
      console.log(`${arg.padEnd(50)} PostgreSQL CPU per request ${measured(arms, ab)}`);
      console.log(`${''.padEnd(50)} server CPU per request (this process) ${measured(own, ab)}`);
    }
  } finally {
    await db.destroy();
  }
}

type Db = ReturnType<typeof createDb>['db'];

/** The service call an argument names (bench:explain-search's forms). */
function requestOf(db: Db, arg: string): () => Promise<unknown> {
  const kind = arg.startsWith('predlozi?') ? 'predlozi' : arg.startsWith('near?') ? 'near' : 'list';
  const params = Object.fromEntries(new URLSearchParams(kind === 'list' ? arg : arg.slice(arg.indexOf('?') + 1)));
  if (kind === 'predlozi') return () => suggestions(db, SuggestionsQuery.parse(params).q);
  if (kind === 'near') return () => near(db, GeoQuery.parse(params));
  // filtered, not list: a q that finds nothing is read again as corrected (decision 067).
  return () => filtered(db, FilteredQuery.parse(params));
}

/** USER_HZ, the unit of /proc/<pid>/stat's CPU times (100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process (the backend is on this machine: the bench's PostgreSQL is local). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** One measurement's line: A's mean and rounds, and with B, B's and B against A. */
function measured(arms: { A: number[]; B: number[] }, ab: boolean): string {
  const side = (xs: number[]) => `${mean(xs).toFixed(2)} ms [${xs.map((x) => x.toFixed(2)).join(' ')}]`;
  if (!ab) return side(arms.A);
  return `A ${side(arms.A)}  B ${side(arms.B)}, ×${(mean(arms.B) / mean(arms.A)).toFixed(2)}`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
