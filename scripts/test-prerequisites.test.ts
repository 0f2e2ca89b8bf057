import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { missingOf, PREREQUISITES, shutToOthers } from './test-prerequisites.ts';

/**
 * `npm test`'s first step (scripts/test-prerequisites.ts) against scratch folders standing for a
 * machine's root: what it finds missing, and that a user who may not install stops at once with the
 * one command to run. (Installing is proven on a real machine: .ci/run as root, and the lead's
 * check with the packages removed.)
 */
const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'zakazi-prerequisites-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A scratch "machine" holding the given files (empty ones: only their presence counts). */
function machine(name: string, files: string[]): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

const CHROMIUM = '/usr/bin/chromium';
const HAPROXY = '/usr/sbin/haproxy';
const PG_BASEBACKUP = '/usr/lib/postgresql/17/bin/pg_basebackup';
const PATRONI = '/usr/bin/patroni';
const ETCD = '/usr/bin/etcd';
const PGBACKREST = '/usr/bin/pgbackrest';
/** The failover tier's three, present together in most machines below. */
const FAILOVER = [PATRONI, ETCD, PGBACKREST];

test('finds Chromium, HAProxy, any major of the PostgreSQL server binaries, Patroni, etcd and pgBackRest where the tests look for them', () => {
  assert.deepEqual(missingOf(machine('complete', [CHROMIUM, HAPROXY, PG_BASEBACKUP, ...FAILOVER])), []);
  assert.deepEqual(missingOf(machine('empty', [])).map((p) => p.debianPackage), ['chromium', 'haproxy', 'postgresql', 'patroni', 'etcd-server', 'pgbackrest']);
  // The client package alone (psql, pg_dump) brings no server binaries.
  const clientOnly = machine('client-only', [CHROMIUM, HAPROXY, '/usr/lib/postgresql/15/bin/psql', ...FAILOVER]);
  assert.deepEqual(missingOf(clientOnly).map((p) => p.debianPackage), ['postgresql']);
  // etcdctl (etcd-client) is not the server.
  const clientOfEtcd = machine('etcd-client-only', [CHROMIUM, HAPROXY, PG_BASEBACKUP, PATRONI, PGBACKREST, '/usr/bin/etcdctl']);
  assert.deepEqual(missingOf(clientOfEtcd).map((p) => p.debianPackage), ['etcd-server']);
  assert.equal(PREREQUISITES.length, 6);
});

test('under root, a clone that the postgres user cannot reach (e.g. under /root) is found: the first folder that shuts others out', () => {
  const home = machine('home', []);
  const clone = join(home, 'zakazi');
  mkdirSync(join(clone, 'node_modules'), { recursive: true });
  chmodSync(scratch, 0o755);
  chmodSync(home, 0o755);
  assert.equal(shutToOthers(clone), undefined);
  chmodSync(home, 0o700);
  assert.equal(shutToOthers(join(clone, 'node_modules')), home);
  chmodSync(home, 0o755);
});

/**
 * This node, or a copy of it in the scratch folder when `nobody` cannot reach it: CI's second run
 * takes Node 24 from a private temporary folder (mktemp -d makes it 0700).
 */
function nodeNobodyCanRun(): string {
  if (shutToOthers(dirname(process.execPath)) === undefined) return process.execPath;
  const copy = join(scratch, 'node-for-nobody');
  if (!existsSync(copy)) {
    copyFileSync(process.execPath, copy);
    chmodSync(copy, 0o755);
  }
  return copy;
}

/**
 * Runs the script as `npm test` does, as a user who may not install: when the tests run as root
 * (CI), as `nobody` (whose PATH still has apt-get: what stops it is having no right to use it);
 * otherwise as this user with a PATH holding only node, so that neither apt-get nor sudo can be
 * reached.
 */
function runUnprivileged(machineRoot: string): { status: number | null; stdout: string; stderr: string; seconds: number } {
  chmodSync(scratch, 0o755);
  const asRoot = process.getuid?.() === 0;
  let path = process.env.PATH ?? '';
  if (!asRoot) {
    const bin = join(scratch, `bin-${Math.random().toString(36).slice(2)}`);
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    path = bin;
  }
  const started = performance.now();
  const result = spawnSync(asRoot ? nodeNobodyCanRun() : process.execPath, ['--import', 'tsx', join(root, 'scripts/test-prerequisites.ts')], {
    cwd: root,
    env: { PATH: path, HOME: scratch, TEST_PREREQUISITES_ROOT: machineRoot },
    encoding: 'utf8',
    timeout: 60_000,
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, seconds: (performance.now() - started) / 1000 };
}

test('a user who may not install is stopped at once with the one command that installs what is missing', () => {
  const run = runUnprivileged(machine('no-browser-no-proxy', [PG_BASEBACKUP, ...FAILOVER]));
  assert.equal(run.status, 1, run.stderr);
  assert.doesNotMatch(run.stdout, /installing/);
  assert.match(run.stderr, /Chromium \(e2e tier\): \/usr\/bin\/chromium/);
  assert.match(run.stderr, /HAProxy \(cluster tier\): \/usr\/sbin\/haproxy/);
  assert.doesNotMatch(run.stderr, /PostgreSQL/);
  assert.match(run.stderr, /^ {2}sudo apt-get update && sudo apt-get install -y chromium haproxy$/m);
  // Starting node with tsx is all it does: no tier, no apt-get.
  assert.ok(run.seconds < 30, `${run.seconds.toFixed(1)} s`);
});

/**
 * apt-get stood in by a script that records its arguments and, for `install`, makes the packages'
 * files under the scratch root (the real install is proven on a real machine: .ci/run as root).
 * When the tests do not run as root, sudo is stood in too: one that asks no password.
 */
function runWithAptGet(machineRoot: string): { status: number | null; output: string; aptGetCalls: string[] } {
  const bin = join(scratch, `apt-bin-${Math.random().toString(36).slice(2)}`);
  mkdirSync(bin);
  const log = join(bin, 'calls.log');
  const files = `chromium) f=${CHROMIUM};; haproxy) f=${HAPROXY};; postgresql) f=${PG_BASEBACKUP};; patroni) f=${PATRONI};; etcd-server) f=${ETCD};; pgbackrest) f=${PGBACKREST};;`;
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${log}\n[ "$1" = install ] || exit 0\n` +
      `for p in "$@"; do case "$p" in ${files} *) continue;; esac; mkdir -p "$TEST_PREREQUISITES_ROOT$(dirname "$f")"; touch "$TEST_PREREQUISITES_ROOT$f"; done\n`,
    { mode: 0o755 },
  );
  if (process.getuid?.() !== 0) writeFileSync(join(bin, 'sudo'), '#!/bin/sh\n[ "$1" = -n ] && shift\nexec "$@"\n', { mode: 0o755 });
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/test-prerequisites.ts')], {
    cwd: root,
    env: { PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin`, HOME: scratch, TEST_PREREQUISITES_ROOT: machineRoot },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const calls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { status: result.status, output: result.stdout + result.stderr, aptGetCalls: calls };
}

test('as root, or with sudo that asks no password, it installs what is missing with apt-get and lets npm test go on', () => {
  const machineRoot = machine('to-install', [CHROMIUM]);
  const run = runWithAptGet(machineRoot);
  assert.equal(run.status, 0, run.output);
  // The presence check, then an update and the install of the missing packages only, never asking.
  assert.deepEqual(run.aptGetCalls, [' --version', 'noninteractive update -qq', 'noninteractive install -y -qq haproxy postgresql patroni etcd-server pgbackrest']);
  assert.match(run.output, /installing it with apt-get/);
  assert.deepEqual(missingOf(machineRoot), []);
});

test('with everything there it says nothing and lets npm test go on', () => {
  const run = runUnprivileged(machine('ready', [CHROMIUM, HAPROXY, PG_BASEBACKUP, ...FAILOVER]));
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout + run.stderr, '');
});

test('npm test runs it before any tier', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.match(scripts.test!, /^npm run test:prerequisites && npm run test:checks && /);
  assert.equal(scripts['test:prerequisites'], 'node --import tsx scripts/test-prerequisites.ts');
});
