import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

/**
 * The web's boundaries (eslint.config.js, docs/ARCHITECTURE.md "Boundaries") must see the imports
 * the web actually writes: `@/…`, through the web tsconfig's `paths`. When the import resolver could
 * not follow them, every rule skipped them and `@/features/booking` in lib/ passed while the same
 * import written as `../features/booking` failed. The server's layer walls are probed the same way
 * (below). Each probe is linted as if it were a file at the given place (the file is never written).
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const LIB_PROBE = 'apps/web/src/lib/boundary-probe.ts';
const FEATURE_PROBE = 'apps/web/src/features/catalogue/boundary-probe.ts';

test('lib/ importing a feature through @/ breaks the shared-code boundary, as the relative import does', async () => {
  for (const from of ['@/features/booking', '../features/booking']) {
    const found = await problems(LIB_PROBE, `import { STATUS_TEXT } from '${from}';\nexport const probe = STATUS_TEXT;\n`);
    assert.equal(found.length, 1, `${from}: ${found.join('\n')}`);
    assert.match(found[0], /^import-x\/no-restricted-paths: .*components\/ and lib\/ are shared by every feature and import none/);
  }
});

test("a feature reaching past another feature's index.ts through @/ breaks the feature boundary", async () => {
  const found = await problems(FEATURE_PROBE, "import { STATUS_TEXT } from '@/features/booking/status';\nexport const probe = STATUS_TEXT;\n");
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0], /^import-x\/no-restricted-paths: .*Another feature uses booking only through features\/booking\/index\.ts/);
});

test("a feature using another feature's index.ts or shell.ts through @/ passes", async () => {
  const source = "import { STATUS_TEXT } from '@/features/booking';\nimport { SearchBox } from '@/features/search/shell';\nexport const probe = [STATUS_TEXT, SearchBox];\n";
  assert.deepEqual(await problems(FEATURE_PROBE, source), []);
});

test('an @/ import that leads nowhere is an error, so the rules cannot silently stop seeing @/ imports', async () => {
  const found = await problems(FEATURE_PROBE, "import { nothing } from '@/features/no-such-feature';\nexport const probe = nothing;\n");
  assert.deepEqual(found, ["import-x/no-unresolved: Unable to resolve path to module '@/features/no-such-feature'."]);
});

/**
 * The server's layers (eslint.config.js serverLayerZones): modules ↛ http/, http/ ↛ modules,
 * shared/ ↛ either, db/ ↛ anything above it. Each probe crosses one wall and must fail with
 * that wall's message; the same imports from the layer above pass.
 */
const SERVER_PROBES: { place: string; from: string; wall: RegExp }[] = [
  { place: 'apps/server/src/modules/booking/boundary-probe.ts', from: '../../http/errors.ts', wall: /A module does not import http\// },
  { place: 'apps/server/src/http/boundary-probe.ts', from: '../modules/businesses/index.ts', wall: /http\/ imports no module/ },
  { place: 'apps/server/src/shared/boundary-probe.ts', from: '../http/errors.ts', wall: /shared\/ is below the modules and http\// },
  { place: 'apps/server/src/shared/boundary-probe.ts', from: '../modules/identity/index.ts', wall: /shared\/ is below the modules and http\// },
  { place: 'apps/server/src/db/boundary-probe.ts', from: '../modules/booking/index.ts', wall: /db\/ is below every other part of the server/ },
  { place: 'apps/server/src/db/tables/boundary-probe.ts', from: '../../shared/errors.ts', wall: /db\/ is below every other part of the server/ },
];

for (const probe of SERVER_PROBES) {
  test(`server: ${probe.place.replace('apps/server/src/', '').replace('/boundary-probe.ts', '/')} importing ${probe.from} breaks a layer wall`, async () => {
    const found = await problems(probe.place, `import * as crossing from '${probe.from}';\nexport const probe = crossing;\n`);
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0], /^import-x\/no-restricted-paths: /);
    assert.match(found[0], probe.wall);
  });
}

test('server: a module using shared/, app.ts wiring http/ and a module, and a test in http/ using a module pass', async () => {
  const module = "import { notFound } from '../../shared/errors.ts';\nimport { requireUser } from '../../shared/caller.ts';\nexport const probe = [notFound, requireUser];\n";
  assert.deepEqual(await problems('apps/server/src/modules/booking/boundary-probe.ts', module), []);
  const app = "import { registerSeoFiles } from './http/seo-files.ts';\nimport { categories } from './modules/catalogue/index.ts';\nexport const probe = [registerSeoFiles, categories];\n";
  assert.deepEqual(await problems('apps/server/src/boundary-probe.ts', app), []);
  const test = "import { issueAccessToken } from '../modules/identity/index.ts';\nexport const probe = issueAccessToken;\n";
  assert.deepEqual(await problems('apps/server/src/http/boundary-probe.int.test.ts', test), []);
});
