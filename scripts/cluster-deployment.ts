import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/support/smtp-sink.ts';
import { startPatroniCluster, type PatroniCluster } from './patroni-cluster.ts';
import { startStreamingPair, type StreamingPair } from './streaming-replica.ts';
import { freePort } from './free-port.ts';
import { queryOnce } from './test-database.ts';

const ROOT = join(import.meta.dirname, '..');
const HAPROXY = '/usr/sbin/haproxy';

/**
 * The deployment of issue 13, for real, on this machine: a PostgreSQL primary with a hot standby by
 * streaming replication, two server processes (apps/server main.ts, as `npm run serve` starts it)
 * on the primary with DATABASE_READ_URL on the standby, and HAProxy in front, round robin, with
 * health checks on /api/ready. `url` is the load balancer; `servers[i].url` a process directly.
 * Built by the cluster tier (e2e/cluster/*.cluster.test.ts) and by `npm run bench:cluster`
 * (bench/src/cluster-load.ts), which loads the booking dataset first and runs the servers as in
 * production.
 */
export type Deployment = {
  url: string;
  servers: ServerProcess[];
  pair: StreamingPair;
  /** a pool on the primary, for setting up and checking rows */
  db: Db;
  /** the servers' configuration (the JWT secret the tokens are signed with) */
  config: Config;
  sink: SmtpSink;
  /** the HAProxy process */
  loadBalancer: ChildProcess;
  stop: () => Promise<void>;
};

/** Extra HAProxy lines: in `global`, in `defaults`, and the backend's balance algorithm. */
export type HaproxyTuning = { global?: string[]; defaults?: string[]; balance?: string };

export type ServerProcess = { url: string; port: number; child: ChildProcess; dataDir: string; start: () => Promise<void>; kill9: () => void };

export type DeploymentOptions = {
  /** Settings of the server processes over the tier's (e.g. LOG_LEVEL, NODE_ENV). */
  env?: Record<string, string>;
  /** false: no SMTP_URL, the servers write mails to their log instead of sending them (default: a local SMTP sink). */
  smtp?: boolean;
  /** Node's own flags for the server processes (e.g. --cpu-prof). */
  nodeFlags?: string[];
  /** The checkout whose apps/server the processes run (default this one): to compare two versions on one topology. */
  serverRoot?: string;
  /** Runs on the migrated primary before the servers start (e.g. loading a dataset). */
  prepare?: (primaryUrl: string) => Promise<void>;
};

export async function startDeployment(options: DeploymentOptions = {}): Promise<Deployment> {
  const pair = await startStreamingPair();
  try {
    const running = await startServersBehindHaproxy({ write: pair.primaryUrl, read: pair.standbyUrl }, options, () => pair.stop());
    return { ...running, pair };
  } catch (err) {
    await pair.stop();
    throw err;
  }
}

/**
 * The same two processes and HAProxy on the failover topology of issue 31 (scripts/patroni-cluster.ts):
 * DATABASE_URL and DATABASE_READ_URL are the database HAProxy's write and read addresses, so the
 * processes follow a change of primary with no change of settings.
 */
export type FailoverDeployment = Omit<Deployment, 'pair'> & { cluster: PatroniCluster };

export async function startFailoverDeployment(options: DeploymentOptions = {}): Promise<FailoverDeployment> {
  const cluster = await startPatroniCluster();
  try {
    const running = await startServersBehindHaproxy({ write: cluster.writeUrl, read: cluster.readUrl }, options, () => cluster.stop());
    return { ...running, cluster };
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

async function startServersBehindHaproxy(database: { write: string; read: string }, options: DeploymentOptions, stopDatabase: () => Promise<void>): Promise<Omit<Deployment, 'pair'>> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing (apt-get install haproxy; .ci/run installs it)`);
  const work = mkdtempSync(join(tmpdir(), 'zakazi-cluster-'));
  const { db, pool } = createDb(database.write, 4);
  await migrate(pool);
  await options.prepare?.(database.write);
  const sink = await startSmtpSink({ read: false }); // nothing here reads the mails' content
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: database.write,
    DATABASE_READ_URL: database.read,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'false',
    ...(options.smtp === false ? {} : { SMTP_URL: sink.url }),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    JOB_POLL_MS: '200',
    ...options.env,
  };
  const config = loadConfig({ ...env, DATA_DIR: work });

  const servers = await Promise.all([0, 1].map(async (i) => serverProcess(env, options.nodeFlags ?? [], options.serverRoot ?? ROOT, join(work, `server-${i}`), await freePort())));
  const lbPort = await freePort();
  let haproxy: ChildProcess | undefined;
  const url = `http://127.0.0.1:${lbPort}`;
  try {
    await Promise.all(servers.map((s) => s.start()));
    haproxy = startHaproxy(join(work, 'haproxy.cfg'), lbPort, servers);
    await waitFor(async () => (await fetch(`${url}/api/ready`)).ok, 20_000, 'the load balancer to answer');
  } catch (err) {
    // What started must not outlive a failed start (the test runner would wait for it).
    haproxy?.kill('SIGKILL');
    for (const s of servers) s.child?.kill('SIGKILL');
    await db.destroy();
    await sink.stop();
    throw err;
  }

  return {
    url,
    servers,
    db,
    config,
    sink,
    loadBalancer: haproxy!,
    stop: async () => {
      haproxy!.kill('SIGKILL');
      for (const s of servers) s.child.kill('SIGKILL');
      await db.destroy();
      await sink.stop();
      await stopDatabase();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Node's flags of every server process, as `npm run serve` starts one in production: a young
 * generation of up to 32 MB a half, where Node 20's 16 MB left requests' garbage to be collected
 * too often (decision 086).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

function serverProcess(env: Record<string, string>, nodeFlags: string[], root: string, dataDir: string, port: number): ServerProcess {
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child: undefined as unknown as ChildProcess,
    start: async () => {
      server.child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      // 120 s: on a machine shared with other runs, loading the server through tsx alone took over 60.
      await waitFor(async () => (await fetch(`${server.url}/api/ready`)).ok, 120_000, `server on ${port} to be ready`);
    },
    kill9: () => server.child.kill('SIGKILL'),
  };
  return server;
}

/**
 * HAProxy on `port` in front of the servers, from a fresh config `file`. `tuning`: lines added to
 * its sections (bench:cluster's BENCH_CLUSTER_HAPROXY_B compares a variant on the same servers).
 */
export function startHaproxy(file: string, port: number, servers: Pick<ServerProcess, 'port'>[], tuning: HaproxyTuning = {}): ChildProcess {
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 4000',
      // One thread: on this 2-core machine, shared with two server processes and PostgreSQL, a
      // second one only competes for the cores (decision 052: 0.05 instead of 0.06 ms of HAProxy's
      // CPU per free-slot request, p99 lower in each of four alternated runs).
      '  nbthread 1',
      ...(tuning.global ?? []).map((l) => `  ${l}`),
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 60s',
      // A process busy with a booking load answers its check late, not never: without this the
      // check's timeout is its interval, and a loaded process would be taken out of service.
      '  timeout check 3s',
      // A request whose connection a dead process refused goes to the other one.
      '  retries 3',
      '  option redispatch',
      '  option forwardfor',
      ...(tuning.defaults ?? []).map((l) => `  ${l}`),
      'frontend zakazi',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      `  balance ${tuning.balance ?? 'roundrobin'}`,
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      '  default-server inter 500ms fall 2 rise 1',
      ...servers.map((s, i) => `  server s${i} 127.0.0.1:${s.port} check`),
      // When no process is ready (the database is away, so every /api/ready is 503), the same
      // processes again as unchecked backups: they answer for themselves (503 database-unavailable
      // for what needs the primary, reads from the standby as usual) instead of HAProxy's own
      // 503 page, which is not the contract's error body.
      '  option allbackups',
      ...servers.map((s, i) => `  server s${i}-unready 127.0.0.1:${s.port} backup`),
      '',
    ].join('\n'),
  );
  return spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const standbyQuery = (pair: StreamingPair, text: string) => queryOnce(pair.standbyUrl, text);
