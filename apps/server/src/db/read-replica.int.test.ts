import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cataloguePaths, type EntitetDetail, type EntitiesResponse } from '@zakazi/contract';
import { startStreamingPair, type StreamingPair } from '../../../../scripts/streaming-replica.ts';
import { queryOnce } from '../../../../scripts/test-database.ts';
import { bearer } from '../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, nextWeekday, type BookingWorld } from '../../test/support/booking.ts';
import { createBusiness } from '../../test/support/factories.ts';
import type { TestContext } from '../../test/support/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * DATABASE_READ_URL on a real streaming replica (issue 13): the public catalogue, search and an
 * anonymous business page are read from the standby, while booking, free slots for booking and a
 * signed-in reader stay on the primary. The standby's replay is paused to make the difference
 * visible: what the primary wrote since is not on the standby, and must not be needed by booking.
 */
describe('read replica: public reads from the standby, booking on the primary', { timeout: 120_000 }, () => {
  let pair: StreamingPair;
  let ctx: TestContext;
  let readDb: Db;
  let w: BookingWorld;
  const day = nextWeekday(3);

  const standbyQuery = (text: string) => queryOnce(pair.standbyUrl, text);

  const search = async (q: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${cataloguePaths.filtered}?q=${encodeURIComponent(q)}` });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as EntitiesResponse).entities.map((e) => e.naziv);
  };

  before(async () => {
    pair = await startStreamingPair();
    const { db, pool } = createDb(pair.primaryUrl, 4);
    await migrate(pool);
    readDb = createDb(pair.standbyUrl, 4).db;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zakazi-test-data-')),
      DATABASE_URL: pair.primaryUrl,
      DATABASE_READ_URL: pair.standbyUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
    });
    const app = await buildApp({ config, db, readDb }, { logger: false });
    await app.ready();
    ctx = { app, db, config, databaseUrl: pair.primaryUrl, close: async () => { await app.close(); await db.destroy(); await readDb.destroy(); } };
    w = await bookingWorld(ctx, { naziv: 'Replika Frizer Prvi' });
    await pair.caughtUp();
  });

  after(async () => {
    await ctx?.close();
    await pair?.stop();
  });

  test('the standby is a hot standby of the primary', async () => {
    assert.deepEqual(await standbyQuery('SELECT pg_is_in_recovery() AS standby'), [{ standby: true }]);
  });

  test('with replay paused: search and the anonymous page read the standby; booking, free slots and the signed-in page the primary', async () => {
    assert.deepEqual(await search('Replika Frizer'), ['Replika Frizer Prvi']);
    await standbyQuery('SELECT pg_wal_replay_pause()');
    try {
      const later = await createBusiness(ctx.db, { naziv: 'Replika Frizer Drugi' });
      // On the primary only: search (the standby) does not see it yet, nor its anonymous page.
      assert.deepEqual(await search('Replika Frizer'), ['Replika Frizer Prvi']);
      const anonymous = await ctx.app.inject({ method: 'GET', url: cataloguePaths.entity(later.id) });
      assert.equal(anonymous.statusCode, 404, 'the anonymous page is read from the standby, which has no such business yet');
      // A signed-in reader (an owner reading back a change) is served by the primary.
      const signedIn = await ctx.app.inject({ method: 'GET', url: cataloguePaths.entity(later.id), headers: bearer(w.customer.token) });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.equal((signedIn.json() as EntitetDetail).naziv, 'Replika Frizer Drugi');

      // Free on a day: the list and its table are read on the standby, a day missing there is
      // computed and stored on the primary (migration 018; the standby is read-only).
      const freeThatDay = await ctx.app.inject({ method: 'GET', url: `${cataloguePaths.filtered}?q=${encodeURIComponent('Replika Frizer')}&slobodnoDatum=${day}` });
      assert.equal(freeThatDay.statusCode, 200, freeThatDay.body);
      assert.deepEqual((freeThatDay.json() as EntitiesResponse).entities.map((e) => e.naziv), ['Replika Frizer Prvi']);
      const stored = await ctx.db.selectFrom('slobodni_dan').select('poslednji_pocetak').where('entitet_id', '=', w.businessId).where('datum', '=', day).executeTakeFirst();
      assert.ok(stored?.poslednji_pocetak, 'stored on the primary');

      // Booking never waits for the standby: the time is taken on the primary and leaves the free list at once.
      assert.ok((await freeSlots(ctx, w, day)).includes('11:00'));
      const booked = await book(ctx, w.customer.token, bookBody(w, day, '11:00'));
      assert.equal(booked.statusCode, 201, booked.body);
      assert.ok(!(await freeSlots(ctx, w, day)).includes('11:00'), 'free slots for booking come from the primary');
      const again = await book(ctx, w.otherCustomer.token, bookBody(w, day, '11:00'));
      assert.equal(again.statusCode, 409, 'the primary refuses the taken time, whatever the standby has replayed');
    } finally {
      await standbyQuery('SELECT pg_wal_replay_resume()');
    }
    await pair.caughtUp();
    assert.deepEqual((await search('Replika Frizer')).sort(), ['Replika Frizer Drugi', 'Replika Frizer Prvi']);
  });
});
