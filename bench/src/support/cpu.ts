import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { basename } from 'node:path';
import type pg from 'pg';

/**
 * CPU time spent by the benchmarked server process and by the PostgreSQL backends serving its
 * database, read from /proc (Linux). On a shared machine latencies depend on everyone's load;
 * CPU milliseconds per request do not, so they tell what a rate would need on an idle machine.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

export function cpuMs(pid: number): number {
  try {
    // Fields after the command name (which is in parentheses and may hold spaces): utime is 14th, stime 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone
  }
}

/** The pid listening on the port of `baseUrl` (via ss), if it can be found. */
function listenerPid(baseUrl: string): number | undefined {
  try {
    const port = new URL(baseUrl).port || '80';
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
    const m = /pid=(\d+)/.exec(out);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server processes to count: BENCH_SERVER_PIDS (comma-separated; `npm run bench:cluster` sets
 * it to the deployment's server processes behind the load balancer), else the one listening on
 * the port of `baseUrl`.
 */
export function serverPids(baseUrl: string): number[] {
  const given = process.env.BENCH_SERVER_PIDS;
  if (given) return given.split(',').map(Number).filter((pid) => Number.isInteger(pid) && pid > 0);
  const pid = listenerPid(baseUrl);
  return pid ? [pid] : [];
}

/**
 * The Node.js version each server process runs on ("v24.21.0"), else its program's name: the same
 * code costs less server CPU on Node 24 than on the machine's Node 20 (bench/README), so every
 * result names it.
 */
export function serverRuntimes(pids: number[]): string[] {
  return pids.map((pid) => {
    try {
      const exe = readlinkSync(`/proc/${pid}/exe`);
      // Not a Node.js process (HAProxy on the port, BENCH_SERVER_PIDS unset): its program's name.
      if (!basename(exe).startsWith('node')) return basename(exe);
      return execFileSync(exe, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  });
}

type Pids = number | number[] | undefined;
const serverCpu = (pids: Pids) => {
  const list = [pids ?? []].flat();
  return list.length ? list.reduce((sum, pid) => sum + cpuMs(pid), 0) : NaN;
};

/** A PostgreSQL backend's CPU ms so far, and its kind (`client backend`, `autovacuum worker`, ...). */
type Backend = { ms: number; kind: string };
export type CpuSnapshot = { server: number; postgres: Map<number, Backend> };

/**
 * A bench's own connections that only watch (counting rows, polling for the mails' delivery) set
 * this application_name, and their backends are left out of the CPU readings: a poll of the job
 * queue after a booking run cost 10-24 ms of PostgreSQL's CPU each (the due index's front is dead
 * entries until vacuum), 0.07-0.25 ms per booking of a 10 s single-server run, none of it the
 * product's.
 */
export const WATCHER_APPLICATION_NAME = 'zakazi-bench-watcher';

/**
 * The server process(es) and every backend on `database` except the caller's own connection and
 * the bench's watchers, each backend with its kind, so that work PostgreSQL does on its own, such
 * as vacuuming a freshly loaded table, can be told apart from the requests' statements.
 */
export async function cpuSnapshot(client: pg.PoolClient, serverPid: Pids): Promise<CpuSnapshot> {
  const { rows } = await client.query<{ pid: number; kind: string }>(
    `SELECT pid, coalesce(backend_type, '?') AS kind FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name IS DISTINCT FROM $1`,
    [WATCHER_APPLICATION_NAME],
  );
  return { server: serverCpu(serverPid), postgres: new Map(rows.map((r) => [r.pid, { ms: cpuMs(r.pid), kind: r.kind }])) };
}

export type CpuUse = { server: number; postgres: number; postgresByKind: Record<string, number> };

/**
 * CPU ms used since `before`. Backends that appeared meanwhile count from zero; ones that left are
 * lost, unless `seen` (a snapshot merged by addReadings while they ran) has their last reading.
 */
export async function cpuSince(client: pg.PoolClient, serverPid: Pids, before: CpuSnapshot, seen?: CpuSnapshot): Promise<CpuUse> {
  const after = await cpuSnapshot(client, serverPid);
  let postgres = 0;
  const postgresByKind: Record<string, number> = {};
  for (const [pid, { ms, kind }] of new Map([...(seen?.postgres ?? []), ...after.postgres])) {
    const used = ms - (before.postgres.get(pid)?.ms ?? 0);
    postgres += used;
    postgresByKind[kind] = (postgresByKind[kind] ?? 0) + used;
  }
  return { server: after.server - before.server, postgres, postgresByKind };
}

/**
 * Adds a fresh reading of every backend to `seen`: over a long wait (the mails' delivery after a
 * run) the servers' pools close idle connections, and their backends' CPU would be lost.
 */
export async function addReadings(client: pg.PoolClient, serverPid: Pids, seen: CpuSnapshot): Promise<void> {
  for (const [pid, backend] of (await cpuSnapshot(client, serverPid)).postgres) seen.postgres.set(pid, backend);
}

/** `client backend 3.1, autovacuum worker 1.2` ms per unit of `per` (kinds that used no CPU left out). */
export function formatByKind(byKind: Record<string, number>, per: number): string {
  return Object.entries(byKind)
    .filter(([, ms]) => ms > 0)
    .map(([kind, ms]) => `${kind} ${(ms / per).toFixed(2)}`)
    .join(', ');
}
