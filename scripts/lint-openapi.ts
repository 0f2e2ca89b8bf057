import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';

/**
 * `npm run lint:openapi`, part of the checks tier (scripts/checks.ts): /api/openapi.json as the
 * server serves it, linted by Redocly CLI with the rules of redocly.yaml; exit code 1 on any error.
 * The document is the app's own (buildApp, then app.swagger()), built without a database: no
 * route reads one before a request comes, so the pool is never opened.
 */
const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'zakazi-openapi-'));

async function openApiDocument(): Promise<unknown> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: work,
    DATABASE_URL: 'postgres://nobody@127.0.0.1:9/never-opened',
    JWT_SECRET: 'x'.repeat(32),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(work, 'no-web-client'),
  });
  const { db } = createDb(config.databaseUrl!, 1);
  const app = await buildApp({ config, db }, { logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** Redocly's output without its notice that Node.js 20 support is ending (a framed box). */
const isNotice = (line: string) => /^\s*[║╔╚]/.test(line);

/** The environment without FORCE_COLOR, which Redocly reads as "colour", whatever its value. */
function withoutColour(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  delete rest.FORCE_COLOR;
  return rest;
}

function redoclyLint(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules/.bin/redocly'), ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'stylish'], {
      cwd: root,
      // No usage report sent home, no check for a newer version: the checks run offline.
      env: { ...withoutColour(process.env), NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.log(error.message);
      resolve(1);
    });
    child.on('close', (code) => {
      const lines = Buffer.concat(output).toString().split('\n').filter((line) => !isNotice(line));
      console.log(lines.join('\n').trim());
      resolve(code ?? 1);
    });
  });
}

try {
  const file = join(work, 'openapi.json');
  writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
  process.exitCode = await redoclyLint(file);
} finally {
  rmSync(work, { recursive: true, force: true });
}
