import pg from 'pg';
import { startE2eEnvironment } from '../../scripts/e2e-environment.ts';
import { cpuSince, cpuSnapshot, serverPids, serverRuntimes } from './support/cpu.ts';
import { machineLoad, percentile, runAutocannon } from './support/measure.ts';

/**
 * Load on the public search and category endpoints.
 *
 *   npm run bench                                   demo data: the product on a fresh embedded
 *                                                   PostgreSQL (or a fresh database on DATABASE_URL)
 *   BENCH_DATABASE_URL=postgres://…/zakazi_bench npm run bench
 *                                                   the product on that database as it is, without
 *                                                   demo data (npm run bench:dataset fills it)
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench   a product already running
 *
 * Each scenario: BENCH_CONNECTIONS connections (default 10) for BENCH_DURATION s (default 10), after
 * a short warm-up. BENCH_ONLY=regex picks scenarios by name. BENCH_PAGE_SIZE=n asks every list for
 * n businesses a page instead of the API's default 50 (the web client's pages ask for 24: its
 * LIST_PAGE_SIZE); suggestions are left as they are. p95 and p99 are computed from every
 * response's latency (autocannon's own summary has no p95). CPU milliseconds per request of the
 * server process (the one on BENCH_URL's port, or those BENCH_SERVER_PIDS names, when a load
 * balancer is on the port) and of the PostgreSQL backends on its database (support/cpu.ts) are given when
 * the database is known (BENCH_DATABASE_URL, or DATABASE_URL beside BENCH_URL): unlike latencies,
 * they do not depend on what else runs on the machine. 'first ms' and 'first CPU ms' (server +
 * PostgreSQL, in 10 ms ticks) are those of the scenario's first request, before the warm-up.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const PAGE_SIZE = process.env.BENCH_PAGE_SIZE ? Number(process.env.BENCH_PAGE_SIZE) : undefined;

/** The path with pageSize (BENCH_PAGE_SIZE) when it is a list's. */
function withPageSize(path: string): string {
  if (PAGE_SIZE === undefined || path.startsWith('/api/Pretraga/predlozi')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}pageSize=${PAGE_SIZE}`;
}

type Scenario = { name: string; path: string };

/** Scenarios that have matches both in the demo world and in the generated dataset. */
/** A Monday to Friday a few days ahead: inside every business's horizon, past every notice. */
function nextWeekday(): string {
  const d = new Date(Date.now() + 3 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function scenarios(baseUrl: string): Promise<Scenario[]> {
  const categories = (await (await fetch(`${baseUrl}/api/Kategorija`)).json()) as { id: number; slug: string }[];
  const id = (slug: string) => categories.find((c) => c.slug === slug)!.id;
  const F = '/api/Entitet/Filtered';
  return [
    { name: 'category list (hairdresser, page 1 of 50)', path: `/api/GetEntitiesByCategoryQuery/${id('hairdresser')}` },
    { name: 'Filtered, no filter', path: `${F}` },
    { name: 'text q=frizer', path: `${F}?q=frizer` },
    { name: 'text q=sa (2 letters)', path: `${F}?q=sa` },
    { name: 'text q=salon page 5', path: `${F}?q=salon&page=5` },
    { name: 'text q=cacak (city)', path: `${F}?q=cacak` },
    { name: 'text q=stomatolog (category)', path: `${F}?q=stomatolog` },
    { name: 'text q=xqzw (no match)', path: `${F}?q=xqzw` },
    { name: 'city grad=cacak', path: `${F}?grad=cacak` },
    { name: 'grad=beograd+category+rating', path: `${F}?grad=beograd&kategorijaId=${id('dentist')}&ocenaFilter=3` },
    { name: 'grad=nis+price', path: `${F}?grad=nis&cenaFilter=4` },
    { name: 'combined q+price+rating', path: `${F}?q=salon&cenaFilter=3&ocenaFilter=3&currency=EUR` },
    { name: 'price band, deep page (40)', path: `${F}?cenaFilter=3&page=40` },
    { name: 'main category+price page 10', path: `${F}?mainKategorijaId=2&cenaFilter=5&page=10` },
    { name: 'rating band 1 (5.0)', path: `${F}?ocenaFilter=1` },
    { name: 'filterbyprice cenaFilter=4', path: '/api/HomeServices/entiteti/filterbyprice?cenaFilter=4' },
    { name: 'filter-by-ocena ocenaFilter=2', path: '/api/HomeServices/entiteti/filter-by-ocena?ocenaFilter=2' },
    { name: 'search-by-city city=novi sad', path: '/api/HomeServices/search-by-city?city=novi%20sad' },
    { name: 'near me (Beograd, 25 km)', path: '/api/Entitet/entitetbygeo?latitude=44.8125&longitude=20.4612' },
    { name: 'near me + category', path: `/api/Entitet/entitetbygeo?latitude=44.8125&longitude=20.4612&kategorijaId=${id('hairdresser')}` },
    // issue 10: words as people type them, suggestions, sorts, free on a day
    { name: 'multi-word q=frizer beograd', path: `${F}?q=frizer%20beograd` },
    { name: 'multi-word q=zubar novom sadu', path: `${F}?q=zubar%20novom%20sadu` },
    { name: 'Cyrillic q=масажа ниш', path: `${F}?q=${encodeURIComponent('масажа ниш')}` },
    { name: 'one letter q=s', path: `${F}?q=s` },
    { name: 'service word q=sisanje page 3', path: `${F}?q=sisanje&page=3` },
    { name: 'sort=distance (Beograd)', path: `${F}?sort=distance&latitude=44.8125&longitude=20.4612` },
    { name: 'q=frizer sort=distance', path: `${F}?q=frizer&sort=distance&latitude=44.8125&longitude=20.4612` },
    { name: 'sort=price page 20', path: `${F}?sort=price&page=20` },
    { name: 'suggestions q=fri', path: `/api/Pretraga/predlozi?q=fri` },
    { name: 'suggestions q=zubar no', path: `/api/Pretraga/predlozi?q=zubar%20no` },
    { name: 'free on a day (grad=cacak)', path: `${F}?grad=cacak&slobodnoDatum=${nextWeekday()}` },
    { name: 'free on a day (q=frizer beograd)', path: `${F}?q=frizer%20beograd&slobodnoDatum=${nextWeekday()}` },
    // issue 29: a misspelt word read as the nearest known one; free in a part of the day
    { name: 'misspelt q=frizr beograd', path: `${F}?q=frizr%20beograd` },
    { name: 'misspelt q=zubra (one word)', path: `${F}?q=zubra` },
    { name: 'misspelt q=kozmeticr (two edits)', path: `${F}?q=kozmeticr` },
    { name: 'suggestions q=frizr', path: `/api/Pretraga/predlozi?q=frizr` },
    { name: 'free 17–22 (q=frizer beograd)', path: `${F}?q=frizer%20beograd&slobodnoDatum=${nextWeekday()}&slobodnoOd=17:00&slobodnoDo=22:00` },
    { name: 'free 08–12 (grad=cacak)', path: `${F}?grad=cacak&slobodnoDatum=${nextWeekday()}&slobodnoOd=08:00&slobodnoDo=12:00` },
    { name: 'near me free 12–17', path: `/api/Entitet/entitetbygeo?latitude=44.8125&longitude=20.4612&slobodnoDatum=${nextWeekday()}&slobodnoOd=12:00&slobodnoDo=17:00` },
    // the search page's three parts of the day in a city, the evening near me, and a Cyrillic query of
    // Latin names (the dataset's businesses work 8 to 12 hours between 08:00 and 20:00)
    { name: 'free 12–17 (grad=cacak)', path: `${F}?grad=cacak&slobodnoDatum=${nextWeekday()}&slobodnoOd=12:00&slobodnoDo=17:00` },
    { name: 'free 17–22 (grad=cacak)', path: `${F}?grad=cacak&slobodnoDatum=${nextWeekday()}&slobodnoOd=17:00&slobodnoDo=22:00` },
    { name: 'near me free 17–22', path: `/api/Entitet/entitetbygeo?latitude=44.8125&longitude=20.4612&slobodnoDatum=${nextWeekday()}&slobodnoOd=17:00&slobodnoDo=22:00` },
    // a window when no business of the dataset works: every candidate read and left out
    { name: 'free 20–22 (grad=cacak), nobody works', path: `${F}?grad=cacak&slobodnoDatum=${nextWeekday()}&slobodnoOd=20:00&slobodnoDo=22:00` },
    { name: 'Cyrillic q=фризер београд', path: `${F}?q=${encodeURIComponent('фризер београд')}` },
  ]
    .filter((s) => !ONLY || ONLY.test(s.name))
    .map((s) => ({ ...s, path: withPageSize(s.path) }));
}

async function run(url: string, duration: number) {
  const { result, latencies } = await runAutocannon({ url, connections: CONNECTIONS, duration });
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

const perRequest = (ms: number, n: number) => (Number.isFinite(ms) && n > 0 ? Math.round((ms / n) * 100) / 100 : '');

async function main(): Promise<void> {
  let baseUrl = process.env.BENCH_URL;
  let stop = async () => {};
  const databaseUrl = process.env.BENCH_DATABASE_URL || (baseUrl ? process.env.DATABASE_URL : undefined);
  if (!baseUrl) {
    const env = await startE2eEnvironment(process.cwd(), { databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
    baseUrl = env.env.E2E_BASE_URL!;
    stop = env.stop;
  }
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
  const monitor = pool ? await pool.connect() : undefined;
  // BENCH_SERVER_PIDS names the server processes behind a load balancer; else the one on the port.
  const serverPidsCounted = serverPids(baseUrl);
  console.log(`before: ${machineLoad()}; ${monitor ? `server pids ${serverPidsCounted.join(', ') || 'not found'} (Node.js ${[...new Set(serverRuntimes(serverPidsCounted))].join(', ') || 'unknown'})` : 'no database URL (no CPU figures)'}; lists of ${PAGE_SIZE ?? 'the API default of 50'}`);
  try {
    const rows = [];
    for (const s of await scenarios(baseUrl)) {
      // The first request alone: what a cold cache costs (free on a day computes and stores its rows).
      const beforeFirst = monitor ? await cpuSnapshot(monitor, serverPidsCounted) : undefined;
      const firstStarted = performance.now();
      const check = await fetch(baseUrl + s.path);
      if (!check.ok) throw new Error(`${s.name}: ${check.status}`);
      const body = (await check.json()) as { entities?: unknown[]; total?: number; totalIsCapped?: boolean } | unknown[];
      const firstMs = Math.round((performance.now() - firstStarted) * 10) / 10;
      const firstCpu = monitor && beforeFirst ? await cpuSince(monitor, serverPidsCounted, beforeFirst) : undefined;
      const entities = Array.isArray(body) ? body.length : (body.entities?.length ?? 0);
      const total = Array.isArray(body) ? undefined : body.total;
      if (WARMUP > 0) await run(baseUrl + s.path, WARMUP);
      const before = monitor ? await cpuSnapshot(monitor, serverPidsCounted) : undefined;
      const { result, latencies } = await run(baseUrl + s.path, DURATION);
      const cpu = monitor && before ? await cpuSince(monitor, serverPidsCounted, before) : undefined;
      rows.push({
        scenario: s.name,
        rows: entities,
        total: total === undefined ? '' : `${total}${!Array.isArray(body) && body.totalIsCapped ? '+' : ''}`,
        'req/s': Math.round(result.requests.average),
        'p50 ms': percentile(latencies, 50),
        'p95 ms': percentile(latencies, 95),
        'p99 ms': percentile(latencies, 99),
        'server CPU ms/req': cpu ? perRequest(cpu.server, latencies.length) : '',
        'PG CPU ms/req': cpu ? perRequest(cpu.postgres, latencies.length) : '',
        'first ms': firstMs,
        'first CPU ms': firstCpu ? `${firstCpu.server} + ${firstCpu.postgres}` : '',
        non2xx: result.non2xx,
        errors: result.errors,
      });
      console.log(`${s.name}: p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms`);
    }
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario, ${baseUrl}; after: ${machineLoad()}`);
    console.table(rows);
  } finally {
    monitor?.release();
    await pool?.end();
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
