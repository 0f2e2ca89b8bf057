import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startMachinePostgres } from '../../../../scripts/streaming-replica.ts';
import { addBooking, createBusiness, createUser } from '../../test/support/factories.ts';
import { createDb, type Db } from './database.ts';
import { migrate } from './migrate.ts';
import { queryOnce, withDatabase } from '../../../../scripts/test-database.ts';

const ROOT = join(import.meta.dirname, '../../../..');

/**
 * The backup script of docs/operations.md, run as an operator runs it (`npm run backup -- dump|restore`),
 * on a server of the machine's PostgreSQL: a dump restored into an empty database holds the same
 * businesses, bookings and image bytes, and the restored database is at the same migration.
 */
describe('backup: pg_dump and restore through scripts/backup.ts', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startMachinePostgres>>;
  let db: Db;
  const work = mkdtempSync(join(tmpdir(), 'zakazi-backup-'));

  before(async () => {
    server = await startMachinePostgres();
    const made = createDb(server.url, 2);
    db = made.db;
    await migrate(made.pool);
  });
  after(async () => {
    await db?.destroy();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const fingerprint = async (target: Db) => ({
    businesses: (await target.selectFrom('entitet').select(['id', 'naziv']).orderBy('id').execute()),
    bookings: (await target.selectFrom('zakazivanje').select(['id', 'status', 'entitet_id']).orderBy('id').execute()),
    images: (await sql<{ digest: string }>`SELECT md5(string_agg(md5(bytes), '' ORDER BY name)) AS digest FROM image_blob`.execute(target)).rows,
    migrations: (await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(target)).rows,
  });

  test('a dump restored into an empty database holds the same rows and image bytes', async () => {
    const owner = await createUser(db, { role: 'Administrator' });
    const customer = await createUser(db, { role: 'RegularUser' });
    const business = await createBusiness(db, { naziv: 'Rezervna Kopija', ownerUserId: owner.id });
    await addBooking(db, { entitetId: business.id, uslugaId: business.serviceIds[0]!, zaposleniId: business.employeeIds[0]!, userId: customer.id, start: new Date(Date.now() + 3 * 86_400_000) });
    await sql`INSERT INTO image_blob (name, bytes) VALUES ('backup-test.webp', decode('52494646', 'hex'))`.execute(db);
    const before = await fingerprint(db);

    const file = join(work, 'zakazi.dump');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'dump', file], { cwd: ROOT, env: { ...process.env, DATABASE_URL: server.url }, stdio: 'pipe' });
    assert.ok(statSync(file).size > 0);

    await queryOnce(server.url, 'CREATE DATABASE restored');
    const restoredUrl = withDatabase(server.url, 'restored');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', file], { cwd: ROOT, env: { ...process.env, DATABASE_URL: restoredUrl }, stdio: 'pipe' });
    const restored = createDb(restoredUrl, 2).db;
    try {
      assert.deepEqual(await fingerprint(restored), before);
      assert.equal(before.bookings.length, 1);
      assert.equal(before.images.length, 1);
    } finally {
      await restored.destroy();
    }
  });
});
