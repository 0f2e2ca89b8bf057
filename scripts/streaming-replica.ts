import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';
import { queryOnce } from './test-database.ts';

const run = promisify(execFile);

/**
 * A real PostgreSQL primary and a hot standby fed by streaming replication, from the machine's
 * PostgreSQL server binaries: a fresh primary (initdb), the standby made from it by pg_basebackup -R
 * (which writes primary_conninfo and standby.signal), each on its own loopback port. Under root both
 * run as the unprivileged `postgres` user, as the embedded server does.
 * Used by the read-replica tests (DATABASE_READ_URL) and the cluster tier.
 */
export type StreamingPair = {
  primaryUrl: string;
  standbyUrl: string;
  /** waits until the standby has replayed everything the primary has written so far */
  caughtUp: (timeoutMs?: number) => Promise<void>;
  /** The primary's server, stopped and started as an operator does it with pg_ctl (the fault tests). */
  primary: ServerControl;
  stop: () => Promise<void>;
};

/**
 * pg_ctl on one server of a cluster, each call waiting until it is done (-w): `restart` and `stop`
 * with a shutdown mode (`fast`: ends the sessions with 57P01 and shuts down cleanly; `immediate`:
 * kills the server processes, as a crash would), `start` back on the same port and settings.
 */
export type ServerControl = {
  restart: (mode: 'fast' | 'immediate') => Promise<void>;
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  start: () => Promise<void>;
};

/** A fresh PostgreSQL server of the machine's binaries (no standby): for the backup test. */
export async function startMachinePostgres(): Promise<{ url: string; bin: string; stop: () => Promise<void> }> {
  const cluster = await newCluster();
  const dataDir = cluster.dir('data');
  const port = await freePort();
  await cluster.initdb(dataDir);
  await cluster.start(dataDir, port);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin: cluster.bin,
    stop: async () => {
      await cluster.stop(dataDir);
      cluster.remove();
    },
  };
}

export async function startStreamingPair(): Promise<StreamingPair> {
  const cluster = await newCluster();
  const primaryDir = cluster.dir('primary');
  const standbyDir = cluster.dir('standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  await cluster.initdb(primaryDir);
  await cluster.start(primaryDir, primaryPort);
  // -R writes primary_conninfo and standby.signal; -X stream copies the WAL the copy needs.
  await run(join(cluster.bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast'], cluster.options);
  await cluster.start(standbyDir, standbyPort);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
  const caughtUp = async (timeoutMs = 10_000) => {
    const [{ lsn }] = (await queryOnce(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn')) as [{ lsn: string }];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [{ done }] = (await queryOnce(standbyUrl, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`)) as [{ done: boolean }];
      if (done) return;
      if (Date.now() > deadline) throw new Error(`standby did not replay up to ${lsn} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return {
    primaryUrl,
    standbyUrl,
    caughtUp,
    primary: {
      restart: (mode) => cluster.restart(primaryDir, primaryPort, mode),
      stop: (mode) => cluster.stopWith(primaryDir, mode),
      start: async () => {
        await cluster.start(primaryDir, primaryPort);
      },
    },
    stop: async () => {
      await cluster.stop(standbyDir);
      await cluster.stop(primaryDir);
      cluster.remove();
    },
  };
}

/** A work directory for clusters of the machine's binaries, and the commands run on them (as `postgres` under root). */
async function newCluster() {
  const bin = postgresBinaries();
  const work = mkdtempSync(join(tmpdir(), 'zakazi-pg-'));
  chmodSync(work, 0o711); // the postgres user must traverse it
  const owner = userInfo().uid === 0 ? await postgresUser() : undefined;
  const options = { ...(owner ?? {}) };
  const logs = join(work, 'logs');
  const dir = (name: string) => {
    const path = join(work, name);
    mkdirSync(path, { mode: 0o700 });
    if (owner) chownSync(path, owner.uid, owner.gid);
    return path;
  };
  dir('logs');
  // trust on loopback only (listen_addresses=127.0.0.1, no socket): a throwaway test cluster.
  const serverFlags = (port: number) => `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`;
  return {
    bin,
    options,
    dir,
    initdb: (path: string) => run(join(bin, 'initdb'), ['-D', path, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], options),
    start: (path: string, port: number) =>
      run(join(bin, 'pg_ctl'), ['-D', path, '-l', join(logs, `${port}.log`), '-o', serverFlags(port), '-w', 'start'], options),
    stop: (path: string) =>
      run(join(bin, 'pg_ctl'), ['-D', path, '-m', 'immediate', '-w', 'stop'], options).catch((err: Error) => console.warn(`pg_ctl stop: ${err.message}`)),
    stopWith: async (path: string, mode: 'fast' | 'immediate') => {
      await run(join(bin, 'pg_ctl'), ['-D', path, '-m', mode, '-w', 'stop'], options);
    },
    // pg_ctl restart starts the server again with the options it had (postmaster.opts).
    restart: async (path: string, port: number, mode: 'fast' | 'immediate') => {
      await run(join(bin, 'pg_ctl'), ['-D', path, '-l', join(logs, `${port}.log`), '-m', mode, '-w', 'restart'], options);
    },
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/**
 * The machine's PostgreSQL server binaries (Debian's postgresql package, newest major): the embedded
 * package carries no pg_basebackup, and a base backup must be taken by the primary's own major.
 */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'pg_basebackup'))) : [];
  if (!majors.length) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return join(root, String(Math.max(...majors.map(Number))), 'bin');
}

export async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
