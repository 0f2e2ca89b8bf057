import { createRng } from '../../apps/server/src/demo/generate.ts';
import { runGenerator } from './dataset/generator-run.ts';
import { addBusiness, compact, deferTriggers, emptyChunk, insertUsers, lastIds, weightedCategories, writeChunk } from './dataset/catalogue.ts';

/**
 * A large synthetic catalogue for the search budget (DESIGN.md: p95 under 30 ms on 100,000 businesses).
 *
 *   DATABASE_URL=postgres://…/zakazi_bench npm run bench:dataset [-- --businesses 100000 --seed 7 --force]
 *
 * Migrates the database, then writes published businesses as dataset/catalogue.ts describes, with
 * ratings, each on its own completed booking by one of 5,000 users. Refuses a database that
 * already has businesses unless --force (which adds to them).
 */

type Args = { businesses: number; seed: number; force: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = { businesses: 100_000, seed: 20_250_101, force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--force') args.force = true;
    else if (a === '--businesses' || a === '-n') args.businesses = Number(argv[++i]);
    else if (a === '--seed') args.seed = Number(argv[++i]);
    else if (a === '--help' || a === '-h') {
      console.log('usage: DATABASE_URL=… generate-dataset.ts [--businesses N] [--seed S] [--force]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(args.businesses) || args.businesses < 1) throw new Error('--businesses must be a positive integer');
  return args;
}

const USERS = 5_000;
const CHUNK = 10_000;

runGenerator(() => parseArgs(process.argv.slice(2)), 'a lot of rows', async (client, args, step) => {
  const ids = await lastIds(client);
  const firstNew = ids.entitet + 1;
  const weights = weightedCategories();
  const rng = createRng(args.seed);

  await client.query('BEGIN');
  await deferTriggers(client, firstNew, async () => {
    const raters = await insertUsers(client, ids, USERS);
    let ratings = 0;
    let services = 0;
    for (let done = 0; done < args.businesses; ) {
      const n = Math.min(CHUNK, args.businesses - done);
      const ch = emptyChunk();
      const from = ids.entitet + 1;
      for (let i = 0; i < n; i++) addBusiness(rng, ch, ids, rng.weighted(weights), { raters });
      await writeChunk(client, ch, from, ids.entitet);
      done += n;
      ratings += ch.r.id.length;
      services += ch.u.id.length;
      step(`${done} businesses, ${services} services, ${ratings} ratings`);
    }
  }, step);
  await client.query('COMMIT');
  step('committed; VACUUM FULL entitet (the aggregate pass left a dead version of every row), ANALYZE');
  await compact(client);
  const summary = (
    await client.query(`SELECT count(*) AS businesses,
                               count(*) FILTER (WHERE prosecna_ocena IS NOT NULL) AS rated,
                               count(*) FILTER (WHERE valuta <> 'RSD') AS foreign_currency,
                               (SELECT count(DISTINCT grad) FROM adresa) AS cities
                          FROM entitet WHERE objavljen`)
  ).rows[0];
  step(`done: ${JSON.stringify(summary)}`);
});
