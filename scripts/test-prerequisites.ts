import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The first step of `npm test`: what the test tiers need of the machine besides Node.js (which is
 * all `npm start` needs). Checked before any tier runs, so a fresh machine learns it in a second, not
 * after the many minutes of the tiers before the one that fails. What is missing is installed with
 * apt-get when this process may (as root, or through sudo without a password), as .ci/run did;
 * otherwise it stops at once with the one command to run.
 *
 * Under root it also checks that the user `postgres` can reach this clone: the embedded PostgreSQL
 * (integration and e2e tiers) refuses to run as root and runs as `postgres`, from the binaries in
 * node_modules, so a clone under /root failed each of those tiers with `spawn …/initdb EACCES`.
 *
 * TEST_PREREQUISITES_ROOT (default /) is the directory the paths are looked for under: a test
 * points it at a scratch folder (scripts/test-prerequisites.test.ts).
 */

export type Prerequisite = { name: string; path: string; debianPackage: string };

/** Each thing a tier needs, where the tests look for it (a `*` segment: any one entry), and the Debian package that brings it. */
export const PREREQUISITES: readonly Prerequisite[] = [
  // e2e/support/browser.ts
  { name: 'Chromium (e2e tier)', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium' },
  // scripts/cluster-deployment.ts
  { name: 'HAProxy (cluster tier)', path: '/usr/sbin/haproxy', debianPackage: 'haproxy' },
  // scripts/streaming-replica.ts: initdb, pg_ctl and pg_basebackup of the newest major (the embedded
  // PostgreSQL package has no pg_basebackup); the package also makes the `postgres` user they run as.
  { name: 'PostgreSQL server binaries (read-replica test, cluster tier)', path: '/usr/lib/postgresql/*/bin/pg_basebackup', debianPackage: 'postgresql' },
  // scripts/patroni-cluster.ts: the failover topology (decision 070): Patroni on each node, etcd
  // holding the leader key, pgBackRest archiving WAL and taking base backups (and scripts/point-in-time.ts).
  { name: 'Patroni (cluster tier)', path: '/usr/bin/patroni', debianPackage: 'patroni' },
  { name: 'etcd (cluster tier)', path: '/usr/bin/etcd', debianPackage: 'etcd-server' },
  { name: 'pgBackRest (cluster tier)', path: '/usr/bin/pgbackrest', debianPackage: 'pgbackrest' },
];

/** Whether `pattern` names an existing file under `root`; a segment `*` stands for any entry of its folder. */
function present(pattern: string, root: string): boolean {
  const walk = (dir: string, segments: string[]): boolean => {
    if (segments.length === 0) return existsSync(dir);
    const [first, ...rest] = segments as [string, ...string[]];
    if (first !== '*') return walk(join(dir, first), rest);
    if (!existsSync(dir)) return false;
    return readdirSync(dir).some((entry) => walk(join(dir, entry), rest));
  };
  return walk(root, pattern.split('/').filter(Boolean));
}

export const missingOf = (root: string, prerequisites: readonly Prerequisite[] = PREREQUISITES) => prerequisites.filter((p) => !present(p.path, root));

/** The one command that installs `missing` on Debian or Ubuntu. */
const installCommand = (missing: readonly Prerequisite[]) =>
  `sudo apt-get update && sudo apt-get install -y ${[...new Set(missing.map((p) => p.debianPackage))].join(' ')}`;

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** How this process may run apt-get: directly as root, through password-less sudo, or not at all. */
function aptGetRunner(): string[] | null {
  if (!succeeds('apt-get', ['--version'])) return null;
  if (process.getuid?.() === 0) return [];
  // -n: never ask for a password (it fails at once instead).
  if (succeeds('sudo', ['-n', 'true'])) return ['sudo', '-n'];
  return null;
}

/** apt-get update, then install; dpkg's hundreds of lines are shown only when a step fails. */
function install(runner: string[], packages: string[]): boolean {
  const run = (args: string[]) => {
    const [command, ...rest] = [...runner, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    const result = spawnSync(command!, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (result.status === 0) return true;
    console.error(`${[command, ...rest].join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`);
    return false;
  };
  return run(['update', '-qq']) && run(['install', '-y', '-qq', ...packages]);
}

/** The first of `dir` and its parents that other users may not enter (no o+x), if any. */
export function shutToOthers(dir: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) return d;
    if (d === dirname(d)) return undefined;
  }
}

/** Exit code 0 when everything is there (found or installed), 1 otherwise. */
function main(root = process.env.TEST_PREREQUISITES_ROOT ?? '/'): number {
  const clone = join(import.meta.dirname, '..');
  const shut = process.getuid?.() === 0 ? shutToOthers(clone) : undefined;
  if (shut) {
    console.error(
      `npm test runs PostgreSQL as the user "postgres" (it refuses to run as root), and postgres cannot enter ${shut}, where this clone is.\n` +
        `Clone the project outside it (e.g. under /srv), or let other users enter that folder:\n  chmod o+x ${shut}`,
    );
    return 1;
  }
  const missing = missingOf(root);
  if (missing.length === 0) return 0;
  const list = missing.map((p) => `  ${p.name}: ${p.path}`).join('\n');
  const runner = aptGetRunner();
  if (runner) {
    console.log(`npm test needs what this machine lacks; installing it with apt-get (a few minutes):\n${list}`);
    const still = install(runner, [...new Set(missing.map((p) => p.debianPackage))]) ? missingOf(root) : missing;
    if (still.length === 0) {
      console.log('installed');
      return 0;
    }
    console.error(`still missing after apt-get:\n${still.map((p) => `  ${p.name}: ${p.path}`).join('\n')}`);
    return 1;
  }
  console.error(`npm test needs what this machine lacks:\n${list}\nInstall it with this command, then run npm test again:\n  ${installCommand(missing)}`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
