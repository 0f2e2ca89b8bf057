import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.ts';
import { startDeployment, startHaproxy, type HaproxyTuning } from '../../scripts/cluster-deployment.ts';
import { cpuMs } from './support/cpu.ts';
import { machineLoad } from './support/measure.ts';

/**
 * `bench:slots` and `bench:booking` against the deployment of the cluster tier (issue 13): a
 * PostgreSQL primary with a hot standby by streaming replication, two server processes and HAProxy
 * in front — built by the same code as `npm run test:cluster` (scripts/cluster-deployment.ts) —
 * with the booking dataset loaded into the primary before the servers start.
 *
 *   npm run bench:cluster [-- --businesses 10000 --bookings 2000000 --users 50000]
 *
 * The arguments go to the dataset generator (generate-booking-dataset.ts; its defaults are the
 * budget's 10,000 businesses and 2,000,000 bookings, about 2–4 minutes here). The servers run as in
 * production (NODE_ENV=production, LOG_LEVEL=info unless BENCH_LOG_LEVEL, mail to a local SMTP sink,
 * TRUST_PROXY; the job worker delivers the bookings' mails meanwhile, and its CPU counts) and each benchmark runs as its own process with BENCH_URL on the load balancer,
 * DATABASE_URL on the primary, the servers' JWT_SECRET and BENCH_SERVER_PIDS, so the server CPU it
 * reports is both processes' together. Every other BENCH_* setting passes through (bench/README.md).
 *   BENCH_CLUSTER_RUN   which benchmarks, in order (default `slots,booking`)
 *   BENCH_CLUSTER_PROFILE=dir   the servers run with --cpu-prof into dir (written when they stop)
 *   BENCH_CLUSTER_SMTP=0   no SMTP server: mails are written to the servers' log instead of sent,
 *                          as in the single-server runs of bench/README.md (decision 046's figures)
 *   BENCH_CLUSTER_POOL_SIZE=n   each server's DATABASE_POOL_SIZE (default 10; 4 was worse here: bench/README.md)
 *   BENCH_CLUSTER_SERVER_ROOT=path   the servers run from another checkout (same migrations), to
 *                                    measure before and after on the same topology
 *   BENCH_CLUSTER_HAPROXY_B='global:nbthread 1;defaults:http-reuse always;balance:leastconn'
 *       a second HAProxy with these lines in front of the same servers; bench:slots then runs its
 *       HTTP scenarios alternately through the first (A) and this one (B), BENCH_AB_ROUNDS times
 * For each run: the load average before and after, and HAProxy's CPU per run.
 */
const ROOT = join(import.meta.dirname, '../..');
const RUNS = (process.env.BENCH_CLUSTER_RUN ?? 'slots,booking').split(',').map((r) => r.trim()).filter(Boolean);
const PROFILE_DIR = process.env.BENCH_CLUSTER_PROFILE;
const HAPROXY_B = process.env.BENCH_CLUSTER_HAPROXY_B;
const SCRIPTS: Record<string, string> = { slots: 'bench/src/slots-load.ts', booking: 'bench/src/booking-load.ts' };

function runScript(script: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  for (const run of RUNS) if (!SCRIPTS[run]) throw new Error(`BENCH_CLUSTER_RUN: unknown benchmark ${run} (slots, booking)`);
  const started = Date.now();
  const deployment = await startDeployment({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      JOB_POLL_MS: '1000',
      ...(process.env.BENCH_CLUSTER_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_CLUSTER_POOL_SIZE } : {}),
    },
    ...(process.env.BENCH_CLUSTER_SERVER_ROOT ? { serverRoot: process.env.BENCH_CLUSTER_SERVER_ROOT } : {}),
    smtp: process.env.BENCH_CLUSTER_SMTP !== '0',
    nodeFlags: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    prepare: (primaryUrl) => runScript('bench/src/generate-booking-dataset.ts', process.argv.slice(2), { DATABASE_URL: primaryUrl }),
  });
  const pids = deployment.servers.map((s) => s.child.pid!);
  let haproxyB: { url: string; pid: number; kill: () => void } | undefined;
  if (HAPROXY_B) {
    const port = await freePort();
    const child = startHaproxy(join(PROFILE_DIR ?? '/tmp', `haproxy-b-${port}.cfg`), port, deployment.servers, tuningOf(HAPROXY_B));
    haproxyB = { url: `http://127.0.0.1:${port}`, pid: child.pid!, kill: () => child.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 1500)); // its first health checks
    console.log(`second HAProxy (B: ${HAPROXY_B}) at ${haproxyB.url}`);
  }
  console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s: load balancer ${deployment.url}, servers ${pids.join(', ')}, primary ${deployment.pair.primaryUrl}, standby ${deployment.pair.standbyUrl}`);
  let failed = false;
  try {
    for (const run of RUNS) {
      const lbPid = deployment.loadBalancer.pid!;
      const lbBefore = cpuMs(lbPid);
      const commitsBefore = await commits(deployment.pair.primaryUrl);
      const loadBefore = machineLoad();
      console.log(`\n=== bench:${run} through HAProxy (${loadBefore})`);
      try {
        await runScript(SCRIPTS[run]!, [], {
          BENCH_URL: deployment.url,
          DATABASE_URL: deployment.pair.primaryUrl,
          JWT_SECRET: deployment.config.jwtSecret,
          BENCH_SERVER_PIDS: pids.join(','),
          ...(haproxyB ? { BENCH_URL_B: haproxyB.url, BENCH_LB_PIDS: `${lbPid},${haproxyB.pid}` } : {}),
        });
      } catch (err) {
        failed = true;
        console.error(err instanceof Error ? err.message : err);
      }
      console.log(`=== bench:${run} done: load average before ${loadBefore}; after ${machineLoad()}; HAProxy CPU ${cpuMs(lbPid) - lbBefore} ms over the run`);
      const atEnd = await commits(deployment.pair.primaryUrl, 0);
      const after = await commits(deployment.pair.primaryUrl);
      console.log(`=== ${after.commits - commitsBefore.commits} transactions committed on the primary over the run and 11 s after (every statement outside a transaction is one); mails not delivered yet: ${atEnd.mailBacklog} at the end, ${after.mailBacklog} 11 s later (${commitsBefore.mailBacklog} before)`);
    }
  } finally {
    if (PROFILE_DIR) {
      // A profile is written when the process exits normally: stop the servers gracefully first.
      await Promise.all(deployment.servers.map((s) => new Promise((resolve) => { s.child.once('exit', resolve); s.child.kill('SIGTERM'); })));
      console.log(`CPU profiles of the servers in ${PROFILE_DIR}`);
    }
    haproxyB?.kill();
    await deployment.stop();
  }
  if (failed) process.exitCode = 1;
}

/**
 * Transactions committed in the primary's database so far, and the mails not delivered yet (the
 * job workers' backlog; bench:booking waits for its run's mails and reports CPU with them too).
 * pg_stat_database hears of an idle backend's commits up to 10 s late (PGSTAT_IDLE_INTERVAL).
 */
async function commits(url: string, waitMs = 11_000): Promise<{ commits: number; mailBacklog: number }> {
  await new Promise((r) => setTimeout(r, waitMs));
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; backlog: string }>(
      `SELECT xact_commit AS n, (SELECT count(*) FROM job WHERE kind = 'mail' AND done_at IS NULL AND failed_at IS NULL) AS backlog
         FROM pg_stat_database WHERE datname = current_database()`,
    );
    return { commits: Number(rows[0]!.n), mailBacklog: Number(rows[0]!.backlog) };
  } finally {
    await client.end();
  }
}

/** 'global:nbthread 1;defaults:http-reuse always;balance:leastconn' → HaproxyTuning. */
function tuningOf(spec: string): HaproxyTuning {
  const tuning: Required<HaproxyTuning> = { global: [], defaults: [], balance: 'roundrobin' };
  for (const part of spec.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [section, ...rest] = part.split(':');
    const line = rest.join(':').trim();
    if (section === 'global' || section === 'defaults') tuning[section].push(line);
    else if (section === 'balance') tuning.balance = line;
    else throw new Error(`BENCH_CLUSTER_HAPROXY_B: ${part}: global:, defaults: or balance:`);
  }
  return tuning;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
