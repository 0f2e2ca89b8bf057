import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

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
  stop: () => Promise<void>;
};

export async function startStreamingPair(): Promise<StreamingPair> {
  const bin = postgresBinaries();
  const work = mkdtempSync(join(tmpdir(), 'zakazi-replica-'));
  chmodSync(work, 0o711); // the postgres user must traverse it
  const owner = userInfo().uid === 0 ? await postgresUser() : undefined;
  const options = { ...(owner ?? {}) };
  const dir = (name: string) => {
    const path = join(work, name);
    mkdirSync(path, { mode: 0o700 });
    if (owner) chownSync(path, owner.uid, owner.gid);
    return path;
  };
  const primaryDir = dir('primary');
  const standbyDir = dir('standby');
  const logs = dir('logs');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];

  // trust on loopback only (listen_addresses=127.0.0.1, no socket): a throwaway test cluster.
  await run(join(bin, 'initdb'), ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], options);
  const serverFlags = (port: number) => `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`;
  await run(join(bin, 'pg_ctl'), ['-D', primaryDir, '-l', join(logs, 'primary.log'), '-o', serverFlags(primaryPort), '-w', 'start'], options);
  // -R writes primary_conninfo and standby.signal; -X stream copies the WAL the copy needs.
  await run(join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast'], options);
  await run(join(bin, 'pg_ctl'), ['-D', standbyDir, '-l', join(logs, 'standby.log'), '-o', serverFlags(standbyPort), '-w', 'start'], options);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
  const caughtUp = async (timeoutMs = 10_000) => {
    const { lsn } = await queryOne(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { done } = await queryOne(standbyUrl, `SELECT pg_last_wal_replay_lsn() >= '${String(lsn)}'::pg_lsn AS done`);
      if (done) return;
      if (Date.now() > deadline) throw new Error(`standby did not replay up to ${String(lsn)} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const stopServer = (path: string) =>
    run(join(bin, 'pg_ctl'), ['-D', path, '-m', 'immediate', '-w', 'stop'], options).catch((err: Error) => console.warn(`pg_ctl stop: ${err.message}`));
  return {
    primaryUrl,
    standbyUrl,
    caughtUp,
    stop: async () => {
      await stopServer(standbyDir);
      await stopServer(primaryDir);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The machine's PostgreSQL server binaries (Debian's postgresql package, newest major): the embedded
 * package carries no pg_basebackup, and a base backup must be taken by the primary's own major.
 */
function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'pg_basebackup'))) : [];
  if (!majors.length) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return join(root, String(Math.max(...majors.map(Number))), 'bin');
}

async function queryOne(url: string, text: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
