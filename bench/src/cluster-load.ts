import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startDeployment } from '../../scripts/cluster-deployment.ts';
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
 *   BENCH_CLUSTER_SERVER_ROOT=path   the servers run from another checkout (same migrations), to
 *                                    measure before and after on the same topology
 * For each run: the load average before and after, and HAProxy's CPU per run.
 */
const ROOT = join(import.meta.dirname, '../..');
const RUNS = (process.env.BENCH_CLUSTER_RUN ?? 'slots,booking').split(',').map((r) => r.trim()).filter(Boolean);
const PROFILE_DIR = process.env.BENCH_CLUSTER_PROFILE;
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
    env: { NODE_ENV: 'production', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', JOB_POLL_MS: '1000' },
    ...(process.env.BENCH_CLUSTER_SERVER_ROOT ? { serverRoot: process.env.BENCH_CLUSTER_SERVER_ROOT } : {}),
    smtp: process.env.BENCH_CLUSTER_SMTP !== '0',
    nodeFlags: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    prepare: (primaryUrl) => runScript('bench/src/generate-booking-dataset.ts', process.argv.slice(2), { DATABASE_URL: primaryUrl }),
  });
  const pids = deployment.servers.map((s) => s.child.pid!);
  console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s: load balancer ${deployment.url}, servers ${pids.join(', ')}, primary ${deployment.pair.primaryUrl}, standby ${deployment.pair.standbyUrl}`);
  let failed = false;
  try {
    for (const run of RUNS) {
      const lbPid = deployment.loadBalancer.pid!;
      const lbBefore = cpuMs(lbPid);
      const loadBefore = machineLoad();
      console.log(`\n=== bench:${run} through HAProxy (${loadBefore})`);
      try {
        await runScript(SCRIPTS[run]!, [], {
          BENCH_URL: deployment.url,
          DATABASE_URL: deployment.pair.primaryUrl,
          JWT_SECRET: deployment.config.jwtSecret,
          BENCH_SERVER_PIDS: pids.join(','),
        });
      } catch (err) {
        failed = true;
        console.error(err instanceof Error ? err.message : err);
      }
      console.log(`=== bench:${run} done: load average before ${loadBefore}; after ${machineLoad()}; HAProxy CPU ${cpuMs(lbPid) - lbBefore} ms over the run`);
    }
  } finally {
    if (PROFILE_DIR) {
      // A profile is written when the process exits normally: stop the servers gracefully first.
      await Promise.all(deployment.servers.map((s) => new Promise((resolve) => { s.child.once('exit', resolve); s.child.kill('SIGTERM'); })));
      console.log(`CPU profiles of the servers in ${PROFILE_DIR}`);
    }
    await deployment.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
