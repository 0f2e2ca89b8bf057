import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDb, type Db } from '../../src/db/database.ts';
import { queryOnce, withDatabase } from '../../../../scripts/test-database.ts';
import { watchAnswers } from './answer-check.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

// Every answer of every app a test file makes is checked against /api/openapi.json (answer-check.ts).
watchAnswers();

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
  await queryOnce(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
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

/**
 * The app (and, with mail, the SMTP sink) a describe block's tests share, made in a `before` and
 * closed in an `after` that these register in the calling block: call them in the describe body,
 * above the block's own hooks, which then run after the app is made.
 */
export function useTestContext(env: Record<string, string> = {}, options: TestContextOptions = {}): TestContext {
  return readThrough(madeInBefore(() => createTestContext(env, options), (ctx) => ctx.close()));
}

/**
 * As useTestContext, with the app's mail going to a real SMTP sink (the job worker runs and polls
 * every 100 ms, so a test waits a tenth of a second for a mail, not a second); the sink is stopped
 * after the app is closed.
 */
export function useTestContextWithMail(env: Record<string, string> = {}, options: TestContextOptions = {}): { ctx: TestContext; sink: SmtpSink } {
  const made = madeInBefore(
    async () => {
      const sink = await startSmtpSink();
      try {
        return { sink, ctx: await createTestContext({ SMTP_URL: sink.url, JOB_POLL_MS: '100', ...env }, options) };
      } catch (error) {
        await sink.stop();
        throw error;
      }
    },
    async ({ ctx, sink }) => {
      try {
        await ctx.close();
      } finally {
        await sink.stop();
      }
    },
  );
  return { ctx: readThrough(() => made().ctx), sink: readThrough(() => made().sink) };
}

/** Registers the making and the closing; returns a reader that fails plainly when read too early. */
function madeInBefore<T>(make: () => Promise<T>, close: (value: T) => Promise<void>): () => T {
  let value: T | undefined;
  before(async () => {
    value = await make();
  });
  after(async () => {
    if (value !== undefined) await close(value);
  });
  return () => {
    if (value === undefined) throw new Error('the shared test app is made in a before hook: read it inside tests and hooks');
    return value;
  };
}

/**
 * An object that reads every property from `current()` when read, so a test file can name its
 * app once, at the top of the describe body, though the app itself only exists once `before` ran.
 */
function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(current(), key) });
}
