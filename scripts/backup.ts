import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Logical backup and restore of the database DATABASE_URL names (docs/operations.md, "Backups"):
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

if (process.argv[1]?.endsWith('backup.ts')) {
  const [command, file] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !file || (command !== 'dump' && command !== 'restore')) {
    console.error('usage: DATABASE_URL=postgres://… npm run backup -- dump|restore <file>');
    process.exit(2);
  }
  if (command === 'dump') dumpDatabase(databaseUrl, file);
  else restoreDatabase(databaseUrl, file);
  console.log(`${command}: ${file} done`);
}
