import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDb, type Db } from '../../src/db/database.ts';
import { adminQuery, withDatabase } from '../../../../scripts/test-database.ts';

export type TestContext = { app: FastifyInstance; db: Db; config: Config; databaseUrl: string; close: () => Promise<void> };

export type TestContextOptions = {
  /**
   * Start the job worker (mail, reminders, …) with the app (app.close() stops it). Default: on
   * when env.SMTP_URL is given (point it at startSmtpSink() from smtp-sink.ts), off otherwise.
   */
  jobWorker?: boolean;
  /** the app's clock (AppDeps.clock): a test that moves time itself */
  clock?: () => Date;
};

/**
 * A fresh, migrated database (copied from the run's template) and an app built on it.
 * Call once per test file; `close` in `after`.
 */
export async function createTestContext(env: Record<string, string> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!adminUrl || !template) throw new Error('integration tests run through `npm run test:integration`');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'zakazi-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...env,
  });
  const { db } = createDb(databaseUrl, 4);
  const app = await buildApp({ config, db, ...(options.clock ? { clock: options.clock } : {}) }, { logger: false });
  await app.ready();
  if (options.jobWorker ?? Boolean(env.SMTP_URL)) app.jobWorker.start();
  return {
    app,
    db,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** A GET through the app (inject): its status and JSON body. */
export async function getJson<T = unknown>(ctx: TestContext, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T };
}
