import { createRng } from '../../apps/server/src/demo/generate.ts';
import { runGenerator } from './dataset/generator-run.ts';
import { BookingPlanner, emptyBookingRows, writeBookings, writeRatings, type BookingRows } from './dataset/bookings.ts';
import {
  addBusiness, compact, deferTriggers, emptyChunk, insertUsers, lastIds, weightedCategories, writeChunk,
  type BusinessPlan, type Chunk,
} from './dataset/catalogue.ts';
import { withConstraintsRebuilt } from './dataset/bulk-load.ts';
import { todayIn } from '@zakazi/contract/calendar';

/**
 * The dataset of the free-slot and booking budgets (DESIGN.md: 10,000 businesses and 2 million
 * bookings).
 *
 *   DATABASE_URL=postgres://…/zakazi_bench_booking npm run bench:booking-dataset \
 *     [-- --businesses 10000 --bookings 2000000 --users 50000 --past-days 180 --future-days 60 --seed 7 --force --keep-indexes]
 *
 * Migrates the database, writes the catalogue (dataset/catalogue.ts: published businesses, 1–3
 * employees each with a working week on 5 or 6 days, 8 to 12 hours a day), `--users` customers, and exactly
 * `--bookings` bookings over the window from `--past-days` ago to `--future-days` ahead
 * (dataset/bookings.ts: never overlapping per employee, past ones mostly completed, future ones
 * confirmed or pending), with ratings on some completed ones. One transaction; the bookings go in
 * with zakazivanje's secondary indexes, exclusion constraint and foreign keys dropped and added
 * back after (dataset/bulk-load.ts; --keep-indexes loads with them in place, to compare). Prints the time of
 * each step and the counts. Refuses a database that already has businesses unless --force.
 */

type Args = { businesses: number; bookings: number; users: number; pastDays: number; futureDays: number; seed: number; force: boolean; keepIndexes: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = { businesses: 10_000, bookings: 2_000_000, users: 50_000, pastDays: 180, futureDays: 60, seed: 20_250_401, force: false, keepIndexes: false };
  const int = (name: string, value: string | undefined, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--force') args.force = true;
    else if (a === '--keep-indexes') args.keepIndexes = true;
    else if (a === '--businesses' || a === '-n') args.businesses = int(a, argv[++i], 1);
    else if (a === '--bookings') args.bookings = int(a, argv[++i], 0);
    else if (a === '--users') args.users = int(a, argv[++i], 1);
    else if (a === '--past-days') args.pastDays = int(a, argv[++i], 0);
    else if (a === '--future-days') args.futureDays = int(a, argv[++i], 1);
    else if (a === '--seed') args.seed = int(a, argv[++i], 0);
    else if (a === '--help' || a === '-h') {
      console.log('usage: DATABASE_URL=… generate-booking-dataset.ts [--businesses N] [--bookings N] [--users N] [--past-days N] [--future-days N] [--seed S] [--force] [--keep-indexes]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

const BUSINESS_CHUNK = 5_000;
const BOOKING_CHUNK = 100_000;
/** Index builds sort in memory up to this much (this session only). */
const MAINTENANCE_WORK_MEM = '512MB';

runGenerator(() => parseArgs(process.argv.slice(2)), 'millions of rows', async (client, args, step, started) => {
  const phases: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    phases[name] = (Date.now() - mark) / 1000;
    mark = Date.now();
  };
  await client.query(`SET maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
  const ids = await lastIds(client);
  const firstNew = ids.entitet + 1;
  const weights = weightedCategories();
  const rng = createRng(args.seed);
  const window = { today: todayIn('Europe/Belgrade') /* all generated zones are Central European or near */, pastDays: args.pastDays, futureDays: args.futureDays };
  let indexBuilds: { name: string; seconds: number }[] = [];
  mark = Date.now();

  await client.query('BEGIN');
  await deferTriggers(client, firstNew, async () => {
    const users = await insertUsers(client, ids, args.users);
    step(`${args.users} users`);
    // Plan the whole catalogue first: the planner needs every employee's weight before it
    // can share the target out.
    const chunks: { ch: Chunk; plans: BusinessPlan[]; from: number; to: number }[] = [];
    const planner = new BookingPlanner(rng, args.seed, window, args.bookings, users);
    for (let done = 0; done < args.businesses; ) {
      const n = Math.min(BUSINESS_CHUNK, args.businesses - done);
      const ch = emptyChunk();
      const from = ids.entitet + 1;
      const plans = Array.from({ length: n }, () => addBusiness(rng, ch, ids, rng.weighted(weights)));
      plans.forEach((b) => planner.prepare(b));
      chunks.push({ ch, plans, from, to: ids.entitet });
      done += n;
    }
    for (const { ch, from, to } of chunks) {
      await writeChunk(client, ch, from, to);
      step(`businesses ${from}..${to}: ${ch.u.id.length} services, ${ch.z.id.length} employees`);
    }
    phase('catalogue and users');

    const loadBookings = async () => {
      let rows: BookingRows = emptyBookingRows();
      const flush = async () => {
        await writeBookings(client, rows, window, planner.zoneNames);
        await writeRatings(client, rows);
        rows = emptyBookingRows();
      };
      for (const { plans } of chunks) {
        for (const b of plans) {
          planner.plan(b, rows, ids);
          if (rows.id.length >= BOOKING_CHUNK) await flush();
        }
        step(`${planner.counts.total} bookings, ${planner.counts.ratings} ratings`);
      }
      await flush();
      phase('bookings and ratings (insert)');
    };
    if (args.keepIndexes) await loadBookings();
    else {
      indexBuilds = await withConstraintsRebuilt(client, 'zakazivanje', loadBookings, step);
      phase('zakazivanje indexes and constraints (rebuild)');
    }
  }, step);
  phase('aggregates');
  await client.query('COMMIT');
  phase('commit');
  step('committed; VACUUM FULL entitet, VACUUM ANALYZE');
  await compact(client);
  phase('vacuum and analyze');

  const counts = (
    await client.query(`SELECT (SELECT count(*) FROM entitet WHERE objavljen) AS businesses,
                               (SELECT count(*) FROM zaposleni) AS employees,
                               (SELECT count(*) FROM users) AS users,
                               (SELECT count(*) FROM zakazivanje) AS bookings,
                               (SELECT count(*) FROM zakazivanje WHERE status IN ('pending', 'confirmed') AND lower(termin) >= now()) AS live_ahead,
                               (SELECT count(*) FROM utisak) AS ratings,
                               (SELECT min(lower(termin))::date || ' .. ' || max(lower(termin))::date FROM zakazivanje) AS span,
                               pg_size_pretty(pg_total_relation_size('zakazivanje')) AS zakazivanje_size`)
  ).rows[0];
  const byStatus = (await client.query('SELECT status, count(*)::int AS n FROM zakazivanje GROUP BY status ORDER BY n DESC')).rows;
  step('done');
  console.log('\nphases (s):', Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Number(v.toFixed(1))])));
  if (indexBuilds.length) console.log('zakazivanje rebuilds (s):', Object.fromEntries(indexBuilds.map((b) => [b.name, Number(b.seconds.toFixed(1))])));
  console.log('counts:', counts);
  console.log('bookings by status:', Object.fromEntries(byStatus.map((r) => [r.status, r.n])));
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
