import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, test } from 'node:test';
import { freePort } from './free-port.ts';
import { asPostgres, startRestored } from './point-in-time.ts';
import { queryOnce } from './test-database.ts';

/**
 * How `npm run backup -- restore --to` and `verify` start PostgreSQL on a restored folder
 * (scripts/point-in-time.ts), on folders made by initdb instead of pgBackRest (the restore itself
 * is the cluster tier's: e2e/cluster/failover.cluster.test.ts). Found by following
 * docs/operations.md by hand: with its pg_hba (peer on the socket, passwords over TCP) the script
 * could not log in and waited 300 s; a recovery whose target was not yet archived stopped the
 * server and the script waited 300 s too, without saying why.
 */
const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'zakazi-restored-'));
chmodSync(scratch, 0o711); // PostgreSQL runs as postgres
after(() => rmSync(scratch, { recursive: true, force: true }));

function bin(): string {
  const root = '/usr/lib/postgresql';
  const major = Math.max(...readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb'))).map(Number));
  return join(root, String(major), 'bin');
}

/** A data folder as a restore leaves it: the cluster's rules, which ask passwords over TCP. */
async function folder(name: string): Promise<string> {
  const owner = await asPostgres();
  const dir = join(scratch, name);
  mkdirSync(dir, { mode: 0o700 });
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid!);
  await run(join(bin(), 'initdb'), ['-D', dir, '-U', 'postgres', '--auth-local=peer', '--auth-host=scram-sha-256'], owner);
  return dir;
}

test('a restored folder with the deployment’s pg_hba (peer, passwords over TCP) is started and answers the script', async () => {
  const dir = await folder('scram');
  const started = Date.now();
  const restored = await startRestored(dir, await freePort(), await asPostgres());
  try {
    const [row] = await queryOnce(restored.url, 'SELECT pg_is_in_recovery() AS recovering, current_user AS who');
    assert.deepEqual(row, { recovering: false, who: 'postgres' });
    assert.ok(Date.now() - started < 60_000, `started in ${Date.now() - started} ms`);
  } finally {
    await restored.stop();
  }
});

test('a recovery whose target is not in the archive fails at once with PostgreSQL’s reason', async () => {
  const dir = await folder('short');
  // A target after every WAL the folder has, as when the segment holding the first commit after
  // the chosen minute has not reached the repository yet.
  appendFileSync(join(dir, 'postgresql.auto.conf'), "restore_command = 'false'\nrecovery_target_time = '2999-01-01 00:00:00+00'\nrecovery_target_action = 'promote'\n");
  writeFileSync(join(dir, 'recovery.signal'), '');
  const started = Date.now();
  await assert.rejects(startRestored(dir, await freePort(), await asPostgres()), /recovery ended before configured recovery target was reached: the repository holds no WAL from after that time yet/);
  assert.ok(Date.now() - started < 60_000, `failed after ${Date.now() - started} ms, not after the 300 s wait`);
});
