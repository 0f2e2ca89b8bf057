import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startE2eEnvironment } from './e2e-environment.ts';
import { startTestDatabaseServer } from './test-database.ts';

/**
 * Runs one test tier with node's test runner.
 *   unit:        **\/*.test.ts outside e2e, not *.int.test.ts — pure rules, no database (also
 *                scripts/*.test.ts: probes of the lint rules, the machine check npm test starts with)
 *   (component tests, *.component.test.tsx, are their own tier: `npm run test:component`, Vitest)
 *   integration: **\/*.int.test.ts — the API over HTTP against a real PostgreSQL
 *   e2e:         e2e/specs/*.spec.ts — Chromium against the built product started as `npm start` does
 *   cluster:     e2e/cluster/*.cluster.test.ts — HAProxy, two server processes, a primary and a
 *                streaming standby, each test file building its own (scripts/cluster-deployment.ts)
 * Integration files get TEST_ADMIN_DATABASE_URL and TEST_TEMPLATE_DATABASE; each makes its own
 * fresh database from the template (apps/server/test/support/test-app.ts).
 * `npm run test:integration -- booking` runs only the files whose path contains `booking`.
 */
const tier = process.argv[2];
/** Optional further arguments keep only the files whose path contains one of them. */
const only = process.argv.slice(3);
const root = join(import.meta.dirname, '..');
const SEARCH = ['apps', 'packages', 'scripts'];

function findTests(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) out.push(relative(root, path));
  }
  return out;
}

async function run(): Promise<number> {
  if (tier !== 'unit' && tier !== 'integration' && tier !== 'e2e' && tier !== 'cluster') throw new Error('usage: run-tests.ts unit|integration|e2e|cluster');
  const all = SEARCH.flatMap((d) => findTests(join(root, d))).sort();
  const files =
    tier === 'e2e'
      ? readdirSync(join(root, 'e2e/specs')).filter((f) => f.endsWith('.spec.ts')).sort().map((f) => `e2e/specs/${f}`)
      : tier === 'cluster'
      ? readdirSync(join(root, 'e2e/cluster')).filter((f) => f.endsWith('.cluster.test.ts')).sort().map((f) => `e2e/cluster/${f}`)
      : all.filter((f) => (tier === 'integration' ? f.endsWith('.int.test.ts') : !f.includes('.int.test.') && !f.includes('.component.test.')));
  const chosen = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
  if (chosen.length === 0) throw new Error(`no ${tier} test files found`);

  const env = { ...process.env };
  let stop = async () => {};
  if (tier === 'e2e') {
    const e2e = await startE2eEnvironment(root);
    Object.assign(env, e2e.env);
    stop = e2e.stop;
  }
  if (tier === 'integration') {
    const server = await startTestDatabaseServer();
    env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
    env.TEST_TEMPLATE_DATABASE = server.template;
    stop = server.stop;
    console.log(`integration tests against ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`);
  }
  // Ctrl-C: the test files stop with the terminal's signal; stop the database server too.
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${tier === 'e2e' || tier === 'cluster' ? 1 : 2}`, '--test-reporter=spec', ...chosen],
      { cwd: root, env, stdio: 'inherit' },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  try {
    await stop();
  } catch (err) {
    console.error(err);
    return code || 1;
  }
  return code;
}

run().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
