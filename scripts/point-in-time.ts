import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';
import { queryOnce } from './test-database.ts';

const run = promisify(execFile);
const PGBACKREST = '/usr/bin/pgbackrest';

/**
 * Point-in-time recovery with pgBackRest (decision 070, docs/operations.md "Point-in-time
 * recovery"): the nodes archive every WAL segment into pgBackRest's repository and base backups go
 * there too; from them a new data folder is made as the database was at a given minute. Which
 * repository and stanza: pgBackRest's own settings, its configuration file (PGBACKREST_CONFIG,
 * default /etc/pgbackrest.conf) and PGBACKREST_STANZA, which it reads from the environment itself.
 * Run as root, pgBackRest and PostgreSQL run as the `postgres` user (PostgreSQL refuses root).
 */

/** "2026-12-01 14:00", seconds and a UTC offset optional ("2026-12-01 14:00:30+01"); without an offset: UTC. */
const MINUTE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?( ?[+-]\d{2}(:?\d{2})?)?$/;

/** The recovery target pgBackRest hands PostgreSQL for a time the operator gives, or null when it is not one. */
export function recoveryTarget(time: string): string | null {
  const m = MINUTE.exec(time.trim());
  if (!m) return null;
  const [, date, hhmm, seconds, offset] = m;
  const parsed = new Date(`${date}T${hhmm}${seconds ?? ':00'}Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return null;
  return `${date} ${hhmm}${seconds ?? ':00'}${offset ? offset.trim() : '+00'}`;
}

export type AsPostgres = { uid?: number; gid?: number };

export async function asPostgres(): Promise<AsPostgres> {
  if (userInfo().uid !== 0) return {};
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'pg_ctl'))) : [];
  if (!majors.length) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return join(root, String(Math.max(...majors.map(Number))), 'bin');
}

export type RestoredServer = { url: string; dataDir: string; log: string; stop: () => Promise<void> };

/**
 * Restores the repository's backups into `into` (a folder that must not exist yet or be empty) as
 * the database was at `time` (a recoveryTarget; 'latest': everything archived) and starts
 * PostgreSQL on it at `port`, on loopback, until it has replayed that far and left recovery. It
 * does not archive into the repository it came from (archive_mode=off) and waits for no standby.
 */
export async function restoreAndStart(time: string | 'latest', into: string, port: number): Promise<RestoredServer> {
  const owner = await asPostgres();
  if (existsSync(into) && readdirSync(into).length > 0) throw new Error(`${into} is not empty: restore into a new folder`);
  mkdirSync(into, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined) chownSync(into, owner.uid, owner.gid!);
  const target = time === 'latest' ? [] : ['--type=time', `--target=${time}`, '--target-action=promote'];
  await run(PGBACKREST, [`--pg1-path=${into}`, '--archive-mode=off', '--log-level-console=warn', ...target, 'restore'], { ...owner, env: process.env });
  return startRestored(into, port, owner);
}

/**
 * The restored folder's own pg_hba.conf is the cluster's (docs/operations.md: peer on the socket,
 * passwords over the network), which this script, run as root, cannot satisfy without the
 * superuser's password. So the restored server is started with a copy of it that first trusts its
 * Unix socket, which lies in the restored folder itself (mode 0700, owned by postgres: only root
 * and postgres reach it); connections over TCP keep the cluster's rules (decision 079).
 */
function restoreHba(into: string, owner: AsPostgres): string {
  const original = join(into, 'pg_hba.conf');
  const hba = join(into, 'restore_hba.conf');
  const rules = existsSync(original) ? readFileSync(original, 'utf8') : '';
  writeFileSync(hba, `# written by npm run backup: the restored copy's socket for the restore script\nlocal all all trust\n${rules}`);
  if (owner.uid !== undefined) chownSync(hba, owner.uid, owner.gid!);
  return hba;
}

/** PostgreSQL's own words for why the restored server stopped: the last FATAL or PANIC line of its log. */
function reasonInLog(log: string): string {
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
  const fatal = lines.filter((l) => /\b(FATAL|PANIC):/.test(l) && !/too many clients|authentication/.test(l)).at(-1);
  if (!fatal) return 'no reason in its log';
  const reason = fatal.replace(/^.*?\b(FATAL|PANIC):\s*/, '');
  return /recovery ended before configured recovery target was reached/.test(reason)
    ? `${reason}: the repository holds no WAL from after that time yet (the last segment goes there within archive_timeout, or at once after SELECT pg_switch_wal() on the primary)`
    : reason;
}

/** Starts PostgreSQL on a restored folder and waits until it has replayed to its target and left recovery. */
export async function startRestored(into: string, port: number, owner: AsPostgres): Promise<RestoredServer> {
  const bin = postgresBin();
  const log = join(into, 'restore.log');
  const hba = restoreHba(into, owner);
  const flags = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${into} -c hba_file=${hba} -c synchronous_standby_names= -c hot_standby=on`;
  await run(join(bin, 'pg_ctl'), ['-D', into, '-l', log, '-o', flags, '-w', '-t', '300', 'start'], owner).catch((err: Error) => {
    throw new Error(`PostgreSQL did not start on the restored folder: ${reasonInLog(log)} (see ${log}): ${err.message}`);
  });
  const url = `postgres://postgres@localhost:${port}/postgres?host=${into}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    const rows = await queryOnce(url, 'SELECT pg_is_in_recovery() AS recovering').catch(() => null);
    if (rows && rows[0]?.recovering === false) break;
    // A recovery that fails (its target not in the archive) stops the server: say why at once.
    if (!existsSync(join(into, 'postmaster.pid'))) throw new Error(`the restored server stopped: ${reasonInLog(log)} (see ${log})`);
    if (Date.now() > deadline) throw new Error(`the restored server did not finish recovery within 300 s (see ${log})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: into,
    log,
    stop: async () => {
      await run(join(bin, 'pg_ctl'), ['-D', into, '-m', 'fast', '-w', 'stop'], owner);
    },
  };
}

/** A base backup into the repository: `full`, or `diff` (what changed since the last full one). */
export async function baseBackup(type: 'full' | 'diff'): Promise<void> {
  await run(PGBACKREST, [`--type=${type}`, '--log-level-console=warn', 'backup'], { ...(await asPostgres()), env: process.env });
}

/** Rows of each table of the public schema, counted exactly. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = (await queryOnce(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).map((r) => String(r.tablename));
  if (!tables.length) return {};
  const [row] = await queryOnce(url, `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM public."${t}") AS "${t}"`).join(', ')}`);
  return row as Record<string, number>;
}

/** The same server's address for another database of it. */
function inDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/**
 * The scheduled check that the backups restore (docs/operations.md): everything archived, restored
 * into a scratch folder and started on a free port; the rows of each table counted in every
 * database holding the product's migrations (a deployment's is `zakazi`, the cluster tier's
 * `postgres`). Fails when the restore or the start fails, or when no restored database has applied
 * migrations (a backup of something else, or of nothing). The scratch folder is removed after.
 */
export async function verifyBackups(): Promise<Record<string, Record<string, number>>> {
  const scratch = mkdtempSync(join(tmpdir(), 'zakazi-verify-'));
  const owner = await asPostgres();
  if (owner.uid !== undefined) chownSync(scratch, owner.uid, owner.gid!);
  const restored = await restoreAndStart('latest', join(scratch, 'data'), await freePort());
  try {
    const databases = (await queryOnce(restored.url, 'SELECT datname FROM pg_database WHERE datallowconn AND NOT datistemplate ORDER BY datname')).map((r) => String(r.datname));
    const counted: Record<string, Record<string, number>> = {};
    for (const database of databases) {
      const counts = await rowCounts(inDatabase(restored.url, database));
      if (counts.schema_migrations! > 0) counted[database] = counts;
    }
    if (!Object.keys(counted).length) throw new Error(`no restored database has applied migrations (databases: ${databases.join(', ')})`);
    return counted;
  } finally {
    await restored.stop().catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  }
}
