import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { migrate } from './migrate.ts';

/**
 * The migrator's two kinds of files: numbered migrations, applied once each, and repeatable
 * scripts (a database function's single source), applied again whenever their text changes.
 */
describe('migrate: numbered migrations once, repeatable scripts whenever their text changes', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let pool: pg.Pool;

  before(async () => {
    ctx = await createTestContext();
    pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 1 });
  });
  after(async () => {
    await pool?.end();
    await ctx?.close();
  });

  const probe = async () => (await pool.query<{ v: number }>('SELECT probe_version() AS v')).rows[0]!.v;

  test('a migrated database applies nothing again; its repeatable scripts are recorded with their text', async () => {
    assert.deepEqual(await migrate(pool), []);
    const recorded = (await pool.query<{ name: string }>('SELECT name FROM schema_repeatables ORDER BY name')).rows.map((r) => r.name);
    const files = readdirSync(join(import.meta.dirname, 'repeatable')).filter((f) => f.endsWith('.sql')).sort();
    assert.deepEqual(recorded, files);
    assert.ok(files.includes('free_slot_rows.sql'));
  });

  test('a repeatable script runs once for a text, and again when its text changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zakazi-repeatable-'));
    const dirs = { migrations: join(import.meta.dirname, 'migrations'), repeatable: dir };
    const write = (version: number) =>
      writeFileSync(join(dir, 'probe_version.sql'), `CREATE OR REPLACE FUNCTION probe_version() RETURNS int LANGUAGE sql AS 'SELECT ${version}';\n`);

    write(1);
    assert.deepEqual(await migrate(pool, undefined, dirs), ['probe_version.sql']);
    assert.equal(await probe(), 1);
    assert.deepEqual(await migrate(pool, undefined, dirs), [], 'the same text is not applied again');

    write(2);
    assert.deepEqual(await migrate(pool, undefined, dirs), ['probe_version.sql']);
    assert.equal(await probe(), 2);
    assert.deepEqual(await migrate(pool, undefined, dirs), []);
  });

  test('a failing repeatable script rolls back and stays unrecorded, so the next start tries it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zakazi-repeatable-'));
    const dirs = { migrations: join(import.meta.dirname, 'migrations'), repeatable: dir };
    writeFileSync(join(dir, 'broken.sql'), 'CREATE OR REPLACE FUNCTION broken_probe() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$; SELECT no_such_column FROM users;\n');
    await assert.rejects(migrate(pool, undefined, dirs), /repeatable script broken\.sql failed/);
    const { rows } = await pool.query(`SELECT 1 FROM pg_proc WHERE proname = 'broken_probe' UNION ALL SELECT 1 FROM schema_repeatables WHERE name = 'broken.sql'`);
    assert.equal(rows.length, 0);
  });

  test('book_slot, the second booking path, is gone from the database', async () => {
    const { rows } = await pool.query(`SELECT 1 FROM pg_proc WHERE proname = 'book_slot'`);
    assert.equal(rows.length, 0);
  });
});
