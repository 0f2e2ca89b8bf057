import pg from 'pg';
import { FilteredQuery, GeoQuery, SuggestionsQuery } from '@zakazi/contract';
import { createDb } from '../../apps/server/src/db/database.ts';
import { list, near, suggestions } from '../../apps/server/src/modules/businesses/index.ts';

/**
 * What one search request costs in PostgreSQL: runs the list (or suggestion) service in process
 * on DATABASE_URL, records every statement it sends, then runs each again under
 * EXPLAIN (ANALYZE, BUFFERS) and prints the plans, their execution times and buffers.
 *
 *   DATABASE_URL=postgres://…/zakazi_bench_search npm run bench:explain-search -- 'q=frizer beograd' 'predlozi?q=zubar no'
 *
 * An argument is the query string of GET /api/Entitet/Filtered (not URL-encoded), or of
 * GET /api/Pretraga/predlozi after "predlozi?", or of GET /api/Entitet/entitetbygeo (near me) after
 * "near?". BENCH_EXPLAIN_PLANS=0 prints the timings only.
 */
type Statement = { text: string; values: unknown[] };

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (the benchmark database)');
  const args = process.argv.slice(2);
  if (args.length === 0) throw new Error("usage: explain-search.ts 'q=frizer beograd' ['predlozi?q=zubar no' …]");
  const { db, pool } = createDb(url, 1);
  let recorded: Statement[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
      const [first] = a;
      if (typeof first === 'string') recorded.push({ text: first, values: (a[1] as unknown[]) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) recorded.push({ text: String(first.text), values: (first as { values?: unknown[] }).values ?? [] });
      return query(...a);
    };
  });
  const plain = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
  try {
    for (const arg of args) {
      const kind = arg.startsWith('predlozi?') ? 'predlozi' : arg.startsWith('near?') ? 'near' : 'list';
      const params = Object.fromEntries(new URLSearchParams(kind === 'list' ? arg : arg.slice(arg.indexOf('?') + 1)));
      const run =
        kind === 'predlozi'
          ? () => suggestions(db, SuggestionsQuery.parse(params).q)
          : kind === 'near'
            ? () => near(db, GeoQuery.parse(params))
            : () => list(db, FilteredQuery.parse(params));
      await run(); // warm: the vocabulary, the pool's connection, the caches
      recorded = [];
      const t0 = performance.now();
      await run();
      const ms = performance.now() - t0;
      const statements = recorded;
      console.log(`\n=== ${arg}: ${ms.toFixed(1)} ms in process, ${statements.length} statements`);
      for (const s of statements) {
        const { rows } = await plain.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
        const plan = rows.map((r) => r['QUERY PLAN']);
        const times = plan.filter((l) => l.startsWith('Planning Time') || l.startsWith('Execution Time')).join(', ');
        console.log(`--- ${s.text.replace(/\s+/g, ' ').slice(0, 160)}…\n    values ${JSON.stringify(s.values).slice(0, 200)}; ${times}`);
        if (process.env.BENCH_EXPLAIN_PLANS !== '0') console.log(plan.map((l) => `    ${l}`).join('\n'));
      }
    }
  } finally {
    await db.destroy();
    await plain.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
