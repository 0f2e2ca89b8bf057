import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { baseBackup, recoveryTarget, restoreAndStart, verifyBackups } from './point-in-time.ts';

/**
 * Logical backup and restore of the database DATABASE_URL names (docs/operations.md, "Backups"),
 * and the point-in-time commands on pgBackRest's repository (scripts/point-in-time.ts; USAGE below):
 *
 *   DATABASE_URL=postgres://… npm run backup -- dump zakazi-2026-11-25.dump
 *   DATABASE_URL=postgres://…/empty npm run backup -- restore zakazi-2026-11-25.dump
 *
 * dump: pg_dump's custom format, one consistent snapshot of everything (images included: their
 * bytes are in image_blob). restore: into an empty database (or over an older copy: --clean
 * --if-exists), without the original owner, stopping at the first error. pg_dump must be of the
 * server's major version or newer: the newest of the machine's /usr/lib/postgresql/N/bin is used,
 * else the one on PATH. (The embedded PostgreSQL of a single-process install carries no pg_dump;
 * stop the product and copy DATA_DIR/postgres instead, or run it on a DATABASE_URL.)
 */
function binary(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', name))) : [];
  return majors.length ? join(root, String(Math.max(...majors.map(Number))), 'bin', name) : name;
}

export function dumpDatabase(databaseUrl: string, file: string): void {
  execFileSync(binary('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', databaseUrl], { stdio: 'inherit' });
}

export function restoreDatabase(databaseUrl: string, file: string): void {
  execFileSync(binary('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--single-transaction', '--dbname', databaseUrl, file], { stdio: 'inherit' });
}

const USAGE = `usage:
  DATABASE_URL=postgres://… npm run backup -- dump|restore <file>      logical dump, or its restore
  npm run backup -- restore --to "YYYY-MM-DD HH:MM" --into <new folder> [--port 5439]
                                                                        point-in-time restore (pgBackRest), started on --port
  npm run backup -- base-backup [full|diff]                             a base backup into pgBackRest's repository
  npm run backup -- verify                                              restore everything archived into a scratch cluster, count rows
(pgBackRest's repository and stanza: PGBACKREST_CONFIG, PGBACKREST_STANZA; times are UTC unless they carry an offset)`;

async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { to: { type: 'string' }, into: { type: 'string' }, port: { type: 'string' } } });
  const [command, file] = positionals;
  if (command === 'restore' && values.to !== undefined) {
    const target = recoveryTarget(values.to);
    const port = Number(values.port ?? 5439);
    if (!target || !values.into || !Number.isInteger(port) || port <= 0 || file) {
      console.error(`restore --to needs a time like "2026-12-01 14:00" and --into a new folder\n${USAGE}`);
      return 2;
    }
    const restored = await restoreAndStart(target, values.into, port);
    console.log(`restored as of ${target}: running at ${restored.url} (data ${restored.dataDir}, log ${restored.log}); stop it with pg_ctl -D ${restored.dataDir} stop`);
    return 0;
  }
  if (command === 'base-backup' && (file === undefined || file === 'full' || file === 'diff')) {
    await baseBackup(file ?? 'full');
    console.log(`base-backup: ${file ?? 'full'} done`);
    return 0;
  }
  if (command === 'verify' && !file) {
    const databases = await verifyBackups();
    for (const [database, counts] of Object.entries(databases)) {
      console.log(`verify: the backups restore; rows per table of database ${database}:\n${Object.entries(counts).map(([t, n]) => `  ${t} ${n}`).join('\n')}`);
    }
    return 0;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !file || (command !== 'dump' && command !== 'restore')) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'dump') dumpDatabase(databaseUrl, file);
  else restoreDatabase(databaseUrl, file);
  console.log(`${command}: ${file} done`);
  return 0;
}

if (process.argv[1]?.endsWith('backup.ts')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`backup: ${err.message}`);
      process.exit(1);
    },
  );
}
