import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web client for the tests of what the server sends from it (WEB_DIST): index.html as
 * `npm run build` writes it, cut to what the server reads (the head it fills in per page, the
 * entry script it names).
 */
export const INDEX_HTML = `<!doctype html>
<html lang="sr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Zakaži" />
    <title>Zakaži</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="q-app"></div></body>
</html>`;

/** A fresh temporary folder holding INDEX_HTML as index.html; the test adds what else it needs and removes the folder. */
export function tempWebDist(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `zakazi-${name}-dist-`));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  return dist;
}

/**
 * The web client's server render (apps/web/src/entry-server.tsx) built into `outDir` (WEB_SSR), as
 * `npm run build` builds it into apps/web/dist-ssr: built from the sources the test runs with, so a
 * test of the rendered pages never reads a stale build.
 */
export function buildServerRender(outDir: string): void {
  execFileSync(process.execPath, [VITE, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: WEB_APP,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const WEB_APP = join(import.meta.dirname, '../../../web');
const VITE = join(WEB_APP, '../../node_modules/vite/bin/vite.js');
