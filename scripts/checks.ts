import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The checks tier, first in `npm test` and in CI: what the tests cannot see.
 *   typecheck: tsc -b over every workspace (tsconfig.json lists them); tests run through tsx,
 *              which strips types without checking them
 *   lint:      ESLint — the architecture's import rules (module and feature boundaries, no cycles),
 *              typescript-eslint, React hooks (eslint.config.js)
 *   knip:      unused files, exports and dependencies (knip.json)
 *   openapi:   /api/openapi.json as the server serves it, linted by Redocly CLI (redocly.yaml):
 *              no error (scripts/lint-openapi.ts; the app is built without a database)
 *   cycles:    no import circle, type imports counted, between files, web features or server
 *              parts, read by madge (scripts/import-cycles.ts)
 *   test-helpers: no file in apps/server/src that only tests use (knip in production mode:
 *              main.ts and the scripts are production, tests are not); helpers go to test/support/
 * The six run at once (tsc is multi-threaded, the others are not) and each one's output is
 * printed whole when it ends, so a failure reads as one block. Exit code 1 if any failed.
 */
const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const checks: { name: string; command: string; args: string[]; unique?: boolean }[] = [
  // unique: a file that several workspaces compile (the server's, for bench and e2e) would be reported once per workspace
  { name: 'typecheck', command: bin('tsc'), args: ['-b', '--pretty', 'false'], unique: true },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'knip', command: bin('knip'), args: ['--no-progress'] },
  { name: 'openapi', command: process.execPath, args: ['--import', 'tsx', join(root, 'scripts/lint-openapi.ts')] },
  { name: 'cycles', command: process.execPath, args: ['--import', 'tsx', join(root, 'scripts/import-cycles.ts')] },
  { name: 'test-helpers', command: bin('knip'), args: ['--production', '--workspace', 'apps/server', '--include', 'files', '--no-progress'] },
];

type Outcome = { name: string; ok: boolean; seconds: number };

function run(check: (typeof checks)[number]): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, extra = '') => {
      const seconds = (performance.now() - started) / 1000;
      const lines = Buffer.concat(output).toString().trim().split('\n');
      const text = (check.unique ? [...new Set(lines)] : lines).join('\n');
      console.log(`== ${check.name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)${text || extra ? `\n${text}${extra}` : ''}`);
      resolve({ name: check.name, ok, seconds });
    };
    child.on('error', (error) => finish(false, `\n${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

const started = performance.now();
const outcomes = await Promise.all(checks.map(run));
const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(failed.length ? `checks failed: ${failed.join(', ')} (${total} s)` : `checks passed (${total} s)`);
process.exit(failed.length ? 1 : 0);
