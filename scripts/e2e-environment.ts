import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { startSmtpSinkToDir } from '../e2e/support/smtp-sink-to-dir.ts';
import { queryOnce, withDatabase } from './test-database.ts';

/**
 * What end-to-end specs run against: the real server started the way `npm serve` starts it,
 * with demo data, on a fresh embedded PostgreSQL (or a fresh database on DATABASE_URL),
 * sending its mail to a real SMTP sink whose messages land in E2E_MAIL_DIR.
 */
export type E2eEnvironmentOptions = {
  /**
   * Run against this existing database as it is (bench/: a large generated dataset): no fresh
   * database is made or dropped, and no demo data is loaded. Default: a fresh one, with demo data.
   */
  databaseUrl?: string;
};

export async function startE2eEnvironment(
  root: string,
  options: E2eEnvironmentOptions = {},
): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const work = mkdtempSync(join(tmpdir(), 'zakazi-e2e-'));
  chmodSync(work, 0o711); // under root the embedded PostgreSQL runs as `postgres`, which must traverse it
  const mailDir = join(work, 'mail');
  const dataDir = join(work, 'data');
  mkdirSync(mailDir);
  const smtp = await startSmtpSinkToDir(mailDir);

  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.databaseUrl) {
    databaseUrl = options.databaseUrl;
  } else if (process.env.DATABASE_URL) {
    const name = `zakazi_e2e_${randomBytes(4).toString('hex')}`;
    await queryOnce(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
    databaseUrl = withDatabase(process.env.DATABASE_URL, name);
    dropDatabase = async () => {
      await queryOnce(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const port = await freePort();
  // localhost, not 127.0.0.1: browsers refuse an IP address as WebAuthn's relying party, and the
  // passkey spec signs in with one (the server binds 127.0.0.1 either way).
  const baseUrl = `http://localhost:${port}`;
  const serverEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    DEMO_DATA: options.databaseUrl ? 'false' : 'true',
    LOG_LEVEL: 'warn',
    // Every simulated user comes from 127.0.0.1: per-address limits sized for one real person would
    // throttle the whole suite. Per-account limits stay as they are; integration tests cover throttling.
    RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000',
    RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '1000',
    RATE_LIMIT_CONFIRM_PER_IP_PER_MINUTE: '1000',
    RATE_LIMIT_RESET_PER_IP_PER_HOUR: '1000',
  };
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  else delete serverEnv.DATABASE_URL;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  await waitUntilReady(baseUrl, exited);
  console.log(`e2e: product up at ${baseUrl} (${options.databaseUrl ? 'the given database' : databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL'})`);

  return {
    env: { E2E_BASE_URL: baseUrl, E2E_MAIL_DIR: mailDir },
    stop: async () => {
      server.kill('SIGTERM');
      const code = await exited;
      await smtp.stop();
      await dropDatabase().catch((err) => console.warn(`e2e cleanup: ${err.message}`));
      rmSync(work, { recursive: true, force: true });
      if (code !== 0) throw new Error(`server did not shut down cleanly on SIGTERM (exit ${code})`);
    },
  };
}

async function waitUntilReady(baseUrl: string, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  // The start seeds the demo data: on a machine shared by several test runs (load 30) that took
  // just over 120 s, so the wait is generous; a server that exits still fails at once.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error('server exited during start-up');
    try {
      const res = await fetch(`${baseUrl}/api/MainKategorija`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become ready within 300 s');
}
