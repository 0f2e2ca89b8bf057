import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findCircles } from './import-cycles.ts';

/**
 * The circle finder of the checks tier's `cycles` check (scripts/import-cycles.ts), on small
 * graphs as madge gives them (file → the files it imports). The check itself runs over the
 * repository in `npm run test:checks`.
 */
const F = 'apps/web/src/features';
const M = 'apps/server/src/modules';

test('two files importing each other are one circle, a type import counting like any other', () => {
  const graph = { 'apps/web/src/a.ts': ['apps/web/src/b.ts'], 'apps/web/src/b.ts': ['apps/web/src/a.ts'], 'apps/web/src/c.ts': ['apps/web/src/a.ts'] };
  assert.deepEqual(findCircles(graph).files, [['apps/web/src/a.ts', 'apps/web/src/b.ts']]);
});

test('two features importing each other through their public faces are a folder circle, though no file circles', () => {
  const graph = {
    [`${F}/booking/MyBookings.tsx`]: [`${F}/businesses/index.ts`],
    [`${F}/businesses/index.ts`]: [`${F}/businesses/queries.ts`],
    [`${F}/businesses/queries.ts`]: [],
    [`${F}/businesses/EntityPage.tsx`]: [`${F}/booking/index.ts`],
    [`${F}/booking/index.ts`]: [`${F}/booking/Flow.tsx`],
    [`${F}/booking/Flow.tsx`]: [],
  };
  const found = findCircles(graph);
  assert.deepEqual(found.files, []);
  assert.deepEqual(found.folders, [[`${F}/booking`, `${F}/businesses`]]);
});

test('a loop round three server parts is one folder circle; a test beside the code is no part of its folder', () => {
  const loop = {
    [`${M}/identity/service.ts`]: ['apps/server/src/http/errors.ts'],
    'apps/server/src/http/errors.ts': ['apps/server/src/db/schema.ts'],
    'apps/server/src/db/schema.ts': [`${M}/identity/tables.ts`],
    [`${M}/identity/tables.ts`]: [],
  };
  assert.deepEqual(findCircles(loop).folders, [['apps/server/src/db', 'apps/server/src/http', `${M}/identity`]]);

  const tested = {
    'apps/server/src/http/probes.ts': [],
    'apps/server/src/http/probes.int.test.ts': ['apps/server/src/app.ts', `${M}/identity/index.ts`],
    'apps/server/src/app.ts': ['apps/server/src/http/probes.ts', `${M}/identity/index.ts`],
    [`${M}/identity/index.ts`]: [],
  };
  assert.deepEqual(findCircles(tested), { files: [], folders: [] });
});
