import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * `npm start`: builds the web client only when what it is built from changed since the last
 * build, then starts the server in this process. A restart with unchanged sources so costs the
 * server's own start (a few seconds) instead of a full Vite build, image check and compression
 * (~15 s on this 2-core machine). `npm run build` still always builds.
 */
const root = join(import.meta.dirname, '..');
const web = join(root, 'apps/web');
/** Everything the built client depends on; node_modules is covered by the lockfile. */
const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'package-lock.json',
];
const STAMP = join(root, 'node_modules/.cache/zakazi/web-build-inputs.sha256');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name === 'node_modules' || name.endsWith('.tsbuildinfo') ? [] : filesUnder(join(path, name))));
}

function inputsDigest(): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((p) => filesUnder(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function buildIfChanged(): void {
  const digest = inputsDigest();
  const built = existsSync(join(web, 'dist/index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === digest;
  if (built) {
    console.log('web client: built from the current sources, not rebuilt');
    return;
  }
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(STAMP), { recursive: true });
  // The build may render images into public/: stamp what the client was built from afterwards.
  writeFileSync(STAMP, `${inputsDigest()}\n`);
}

buildIfChanged();
await import('../apps/server/src/main.ts');
