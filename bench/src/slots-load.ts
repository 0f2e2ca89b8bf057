import type autocannon from 'autocannon';
import { Agent, request as httpRequest } from 'node:http';
import pg from 'pg';
import { bookingPaths } from '@zakazi/contract';
import { createDb, preparedNameOf } from '../../apps/server/src/db/database.ts';
import { freeSlotReader, freeSlots } from '../../apps/server/src/modules/schedule/index.ts';
import { pickSlotTuples, requestDate, type SlotTuple } from './support/booking-world.ts';
import { cpuMs, cpuSince, cpuSnapshot, serverPids } from './support/cpu.ts';
import { formatStatuses, machineLoad, runAutocannon, summarize, type Summary } from './support/measure.ts';
import { runPaced, type PacedResult } from './support/paced.ts';

/**
 * The free-slot budget (DESIGN.md): p99 under 15 ms at 500 requests/s for one employee and day on
 * 10,000 businesses and 2 million bookings.
 *
 *   BENCH_URL=http://127.0.0.1:3900 DATABASE_URL=postgres://…/zakazi_bench_booking npm run bench:slots
 *
 * The server at BENCH_URL must run on the database at DATABASE_URL (npm run bench:booking-dataset
 * builds it; bench/README.md). Steps:
 * 1. BENCH_TUPLES (2,000) random (business, service, employee, working day within 30 days) tuples
 *    from the database (support/booking-world.ts), checked once over HTTP.
 * 2. HTTP: GET slobodni-termini over those tuples with autocannon at BENCH_RATE (500) requests/s
 *    (autocannon's overallRate over BENCH_CONNECTIONS (10) connections) for BENCH_DURATION (20) s
 *    after a BENCH_WARMUP (3) s warm-up: once with zaposleniId, once without (the union over the
 *    service's employees).
 *    Then, unless BENCH_PACED=0, the same two at an even pace (support/paced.ts: request i due at
 *    i / BENCH_RATE s, latency from when it was due, at most BENCH_CONNECTIONS at once): the
 *    latency at that rate without autocannon's once-a-second bursts.
 *    Unless BENCH_FLOOR=0, GET /api/health the same ways (autocannon, then paced): the floor, what
 *    the machine, the load balancer, the HTTP layer and the generator add to any request.
 *    Unless BENCH_VISITS=0, a visit of three services (issue 28: p99 under 15 ms at 500
 *    requests/s): uslugaIds with the tuple's service and two more its employee performs (the same
 *    service again when they perform fewer), without zaposleniId (any employee per part), the
 *    same two ways (autocannon, then paced).
 * 3. The same work without HTTP: the server's own freeSlots() (service, Kysely, pg) for each tuple,
 *    one after another, recording every SQL statement it sends.
 * 4. PostgreSQL alone: those recorded statements replayed with pg, BENCH_REPLAY_PASSES (5) times
 *    over, per tuple on one connection, sequentially and from BENCH_PG_CLIENTS (10) concurrent
 *    clients: unnamed (planned on every call), and as the server sends them (a statement it
 *    prepares, named: planned once per connection). The second is the raw statement HTTP's
 *    latency compares with.
 * Latencies are per response (p50/p90/p99 of every request, not of per-second averages).
 */
const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TUPLES = Number(process.env.BENCH_TUPLES ?? 2_000);
const PG_CLIENTS = Number(process.env.BENCH_PG_CLIENTS ?? 10);
const URL_B = process.env.BENCH_URL_B;
const PACED = process.env.BENCH_PACED !== '0';
const FLOOR_RUN = process.env.BENCH_FLOOR !== '0';
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
/**
 * Times the replays go through the recorded statements: one pass of 2,000 from ten clients took
 * 0.4–0.7 s, too short for a steady p50 (1.5–3.5 ms in six runs of the same statement on one
 * machine, 26 November 2026).
 */
const REPLAY_PASSES = Number(process.env.BENCH_REPLAY_PASSES ?? 5);
/** The load balancers' pids (A's, B's) when BENCH_URL_B is set: their CPU per request. */
const LB_PIDS = (process.env.BENCH_LB_PIDS ?? '').split(',').filter(Boolean).map(Number);
const VISITS = process.env.BENCH_VISITS !== '0';

const freeSlotsPath = (t: SlotTuple, withEmployee: boolean) =>
  `${bookingPaths.freeSlots}?entitetId=${t.entitetId}&uslugaId=${t.uslugaId}&datum=${requestDate(t.datum)}${withEmployee ? `&zaposleniId=${t.zaposleniId}` : ''}`;

type Row = {
  scenario: string; 'req/s': number; 'p50 ms': number; 'p90 ms': number; 'p99 ms': number; 'max ms': number; n: number; errors: string;
  'server CPU ms/req'?: number; 'PG CPU ms/req'?: number; 'LB CPU ms/req'?: number;
};
const row = (scenario: string, perSecond: number, s: Summary, errors: string): Row => ({
  scenario, 'req/s': Math.round(perSecond), 'p50 ms': s.p50, 'p90 ms': s.p90, 'p99 ms': s.p99, 'max ms': s.max, n: s.n, errors,
});
const perRequest = (ms: number, n: number) => (Number.isFinite(ms) ? Math.round((ms / n) * 100) / 100 : undefined);

/** Watches the CPU time of the server process and of the backends on its database (support/cpu.ts). */
type Monitor = { client: pg.PoolClient; serverPid: number[] };

/** One request per tuple before measuring: every answer must be a 200 with a list of HH:mm. */
async function check(baseUrl: string, tuples: SlotTuple[]): Promise<void> {
  let withSlots = 0;
  let starts = 0;
  for (const t of tuples.slice(0, 200)) {
    const res = await fetch(baseUrl + freeSlotsPath(t, true));
    const body = (await res.json()) as unknown;
    if (res.status !== 200 || !Array.isArray(body) || body.some((v) => typeof v !== 'string' || !/^\d\d:\d\d$/.test(v))) {
      throw new Error(`${freeSlotsPath(t, true)}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    if (body.length) withSlots++;
    starts += body.length;
  }
  console.log(`checked 200 tuples: ${withSlots} days with free starts, ${(starts / 200).toFixed(1)} starts per day on average`);
}

/** What an HTTP scenario asks for: its name in the table and the path of its i-th request. */
type Scenario = { name: string; pathOf: (i: number) => string };

const freeSlotScenario = (tuples: SlotTuple[], withEmployee: boolean): Scenario => ({
  name: `GET slobodni-termini ${withEmployee ? 'one employee' : 'no zaposleniId (union)'}`,
  pathOf: (i) => freeSlotsPath(tuples[i % tuples.length]!, withEmployee),
});

/** Three services per tuple for the visit scenario: the tuple's and two more of its employee's (repeated when fewer). */
async function visitServices(client: pg.PoolClient, tuples: SlotTuple[]): Promise<number[][]> {
  const { rows } = await client.query<{ zaposleni_id: string; ids: string[] }>(
    `SELECT uz.zaposleni_id, (array_agg(uz.usluga_id ORDER BY uz.usluga_id))[1:3] AS ids
       FROM usluga_zaposleni uz JOIN usluga u ON u.id = uz.usluga_id AND NOT u.obrisana
      WHERE uz.zaposleni_id = ANY($1::bigint[]) GROUP BY uz.zaposleni_id`,
    [[...new Set(tuples.map((t) => t.zaposleniId))]],
  );
  const byEmployee = new Map(rows.map((r) => [Number(r.zaposleni_id), r.ids.map(Number)]));
  return tuples.map((t) => {
    const others = (byEmployee.get(t.zaposleniId) ?? []).filter((id) => id !== t.uslugaId);
    return [t.uslugaId, others[0] ?? t.uslugaId, others[1] ?? others[0] ?? t.uslugaId];
  });
}

const visitScenario = (tuples: SlotTuple[], services: number[][]): Scenario => ({
  name: 'GET slobodni-termini, a visit of three services (any employee per part)',
  pathOf: (i) => {
    const t = tuples[i % tuples.length]!;
    return `${bookingPaths.freeSlots}?entitetId=${t.entitetId}&uslugaIds=${services[i % tuples.length]!.join(',')}&datum=${requestDate(t.datum)}`;
  },
});

/**
 * The floor: GET /api/health (no database, no work) through the same load balancer, at the same
 * rate, from the same generator. What the machine, the load balancer, the servers' HTTP layer and
 * the generator itself add to every request; a free-slot latency can be no lower than this one.
 */
const FLOOR: Scenario = { name: 'GET /api/health (the floor: no work)', pathOf: () => '/api/health' };

async function http(baseUrl: string, scenario: Scenario, monitor: Monitor): Promise<Row> {
  let next = 0;
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    overallRate: RATE,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: scenario.pathOf(next++) }) }],
  };
  if (WARMUP > 0) await runAutocannon({ ...options, duration: WARMUP });
  const before = await cpuSnapshot(monitor.client, monitor.serverPid);
  const run = await runAutocannon({ ...options, duration: DURATION });
  const cpu = await cpuSince(monitor.client, monitor.serverPid, before);
  const errors = `${formatStatuses(run.statuses)}${run.result.errors ? `, ${run.result.errors} socket errors` : ''}${run.result.timeouts ? `, ${run.result.timeouts} timeouts` : ''}`;
  const n = run.latencies.length;
  return {
    ...row(`HTTP ${scenario.name}`, n / DURATION, summarize(run.latencies), errors),
    'server CPU ms/req': perRequest(cpu.server, n),
    'PG CPU ms/req': perRequest(cpu.postgres, n),
  };
}

/** bench:slots's step 2 at an even pace instead of autocannon's bursts (support/paced.ts). */
async function httpPaced(baseUrl: string, scenario: Scenario, monitor: Monitor): Promise<Row> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = new Map<number, number>();
  const get = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest(baseUrl + scenario.pathOf(i), { agent }, (res) => {
        statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
  try {
    if (WARMUP > 0) await runPaced(RATE, WARMUP, get);
    statuses.clear();
    const before = await cpuSnapshot(monitor.client, monitor.serverPid);
    const run = await runPaced(RATE, DURATION, get);
    const cpu = await cpuSince(monitor.client, monitor.serverPid, before);
    const n = run.latencies.length;
    return {
      ...row(`HTTP paced ${scenario.name}`, n / run.seconds, summarize(run.latencies), `${formatStatuses(statuses)}${failedOf(run)}`),
      'server CPU ms/req': perRequest(cpu.server, n),
      'PG CPU ms/req': perRequest(cpu.postgres, n),
    };
  } finally {
    agent.destroy();
  }
}

const failedOf = (run: PacedResult) => (run.failures ? `, ${run.failures} failed (${String(run.firstError)})` : '');

type Recorded = { text: string; values: unknown[] }[];

/**
 * The server's freeSlots() per tuple, in process: no HTTP, the same service code and pool. Every
 * statement the pool's clients send is recorded per tuple for the replay.
 */
async function inProcess(url: string, tuples: SlotTuple[]): Promise<{ row: Row; recorded: Recorded[]; perTuple: number }> {
  const { db, pool } = createDb(url, 10);
  let current: Recorded = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (typeof args[0] === 'string') current.push({ text: args[0], values: (args[1] as unknown[]) ?? [] });
      return query(...args);
    };
  });
  try {
    const q = (t: SlotTuple) => ({ entitetId: t.entitetId, uslugaId: t.uslugaId, datum: t.datum, zaposleniId: t.zaposleniId });
    const read = freeSlotReader(db); // one call at a time: each its own statement, as a lone request sends it
    for (const t of tuples.slice(0, 100)) await freeSlots(read, q(t)); // warm-up
    const recorded: Recorded[] = [];
    const latencies: number[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const t of tuples) {
      current = [];
      const t0 = performance.now();
      await freeSlots(read, q(t));
      latencies.push(performance.now() - t0);
      recorded.push(current);
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const perTuple = recorded.reduce((s, r) => s + r.length, 0) / recorded.length;
    return {
      row: { ...row('in process: freeSlots() one employee, sequential', tuples.length / seconds, summarize(latencies), ''), 'server CPU ms/req': perRequest((used.user + used.system) / 1000, tuples.length) },
      recorded,
      perTuple,
    };
  } finally {
    await db.destroy();
  }
}

/**
 * A recorded statement as the server sends it: one it prepares (preparedAs) named, so PostgreSQL
 * plans it once per connection (and picks its generic plan after five); any other unnamed.
 */
function sendAsServer(c: pg.PoolClient, q: Recorded[number]) {
  const name = preparedNameOf(q.text);
  return name ? c.query({ name, text: q.text, values: q.values }) : c.query(q.text, q.values);
}

/** The statements of each tuple, replayed one after another on one connection per client. */
async function replay(name: string, url: string, recorded: Recorded[], clients: number, monitor: Monitor, asServer = false): Promise<{ row: Row; queriesPerSecond: number; perQuery: Summary }> {
  const pool = new pg.Pool({ connectionString: url, max: clients, options: '-c jit=off' });
  try {
    const connections = await Promise.all(Array.from({ length: clients }, () => pool.connect()));
    const send = (c: pg.PoolClient, q: Recorded[number]) => (asServer ? sendAsServer(c, q) : c.query(q.text, q.values));
    for (const c of connections) for (const r of recorded.slice(0, 50)) for (const q of r) await send(c, q); // warm-up
    const latencies: number[] = [];
    const queryLatencies: number[] = [];
    let next = 0;
    const total = recorded.length * REPLAY_PASSES;
    const before = await cpuSnapshot(monitor.client, undefined);
    const started = performance.now();
    await Promise.all(
      connections.map(async (c) => {
        while (next < total) {
          const statements = recorded[next++ % recorded.length]!;
          const t0 = performance.now();
          for (const q of statements) {
            const q0 = performance.now();
            await send(c, q);
            queryLatencies.push(performance.now() - q0);
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = await cpuSince(monitor.client, undefined, before);
    connections.forEach((c) => c.release());
    return {
      row: {
        ...row(`PostgreSQL: ${name}, ${clients} client${clients > 1 ? 's' : ''}`, total / seconds, summarize(latencies), ''),
        'PG CPU ms/req': perRequest(cpu.postgres, total),
      },
      queriesPerSecond: queryLatencies.length / seconds,
      perQuery: summarize(queryLatencies),
    };
  } finally {
    await pool.end();
  }
}

/** The statements as the server sends them at bench:slots's even pace from PG_CLIENTS clients: the raw statement at the HTTP rows' rate. */
async function replayPaced(url: string, recorded: Recorded[], monitor: Monitor): Promise<Row> {
  const pool = new pg.Pool({ connectionString: url, max: PG_CLIENTS, options: '-c jit=off' });
  const run1 = async (i: number) => {
    const client = await pool.connect();
    try {
      for (const q of recorded[i % recorded.length]!) await sendAsServer(client, q);
    } finally {
      client.release();
    }
  };
  try {
    await runPaced(RATE, Math.max(WARMUP, 2), run1); // every client prepares the statement and plans it
    const before = await cpuSnapshot(monitor.client, undefined);
    const run = await runPaced(RATE, DURATION, run1);
    const cpu = await cpuSince(monitor.client, undefined, before);
    return {
      ...row(`PostgreSQL paced: the recorded statements as the server sends them, ${PG_CLIENTS} clients`, run.latencies.length / run.seconds, summarize(run.latencies), failedOf(run).replace(/^, /, '')),
      'PG CPU ms/req': perRequest(cpu.postgres, run.latencies.length),
    };
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_URL?.replace(/\/$/, '');
  const url = process.env.DATABASE_URL;
  if (!baseUrl || !url) throw new Error('BENCH_URL (the running server) and DATABASE_URL (its database) are required; see bench/README.md');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  const rows: Row[] = [];
  let tuples: SlotTuple[];
  let perTuple: number;
  const pgRows = [];
  try {
    const counts = (await client.query(`SELECT (SELECT count(*) FROM entitet WHERE objavljen) AS businesses, (SELECT count(*) FROM zakazivanje) AS bookings`)).rows[0];
    console.log(`dataset: ${counts.businesses} published businesses, ${counts.bookings} bookings`);
    tuples = await pickSlotTuples(client, TUPLES);
    await check(baseUrl, tuples);
    const monitor = { client, serverPid: serverPids(baseUrl) };
    console.log(`before: ${machineLoad()}${monitor.serverPid.length ? `; server pid ${monitor.serverPid.join(', ')}` : '; server process not found (no CPU figures)'}`);
    const logged = (r: Row) => {
      console.log(`${r.scenario}: p50 ${r['p50 ms']} ms, p99 ${r['p99 ms']} ms at ${r['req/s']} req/s (${r.errors})`);
      rows.push(r);
    };
    // BENCH_URL_B (bench:cluster's BENCH_CLUSTER_HAPROXY_B): the same servers through another
    // load balancer, alternated with BENCH_URL round by round, so both meet the same machine.
    const entries = URL_B ? [['A', baseUrl], ['B', URL_B.replace(/\/$/, '')]] as const : [['', baseUrl]] as const;
    for (let round = 1; round <= (URL_B ? AB_ROUNDS : 1); round++) {
      for (const withEmployee of [true, false]) {
        for (const [label, entry] of entries) {
          const lbBefore = LB_PIDS.map(cpuMs);
          const r = await http(entry, freeSlotScenario(tuples, withEmployee), monitor);
          if (label) {
            const lbCpu = LB_PIDS.map((pid, i) => cpuMs(pid) - lbBefore[i]!);
            r.scenario = `${label}${round} ${r.scenario}`;
            r['LB CPU ms/req'] = perRequest(label === 'A' ? lbCpu[0]! : lbCpu[1]!, r.n);
          }
          logged(r);
        }
      }
    }
    if (FLOOR_RUN) logged(await http(baseUrl, FLOOR, monitor));
    const visits = VISITS ? visitScenario(tuples, await visitServices(client, tuples)) : null;
    if (visits) logged(await http(baseUrl, visits, monitor));
    if (PACED) {
      if (visits) logged(await httpPaced(baseUrl, visits, monitor));
      for (const withEmployee of [true, false]) logged(await httpPaced(baseUrl, freeSlotScenario(tuples, withEmployee), monitor));
      if (FLOOR_RUN) logged(await httpPaced(baseUrl, FLOOR, monitor));
    }
    const local = await inProcess(url, tuples);
    rows.push(local.row);
    if (PACED) rows.push(await replayPaced(url, local.recorded, monitor));
    perTuple = local.perTuple;
    for (const [name, asServer] of [['the recorded statements, unnamed (planned every time)', false], ['the recorded statements as the server sends them (prepared)', true]] as const) {
      for (const clients of [1, PG_CLIENTS]) {
        const r = await replay(name, url, local.recorded, clients, monitor, asServer);
        rows.push(r.row);
        pgRows.push({ statements: name, clients, 'queries/s': Math.round(r.queriesPerSecond), 'query p50 ms': r.perQuery.p50, 'query p99 ms': r.perQuery.p99, 'query max ms': r.perQuery.max });
      }
    }
  } finally {
    client.release();
    await pool.end();
  }
  console.log(`after: ${machineLoad()}`);
  console.log(`\n${tuples.length} tuples; HTTP at ${RATE} req/s over ${CONNECTIONS} connections for ${DURATION} s; ${perTuple.toFixed(1)} SQL statements per request; CPU from /proc (server process, PostgreSQL backends)`);
  console.table(rows);
  console.log('PostgreSQL per statement:');
  console.table(pgRows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
