import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
export function listenerPid(baseUrl: string): number | undefined {
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

type Pids = number | number[] | undefined;
const serverCpu = (pids: Pids) => {
  const list = [pids ?? []].flat();
  return list.length ? list.reduce((sum, pid) => sum + cpuMs(pid), 0) : NaN;
};

export type CpuSnapshot = { server: number; postgres: Map<number, number> };

/** The server process(es) and every backend on `database` except the caller's own connection. */
export async function cpuSnapshot(client: pg.PoolClient, serverPid: Pids): Promise<CpuSnapshot> {
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return { server: serverCpu(serverPid), postgres: new Map(rows.map((r) => [r.pid, cpuMs(r.pid)])) };
}

/** CPU ms used since `before` (backends that appeared meanwhile count from zero, ones that left are lost). */
export async function cpuSince(client: pg.PoolClient, serverPid: Pids, before: CpuSnapshot): Promise<{ server: number; postgres: number }> {
  const after = await cpuSnapshot(client, serverPid);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { server: after.server - before.server, postgres };
}
