import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Db } from '../db/database.ts';
import { pageHeadRoutes } from './page-heads.ts';
import type { PublicReads } from './public-reads.ts';

/** The server names client routes and modules; a rename on the client must not leave them pointing nowhere. */
test("every page with head tags is a route of the client's route table, and every module it preloads exists", () => {
  const web = join(import.meta.dirname, '../../../web');
  const routeTable = readFileSync(join(web, 'src/app/routes.tsx'), 'utf8');
  for (const route of pageHeadRoutes({} as Db, 'https://zakazi.example', {} as PublicReads)) {
    if (route.path !== '/') assert.ok(routeTable.includes(`path: '${route.path.slice(1)}'`), `${route.path} is in routes.tsx`);
    for (const module of route.modules ?? []) {
      assert.ok(existsSync(join(web, module)), `${route.path}: ${module} exists`);
      // The route's own page module is the one routes.tsx loads for that path.
      if (module.endsWith('Page.tsx')) assert.ok(routeTable.includes(`@/${module.slice('src/'.length).replace(/\.tsx$/, '')}`), `${module} is loaded by routes.tsx`);
    }
  }
});
