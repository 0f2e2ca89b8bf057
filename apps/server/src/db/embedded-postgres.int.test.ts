import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';

/**
 * The embedded database path as `npm start` runs it: a real server process on DATA_DIR,
 * stopped by SIGTERM, killed with -9, started again. Data written before must survive all of it.
 */
const root = join(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'zakazi-restart-'));

describe('embedded PostgreSQL lifecycle', { timeout: 180_000 }, () => {
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('data survives SIGTERM, kill -9 and restarts; shutdown is clean', async () => {
    let server = await startServer();
    await insertMarker(server.databaseUrl, 'before-sigterm');

    assert.equal(await stop(server.child, 'SIGTERM'), 0, 'SIGTERM exits with 0');
    assert.equal(postmasterAlive(), false, 'embedded PostgreSQL stopped with the server');

    server = await startServer();
    assert.deepEqual(await markers(server.databaseUrl), ['before-sigterm']);
    await insertMarker(server.databaseUrl, 'before-kill');

    await stop(server.child, 'SIGKILL');
    server = await startServer(); // takes over from the orphaned PostgreSQL
    assert.deepEqual(await markers(server.databaseUrl), ['before-kill', 'before-sigterm']);
    assert.equal(await stop(server.child, 'SIGINT'), 0, 'Ctrl-C exits with 0');
  });
});

async function startServer(): Promise<{ child: ChildProcess; databaseUrl: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL; // this test is about the embedded database, whatever the run uses
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout!.on('data', (c) => (log += c));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /embedded PostgreSQL listening on 127\.0\.0\.1:(\d+)/.exec(log);
    if (match && log.includes('"ready at')) {
      return { child, databaseUrl: `postgres://postgres:embedded@127.0.0.1:${match[1]}/postgres` };
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${log}`);
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

function postmasterAlive(): boolean {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function insertMarker(url: string, name: string) {
  return withClient(url, async (c) => {
    await c.query('CREATE TABLE IF NOT EXISTS restart_marker (name text PRIMARY KEY)');
    await c.query('INSERT INTO restart_marker VALUES ($1)', [name]);
  });
}

function markers(url: string): Promise<string[]> {
  return withClient(url, async (c) => (await c.query('SELECT name FROM restart_marker ORDER BY name')).rows.map((r) => r.name));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
